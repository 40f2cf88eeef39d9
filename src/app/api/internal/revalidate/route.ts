import { z } from 'zod'

import { CACHE_TAGS, dropContentHere } from '@/lib/cache'
import { INTERNAL_TOKEN_HEADER, isInternalToken } from '@/lib/shared/invalidation'
import { NO_STORE } from '@/lib/http/responses'
import { JSON_BODY_LIMIT_BYTES, readCappedText } from '@/lib/http/body'

export const dynamic = 'force-dynamic'

const ALL_TAGS = Object.values(CACHE_TAGS) as [string, ...string[]]
/** The tags an announcement named, or `all` after a Redis outage (src/lib/shared/invalidation.ts). */
const body = z.object({ tags: z.union([z.array(z.enum(ALL_TAGS)).min(1).max(50), z.literal('all')]) })

/**
 * Drops cached content that changed on another instance (src/lib/shared/invalidation.ts). Only this
 * process's own listener can call it: anyone else gets the same 404 as any unknown path.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isInternalToken(request.headers.get(INTERNAL_TOKEN_HEADER))) {
    return Response.json({ error: 'Not found' }, { status: 404, headers: NO_STORE })
  }
  const read = await readCappedText(request, JSON_BODY_LIMIT_BYTES)
  let json: unknown
  try {
    json = read.ok ? JSON.parse(read.text) : undefined
  } catch {
    json = undefined
  }
  const parsed = body.safeParse(json)
  if (!parsed.success) {
    return Response.json({ error: 'tags: a list of known cache tags, or "all", is required' }, { status: 422, headers: NO_STORE })
  }
  dropContentHere(parsed.data.tags === 'all' ? ALL_TAGS : parsed.data.tags)
  return new Response(null, { status: 204, headers: NO_STORE })
}
