/**
 * Responsive images from Payload media (docs/product.md §3: sizes 300, 600 and 1000 px wide): the 600 px copy
 * as `src`, all copies in `srcSet`, intrinsic width and height so the page never jumps.
 */
import type { Media } from '@/cms/payload-types'

export type ResponsiveImage = {
  src: string
  srcSet?: string
  width: number
  height: number
  alt: string
}

type Size = { url?: string | null; width?: number | null; height?: number | null }

const SIZE_NAMES = ['w300', 'w600', 'w1000'] as const

/** Where Payload serves the media collection's files (routes.api `/api/cms`). */
const PAYLOAD_MEDIA_PATH = '/api/cms/media/file/'

/**
 * The short public path of a CMS media file: `/m/<file>`, which next.config.ts rewrites to
 * Payload's file route. A listing page names each card's image four times (src and srcset) in its
 * markup and again in its RSC payload, so the 17 bytes saved per URL are kilobytes per page
 * (docs/product.md §13 page weight). Other URLs are returned unchanged.
 */
export function publicMediaUrl(url: string): string {
  return url.startsWith(PAYLOAD_MEDIA_PATH) ? `/m/${url.slice(PAYLOAD_MEDIA_PATH.length)}` : url
}

export function responsiveImage(
  media: Media | number | null | undefined,
  fallbackAlt: string,
  preferred: (typeof SIZE_NAMES)[number] = 'w600',
): ResponsiveImage | null {
  if (!media || typeof media === 'number') return null
  const sizes = (media.sizes ?? {}) as Partial<Record<(typeof SIZE_NAMES)[number], Size>>
  const copies = SIZE_NAMES.map((name) => ({ name, ...sizes[name] })).filter(
    (s): s is { name: (typeof SIZE_NAMES)[number]; url: string; width: number; height: number } =>
      Boolean(s.url) && typeof s.width === 'number' && typeof s.height === 'number',
  )
  const main = copies.find((c) => c.name === preferred) ?? copies.at(-1)
  const alt = media.alt?.trim() || fallbackAlt
  if (main) {
    return {
      src: publicMediaUrl(main.url),
      srcSet: copies.length > 1 ? copies.map((c) => `${publicMediaUrl(c.url)} ${c.width}w`).join(', ') : undefined,
      width: main.width,
      height: main.height,
      alt,
    }
  }
  if (media.url && media.width && media.height) {
    return { src: publicMediaUrl(media.url), width: media.width, height: media.height, alt }
  }
  return null
}

/** An image known only by URL (legacy `*_link` fields): a fixed aspect ratio keeps layout stable. */
export function linkedImage(url: string | null | undefined, alt: string, width = 600, height = 400): ResponsiveImage | null {
  const src = url?.trim()
  if (!src || !/^(https?:\/\/|\/)/i.test(src)) return null
  return { src: publicMediaUrl(src), width, height, alt }
}
