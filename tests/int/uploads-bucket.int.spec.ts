/**
 * CMS media and CVs in the S3_* bucket (docs/product.md §20 "Shared files"), through Payload's S3
 * storage adapter: a media upload (and its resized copies) lands in the bucket under `media/` and
 * Payload's file route streams it from there; a CV lands under `resumes/`, written without a public
 * ACL, and is handed only to a sales editor, as an attachment no cache keeps. Nothing is written
 * under DATA_DIR. The bucket is s3rver on loopback; every request it receives is recorded.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createEditor } from '@/cms/seed/factories'

import { type FreshPayload, freshPayload } from './support/database'

const BUCKET = 'site-uploads'
const SITE = 'http://localhost:3000'
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\nstartxref\n44\n%%EOF\n',
)

type Received = { method: string; path: string; acl: string | undefined }

let ctx: FreshPayload
let payload: Payload
let s3: S3rver
let client: S3Client
const received: Received[] = []
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-s3-'))
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] })
  // First in the chain (s3rver is a Koa app, composed when it starts listening).
  type KoaContext = { method: string; path: string; headers: Record<string, string | undefined> }
  const chain = (s3 as unknown as { middleware: Array<(koa: KoaContext, next: () => Promise<void>) => Promise<void>> }).middleware
  chain.unshift(async (koa, next) => {
    received.push({ method: koa.method, path: koa.path, acl: koa.headers['x-amz-acl'] })
    await next()
  })
  const { port } = await s3.run()
  const endpoint = `http://127.0.0.1:${port}`
  // Read by env() on first use, inside freshPayload().
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
  client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  ctx = await freshPayload()
  payload = ctx.payload
  rest = await import('@/app/(payload)/api/cms/[...slug]/route')
})

afterAll(async () => {
  client?.destroy()
  await ctx?.cleanup()
  await s3?.close().catch(() => undefined)
  fs.rmSync(s3Dir, { recursive: true, force: true })
})

async function keys(prefix: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))
  return (listed.Contents ?? []).map((o) => o.Key!).sort()
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  return Buffer.from(await object.Body!.transformToByteArray())
}

/** GET through Payload's REST route, as `/api/cms/<slug>/file/<name>` is answered on every instance. */
function getFile(slug: string, filename: string, headers: Record<string, string> = {}): Promise<Response> {
  return rest.GET(new Request(`${SITE}/api/cms/${slug}/file/${encodeURIComponent(filename)}`, { headers }), {
    params: Promise.resolve({ slug: [slug, 'file', filename] }),
  })
}

describe('CMS media in the bucket', () => {
  it('stores the upload and its resized copies in the bucket, and the file route serves them from there', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4ed8' } }).png().toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Tower at dusk' },
      file: { data: png, mimetype: 'image/png', name: 'tower.png', size: png.length },
      overrideAccess: true,
    })
    const filename = media.filename!
    const w300 = media.sizes?.w300?.filename
    expect(w300).toBeTruthy()
    expect(await keys('media/')).toEqual(
      [filename, ...(['w300', 'w600', 'w1000'] as const).map((size) => media.sizes?.[size]?.filename)].map((name) => `media/${name}`).sort(),
    )
    expect((await objectBytes(`media/${filename}`)).equals(png)).toBe(true)
    // Page markup keeps the app's URL (src/features/media/image.ts), not a bucket address.
    expect(media.url).toBe(`/api/cms/media/file/${filename}`)
    expect(media.sizes?.w300?.url).toBe(`/api/cms/media/file/${w300}`)
    expect(fs.existsSync(path.join(ctx.dataDir, 'media'))).toBe(false)

    const served = await getFile('media', filename)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)

    const copy = await getFile('media', w300!)
    expect(copy.status).toBe(200)
    expect(copy.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).width).toBe(300)
  })

  it('answers 404, not 500, for a document whose object is gone from the bucket', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b91c1c' } }).png().toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Lobby' },
      file: { data: png, mimetype: 'image/png', name: 'lobby.png', size: png.length },
      overrideAccess: true,
    })
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `media/${media.filename}` }))
    expect((await getFile('media', media.filename!)).status).toBe(404)
  })
})

describe('CVs in the bucket', () => {
  it('stores a CV privately and hands it only to sales, as an attachment', async () => {
    const resume = await payload.create({
      collection: 'resumes',
      data: { name: 'Ravi Kumar', position: 'Sales executive' },
      file: { data: PDF, mimetype: 'application/pdf', name: 'cv-20261202-abcdefghijkl.pdf', size: PDF.length },
      overrideAccess: true,
    })
    const filename = resume.filename!
    const key = `resumes/${filename}`
    expect(await keys('resumes/')).toEqual([key])
    expect((await objectBytes(key)).equals(PDF)).toBe(true)
    expect(fs.existsSync(path.join(ctx.dataDir, 'resumes'))).toBe(false)

    // Not publicly readable: written with no public ACL (the bucket's default, private), and the
    // document names the app's access-checked route, never a bucket URL.
    const writes = received.filter((r) => r.method === 'PUT' && r.path === `/${BUCKET}/${key}`)
    expect(writes).toHaveLength(1)
    expect(writes[0].acl === undefined || writes[0].acl === 'private').toBe(true)
    expect(resume.url).toBe(`/api/cms/resumes/file/${filename}`)

    const anonymous = await getFile('resumes', filename)
    expect(anonymous.status).toBe(403)
    expect(Buffer.from(await anonymous.arrayBuffer()).includes(PDF)).toBe(false)

    const editor = await createEditor(payload, ['editor'])
    const asEditor = await payload.login({ collection: 'editors', data: { email: editor.email, password: 'correct-horse-battery-9' } })
    expect((await getFile('resumes', filename, { authorization: `JWT ${asEditor.token}` })).status).toBe(403)

    const sales = await createEditor(payload, ['sales'])
    const { token } = await payload.login({ collection: 'editors', data: { email: sales.email, password: 'correct-horse-battery-9' } })
    const served = await getFile('resumes', filename, { authorization: `JWT ${token}` })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(served.headers.get('content-disposition')).toBe('attachment')
    expect(served.headers.get('cache-control')).toBe('private, no-store')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true)
  })

  it('removes the object when the CV is deleted', async () => {
    const resume = await payload.create({
      collection: 'resumes',
      data: { name: 'Asha Rao' },
      file: { data: PDF, mimetype: 'application/pdf', name: 'cv-20261202-mnopqrstuvwx.pdf', size: PDF.length },
      overrideAccess: true,
    })
    expect(await keys(`resumes/${resume.filename}`)).toEqual([`resumes/${resume.filename}`])
    await payload.delete({ collection: 'resumes', id: resume.id, overrideAccess: true })
    expect(await keys(`resumes/${resume.filename}`)).toEqual([])
  })
})
