/**
 * The site's languages and where each one's pages live (docs/product.md §21): English at the
 * site's own URLs, Hindi at `/hi` + the same path. Pure, so the proxy, the metadata, the sitemap
 * and the language picker share one rule, and it is unit-tested.
 *
 * Inside the app every page sits under the `[locale]` segment (src/app/(site)/[locale]); the proxy
 * (src/proxy.ts) rewrites `/about` to `/en/about` and `/hi/about` to `/hi/about`, so the locale
 * comes from the route and a page reads no request data to know it.
 */

import type { ContentNames } from './content-names'

export const LOCALES = ['en', 'hi'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The public path prefix of each language (English has none). */
const PREFIX: Record<Locale, string> = { en: '', hi: '/hi' }

/** `hreflang` values (docs/product.md §21): the languages as spoken in India. */
export const HREFLANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' }

/** Open Graph `og:locale` values. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' }

/** The value of the `language` cookie (docs/product.md §6) for each language. */
export const LANGUAGE_COOKIE_VALUE: Record<Locale, 'EN' | 'HI'> = { en: 'EN', hi: 'HI' }

/** Each language's name in itself, as the language picker shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The other language of a two-language site. */
/** In the browser: the page's language, from `<html lang>`, which the layout sets from the route. */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'hi' : 'en'
}

/** The locale a cookie value names (`EN`, `HI`, any case), or null. */
export function localeOfCookie(value: string | null | undefined): Locale | null {
  const lower = value?.trim().toLowerCase()
  return isLocale(lower) ? lower : null
}

/**
 * The language of a public path and the path as English has it: `/hi` → hi, `/`;
 * `/hi/search` → hi, `/search`; `/search` → en, `/search`. `/hindi` is an English path.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = PREFIX[locale]
    if (!prefix) continue
    if (pathname === prefix) return { locale, path: '/' }
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) }
  }
  return { locale: DEFAULT_LOCALE, path: pathname }
}

/**
 * The public URL path of `path` (English form, site-relative, may carry `?query` or `#hash`) in
 * `locale`: `/search?q=x` in Hindi is `/hi/search?q=x`, `/` is `/hi`.
 */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = PREFIX[locale]
  if (!prefix || !path.startsWith('/')) return path
  if (path === '/') return prefix
  if (path.startsWith('/?') || path.startsWith('/#')) return `${prefix}${path.slice(1)}`
  return `${prefix}${path}`
}

/** The same page in the other language: `/hi/blogs` ⇄ `/blogs`. */
export function switchLanguagePath(pathname: string, to: Locale): string {
  return localizedPath(splitLocale(pathname).path, to)
}

/**
 * The `hreflang` alternates of a page given its English path: each language's URL and `x-default`
 * (the English one), in the shape Next's `alternates.languages` and the sitemap take.
 */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {}
  for (const locale of LOCALES) alternates[HREFLANG[locale]] = localizedPath(path, locale)
  alternates['x-default'] = localizedPath(path, DEFAULT_LOCALE)
  return alternates
}

/**
 * What a page passes down to the parts that show prices and links in its language: the locale and
 * its `Price` words (messages/<locale>.json; src/features/i18n/messages.server.ts `pageLanguage`).
 */
export type PageLanguage = {
  locale: Locale
  /** The page language's names of cities, types, amenities and collections (content-names.ts). */
  names: ContentNames
  price: { lakh: string; crore: string; from: string; upTo: string; onRequest: string }
  /** A card's builder line ('by {builder}') and the project statuses' labels (`Property`). */
  card: { cardBy: string; statusPreLaunch: string; statusUnderConstruction: string; statusReadyToMove: string }
}

