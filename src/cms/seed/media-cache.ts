/**
 * The demo seed's media documents as Payload's upload pipeline made them, kept in the temporary
 * folder: the stored fields and every file (the original and its resized WebP copies). Making the
 * resized copies is about 40 % of a demo seed's CPU time (12 of 29 CPU seconds on a 2-core machine),
 * and every test suite and measuring script seeds a fresh database; a later seed on the same machine
 * writes the same document and files back instead of resizing again.
 *
 * An entry is found under a hash of everything that makes its bytes and fields: the uploaded file
 * (name, type, alt text, bytes), the media collection's upload settings (sizes, formats, focal
 * point), Payload's and sharp's versions. A first seed, or any change to those, goes through
 * Payload's create with every hook; so does a file whose name is already taken in the media folder
 * (Payload would store it under another name). With the media in the S3 bucket (src/cms/storage.ts)
 * nothing is kept or written back: the files must reach the bucket through the storage adapter.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'

import type { GeneratedFile } from './images'

const CACHE = path.join(os.tmpdir(), 'griha-demo-media')

type Id = number | string
type Entry = { data: Record<string, unknown>; files: string[] }

let payloadVersion: string | undefined
function versionOfPayload(): string {
  if (payloadVersion === undefined) {
    try {
      // The package's exports leave out package.json; its entry point is dist/index.js.
      const manifest = path.join(path.dirname(createRequire(import.meta.url).resolve('payload')), '..', 'package.json')
      payloadVersion = String((JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version)
    } catch {
      payloadVersion = 'unknown'
    }
  }
  return payloadVersion
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

function uploadSettings(payload: Payload) {
  const { staticDir, imageSizes, formatOptions, resizeOptions, focalPoint, trimOptions, withMetadata } = payload.collections.media.config.upload
  return { staticDir: String(staticDir), fingerprint: JSON.stringify([imageSizes, formatOptions, resizeOptions, focalPoint, trimOptions, typeof withMetadata]) }
}

/** The media files live in the bucket (the storage adapter turns local storage off), not in staticDir. */
const filesInBucket = (payload: Payload) => payload.collections.media.config.upload.disableLocalStorage === true

function keyOf(payload: Payload, file: GeneratedFile): string {
  return sha256(JSON.stringify([file.name, file.mimetype, file.alt, sha256(file.data), uploadSettings(payload).fingerprint, versionOfPayload(), sharp.versions]))
}

/** The file names a media document has in the media folder: its own and its sizes'. */
function filesOf(doc: Record<string, unknown>): string[] {
  const sizes = Object.values((doc.sizes ?? {}) as Record<string, { filename?: unknown } | null>)
  return [doc.filename, ...sizes.map((size) => size?.filename)].filter((name): name is string => typeof name === 'string' && name !== '')
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  )

/** Writes the cached document and files back; undefined when there is no entry or it cannot be used. */
export async function restoreMedia(payload: Payload, req: Partial<PayloadRequest> | undefined, file: GeneratedFile): Promise<Id | undefined> {
  if (filesInBucket(payload)) return undefined
  const dir = path.join(CACHE, keyOf(payload, file))
  const entry = await fs
    .readFile(path.join(dir, 'entry.json'), 'utf8')
    .then((text) => JSON.parse(text) as Entry)
    .catch(() => undefined)
  if (!entry) return undefined
  const { staticDir } = uploadSettings(payload)
  for (const name of entry.files) {
    if ((await exists(path.join(staticDir, name))) || !(await exists(path.join(dir, name)))) return undefined
  }
  await fs.mkdir(staticDir, { recursive: true })
  for (const name of entry.files) await fs.copyFile(path.join(dir, name), path.join(staticDir, name))
  const now = new Date().toISOString()
  const doc = await payload.db.create({ collection: 'media', data: { ...entry.data, createdAt: now, updatedAt: now }, req })
  return doc.id as Id
}

/** Keeps what Payload stored for a new media document, and its files. Failing to keep it changes nothing. */
export async function keepMedia(payload: Payload, req: Partial<PayloadRequest> | undefined, file: GeneratedFile, id: Id): Promise<void> {
  if (filesInBucket(payload)) return
  const dir = path.join(CACHE, keyOf(payload, file))
  if (await exists(dir)) return
  const stored = (await payload.db.findOne({ collection: 'media', where: { id: { equals: id } }, req })) as Record<string, unknown> | null
  if (!stored) return
  const { id: _id, createdAt: _created, updatedAt: _updated, ...data } = stored
  const entry: Entry = { data, files: filesOf(stored) }
  const { staticDir } = uploadSettings(payload)
  // Written under a name of its own, then renamed: a seed beside this one never reads half an entry.
  const partial = `${dir}.${process.pid}.${Math.random().toString(36).slice(2)}`
  try {
    await fs.mkdir(partial, { recursive: true })
    for (const name of entry.files) await fs.copyFile(path.join(staticDir, name), path.join(partial, name))
    await fs.writeFile(path.join(partial, 'entry.json'), JSON.stringify(entry))
    await fs.rename(partial, dir)
  } catch {
    await fs.rm(partial, { recursive: true, force: true })
  }
}
