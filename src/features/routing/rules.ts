/**
 * What the proxy (src/proxy.ts) does with a page request. Pure, so the rules are unit-tested.
 *
 * Pages are cached as whole HTML (ISR) when they read no request data. Three rules keep them so:
 * - `/` goes to the cached home page of the visitor's city: `/_home/{city slug | all}`.
 * - A listing page with a fixed filter in its path (/property/{city}, /property/{city}/featured,
 *   /builders/{builder}, /collections/{collection}) is served from its cached public route when
 *   the query string holds no search parameter, and from `/_filtered/…` (rendered per request)
 *   when it does. Other parameters (utm_source, gclid …) do not matter to the page.
 * - The internal prefixes themselves are not reachable from outside: they would duplicate pages.
 * Bad search parameters on any listing or search page get a 400 naming the parameter (SPEC §5),
 * the same rule as `GET /api/search`.
 */
import { slugify } from '../../cms/fields/slugify'
import { isAllCities } from '../cities/choice'
import { parseSearchParams, SEARCH_PARAM_NAMES } from '../search/params'

export const HOME_PREFIX = '/_home'
export const FILTERED_PREFIX = '/_filtered'
/** Where requests for the internal prefixes go: a path no route serves, so the 404 page answers. */
export const NOT_FOUND_PATH = '/_not-found-internal'

export type RouteDecision =
  | { kind: 'pass' }
  | { kind: 'rewrite'; pathname: string }
  | { kind: 'bad-filter'; param: string; error: string; retry: string }

/** The listing paths with a fixed filter (and a filtered twin). */
const FIXED_LISTING = [/^\/property\/[^/]+$/, /^\/property\/[^/]+\/featured$/, /^\/builders\/[^/]+$/, /^\/collections\/[^/]+$/]
/** Search pages: always rendered per request, but their filters are checked here too. */
const SEARCH_PAGE = [/^\/search$/, /^\/search\/[^/]+$/, /^\/searchbox\/[^/]+$/]

const isInternal = (pathname: string) =>
  [HOME_PREFIX, FILTERED_PREFIX].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

/** The `/_home/{segment}` of a `city` cookie value: a slug, or `all` for no (usable) choice. */
export function homeSegment(cityCookie: string | null | undefined): string {
  if (cityCookie == null) return 'all'
  let value = cityCookie
  try {
    value = decodeURIComponent(cityCookie)
  } catch {
    // keep the raw value
  }
  if (isAllCities(value)) return 'all'
  return slugify(value).slice(0, 64) || 'all'
}

export function decideRoute(pathname: string, query: URLSearchParams, cityCookie: string | null | undefined): RouteDecision {
  if (isInternal(pathname)) return { kind: 'rewrite', pathname: NOT_FOUND_PATH }
  if (pathname === '/') return { kind: 'rewrite', pathname: `${HOME_PREFIX}/${homeSegment(cityCookie)}` }

  const fixed = FIXED_LISTING.some((re) => re.test(pathname))
  if (!fixed && !SEARCH_PAGE.some((re) => re.test(pathname))) return { kind: 'pass' }

  const parsed = parseSearchParams(query)
  if (!parsed.ok) {
    const retry = new URLSearchParams(query)
    retry.delete(parsed.param)
    const rest = retry.toString()
    return { kind: 'bad-filter', param: parsed.param, error: parsed.error, retry: rest ? `${pathname}?${rest}` : pathname }
  }
  if (fixed && SEARCH_PARAM_NAMES.some((name) => query.has(name))) {
    return { kind: 'rewrite', pathname: `${FILTERED_PREFIX}${pathname}` }
  }
  return { kind: 'pass' }
}
