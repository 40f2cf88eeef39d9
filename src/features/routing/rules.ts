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
 * the same rule as `GET /api/search`. A raw name in a property, builder or collection path
 * redirects permanently to its slug URL, query kept (SPEC §4), before any page renders (the pages
 * also check, for requests that come another way).
 */
import { slugify } from '../../cms/fields/slugify'
import { isAllCities } from '../cities/choice'
import { canonicalSegment } from '../properties/route-params'
import { parseSearchParams, SEARCH_PARAM_NAMES } from '../search/params'

export const HOME_PREFIX = '/_home'
export const FILTERED_PREFIX = '/_filtered'
/** Where requests for the internal prefixes go: a path no route serves, so the 404 page answers. */
export const NOT_FOUND_PATH = '/_not-found-internal'
/**
 * The 404 page rendered as a page of its own. The production server asks for it, at the missing
 * path itself, with NOT_FOUND_PAGE_HEADER and sends it in place of Next's client-rendered 404
 * document (src/lib/server/not-found-page.ts); the proxy rewrites such requests here.
 */
export const NOT_FOUND_PAGE_PREFIX = '/_missing'
export const NOT_FOUND_PAGE_HEADER = 'x-not-found-page'

export type RouteDecision =
  | { kind: 'pass' }
  | { kind: 'rewrite'; pathname: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'bad-filter'; param: string; error: string; retry: string; status: 400 | 422 }

/** The listing paths with a fixed filter (and a filtered twin). */
const FIXED_LISTING = [/^\/property\/[^/]+$/, /^\/property\/[^/]+\/featured$/, /^\/builders\/[^/]+$/, /^\/collections\/[^/]+$/]
/** Search pages: always rendered per request, but their filters are checked here too. */
const SEARCH_PAGE = [/^\/search$/, /^\/search\/[^/]+$/, /^\/searchbox\/[^/]+$/]

/** Paths whose segments after the first are slugs: a raw name redirects permanently (SPEC §4). */
const SLUG_PATH = /^\/(property|builders|collections)\/[^/]+(\/[^/]+)?$/

/**
 * The slug URL of a path that names a city, property, builder or collection by its raw name
 * (any case, spaces, %20), or null when the path already uses slugs. `featured` stays as it is.
 */
export function canonicalSlugPath(pathname: string): string | null {
  if (!SLUG_PATH.test(pathname)) return null
  const [, section, ...rest] = pathname.split('/')
  if (section !== 'property' && rest.length > 1) return null
  const slugs = rest.map((segment) => (segment === 'featured' ? { slug: segment, isCanonical: true } : canonicalSegment(segment)))
  if (slugs.every((s) => s.isCanonical) || slugs.some((s) => !s.slug)) return null
  return `/${section}/${slugs.map((s) => s.slug).join('/')}`
}

const isInternal = (pathname: string) =>
  [HOME_PREFIX, FILTERED_PREFIX, NOT_FOUND_PAGE_PREFIX].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

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
  const canonical = canonicalSlugPath(pathname)
  if (canonical) {
    const search = query.toString()
    return { kind: 'redirect', location: search ? `${canonical}?${search}` : canonical }
  }

  const fixed = FIXED_LISTING.some((re) => re.test(pathname))
  if (!fixed && !SEARCH_PAGE.some((re) => re.test(pathname))) return { kind: 'pass' }

  const parsed = parseSearchParams(query)
  if (!parsed.ok) {
    const retry = new URLSearchParams(query)
    retry.delete(parsed.param)
    const rest = retry.toString()
    return { kind: 'bad-filter', param: parsed.param, error: parsed.error, retry: rest ? `${pathname}?${rest}` : pathname, status: parsed.status }
  }
  // The map view (ADR 018) renders differently, so it is per request too.
  if (fixed && (SEARCH_PARAM_NAMES.some((name) => query.has(name)) || query.get('view') === 'map')) {
    return { kind: 'rewrite', pathname: `${FILTERED_PREFIX}${pathname}` }
  }
  return { kind: 'pass' }
}

/**
 * Public pages rendered per request that read nothing of the request but its URL: search pages,
 * filtered listings (a fixed listing with search parameters) and the information pages, which are
 * dynamic only because the build has no database (ADR 008). The production server lets its
 * response cache keep them for a short while (SHARED_PAGE_SECONDS); a content change empties that
 * cache at once, as for ISR pages. Pages that read cookies or headers (profile, shortlists, admin,
 * sign-in) are not in the list.
 */
const SHARED_DYNAMIC_PAGE = [
  ...SEARCH_PAGE,
  ...FIXED_LISTING,
  /^\/(offers|about|contact|emi|faq|blogs|nri|pricing|services|careers|sitemap|terms|privacy|vastu|gold|guide|accreditations&associations|awards&press)$/,
]

/**
 * A property's own page (`/property/{city}/{name}`; `featured` is the city's featured listing).
 * Rendered per request rather than kept as ISR HTML (ADR 027): Next's ISR write (the page's
 * payload split into per-segment prefetch data, then stored) was a quarter of a first render, and
 * the response cache in front keeps the page anyway, for SPEC §9's 4-hour safety net, or until the
 * day ends in the site's time zone when it shows an offer (`limitSharedLifetime`, getOfferDay).
 */
const PROPERTY_PAGE = /^\/property\/[^/]+\/(?!featured$)[^/]+$/

/** Seconds a shared page rendered per request may be answered from the response cache. */
export const SHARED_PAGE_SECONDS = 60
/** Seconds a property page may be kept by shared caches (SPEC §9's 4-hour safety net). */
export const PROPERTY_PAGE_SECONDS = 4 * 60 * 60

/** How long shared caches may keep this page's answer when Next rendered it per request, or undefined when they may not. */
export function sharedPageSeconds(pathname: string): number | undefined {
  if (PROPERTY_PAGE.test(pathname)) return PROPERTY_PAGE_SECONDS
  return SHARED_DYNAMIC_PAGE.some((rule) => rule.test(pathname)) ? SHARED_PAGE_SECONDS : undefined
}
