/**
 * One backup (docs/product.md §16): the database first (one consistent snapshot), then the data files, into a
 * folder that only gets its final name once everything, manifest last, is written.
 *
 * Files are copied after the database snapshot, so every file a row of the snapshot points at was
 * already on disk (a CV or media file is written before the row that names it is committed). Files
 * that arrive meanwhile are copied too; they are harmless extras.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { listBucket } from './bucket'
import { copyWithHash, type FileEntry, formatBytes, fsyncFile, listDataFiles, sha256File } from './files'
import { BackupError, MANIFEST, type Manifest, MANIFEST_FORMAT } from './manifest'
import { dumpPostgres } from './postgres'
import { backupName, INCOMPLETE_PREFIX, prune } from './retention'
import type { BackupSettings } from './settings'
import { sqliteFilePath } from './settings'
import { snapshotSqlite } from './sqlite'

export type BackupResult = { dir: string; manifest: Manifest; bytes: number; deleted: string[] }

type Log = (line: string) => void

function appVersion(root: string): Manifest['app'] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string; version: string }
  let commit: string | undefined
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8' }).trim()
  } catch {
    // Not a git checkout (a deployed copy): the version is enough.
  }
  return { name: pkg.name, version: pkg.version, ...(commit ? { commit } : {}) }
}

/** A free final name: the start time, with `-1`, `-2`… when another backup started in the same second. */
function finalName(backupsDir: string, startedAt: Date): string {
  const base = backupName(startedAt)
  for (let n = 0; ; n++) {
    const name = n === 0 ? base : `${base}-${n}`
    if (!fs.existsSync(path.join(backupsDir, name))) return name
  }
}

export async function runBackup(settings: BackupSettings, root: string, log: Log): Promise<BackupResult> {
  const { env, backupsDir } = settings
  const startedAt = new Date()
  // Backups hold leads' contact details and the app secret: readable by the site's user only.
  fs.mkdirSync(backupsDir, { recursive: true, mode: 0o700 })
  const work = path.join(backupsDir, `${INCOMPLETE_PREFIX}${backupName(startedAt)}-${process.pid}`)
  fs.mkdirSync(work, { mode: 0o700 })
  try {
    fs.mkdirSync(path.join(work, 'database'))
    let database: FileEntry
    const skip = [backupsDir]
    if (env.dialect === 'postgres') {
      const rel = 'database/postgres.dump'
      await dumpPostgres(env.DATABASE_URL, path.join(work, rel))
      await fsyncFile(path.join(work, rel))
      database = { path: rel, mode: 0o600, ...(await sha256File(path.join(work, rel))) }
    } else {
      const source = sqliteFilePath(env.DATABASE_URL)
      skip.push(source)
      const rel = 'database/site.db'
      snapshotSqlite(source, path.join(work, rel))
      fs.chmodSync(path.join(work, rel), 0o600)
      await fsyncFile(path.join(work, rel))
      database = { path: rel, mode: 0o600, ...(await sha256File(path.join(work, rel))) }
    }
    log(`  database  ${database.path}  ${formatBytes(database.size)}`)

    const files: FileEntry[] = []
    for (const rel of await listDataFiles({ dataDir: env.DATA_DIR, skip })) {
      try {
        const copied = await copyWithHash(path.join(env.DATA_DIR, rel), path.join(work, 'files', rel))
        files.push({ path: rel, ...copied })
      } catch (error) {
        // Deleted between the listing and the copy (an editor removed a media file): not in the
        // snapshot's future either way, so nothing is lost by leaving it out.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        fs.rmSync(path.join(work, 'files', rel), { force: true })
      }
    }
    const fileBytes = files.reduce((sum, f) => sum + f.size, 0)
    const byFolder = new Map<string, number>()
    for (const f of files) {
      const top = f.path.split('/')[0]!
      byFolder.set(top, (byFolder.get(top) ?? 0) + 1)
    }
    const folders = [...byFolder].map(([name, count]) => `${name} ${count}`).join(', ')
    log(`  files     ${files.length} files, ${formatBytes(fileBytes)}${folders ? ` (${folders})` : ''}`)

    // After the database, like the files: every object a row of the snapshot names was already there.
    const objects = env.S3_BUCKET ? await listBucket(env) : []
    if (env.S3_BUCKET) log(`  bucket    ${env.S3_BUCKET}: ${objects.length} objects, ${formatBytes(objects.reduce((sum, o) => sum + o.size, 0))} (listed, not copied)`)

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      app: appVersion(root),
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      dialect: env.dialect,
      database,
      files,
      ...(env.S3_BUCKET
        ? {
            objectStorage: {
              bucket: env.S3_BUCKET,
              copied: false as const,
              note: 'Objects in the S3 bucket are listed here, not copied: keep versioning on the bucket (docs/operations.md).',
              objects,
            },
          }
        : {}),
    }
    const manifestFile = path.join(work, MANIFEST)
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
    // On disk before the rename makes the backup look complete.
    const fd = fs.openSync(manifestFile, 'r')
    fs.fsyncSync(fd)
    fs.closeSync(fd)

    const dir = path.join(backupsDir, finalName(backupsDir, startedAt))
    fs.renameSync(work, dir)
    const { deleted } = prune(backupsDir, settings.keep)
    return { dir, manifest, bytes: database.size + fileBytes, deleted }
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true })
    throw error instanceof BackupError ? error : new BackupError(`Backup failed: ${(error as Error).message}`)
  }
}
