import { z } from 'zod'

import { CACHE_TAGS, dropContentHere } from '@/lib/cache'
import { INTERNAL_TOKEN_HEADER, isInternalToken } from '@/lib/shared/invalidation'
import { NO_STORE } from '@/lib/http/responses'

export const dynamic = 'force-dynamic'

const body = z.object({ tags: z.array(z.enum(Object.values(CACHE_TAGS) as [string, ...string[]])).min(1).max(50) })

/**
 * Drops cached content that changed on another instance (src/lib/shared/invalidation.ts). Only this
 * process's own listener can call it: anyone else gets the same 404 as any unknown path.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isInternalToken(request.headers.get(INTERNAL_TOKEN_HEADER))) {
    return Response.json({ error: 'Not found' }, { status: 404, headers: NO_STORE })
  }
  const parsed = body.safeParse(await request.json().catch(() => undefined))
  if (!parsed.success) {
    return Response.json({ error: 'tags: a list of known cache tags is required' }, { status: 422, headers: NO_STORE })
  }
  dropContentHere(parsed.data.tags)
  return new Response(null, { status: 204, headers: NO_STORE })
}
