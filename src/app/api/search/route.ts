/**
 * `GET /api/search` (SPEC §5): the JSON face of the one search implementation. A bad parameter is
 * a 400 naming it; a database failure is a 503, logged; bad input never gives a 500.
 */
import { toSearchApiResult } from '@/features/search/api-result'
import { parseSearchParams } from '@/features/search/params'
import { searchProperties } from '@/features/search/search.server'
import { logger } from '@/lib/logger'

export const dynamic = 'force-dynamic'

/** Shared caches may keep an answer for a minute; browsers always ask again (ADR 005). */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60'

export async function GET(request: Request): Promise<Response> {
  const parsed = parseSearchParams(new URL(request.url).searchParams)
  if (!parsed.ok) {
    return Response.json({ error: parsed.error }, { status: 400, headers: { 'cache-control': 'no-store' } })
  }
  try {
    const { results, ...counts } = await searchProperties(parsed.params)
    return Response.json(
      { ...counts, results: results.map(toSearchApiResult) },
      { headers: { 'cache-control': CACHE_CONTROL } },
    )
  } catch (error) {
    logger.error({ err: error, url: request.url }, 'Search query failed')
    return Response.json(
      { error: 'Search is unavailable right now; please try again.' },
      { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '5' } },
    )
  }
}
