/**
 * Page metadata (docs/product.md §4): every page has a title, a description, an absolute canonical URL (the
 * layout sets metadataBase from SITE_URL) and Open Graph basics. Pages call `pageMetadata`, and
 * export it through `localizedMetadata`, which puts it in the page's language (docs/product.md §21).
 */
import type { Metadata } from 'next'

import { SITE_NAME } from '../../lib/site'
import { DEFAULT_LOCALE, isLocale, type Locale, languageAlternates, localizedPath, OG_LOCALE } from '../i18n/locales'

export const DEFAULT_OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630, alt: SITE_NAME }

export function pageMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
  noIndex = false,
  absoluteTitle = false,
}: {
  title: string
  description: string
  /** Site-relative path of the canonical URL, e.g. '/property/pune/sky-villas'. */
  path: string
  image?: { url: string; width?: number; height?: number; alt?: string } | null
  type?: 'website' | 'article'
  noIndex?: boolean
  /**
   * Pages in the layout's own segment (home, 404) do not get the layout's title template, so
   * they pass `absoluteTitle` to have the same '%s · Griha Homes' form written out.
   */
  absoluteTitle?: boolean
}): Metadata {
  const fullTitle = `${title} · ${SITE_NAME}`
  const images = [image ?? DEFAULT_OG_IMAGE]
  return {
    title: absoluteTitle ? { absolute: fullTitle } : title,
    description,
    alternates: { canonical: path },
    openGraph: { type, siteName: SITE_NAME, locale: 'en_IN', url: path, title: fullTitle, description, images },
    // X reads the title, description and image from the Open Graph tags; it only needs the card type.
    twitter: { card: 'summary_large_image' },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  }
}

/** The 404 page's metadata; the catch-all route exports it too so it survives hydration. */
export const notFoundMetadata: Metadata = {
  title: { absolute: `Page not found · ${SITE_NAME}` },
  description: 'The page you were looking for is not here. Search for a project or go back to the home page.',
  robots: { index: false, follow: true },
}

/**
 * A page's metadata in `locale`: the canonical URL and `og:url` in that language (`/hi/faq`), the
 * `hreflang` alternates of both languages and `x-default` (the English URL), and `og:locale`.
 * Metadata without a canonical URL (the 404 page) gets no alternates.
 */
export function inLanguage(metadata: Metadata, locale: Locale): Metadata {
  const canonical = metadata.alternates?.canonical
  const path = typeof canonical === 'string' && canonical.startsWith('/') ? canonical : null
  const openGraph = metadata.openGraph ? { ...metadata.openGraph, locale: OG_LOCALE[locale] } : undefined
  if (path === null) return openGraph ? { ...metadata, openGraph } : metadata
  const url = metadata.openGraph?.url
  return {
    ...metadata,
    alternates: { ...metadata.alternates, canonical: localizedPath(path, locale), languages: languageAlternates(path) },
    ...(openGraph ? { openGraph: { ...openGraph, ...(typeof url === 'string' ? { url: localizedPath(url, locale) } : {}) } } : {}),
  }
}

type RouteProps = { params: Promise<object> }

/** The language of a page from its route's `[locale]` segment (src/app/(site)/[locale]). */
export async function localeOfParams(params: Promise<object>): Promise<Locale> {
  const { locale } = (await params) as { locale?: unknown }
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/**
 * A page's `generateMetadata` in the language of its route: pass the page's metadata, or its
 * function of the page's props, written for English paths.
 */
export function localizedMetadata<P = RouteProps>(source: Metadata | ((props: P, locale: Locale) => Metadata | Promise<Metadata>)) {
  return async (props: P & RouteProps): Promise<Metadata> => {
    const locale = await localeOfParams(props.params)
    const metadata = typeof source === 'function' ? await source(props, locale) : source
    return inLanguage(metadata, locale)
  }
}
