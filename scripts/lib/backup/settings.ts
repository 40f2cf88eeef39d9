/**
 * Where backups go and how many are kept (docs/product.md §16), read next to the runtime contract of docs/product.md §2:
 * `BACKUP_DIR` (default `DATA_DIR/backups`) and `BACKUP_KEEP` (default 7). Only the backup and
 * restore scripts read them, so they are checked here rather than at every server boot.
 */
import path from 'node:path'

import { EnvError, type Env } from '../../../src/lib/env'

export type BackupSettings = {
  env: Env
  /** The folder holding one sub-folder per backup. */
  backupsDir: string
  keep: number
}

export function backupSettings(env: Env, source: Record<string, string | undefined> = process.env): BackupSettings {
  const dir = source.BACKUP_DIR?.trim()
  const keepText = source.BACKUP_KEEP?.trim() || '7'
  if (!/^\d+$/.test(keepText) || Number(keepText) < 1 || Number(keepText) > 1000) {
    throw new EnvError('BACKUP_KEEP', `must be a whole number from 1 to 1000 (got "${keepText}")`)
  }
  return {
    env,
    backupsDir: dir ? path.resolve(dir) : path.join(env.DATA_DIR, 'backups'),
    keep: Number(keepText),
  }
}

/** The SQLite file named by a `file:` DATABASE_URL (`file:./data/site.db`, `file:///srv/site.db`). */
export function sqliteFilePath(databaseUrl: string): string {
  if (!databaseUrl.startsWith('file:')) throw new Error(`not a SQLite file URL: ${databaseUrl}`)
  if (databaseUrl.startsWith('file://')) return decodeURIComponent(new URL(databaseUrl).pathname)
  return path.resolve(databaseUrl.slice('file:'.length).split('?')[0]!)
}
