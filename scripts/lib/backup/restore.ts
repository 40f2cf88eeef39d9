/**
 * Restores a backup into an empty target (docs/product.md §16) and never over data: the data directory must
 * hold nothing but its backups folder, and the database must not exist (SQLite) or have no tables
 * in its `public` schema (PostgreSQL).
 *
 * Every byte is checked against the manifest before the target is touched: files are copied into a
 * staging folder inside DATA_DIR while their SHA-256 is compared, and only then is the database
 * put in place (renamed into place on SQLite, `pg_restore` in one transaction on PostgreSQL) and
 * the staged files moved to their places.
 */
import fs from 'node:fs'
import path from 'node:path'

import { copyWithHash, type FileEntry, formatBytes, sha256File } from './files'
import { BackupError, type Manifest, readManifest } from './manifest'
import { publicTables, redact, restorePostgres } from './postgres'
import type { BackupSettings } from './settings'
import { sqliteFilePath } from './settings'
import { integrityCheck } from './sqlite'

type Log = (line: string) => void

export type RestoreResult = { manifest: Manifest; files: number; bytes: number }

function damaged(backupDir: string, entry: FileEntry, why: string): BackupError {
  return new BackupError(`The backup ${backupDir} is damaged: ${entry.path} ${why}. Nothing was restored.`)
}

async function verify(backupDir: string, file: string, entry: FileEntry): Promise<void> {
  let found: { size: number; sha256: string }
  try {
    found = await sha256File(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw damaged(backupDir, entry, 'is missing')
    throw error
  }
  if (found.size !== entry.size || found.sha256 !== entry.sha256) {
    throw damaged(backupDir, entry, `does not match its checksum in the manifest (${found.size} bytes, sha256 ${found.sha256.slice(0, 12)}…)`)
  }
}

/** What is in the data directory besides its backups folder (and this restore's staging). */
function dataDirContents(dataDir: string, backupsDir: string): string[] {
  if (!fs.existsSync(dataDir)) return []
  const ours = `.restore-${process.pid}`
  return fs
    .readdirSync(dataDir)
    .filter((entry) => path.join(dataDir, entry) !== backupsDir && entry !== 'backups' && !entry.endsWith(ours))
}

async function refuseNonEmptyTarget(settings: BackupSettings): Promise<void> {
  const { env } = settings
  const refuse = (what: string) =>
    new BackupError(`Refusing to restore: ${what}. A restore never overwrites; point DATA_DIR / DATABASE_URL at an empty target.`)
  if (env.dialect === 'sqlite') {
    const db = sqliteFilePath(env.DATABASE_URL)
    if (fs.existsSync(db)) throw refuse(`the database ${db} already exists`)
  } else {
    const tables = await publicTables(env.DATABASE_URL)
    if (tables.length > 0) {
      throw refuse(
        `the database ${redact(env.DATABASE_URL)} is not empty (${tables.length} tables in its public schema, e.g. ${tables.slice(0, 3).join(', ')}); create an empty one (createdb)`,
      )
    }
  }
  const contents = dataDirContents(env.DATA_DIR, settings.backupsDir)
  if (contents.length > 0) {
    throw refuse(`the data directory ${env.DATA_DIR} is not empty (${contents.slice(0, 5).join(', ')}${contents.length > 5 ? ', …' : ''})`)
  }
}

export async function runRestore(settings: BackupSettings, backupDir: string, log: Log): Promise<RestoreResult> {
  const { env } = settings
  const source = path.resolve(backupDir)
  const manifest = await readManifest(source)
  if (manifest.dialect !== env.dialect) {
    throw new BackupError(
      `The backup is of a ${manifest.dialect} database, but DATABASE_URL names a ${env.dialect} one; restore it into the same kind of database`,
    )
  }
  await refuseNonEmptyTarget(settings)

  fs.mkdirSync(env.DATA_DIR, { recursive: true })
  const staging = path.join(env.DATA_DIR, `.restore-${process.pid}`)
  const stagedDatabase =
    env.dialect === 'sqlite' ? `${sqliteFilePath(env.DATABASE_URL)}.restore-${process.pid}` : path.join(source, manifest.database.path)
  let placed = false
  try {
    // 1. Everything checked against the manifest; files copied into the staging folder meanwhile.
    fs.mkdirSync(staging)
    let bytes = 0
    for (const entry of manifest.files) {
      const from = path.join(source, 'files', entry.path)
      if (!fs.existsSync(from)) throw damaged(source, entry, 'is missing')
      const copied = await copyWithHash(from, path.join(staging, entry.path), entry.mode)
      if (copied.size !== entry.size || copied.sha256 !== entry.sha256) throw damaged(source, entry, 'does not match its checksum in the manifest')
      bytes += copied.size
    }
    const dbSource = path.join(source, manifest.database.path)
    if (env.dialect === 'sqlite') {
      if (!fs.existsSync(dbSource)) throw damaged(source, manifest.database, 'is missing')
      fs.mkdirSync(path.dirname(stagedDatabase), { recursive: true })
      const copied = await copyWithHash(dbSource, stagedDatabase, 0o600)
      if (copied.size !== manifest.database.size || copied.sha256 !== manifest.database.sha256) {
        throw damaged(source, manifest.database, 'does not match its checksum in the manifest')
      }
      const integrity = integrityCheck(stagedDatabase)
      if (integrity !== 'ok') throw damaged(source, manifest.database, `fails SQLite's integrity check (${integrity.slice(0, 200)})`)
    } else {
      await verify(source, dbSource, manifest.database)
    }
    log(`  checked   ${manifest.files.length + 1} files against the manifest (${formatBytes(bytes + manifest.database.size)})`)

    // 2. The database, then the files, into place. Checked once more: someone may have started
    // the site on this target while the files were being checked.
    await refuseNonEmptyTarget(settings)
    if (env.dialect === 'sqlite') {
      const target = sqliteFilePath(env.DATABASE_URL)
      fs.linkSync(stagedDatabase, target) // fails rather than overwrites if the file appeared meanwhile
      fs.rmSync(stagedDatabase)
      log(`  database  ${target}  ${formatBytes(manifest.database.size)}`)
    } else {
      await restorePostgres(env.DATABASE_URL, dbSource)
      log(`  database  ${redact(env.DATABASE_URL)}  (pg_restore of ${formatBytes(manifest.database.size)})`)
    }
    placed = true
    for (const entry of fs.readdirSync(staging)) fs.renameSync(path.join(staging, entry), path.join(env.DATA_DIR, entry))
    fs.rmSync(staging, { recursive: true, force: true })
    log(`  files     ${manifest.files.length} files, ${formatBytes(bytes)} into ${env.DATA_DIR}`)
    return { manifest, files: manifest.files.length, bytes }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true })
    if (env.dialect === 'sqlite') fs.rmSync(stagedDatabase, { force: true })
    if (placed) {
      throw new BackupError(
        `The database was restored but moving the files into ${env.DATA_DIR} failed: ${(error as Error).message}`,
      )
    }
    throw error instanceof BackupError ? error : new BackupError(`Restore failed: ${(error as Error).message}`)
  }
}
