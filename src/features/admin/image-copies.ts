/**
 * The rules of the Image Link Generator (docs/product.md §10, constants in §11), apart from the canvas work so
 * they can be tested without a browser: which copies are made, how tall each is, which sources are
 * too small, and the watermark text.
 */

export const COPY_WIDTHS = [300, 600, 1000] as const
export const WATERMARK_OPACITY = 0.6
export const JPEG_QUALITY = 0.7
export const MIN_SOURCE_SIZE = { width: 200, height: 200 } as const

export const GENERATOR_MESSAGES = {
  unreadable: 'File Not Found!',
  notImage: 'File Is NOT Image!',
  tooSmall: `The image is too small: it must be at least ${MIN_SOURCE_SIZE.width} × ${MIN_SOURCE_SIZE.height} pixels.`,
  uploadFailed: 'Error uploading',
} as const

export type CopySize = { width: number; height: number }

/** A source smaller than 200 px in either direction is refused. */
export function isTooSmall(width: number, height: number): boolean {
  return width < MIN_SOURCE_SIZE.width || height < MIN_SOURCE_SIZE.height
}

/**
 * The three copies, each at its fixed width with the source's aspect ratio kept (rounded to whole
 * pixels, never below 1). A source narrower than a copy is scaled up: the links must exist in all
 * three sizes for the pages that use them.
 */
export function copySizes(sourceWidth: number, sourceHeight: number): CopySize[] {
  if (!(sourceWidth > 0) || !(sourceHeight > 0)) throw new RangeError('The source must have a positive width and height')
  return COPY_WIDTHS.map((width) => ({ width, height: Math.max(1, Math.round((sourceHeight * width) / sourceWidth)) }))
}

/** The site's web address as people type it: the host (and port, if any) of SITE_URL. */
export function watermarkText(siteUrl: string): string {
  return new URL(siteUrl).host
}

/**
 * The watermark's font size: a sixteenth of the copy's width, made smaller when the text is long
 * so it stays within 80% of the width (`textWidthAtOnePx` is the text's measured width at 1 px).
 */
export function watermarkFontSize(copyWidth: number, textWidthAtOnePx: number): number {
  const preferred = copyWidth / 16
  const fitting = textWidthAtOnePx > 0 ? (copyWidth * 0.8) / textWidthAtOnePx : preferred
  return Math.max(8, Math.floor(Math.min(preferred, fitting)))
}
