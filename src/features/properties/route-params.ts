import { slugify } from '../../cms/fields/slugify'

/** A URL segment as text, whether or not Next already decoded it. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The canonical slug of a URL segment (docs/product.md §4: a raw name in any case, with spaces or %20,
 * redirects permanently to the slug URL). Returns the slug and whether the segment already was it.
 */
export function canonicalSegment(segment: string): { slug: string; isCanonical: boolean } {
  const slug = slugify(decodeSegment(segment))
  return { slug, isCanonical: slug === segment }
}
