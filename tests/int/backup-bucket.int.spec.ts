/**
 * `npm run backup` with S3_* set (docs/product.md §20): the manifest records the bucket's object list
 * (key, size, ETag, time), taken after the database copy, and the objects are not copied. The bucket
 * is s3rver on loopback, keeping its files outside DATA_DIR.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'

import { runBackup } from '../../scripts/lib/backup/backup'
import { backupSettings } from '../../scripts/lib/backup/settings'
import { type FreshPayload, freshPayload } from './support/database'

const BUCKET = 'backup-bucket'
let ctx: FreshPayload
let s3: S3rver
let endpoint = ''
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-s3-'))

beforeAll(async () => {
  ctx = await freshPayload()
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] })
  const { port } = await s3.run()
  endpoint = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  await s3?.close().catch(() => undefined)
  await ctx?.cleanup()
  fs.rmSync(s3Dir, { recursive: true, force: true })
})

describe('the backup manifest and the S3 bucket', () => {
  it('lists every object of the bucket with its size and ETag, and copies none of them', async () => {
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
    const objects = [
      { key: 'images/a.jpg', body: Buffer.alloc(1234, 1) },
      { key: 'media/plan.pdf', body: Buffer.alloc(77, 2) },
      { key: 'resumes/cv-1.pdf', body: Buffer.alloc(5, 3) },
    ]
    for (const o of objects) await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: o.key, Body: o.body }))
    client.destroy()

    const env = parseEnv({
      ...process.env,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    })
    const lines: string[] = []
    const result = await runBackup(backupSettings(env, { BACKUP_DIR: path.join(ctx.dataDir, 'backups') }), process.cwd(), (line) => lines.push(line))
    const manifest = JSON.parse(fs.readFileSync(path.join(result.dir, 'manifest.json'), 'utf8')) as typeof result.manifest
    expect(manifest.objectStorage?.bucket).toBe(BUCKET)
    expect(manifest.objectStorage?.copied).toBe(false)
    expect(manifest.objectStorage?.objects.map((o) => ({ key: o.key, size: o.size }))).toEqual(objects.map((o) => ({ key: o.key, size: o.body.length })))
    for (const o of manifest.objectStorage!.objects) {
      expect(o.etag).toMatch(/^[0-9a-f]{32}$/)
      expect(Number.isNaN(Date.parse(o.lastModified))).toBe(false)
    }
    expect(lines.some((l) => l.includes(`${BUCKET}: 3 objects`))).toBe(true)
    // Listed, not copied.
    for (const o of objects) {
      expect(manifest.files.map((f) => f.path)).not.toContain(o.key)
      expect(fs.existsSync(path.join(result.dir, 'files', o.key))).toBe(false)
    }
  })
})
