/**
 * The image host's decoding rules (docs/product.md §10): the content decides whether it is an image (libvips
 * reads the header; the file name and the declared type do not count), raster formats only (SVG can
 * carry scripts), a pixel cap checked from the header before anything is decoded (a small file can
 * declare 30,000 × 30,000 pixels), then a full decode and re-encode that drops every piece of
 * metadata (EXIF with GPS, XMP, ICC comments) after applying the EXIF orientation.
 */
import sharp, { type Metadata } from 'sharp'

export const NOT_IMAGE_MESSAGE = 'File Is NOT Image!'
/** 40 megapixels: more than any phone camera, far less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024

const INPUT_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

export type StoredFormat = 'jpeg' | 'png' | 'webp'
export const EXTENSIONS: Record<StoredFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' }
export const CONTENT_TYPES: Record<StoredFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }

export type ProcessedImage = { data: Buffer; format: StoredFormat; width: number; height: number }

export class ImageRejectedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImageRejectedError'
  }
}

// Uploads are rare and large: no cache of decoded images, one libvips thread per image.
sharp.cache(false)
sharp.concurrency(1)

function outputFormat(input: string): StoredFormat {
  if (input === 'jpeg') return 'jpeg'
  if (input === 'webp') return 'webp'
  return 'png'
}

/** Decodes and re-encodes an upload; throws ImageRejectedError with the visitor-facing reason. */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength === 0) throw new ImageRejectedError(NOT_IMAGE_MESSAGE)
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw new ImageRejectedError(NOT_IMAGE_MESSAGE)
  }
  if (!meta.format || !INPUT_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new ImageRejectedError(NOT_IMAGE_MESSAGE)
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(`Image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`)
  }
  const format = outputFormat(meta.format)
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 82, mozjpeg: true })
        : format === 'webp'
          ? pipeline.webp({ quality: 82 })
          : pipeline.png({ compressionLevel: 9 })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    return { data, format, width: info.width, height: info.height }
  } catch {
    // The header was readable but the pixels are not (truncated or corrupt data).
    throw new ImageRejectedError(NOT_IMAGE_MESSAGE)
  }
}

/** The bytes of a base64 `image` field, with or without a `data:image/…;base64,` prefix; null when it is not base64. */
export function decodeBase64Image(value: string): Uint8Array | null {
  const trimmed = value.trim()
  const body = trimmed.startsWith('data:') ? trimmed.slice(trimmed.indexOf(',') + 1) : trimmed
  const compact = body.replace(/\s+/g, '')
  if (compact.length === 0 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) return null
  return new Uint8Array(Buffer.from(compact, 'base64'))
}
