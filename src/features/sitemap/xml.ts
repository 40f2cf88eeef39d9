/**
 * Pieces of the XML sitemap (sitemaps.org protocol): escaping, W3C dates and the <url> entries of
 * a page. Pure, so the streaming route stays a loop over database pages.
 */
import { languageAlternates, LOCALES, localizedPath } from '../i18n/locales'

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Escapes text for XML content or attributes; drops characters XML 1.0 cannot hold. */
export function escapeXml(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)
}

/** A lastmod value in W3C Datetime form (UTC, seconds precision), or null for a missing/bad date. */
export function w3cDate(value: string | Date | null | undefined): string | null {
  if (value == null || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00')
}

/**
 * Encodes each path segment so names with spaces make valid URLs; keeps `/` separators. The
 * sub-delimiters RFC 3986 allows in a path (`& = + $ , ; : @ ! ' ( ) *`) stay as they are: the
 * site's own routes use `&` (`/awards&press`), and `%26` would be a different path that is a 404.
 * (`&` is escaped as `&amp;` by the XML writer.)
 */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(decodeURIComponentSafe(segment)).replace(/%(26|3D|2B|24|2C|3B|3A|40)/g, (m) => decodeURIComponent(m)))
    .join('/')
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** How many <url> entries `urlEntry` writes for one page: one per language. */
export const URLS_PER_PAGE = LOCALES.length

/**
 * The <url> entries of the page at (English) `path`: one per language (`/faq`, `/hi/faq`), each
 * naming every language's URL and `x-default` as `xhtml:link` alternates (docs/product.md §21;
 * Google's sitemap form of `hreflang`). One line each.
 */
export function urlEntry(siteUrl: string, path: string, lastmod?: string | Date | null): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const url = (p: string) => escapeXml(`${origin}${encodePath(p)}`)
  const date = w3cDate(lastmod)
  const alternates = Object.entries(languageAlternates(path))
    .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(href)}"/>`)
    .join('')
  return LOCALES.map((locale) => `<url><loc>${url(localizedPath(path, locale))}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}${alternates}</url>\n`).join('')
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
export const URLSET_CLOSE = '</urlset>\n'

export const SITEMAPINDEX_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
export const SITEMAPINDEX_CLOSE = '</sitemapindex>\n'

/** One <sitemap> entry of an index; `pathAndQuery` is the site's own (no encoding needed beyond XML's). */
export function sitemapEntry(siteUrl: string, pathAndQuery: string): string {
  return `<sitemap><loc>${escapeXml(`${siteUrl.replace(/\/+$/, '')}${pathAndQuery}`)}</loc></sitemap>\n`
}
