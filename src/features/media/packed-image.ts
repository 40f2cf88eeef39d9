/**
 * A card's image as its React payload carries it (docs/product.md §13 page weight): Payload names
 * an image's copies `<name>-<width>x<height>.<ext>`, so a list of cards sends each image's common
 * part and its copies' sizes, and the card writes `src` and `srcSet` back in the browser. About
 * 120 bytes less a card, 2–3 kB on a page of 24 cards. Pure: used on both sides.
 */
import type { ResponsiveImage } from './image'

export type PackedImage = {
  /** The URL up to the copies' `-<width>x<height>`. */
  base: string
  ext: string
  /** [width, height] of each copy, as in `srcSet`. */
  copies: [number, number][]
  /** Which copy is `src` (and gives the intrinsic size). */
  main: number
  alt: string
}

const COPY = /^(.+)-(\d+)x(\d+)\.([A-Za-z0-9]+)$/

const copyUrl = (image: PackedImage, [width, height]: [number, number]) => `${image.base}-${width}x${height}.${image.ext}`

/** `image` packed when every copy follows the naming; otherwise unchanged. */
export function packImage(image: ResponsiveImage): ResponsiveImage | PackedImage {
  if (!image.srcSet) return image
  let base: string | null = null
  let ext: string | null = null
  const copies: [number, number][] = []
  for (const entry of image.srcSet.split(', ')) {
    const [url, descriptor, ...rest] = entry.split(' ')
    const match = url ? COPY.exec(url) : null
    if (!match || rest.length > 0 || descriptor !== `${match[2]}w`) return image
    if ((base !== null && base !== match[1]) || (ext !== null && ext !== match[4])) return image
    base = match[1]!
    ext = match[4]!
    copies.push([Number(match[2]), Number(match[3])])
  }
  if (base === null || ext === null) return image
  const packed: PackedImage = { base, ext, copies, main: -1, alt: image.alt }
  packed.main = copies.findIndex((c) => copyUrl(packed, c) === image.src && c[0] === image.width && c[1] === image.height)
  return packed.main < 0 ? image : packed
}

export function isPacked(image: ResponsiveImage | PackedImage): image is PackedImage {
  return 'base' in image
}

/** The `ResponsiveImage` a packed image stands for. */
export function unpackImage(image: ResponsiveImage | PackedImage): ResponsiveImage {
  if (!isPacked(image)) return image
  const [width, height] = image.copies[image.main]!
  return {
    src: copyUrl(image, [width, height]),
    srcSet: image.copies.map((c) => `${copyUrl(image, c)} ${c[0]}w`).join(', '),
    width,
    height,
    alt: image.alt,
  }
}
