/**
 * SQLite: an online copy with `VACUUM INTO` on a read-only connection of its own. It reads one
 * consistent snapshot (a read transaction) while the server keeps its connection: every
 * transaction committed before it began is in the copy, nothing half-written is. A plain file copy
 * of a live database could catch a write halfway and is never used.
 *
 * The server keeps the database in WAL mode (src/cms/payload.config.ts), so the copy's read
 * transaction does not block the server's writes: leads keep being stored while it runs, and
 * those committed after it began are simply not in this copy.
 */
import fs from 'node:fs'

import Database from 'libsql'

import { BackupError } from './manifest'

export function snapshotSqlite(source: string, target: string): void {
  if (!fs.existsSync(source)) throw new BackupError(`There is no SQLite database at ${source} (DATABASE_URL / DATA_DIR)`)
  const db = new Database(source, { readonly: true })
  try {
    // A write committing at this instant holds the lock for milliseconds: wait for it.
    db.exec('PRAGMA busy_timeout = 10000')
    db.exec(`VACUUM INTO '${target.replaceAll("'", "''")}'`)
  } finally {
    db.close()
  }
}

/** `ok`, or SQLite's list of what is wrong with the file. */
export function integrityCheck(file: string): string {
  const db = new Database(file, { readonly: true })
  try {
    const rows = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]
    return rows.map((r) => r.integrity_check).join('; ')
  } finally {
    db.close()
  }
}
