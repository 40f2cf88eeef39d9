/**
 * How long each public page rendered per request may be kept by shared caches: one table, one row
 * per page, read by the production server's header policy (src/lib/server/cache-policy.ts), which
 * turns a row into the answer's `Cache-Control`, and so by the response cache that keeps the answer
 * for exactly that long (docs/product.md §13, §19).
 *
 * Pages Next keeps as ISR HTML (the home pages, the fixed listings without search parameters, the
 * CMS pages) declare `revalidate` in their own files and get Next's own `Cache-Control`; they are
 * not in this table. A page rendered per request is listed only when it reads nothing of the
 * request but its URL; pages that read cookies or headers (profile, shortlists, admin, sign-in)
 * are not, and stay `private, no-store` as Next sends them. A content change empties the response
 * cache at once (`clearResponseCache`), so a lifetime is an upper bound, not a delay.
 *
 * A page may lower its own lifetime while it renders (`limitSharedLifetime`: a property page that
 * shows an offer ending tonight).
 */

/** Seconds a shared page rendered per request (a search, a filtered listing) may be kept. */
import { splitLocale } from '../i18n/locales'

export const SHARED_PAGE_SECONDS = 60
/** Seconds a property page may be kept: the 4-hour safety net of docs/product.md §9. */
export const PROPERTY_PAGE_SECONDS = 4 * 60 * 60

export type PageLifetime = {
  /** The page file under src/app/(site)/[locale] that renders these URLs (tests check it exists). */
  page: string
  /** The public URL paths it answers in English (before src/proxy.ts rewrites any of them); the Hindi ones are the same under /hi. */
  path: RegExp
  seconds: number
}

const INFORMATION_PAGES = [
  'offers',
  'about',
  'contact',
  'emi',
  'faq',
  'blogs',
  'nri',
  'pricing',
  'services',
  'careers',
  'sitemap',
  'terms',
  'privacy',
  'vastu',
  'gold',
  'guide',
  'accreditations&associations',
  'awards&press',
] as const

/**
 * The table. The property page (`/property/{city}/{name}`, not `featured`) is rendered per request
 * rather than kept as ISR HTML (ADR 027) and kept here for the safety net instead. Search pages and
 * the filtered twins of the fixed listings (`/_filtered/…`, reached from the public path with
 * search parameters) for a minute. The information pages are dynamic only because the build has no
 * database (ADR 008).
 */
export const PAGE_LIFETIMES: readonly PageLifetime[] = [
  { page: 'property/[city]/[name]/page.tsx', path: /^\/property\/[^/]+\/(?!featured$)[^/]+$/, seconds: PROPERTY_PAGE_SECONDS },
  { page: 'search/page.tsx', path: /^\/search$/, seconds: SHARED_PAGE_SECONDS },
  { page: 'search/[q]/page.tsx', path: /^\/search\/[^/]+$/, seconds: SHARED_PAGE_SECONDS },
  { page: 'searchbox/[text]/page.tsx', path: /^\/searchbox\/[^/]+$/, seconds: SHARED_PAGE_SECONDS },
  { page: '%5Ffiltered/property/[city]/page.tsx', path: /^\/property\/[^/]+$/, seconds: SHARED_PAGE_SECONDS },
  { page: '%5Ffiltered/property/[city]/featured/page.tsx', path: /^\/property\/[^/]+\/featured$/, seconds: SHARED_PAGE_SECONDS },
  { page: '%5Ffiltered/builders/[builder]/page.tsx', path: /^\/builders\/[^/]+$/, seconds: SHARED_PAGE_SECONDS },
  { page: '%5Ffiltered/collections/[collection]/page.tsx', path: /^\/collections\/[^/]+$/, seconds: SHARED_PAGE_SECONDS },
  ...INFORMATION_PAGES.map((name) => ({ page: `${name}/page.tsx`, path: new RegExp(`^/${name}$`), seconds: SHARED_PAGE_SECONDS })),
]

/**
 * How long shared caches may keep this page's answer when Next rendered it per request, or
 * undefined when they may not. A Hindi page (`/hi/…`) lives as long as its English twin.
 */
export function sharedPageSeconds(pathname: string): number | undefined {
  const { path } = splitLocale(pathname)
  return PAGE_LIFETIMES.find((row) => row.path.test(path))?.seconds
}
