import 'server-only'

import { clientIp } from '@/lib/http/client-address'
import { logger } from '@/lib/logger'
import { consumeLimit, createLimiter } from '@/lib/rate-limit'

import { decodeBase64Image, ImageRejectedError, MAX_UPLOAD_BYTES, processImage } from './image-processing'
import { storeImage } from './image-store.server'
import { isValidUploadKey } from './upload-keys.server'
import { NO_STORE } from '@/lib/http/responses'
import { readCappedForm } from '@/lib/http/body'

/** Uploads per IP (the admin page sends three per image) and wrong keys per IP, per 10 minutes. */
const uploadsPerIp = createLimiter({ keyPrefix: 'image-upload', points: 120, duration: 10 * 60 })
const badKeysPerIp = createLimiter({ keyPrefix: 'image-bad-key', points: 20, duration: 10 * 60 })

const headers = NO_STORE
const fail = (status: number, error: string, extra: Record<string, string> = {}) => Response.json({ error }, { status, headers: { ...headers, ...extra } })

/**
 * `POST /api/images/upload?key=` (docs/product.md §10): form field `image` holds a file or base64 data (with
 * or without a data-URL prefix). 200 `{"data": {"url", "width", "height"}}`; 401 for a missing or
 * wrong key; 400 'File Is NOT Image!' for anything libvips cannot read as a raster image.
 */
export async function handleImageUpload(request: Request): Promise<Response> {
  const ip = clientIp(request.headers)
  const uploads = await consumeLimit(uploadsPerIp, ip)
  if (!uploads.ok) return fail(429, 'Too many uploads. Please try again later', { 'retry-after': String(uploads.retryAfterSeconds) })
  const key = new URL(request.url).searchParams.get('key')
  let valid: boolean
  try {
    valid = await isValidUploadKey(key)
  } catch (error) {
    logger.error({ err: error }, 'Image upload: keys could not be read')
    return fail(503, 'Uploads are unavailable. Please try again in a moment')
  }
  if (!valid) {
    const badKeys = await consumeLimit(badKeysPerIp, ip)
    if (!badKeys.ok) return fail(429, 'Too many wrong upload keys. Please try again later', { 'retry-after': String(badKeys.retryAfterSeconds) })
    return fail(401, key ? 'The upload key is not valid' : 'An upload key is required (?key=)')
  }

  // Base64 in a form is about 4/3 of the file: the body's cap leaves room for it.
  const read = await readCappedForm(request, Math.ceil(MAX_UPLOAD_BYTES * 1.4))
  if (!read.ok) {
    return read.reason === 'too-large'
      ? fail(413, `image: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`)
      : fail(400, 'The body must be multipart/form-data or URL-encoded with an "image" field')
  }
  const form = read.data
  const field = form.get('image')
  let bytes: Uint8Array | null
  if (field === null) return fail(400, 'image: a file or base64 data is required')
  if (typeof field === 'string') {
    bytes = decodeBase64Image(field)
    if (!bytes) return fail(400, 'File Is NOT Image!')
  } else {
    if (field.size > MAX_UPLOAD_BYTES) return fail(413, `image: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`)
    bytes = new Uint8Array(await field.arrayBuffer())
  }
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return fail(413, `image: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`)

  let image
  try {
    image = await processImage(bytes)
  } catch (error) {
    if (error instanceof ImageRejectedError) return fail(400, error.message)
    logger.error({ err: error }, 'Image upload: processing failed')
    return fail(503, 'The image could not be processed. Please try again')
  }
  try {
    const stored = await storeImage(image)
    return Response.json({ data: { url: stored.url, width: image.width, height: image.height } }, { status: 200, headers })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    logger.error({ err: error }, 'Image upload: the image could not be stored')
    if (code === 'ENOSPC' || code === 'EDQUOT') return fail(507, 'The image could not be stored: the server is out of disk space')
    return fail(503, 'The image could not be stored. Please try again')
  }
}
