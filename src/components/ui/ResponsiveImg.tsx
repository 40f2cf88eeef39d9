import type { ResponsiveImage } from '@/features/media/image'

/**
 * A plain <img> with srcset and intrinsic size: media already exists in 300/600/1000 px copies,
 * so no resizing service is involved. Lazy unless `priority` (the first image of a page).
 */
export function ResponsiveImg({
  image,
  sizes,
  priority = false,
  className = '',
}: {
  image: ResponsiveImage
  sizes: string
  priority?: boolean
  className?: string
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sizes are pre-generated; see above
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  )
}
