/**
 * `manifest.json`, written last into a backup: what it holds and the SHA-256 of every byte, so a
 * restore can prove the copy is whole before it touches anything.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import type { BucketObject } from './bucket'
import type { FileEntry } from './files'

export const MANIFEST = 'manifest.json'
export const MANIFEST_FORMAT = 1

export type Manifest = {
  format: typeof MANIFEST_FORMAT
  app: { name: string; version: string; commit?: string }
  startedAt: string
  finishedAt: string
  dialect: 'sqlite' | 'postgres'
  /** `database/site.db` (a SQLite database made by VACUUM INTO) or `database/postgres.dump` (pg_dump -Fc). */
  database: FileEntry
  /** Under `files/`, paths relative to DATA_DIR. */
  files: FileEntry[]
  /**
   * Set when S3_BUCKET is configured: the bucket's objects are not in this backup; `objects` lists
   * what it held just after the database was copied (bucket.ts).
   */
  objectStorage?: { bucket: string; copied: false; note: string; objects: BucketObject[] }
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

export async function readManifest(backupDir: string): Promise<Manifest> {
  const file = path.join(backupDir, MANIFEST)
  let text: string
  try {
    text = await fs.readFile(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new BackupError(`${backupDir} is not a complete backup: it has no ${MANIFEST}`)
    }
    throw error
  }
  let manifest: Manifest
  try {
    manifest = JSON.parse(text) as Manifest
  } catch {
    throw new BackupError(`${file} is not valid JSON: the backup is damaged`)
  }
  const entries = [manifest?.database, ...(Array.isArray(manifest?.files) ? manifest.files : [])]
  const wellFormed =
    manifest?.format === MANIFEST_FORMAT &&
    (manifest.dialect === 'sqlite' || manifest.dialect === 'postgres') &&
    Array.isArray(manifest.files) &&
    entries.every(
      (e) =>
        e &&
        typeof e.path === 'string' &&
        !e.path.split('/').includes('..') &&
        !path.isAbsolute(e.path) &&
        typeof e.size === 'number' &&
        /^[a-f0-9]{64}$/.test(e.sha256),
    )
  if (!wellFormed) throw new BackupError(`${file} is not a manifest this version understands (format ${MANIFEST_FORMAT})`)
  return manifest
}
