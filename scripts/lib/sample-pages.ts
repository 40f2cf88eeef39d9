/**
 * One URL of every kind of public page, for the page measurements (scripts/js-budget.ts,
 * scripts/page-weight.ts) and the page-weight test: every kind `/dynamic-sitemap.xml` lists, plus the
 * pages it leaves out on purpose (account pages are not indexed, a filtered search, a comparison, the 404 page).
 * Each kind in both languages (docs/product.md §21: the budgets hold on Hindi pages too).
 */
import { splitLocale } from '../../src/features/i18n/locales'

/**
 * A page's kind: its language, the path's first segment and its depth (numbers and slugs vary):
 * `/careers` is `careers/1`, `/hi/careers` `hi:careers/1`.
 */
export function pageKind(pathname: string): string {
  const { locale, path } = splitLocale(pathname)
  const parts = path.split('/').filter(Boolean)
  return `${locale === 'en' ? '' : `${locale}:`}${parts[0] ?? ''}/${parts.length}`
}

/** Pages the sitemap does not list that are still public pages. */
export const UNLISTED_PAGES = [
  '/',
  '/search?bhk=3',
  // Four demo projects side by side (docs/product.md §14): the widest table the compare page makes.
  '/compare?ids=1,2,3,4',
  '/hi/compare?ids=1,2,3,4',
  // The map view of a listing (docs/product.md §14): the list's cards with their positions and the map island.
  '/search?view=map',
  '/contact',
  '/no-such-page',
  '/login',
  '/register',
  '/forgot_password',
  '/reset_password',
  '/logout',
  '/profile',
] as const

/** The URLs of every `<loc>` of a sitemap or sitemap index. `<loc>` is XML text: `&` arrives as `&amp;` (as in /awards&press). */
export const sitemapLocs = (xml: string): URL[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replaceAll('&amp;', '&')))

/** The paths of every `<loc>` of the sitemap, in its order. */
export async function sitemapPaths(base: string): Promise<string[]> {
  const locs = sitemapLocs
  const xml = await (await fetch(`${base}/dynamic-sitemap.xml`)).text()
  // An index lists parts, asked in turn.
  if (!xml.includes('<sitemapindex')) return locs(xml).map((url) => url.pathname)
  const paths: string[] = []
  for (const part of locs(xml)) paths.push(...locs(await (await fetch(`${base}${part.pathname}${part.search}`)).text()).map((url) => url.pathname))
  return paths
}

/**
 * Up to `perKind` paths of each kind in the sitemap (spread over its list: first, last and evenly
 * between), then the unlisted pages.
 */
export async function samplePages(base: string, perKind = 1): Promise<string[]> {
  const byKind = new Map<string, string[]>()
  for (const pathname of await sitemapPaths(base)) {
    const kind = pageKind(pathname)
    byKind.set(kind, [...(byKind.get(kind) ?? []), pathname])
  }
  const picked: string[] = []
  for (const paths of byKind.values()) {
    const n = Math.min(perKind, paths.length)
    const step = n > 1 ? (paths.length - 1) / (n - 1) : 0
    for (let i = 0; i < n; i++) picked.push(paths[Math.round(i * step)]!)
  }
  return [...new Set([...picked, ...UNLISTED_PAGES])]
}
