/**
 * The image host (docs/product.md §10) against the real database and disk: keys from IMAGE_UPLOAD_KEYS and from
 * the CMS (hashed, revocable), decoding and re-encoding by content, metadata stripped, decompression
 * bombs refused from the header, and the stored image served from its stable URL.
 */
import zlib from 'node:zlib'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'
const ENV_KEY = 'env-key-for-the-image-host-tests-0001'
process.env.IMAGE_UPLOAD_KEYS = `other-key-not-used-here-000000000001, ${ENV_KEY}`

let ctx: FreshPayload
let payload: Payload
let upload: (request: Request) => Promise<Response>
let serve: (request: Request, context: { params: Promise<{ file: string }> }) => Promise<Response>
let ipCounter = 0

function post(key: string | null, image: Blob | string | null, ip = `203.0.113.${++ipCounter % 250}`): Promise<Response> {
  const form = new FormData()
  if (image !== null) form.set('image', image as Blob)
  const url = key === null ? `${SITE}/api/images/upload` : `${SITE}/api/images/upload?key=${encodeURIComponent(key)}`
  return upload(new Request(url, { method: 'POST', body: form, headers: { 'x-forwarded-for': ip } }))
}

async function fetchStored(url: string): Promise<Response> {
  const file = new URL(url).pathname.split('/').pop()!
  return serve(new Request(url), { params: Promise.resolve({ file }) })
}

function file(bytes: Uint8Array | Buffer, name: string, type: string): Blob {
  return new File([new Uint8Array(bytes)], name, { type })
}

/** A PNG whose header says 30,000 × 30,000 pixels (900 megapixels) in a file of a few hundred bytes. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body) >>> 0)
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(30_000, 0)
  ihdr.writeUInt32BE(30_000, 4)
  ihdr.writeUInt8(8, 8) // bit depth
  ihdr.writeUInt8(2, 9) // RGB
  // The first rows of zeros; the rest would inflate to 2.7 GB if a decoder tried.
  const idat = zlib.deflateSync(Buffer.alloc(30_001 * 3 * 4))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))])
}

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  ;({ POST: upload } = await import('@/app/api/images/upload/route'))
  ;({ GET: serve } = await import('@/app/images/[file]/route'))
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('image host', () => {
  it('stores an image for a valid key and serves it from a stable URL with long cache headers', async () => {
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0e5a56' } }).png().toBuffer()
    const res = await post(ENV_KEY, file(png, 'photo.png', 'image/png'))
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: { url: string; width: number; height: number } }
    expect(data).toMatchObject({ width: 640, height: 360 })
    expect(data.url).toMatch(/^http:\/\/localhost:3000\/images\/[a-f0-9]{64}\.png$/)

    const served = await fetchStored(data.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(served.headers.get('content-type')).toBe('image/png')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 640, 360])

    // The same bytes give the same URL.
    const again = (await (await post(ENV_KEY, file(png, 'copy.png', 'image/png'))).json()) as { data: { url: string } }
    expect(again.data.url).toBe(data.url)
  })

  it('accepts base64 data with and without a data-URL prefix', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffaa00' } }).jpeg().toBuffer()
    for (const value of [jpeg.toString('base64'), `data:image/jpeg;base64,${jpeg.toString('base64')}`]) {
      const res = await post(ENV_KEY, value)
      expect(res.status).toBe(200)
      const { data } = (await res.json()) as { data: { url: string; width: number; height: number } }
      expect(data).toMatchObject({ width: 300, height: 200 })
      expect(data.url).toMatch(/\.jpg$/)
    }
  })

  it('answers 401 for a missing, wrong or revoked key, and accepts a key created in the CMS', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer()
    expect((await post(null, file(png, 'a.png', 'image/png'))).status).toBe(401)
    expect((await post('not-a-key', file(png, 'a.png', 'image/png'))).status).toBe(401)

    const created = (await payload.create({ collection: 'image-upload-keys', data: { name: 'Marketing' }, overrideAccess: true })) as { id: number; key?: string }
    expect(created.key).toMatch(/^uk_/)
    const stored = await payload.findByID({ collection: 'image-upload-keys', id: created.id, overrideAccess: true })
    expect(JSON.stringify(stored)).not.toContain(created.key!)
    expect((await post(created.key!, file(png, 'a.png', 'image/png'))).status).toBe(200)

    await payload.update({ collection: 'image-upload-keys', id: created.id, data: { revoked: true }, overrideAccess: true })
    const revoked = await post(created.key!, file(png, 'a.png', 'image/png'))
    expect(revoked.status).toBe(401)
    expect(await revoked.json()).toEqual({ error: 'The upload key is not valid' })
  })

  it("refuses what is not a raster image with 'File Is NOT Image!', whatever its name says", async () => {
    const cases: [Blob | string, string][] = [
      [file(Buffer.from('just some text, not pixels'), 'photo.jpg', 'image/jpeg'), 'text named .jpg'],
      [file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'), 'SVG'],
      ['not base64 at all!', 'bad base64'],
      [file(Buffer.from('%PDF-1.4\n%%EOF\n'), 'doc.png', 'image/png'), 'PDF named .png'],
    ]
    for (const [image, label] of cases) {
      const res = await post(ENV_KEY, image)
      expect(res.status, label).toBe(400)
      expect(await res.json(), label).toEqual({ error: 'File Is NOT Image!' })
    }
    const missing = await post(ENV_KEY, null)
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { error: string }).error).toMatch(/^image:/)
  })

  it('strips EXIF metadata, GPS included, and applies the orientation', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const input = await sharp(jpeg).metadata()
    expect(input.exif?.includes(Buffer.from('PhoneCam'))).toBe(true)
    expect(input.orientation).toBe(6)
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    const hasGps = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))
    expect(hasGps(input.exif!)).toBe(true)
    const res = await post(ENV_KEY, file(jpeg, 'gps.jpg', 'image/jpeg'))
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: { url: string; width: number; height: number } }
    const out = await sharp(Buffer.from(await (await fetchStored(data.url)).arrayBuffer())).metadata()
    expect(out.exif).toBeUndefined()
    expect(out.xmp).toBeUndefined()
    // Orientation 6 (rotate 90°) is applied to the pixels before the tag goes.
    expect([out.width, out.height]).toEqual([300, 400])
  })

  it('refuses a 30,000 × 30,000 PNG bomb from its header without decoding it', async () => {
    const before = process.memoryUsage().rss
    const res = await post(ENV_KEY, file(pngBomb(), 'bomb.png', 'image/png'))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(/too large/)
    // 900 megapixels of RGB would be 2.7 GB; the refusal costs next to nothing.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024)
  })

  it('serves nothing for names that are not stored images', async () => {
    for (const name of ['../../site.db', 'x.png', `${'a'.repeat(64)}.png`, `${'a'.repeat(64)}.svg`]) {
      expect((await serve(new Request(`${SITE}/images/x`), { params: Promise.resolve({ file: name }) })).status, name).toBe(404)
    }
  })
})
