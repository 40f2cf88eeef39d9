import 'server-only'

import { timingSafeEqual } from 'node:crypto'

import config from '@payload-config'
import { getPayload } from 'payload'

import { hashUploadKey } from '@/cms/collections/ImageUploadKeys/hashUploadKey'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(hashUploadKey(a), 'hex')
  const y = Buffer.from(hashUploadKey(b), 'hex')
  return timingSafeEqual(x, y)
}

/**
 * Whether an upload key is valid (docs/product.md §10): one of IMAGE_UPLOAD_KEYS, or a key admins created in
 * the CMS and have not revoked (stored as a SHA-256 hash, looked up by hash). Marks a CMS key used.
 */
export async function isValidUploadKey(key: string | null | undefined): Promise<boolean> {
  const typed = key?.trim()
  if (!typed) return false
  if (env().imageUploadKeys.some((k) => sameText(k, typed))) return true
  const payload = await getPayload({ config })
  const found = await payload.find({
    collection: 'image-upload-keys',
    where: { and: [{ key_hash: { equals: hashUploadKey(typed) } }, { revoked: { not_equals: true } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  if (!doc) return false
  payload
    .update({ collection: 'image-upload-keys', id: doc.id, data: { last_used_at: new Date().toISOString() }, overrideAccess: true, depth: 0 })
    .catch((error: unknown) => logger.warn({ err: error }, 'Image upload key: could not record its use'))
  return true
}
