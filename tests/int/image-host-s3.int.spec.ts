/**
 * The image host on S3-compatible storage (docs/product.md §10): with S3_BUCKET set, hosted images go to the
 * bucket through the S3 API (here s3rver, an S3-compatible server on loopback) and their public URL
 * serves the re-encoded image with the long cache headers.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type FreshPayload, freshPayload } from './support/database'

const KEY = 'env-key-for-the-s3-image-host-test-01'
const BUCKET = 'site-images'

let ctx: FreshPayload
let s3: S3rver
let s3Dir: string
let upload: (request: Request) => Promise<Response>

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-'))
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] })
  const { port } = await s3.run()
  // Read by env() on first use, inside freshPayload().
  process.env.IMAGE_UPLOAD_KEYS = KEY
  process.env.S3_BUCKET = BUCKET
  process.env.S3_ENDPOINT = `http://127.0.0.1:${port}`
  process.env.S3_REGION = 'us-east-1'
  process.env.S3_ACCESS_KEY_ID = 'S3RVER'
  process.env.S3_SECRET_ACCESS_KEY = 'S3RVER'
  ctx = await freshPayload()
  ;({ POST: upload } = await import('@/app/api/images/upload/route'))
})

afterAll(async () => {
  await ctx?.cleanup()
  await s3?.close()
  fs.rmSync(s3Dir, { recursive: true, force: true })
})

describe('image host on S3-compatible storage', () => {
  it('puts the image in the bucket and answers its public URL there, not on local disk', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#14532d' } }).jpeg().toBuffer()
    const form = new FormData()
    form.set('image', new File([new Uint8Array(jpeg)], 'site.jpg', { type: 'image/jpeg' }))
    const res = await upload(new Request(`http://localhost:3000/api/images/upload?key=${KEY}`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '203.0.113.5' } }))
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: { url: string; width: number; height: number } }
    expect(data.url).toMatch(new RegExp(`^${process.env.S3_ENDPOINT}/${BUCKET}/images/[a-f0-9]{64}\\.jpg$`))

    const served = await fetch(data.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600])
    expect(fs.existsSync(path.join(ctx.dataDir, 'images'))).toBe(false)
  })
})
