import { preload } from 'react-dom'

import type { ResponsiveImage } from '@/features/media/image'

/**
 * A plain <img> with srcset and intrinsic size: media already exists in 300/600/1000 px copies,
 * so no resizing service is involved. Lazy unless `priority` (the first image of a page).
 */
export function ResponsiveImg({
  image,
  sizes,
  priority = false,
  preloaded = priority,
  className = '',
}: {
  image: ResponsiveImage
  sizes: string
  priority?: boolean
  /** Announced in <head> (default: when `priority`); off for small eager images such as logos in a list. */
  preloaded?: boolean
  className?: string
}) {
  // The first image is usually the largest paint: announce it in <head>, so the browser fetches it
  // as soon as the document starts rather than once the parser reaches it below the header and filters.
  if (preloaded) preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.srcSet ? sizes : undefined, fetchPriority: 'high' })
  return (
    // Attributes that do not apply are left out, not passed as undefined: each would still cost the
    // page's payload a `"…":"$undefined"` (docs/product.md §13).
    // eslint-disable-next-line @next/next/no-img-element -- sizes are pre-generated; see above
    <img
      src={image.src}
      {...(image.srcSet ? { srcSet: image.srcSet, sizes } : {})}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      decoding={priority ? 'sync' : 'async'}
      {...(className ? { className } : {})}
    />
  )
}
