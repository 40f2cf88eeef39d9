import 'server-only'

import type { Payload } from 'payload'

import { hashSourceKey, MIN_SOURCE_KEY_LENGTH } from '@/cms/collections/LeadSources/sourceKey'
import type { LeadSource } from '@/cms/payload-types'
import { logger } from '@/lib/logger'

export type ActiveSource = Pick<LeadSource, 'id' | 'name' | 'kind' | 'default_form'> & { defaultPropertyId?: number }

const LAST_USED_EVERY_MS = 60_000
const lastUsedWritten = new Map<number, number>()

/**
 * The active lead source of this kind holding this key (compared by its SHA-256 hash, the only
 * form stored), or undefined. Marks it used at most once a minute, without delaying the answer.
 */
export async function findActiveSource(payload: Payload, key: string | null | undefined, kind: LeadSource['kind']): Promise<ActiveSource | undefined> {
  const trimmed = key?.trim() ?? ''
  if (trimmed.length < MIN_SOURCE_KEY_LENGTH || trimmed.length > 512) return undefined
  const found = await payload.find({
    collection: 'lead-sources',
    where: { and: [{ key_hash: { equals: hashSourceKey(trimmed) } }, { active: { equals: true } }, { kind: { equals: kind } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true, kind: true, default_form: true, default_property: true },
  })
  const source = found.docs[0]
  if (!source) return undefined
  markUsed(payload, source.id)
  const property = typeof source.default_property === 'object' && source.default_property ? source.default_property.id : source.default_property
  return { id: source.id, name: source.name, kind: source.kind, default_form: source.default_form ?? null, ...(property ? { defaultPropertyId: property } : {}) }
}

function markUsed(payload: Payload, id: number): void {
  const now = Date.now()
  if ((lastUsedWritten.get(id) ?? 0) > now - LAST_USED_EVERY_MS) return
  lastUsedWritten.set(id, now)
  void payload
    .update({ collection: 'lead-sources', id, data: { last_used_at: new Date(now).toISOString() }, overrideAccess: true, depth: 0 })
    .catch((error: unknown) => logger.warn({ err: error, source: id }, 'Lead source: could not record its last use'))
}

/** The key of `Authorization: Bearer <key>`, or null. */
export function bearerKey(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')
  return match ? match[1]! : null
}
