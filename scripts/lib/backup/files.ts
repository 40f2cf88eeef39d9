/**
 * The files the site keeps on local disk under DATA_DIR (docs/product.md §2): CMS media (`media/`), CVs
 * (`resumes/`), the image host's files (`images/`), the generated app secret and the dev outbox.
 * Everything there is backed up except what is not the site's data: the database (copied through
 * SQLite, never as a file), the backups themselves, temporary files of writes in progress and the
 * generated load-balancer config of `npm run cluster`.
 */
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export type FileEntry = { path: string; size: number; sha256: string; mode: number }

/** Top-level entries of DATA_DIR that are not the site's data. */
const NOT_DATA = new Set(['backups', 'cluster'])

export type DataFileRules = {
  dataDir: string
  /** Absolute paths left out with everything under them (the backups folder, the SQLite file). */
  skip: string[]
}

function isSkipped(abs: string, rules: DataFileRules): boolean {
  const rel = path.relative(rules.dataDir, abs)
  const top = rel.split(path.sep)[0]!
  if (NOT_DATA.has(top) || top.startsWith('.restore-')) return true
  // A write in progress: the image host's `<name>.<random>.tmp`, renamed into place when complete.
  if (abs.endsWith('.tmp')) return true
  // The database and its journals (`site.db-journal`, `-wal`, `-shm`) are copied by SQLite.
  return rules.skip.some((s) => abs === s || abs.startsWith(`${s}${path.sep}`) || abs.startsWith(`${s}-`))
}

/** Relative POSIX paths of the data files under DATA_DIR, sorted. */
export async function listDataFiles(rules: DataFileRules): Promise<string[]> {
  const found: string[] = []
  const walk = async (dir: string) => {
    let entries
    try {
      entries = await fs.readdir(dir, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const abs = path.join(dir, entry.name)
      if (isSkipped(abs, rules)) continue
      if (entry.isDirectory()) await walk(abs)
      else if (entry.isFile()) found.push(path.relative(rules.dataDir, abs).split(path.sep).join('/'))
    }
  }
  await walk(rules.dataDir)
  return found.sort()
}

/** Copies a file, hashing the bytes as they are written, and returns their size and SHA-256. */
export async function copyWithHash(from: string, to: string, mode?: number): Promise<{ size: number; sha256: string; mode: number }> {
  const hash = createHash('sha256')
  let size = 0
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      size += chunk.length
      done(null, chunk)
    },
  })
  const sourceMode = mode ?? (await fs.stat(from)).mode & 0o777
  await fs.mkdir(path.dirname(to), { recursive: true })
  await pipeline(createReadStream(from), tap, createWriteStream(to, { flags: 'wx', mode: sourceMode }))
  await fs.chmod(to, sourceMode)
  await fsyncFile(to)
  return { size, sha256: hash.digest('hex'), mode: sourceMode }
}

/** Flushes a file to the disk, so a backup that looks complete after a power cut is complete. */
export async function fsyncFile(file: string): Promise<void> {
  const handle = await fs.open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

export async function sha256File(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk)
    size += chunk.length
  }
  return { size, sha256: hash.digest('hex') }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['kB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`
}
