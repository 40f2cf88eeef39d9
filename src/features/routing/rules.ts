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
 * Bad search parameters on any listing or search page get a 400 naming the parameter (docs/product.md §5),
 * the same rule as `GET /api/search`. A raw name in a property, builder or collection path
 * or team member's (`/about/{name}`) path redirects permanently to its slug URL, query kept (docs/product.md §4),
 * before any page renders (the pages also check, for requests that come another way); so does a
 * `%26` for the `&` of `/accreditations&associations` and `/awards&press`.
 */
import { slugify } from '../../cms/fields/slugify'
import { isAllCities } from '../cities/choice'
import { DEFAULT_LOCALE, type Locale, localizedPath, splitLocale } from '../i18n/locales'
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

/** Paths whose segments after the first are slugs: a raw name redirects permanently (docs/product.md §4, §18). */
const SLUG_PATH = /^\/(property|builders|collections|about)\/[^/]+(\/[^/]+)?$/

/**
 * The two information sections whose path holds an `&`, asked for with it encoded (`%26`, as some
 * links and mail clients write it): the path as the site writes it, or null (docs/product.md §18).
 */
const ENCODED_AMPERSAND = /^\/(accreditations%26associations|awards%26press)(\/.*)?$/i

export function canonicalAmpersandPath(pathname: string): string | null {
  const match = ENCODED_AMPERSAND.exec(pathname)
  if (!match) return null
  return `/${match[1]!.toLowerCase().replace('%26', '&')}${match[2] ?? ''}`
}

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
  const canonical = canonicalSlugPath(pathname) ?? canonicalAmpersandPath(pathname)
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

/** Pages of one language only: the /admin page belongs to the CMS, which is not localized. */
const ENGLISH_ONLY = /^\/admin(\/|$)/

/** Where a page of `locale` at (English) `path` lives inside the app: src/app/(site)/[locale]/… */
export function internalPagePath(locale: Locale, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/**
 * `decideRoute` for a public path in either language (docs/product.md §21): the language's prefix
 * (`/hi`) is taken off, the rules above apply to the rest, and the answer is put back in the
 * language: a page is reached at `/{locale}/…` inside the app, a redirect keeps the prefix, a bad
 * filter's retry link too. So `/about` → `/en/about`, `/hi/about` → `/hi/about`, `/hi` →
 * `/hi/_home/{city}`. The internal `/en/…` paths asked for from outside are English paths under
 * `/en` and find no page.
 */
export function decideLocalizedRoute(pathname: string, query: URLSearchParams, cityCookie: string | null | undefined): RouteDecision {
  const { locale, path } = splitLocale(pathname)
  if (locale !== DEFAULT_LOCALE && ENGLISH_ONLY.test(path)) return { kind: 'rewrite', pathname: internalPagePath(locale, NOT_FOUND_PATH) }
  const decision = decideRoute(path, query, cityCookie)
  switch (decision.kind) {
    case 'pass':
      return { kind: 'rewrite', pathname: internalPagePath(locale, path) }
    case 'rewrite':
      return { kind: 'rewrite', pathname: internalPagePath(locale, decision.pathname) }
    case 'redirect':
      return { kind: 'redirect', location: localizedPath(decision.location, locale) }
    case 'bad-filter':
      return { ...decision, retry: localizedPath(decision.retry, locale) }
  }
}

/** Where the production server's request for the 404 page at `pathname` goes: the 404 page of its language. */
export function notFoundPagePath(pathname: string): string {
  return internalPagePath(splitLocale(pathname).locale, NOT_FOUND_PAGE_PREFIX)
}
