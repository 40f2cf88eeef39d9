/**
 * `GET /api/search` (docs/product.md §5, §14): the JSON face of the one search implementation. A bad parameter is
 * a 400 naming it (422 for the map parameters bbox, near, radius_km); a database failure is a 503, logged; bad input never gives a 500. Each client
 * address may call it SEARCH_API_IP_LIMIT times a minute, then gets a 429 with Retry-After. The
 * production server's response cache answers a repeated query within its minute (s-maxage) before
 * this handler, so such a repeat is not counted: the limit bounds the searches a client makes the
 * database run. The search itself is read through the content cache it shares with the search
 * pages (`searchPropertiesShared`).
 */
import { clientIp } from '@/lib/http/client-address'
import { toSearchApiResult } from '@/features/search/api-result'
import { parseSearchParams } from '@/features/search/params'
import { consumeSearchApiCall } from '@/features/search/rate-limit.server'
import { searchPropertiesShared } from '@/features/search/search.server'
import { logger } from '@/lib/logger'
import { NO_STORE } from '@/lib/http/responses'

export const dynamic = 'force-dynamic'

/** Shared caches may keep an answer for a minute; browsers always ask again (ADR 005). */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60'

export async function GET(request: Request): Promise<Response> {
  const limit = await consumeSearchApiCall(clientIp(request.headers))
  if (!limit.ok) {
    return Response.json(
      { error: 'Too many searches from this address; please wait a moment.' },
      { status: 429, headers: { ...NO_STORE, 'retry-after': String(limit.retryAfterSeconds) } },
    )
  }
  const parsed = parseSearchParams(new URL(request.url).searchParams)
  if (!parsed.ok) {
    // 400 for a bad §5 parameter, 422 for a bad map parameter (docs/product.md §14).
    return Response.json({ error: parsed.error }, { status: parsed.status, headers: NO_STORE })
  }
  try {
    const { results, ...counts } = await searchPropertiesShared(parsed.params)
    return Response.json(
      { ...counts, results: results.map(toSearchApiResult) },
      { headers: { 'cache-control': CACHE_CONTROL } },
    )
  } catch (error) {
    logger.error({ err: error, url: request.url }, 'Search query failed')
    return Response.json(
      { error: 'Search is unavailable right now; please try again.' },
      { status: 503, headers: { ...NO_STORE, 'retry-after': '5' } },
    )
  }
}
