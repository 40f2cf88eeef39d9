'use client'

import type { ComponentProps } from 'react'

import type { ResponsiveImage } from '@/features/media/image'
import { type PackedImage, unpackImage } from '@/features/media/packed-image'

import { ResponsiveImg } from './ResponsiveImg'

type Props = Omit<ComponentProps<typeof ResponsiveImg>, 'image'> & { image: ResponsiveImage | PackedImage }

/**
 * `ResponsiveImg` as a client component fed a packed image (src/features/media/packed-image.ts):
 * the same `<img>` in the HTML, but the page's payload carries the image's common URL part and
 * sizes instead of `src`, `srcSet` and every attribute (about 150 bytes an image). For the
 * property page's gallery and floor plans, which server components render and pack (`packImage`).
 */
export function PackedImg({ image, ...props }: Props) {
  return <ResponsiveImg image={unpackImage(image)} {...props} />
}

