/**
 * Page metadata (SPEC §4): every page has a title, a description, an absolute canonical URL (the
 * layout sets metadataBase from SITE_URL) and Open Graph basics. Pages call `pageMetadata`.
 */
import type { Metadata } from 'next'

import { SITE_NAME } from '../../lib/site'

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
