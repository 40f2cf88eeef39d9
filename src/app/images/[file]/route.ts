import fs from 'node:fs/promises'

import { CONTENT_TYPES, type StoredFormat } from '@/features/images/image-processing'
import { imagePath } from '@/features/images/image-store.server'
import { NO_STORE } from '@/lib/http/responses'

const FORMAT_OF: Record<string, StoredFormat> = { jpg: 'jpeg', png: 'png', webp: 'webp' }

/** A hosted image (docs/product.md §10): content-addressed, so cached for a year and never changed. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params
  const location = imagePath(file)
  if (!location) return new Response('Not found', { status: 404, headers: NO_STORE })
  let data: Buffer
  try {
    data = await fs.readFile(location)
  } catch {
    return new Response('Not found', { status: 404, headers: NO_STORE })
  }
  return new Response(new Uint8Array(data), {
    status: 200,
    headers: {
      'content-type': CONTENT_TYPES[FORMAT_OF[file.split('.').pop()!]!],
      'content-length': String(data.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  })
}
