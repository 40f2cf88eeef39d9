/**
 * Backup and restore (docs/product.md §16), on the database this run uses (SQLite, or PostgreSQL with
 * TEST_PG_URL): leads are posted continuously to a server process (tests/support/intake-server.ts:
 * the lead intake's route handler, as `POST /forms/<form>` runs it) while `npm run backup`'s script
 * runs in another process; the backup is restored into a fresh data directory (and, on PostgreSQL,
 * a fresh empty database) with `npm run restore`'s script, and:
 * - every lead acknowledged (201) before the backup started is in the restored copy, and the copy
 *   passes SQLite's integrity check;
 * - every CV and media file the restored rows name is on disk with the bytes of the original, and
 *   so is the image host's file;
 * - the restored copy has every migration applied (start's migrate step has nothing to do) and a
 *   server started on it stores a new lead after the restored ones;
 * - a second restore into the now non-empty target is refused and changes nothing, as is a restore
 *   into a data directory that already holds uploads; a backup with one changed byte is refused
 *   before anything is written;
 * - with BACKUP_KEEP=2, exactly the two newest complete backups remain; folders that are not
 *   backups are left alone.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import Database from 'libsql'
import type { Migration, Payload } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type IntakeProcess, startIntakeProcess } from '../support/intake-process'
import { createPostgresDatabase, dropPostgresDatabase } from '../support/postgres'
import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\nstartxref\n44\n%%EOF\n',
)

let ctx: FreshPayload
let payload: Payload
let formStartedToken: (at?: number) => string
const children: ChildProcess[] = []
const tempDirs: string[] = []
const pgDatabases: string[] = []

type Target = { dataDir: string; databaseUrl: string }

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  tempDirs.push(dir)
  return dir
}

/** A fresh restore target: an empty data directory, and on PostgreSQL a new empty database. */
async function freshTarget(): Promise<Target> {
  const dataDir = tempDir('restore-')
  if (ctx.dialect === 'sqlite') return { dataDir, databaseUrl: `file:${path.join(dataDir, 'site.db')}` }
  const created = await createPostgresDatabase(process.env.TEST_PG_URL!, 'int')
  pgDatabases.push(created.name)
  return { dataDir, databaseUrl: created.url }
}

type Run = { code: number | null; stdout: string; stderr: string }

/** Runs one of the scripts as `npm run <script>` does, without blocking this process's event loop. */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let stdout = ''
    let stderr = ''
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

function startIntakeServer(target: Target): Promise<IntakeProcess> {
  return startIntakeProcess({ ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl, INTAKE_SERVER_WORKER: 'off', LOG_LEVEL: 'error' }, children)
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  await exited
}

let counter = 0
function leadFields(n: number, extra: Record<string, string | Blob> = {}): FormData {
  const fields: Record<string, string | Blob> = {
    SingleLine: `Buyer ${n}`,
    Email: `buyer${n}.backup@example.com`,
    PhoneNumber_countrycodeval: '+91',
    PhoneNumber_countrycode: `96${String(30_000_000 + n).padStart(8, '0')}`,
    MultiLine: `Lead ${n} posted around a backup`,
    consent: 'on',
    form_started: formStartedToken(Date.now() - 10_000),
    ...extra,
  }
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  return body
}

async function postLead(url: string, form: 'contact' | 'cv', extra: Record<string, string | Blob> = {}): Promise<{ status: number; id?: number }> {
  const n = ++counter
  const response = await fetch(`${url}/forms/${form}`, {
    method: 'POST',
    headers: { accept: 'application/json', origin: SITE, 'x-forwarded-for': `203.0.${Math.floor(n / 250) % 250}.${n % 250}` },
    body: leadFields(n, extra),
  })
  if (response.status !== 201) {
    await response.arrayBuffer()
    return { status: response.status }
  }
  return { status: 201, id: Number(((await response.json()) as { id: string }).id) }
}

/** Rows of a restored copy, read straight from its database. */
async function query<T>(target: Target, sql: string): Promise<T[]> {
  if (ctx.dialect === 'sqlite') {
    const db = new Database(target.databaseUrl.slice('file:'.length), { readonly: true })
    try {
      return db.prepare(sql).all() as T[]
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl })
  await client.connect()
  try {
    return (await client.query(sql)).rows as T[]
  } finally {
    await client.end()
  }
}

function completeBackups(backupsDir: string): string[] {
  return fs
    .readdirSync(backupsDir)
    .filter((name) => /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?$/.test(name) && fs.existsSync(path.join(backupsDir, name, 'manifest.json')))
    .sort()
}

type ManifestFile = { path: string; size: number; sha256: string }
type Manifest = { startedAt: string; finishedAt: string; dialect: string; database: ManifestFile; files: ManifestFile[] }

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  ;({ formStartedToken } = await import('@/features/leads/intake/form-started.server'))
  const { storeImage } = await import('@/features/images/image-store.server')

  // A CMS media file and an image host file: uploads that live next to the CVs on local disk.
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).png().toBuffer()
  await payload.create({
    collection: 'media',
    data: { alt: 'Front of the building' },
    file: { data: photo, mimetype: 'image/png', name: 'front.png', size: photo.byteLength },
    overrideAccess: true,
  })
  const hosted = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a37' } }).png().toBuffer()
  await storeImage({ data: hosted, format: 'png', width: 32, height: 32 })
})

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  if (ctx?.dialect === 'postgres') for (const name of pgDatabases) await dropPostgresDatabase(process.env.TEST_PG_URL!, name)
  await ctx?.cleanup()
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('backup while leads are posted, then restore', () => {
  let backupDir: string
  let restored: Target
  let backupStartedAt: number
  const acknowledged: { id: number; at: number }[] = []

  it('keeps every lead acknowledged before the backup began, and the uploaded files', async () => {
    const server = await startIntakeServer({ dataDir: ctx.dataDir, databaseUrl: process.env.DATABASE_URL! })
    const cv = await postLead(server.url, 'cv', {
      Name_First: 'Ravi',
      Name_Last: 'Kumar',
      Location: 'Pune',
      FileUpload: new File([PDF], 'cv.pdf', { type: 'application/pdf' }),
    })
    expect(cv.status).toBe(201)
    acknowledged.push({ id: cv.id!, at: Date.now() })

    // Four lanes post one lead after another until told to stop.
    const statuses = new Map<number, number>()
    let stop = false
    const lanes = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const result = await postLead(server.url, 'contact')
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1)
        if (result.id) acknowledged.push({ id: result.id, at: Date.now() })
      }
    })
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20))

    backupStartedAt = Date.now()
    const backup = await runScript('backup', [], {})
    const backupEndedAt = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 300))
    stop = true
    await Promise.all(lanes)
    await stopServer(server.child)

    expect(backup.code, backup.stderr).toBe(0)
    const before = acknowledged.filter((a) => a.at <= backupStartedAt)
    const during = acknowledged.filter((a) => a.at > backupStartedAt && a.at < backupEndedAt)
    expect(before.length).toBeGreaterThanOrEqual(30)
    expect(during.length, 'the site kept taking leads while the backup ran').toBeGreaterThan(0)
    // Every post was taken: the copy blocks no write (WAL on SQLite, pg_dump on PostgreSQL).
    expect([...statuses.keys()].filter((s) => s !== 201)).toEqual([])

    const backupsDir = path.join(ctx.dataDir, 'backups')
    const names = completeBackups(backupsDir)
    expect(names).toHaveLength(1)
    backupDir = path.join(backupsDir, names[0]!)
    expect(backup.stdout).toContain(`Backup written to ${backupDir}`)
    expect(fs.readdirSync(backupsDir).filter((n) => n.startsWith('.'))).toEqual([]) // no incomplete folder left
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest
    expect(manifest.dialect).toBe(ctx.dialect)
    expect(Date.parse(manifest.startedAt)).toBeGreaterThanOrEqual(backupStartedAt - 1000)
    expect(manifest.database.path).toBe(ctx.dialect === 'sqlite' ? 'database/site.db' : 'database/postgres.dump')
    const folders = new Set(manifest.files.map((f) => f.path.split('/')[0]))
    for (const folder of ['media', 'resumes', 'images', 'app-secret']) expect(folders, folder).toContain(folder)
    expect(manifest.files.some((f) => f.path.startsWith('backups/') || f.path.endsWith('.db'))).toBe(false)

    restored = await freshTarget()
    const restore = await runScript('restore', [backupDir], { DATA_DIR: restored.dataDir, DATABASE_URL: restored.databaseUrl })
    expect(restore.code, restore.stderr).toBe(0)

    if (ctx.dialect === 'sqlite') {
      const [check] = await query<{ integrity_check: string }>(restored, 'PRAGMA integrity_check')
      expect(check?.integrity_check).toBe('ok')
    }
    const leadIds = new Set((await query<{ id: number }>(restored, 'SELECT id FROM leads')).map((r) => Number(r.id)))
    const missing = before.filter((a) => !leadIds.has(a.id)).map((a) => a.id)
    expect(missing, 'leads acknowledged before the backup began, missing from it').toEqual([])
    expect(leadIds.has(cv.id!)).toBe(true)

    // Every file the restored rows name has the original's bytes, as has the image host's file.
    const uploads = [
      ...(await query<{ filename: string }>(restored, 'SELECT filename FROM resumes')).map((r) => `resumes/${r.filename}`),
      ...(await query<{ filename: string }>(restored, 'SELECT filename FROM media')).map((r) => `media/${r.filename}`),
      ...manifest.files.filter((f) => f.path.startsWith('images/')).map((f) => f.path),
    ]
    expect(uploads.filter((u) => u.startsWith('resumes/'))).toHaveLength(1)
    expect(uploads.filter((u) => u.startsWith('media/'))).toHaveLength(1)
    expect(uploads.filter((u) => u.startsWith('images/'))).toHaveLength(1)
    for (const rel of uploads) {
      expect(fs.readFileSync(path.join(restored.dataDir, rel)).equals(fs.readFileSync(path.join(ctx.dataDir, rel))), rel).toBe(true)
    }
    expect(fs.readFileSync(path.join(restored.dataDir, uploads[0]!)).equals(PDF)).toBe(true)
    expect(fs.existsSync(path.join(restored.dataDir, 'backups'))).toBe(false)
  }, 150_000)

  it('restores a copy that needs no migration and takes new leads', async () => {
    const { migrations } =
      ctx.dialect === 'postgres' ? await import('@/cms/migrations/postgres/index') : await import('@/cms/migrations/sqlite/index')
    const applied = new Set((await query<{ name: string }>(restored, 'SELECT name FROM payload_migrations')).map((r) => r.name))
    for (const { name } of migrations as unknown as Migration[]) expect(applied, name).toContain(name)

    const [{ max }] = (await query<{ max: number }>(restored, 'SELECT MAX(id) AS max FROM leads')) as [{ max: number }]
    const server = await startIntakeServer(restored)
    try {
      const lead = await postLead(server.url, 'contact')
      expect(lead.status).toBe(201)
      expect(lead.id).toBeGreaterThan(Number(max))
    } finally {
      await stopServer(server.child)
    }
  }, 60_000)

  it('refuses to restore into a target that is not empty, and changes nothing', async () => {
    const countBefore = (await query<{ n: number }>(restored, 'SELECT COUNT(*) AS n FROM leads'))[0]!.n
    const again = await runScript('restore', [backupDir], { DATA_DIR: restored.dataDir, DATABASE_URL: restored.databaseUrl })
    expect(again.code).not.toBe(0)
    expect(again.stderr).toMatch(/^restore failed: Refusing to restore: the (database|data directory) .* (already exists|is not empty)/)
    expect((await query<{ n: number }>(restored, 'SELECT COUNT(*) AS n FROM leads'))[0]!.n).toBe(countBefore)

    // No database yet, but uploads in the data directory: not empty either.
    const withUploads = await freshTarget()
    fs.mkdirSync(path.join(withUploads.dataDir, 'media'))
    fs.writeFileSync(path.join(withUploads.dataDir, 'media', 'kept.png'), 'not to be overwritten')
    const refused = await runScript('restore', [backupDir], { DATA_DIR: withUploads.dataDir, DATABASE_URL: withUploads.databaseUrl })
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toMatch(/^restore failed: Refusing to restore: the data directory .* is not empty \(media\)/)
    expect(fs.readdirSync(withUploads.dataDir)).toEqual(['media'])
    expect(fs.readdirSync(path.join(withUploads.dataDir, 'media'))).toEqual(['kept.png'])
    if (ctx.dialect === 'postgres') {
      expect(await query(withUploads, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).toEqual([])
    }
  }, 60_000)

  it('refuses a damaged backup before it writes anything', async () => {
    const damaged = path.join(tempDir('damaged-'), 'backup')
    fs.cpSync(backupDir, damaged, { recursive: true })
    const dump = path.join(damaged, ctx.dialect === 'sqlite' ? 'database/site.db' : 'database/postgres.dump')
    const bytes = fs.readFileSync(dump)
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff
    fs.writeFileSync(dump, bytes)
    const target = await freshTarget()
    const result = await runScript('restore', [damaged], { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl })
    expect(result.code).not.toBe(0)
    expect(result.stderr).toMatch(/is damaged: database\/.* does not match its checksum/)
    expect(fs.readdirSync(target.dataDir)).toEqual([])
    if (ctx.dialect === 'postgres') {
      expect(await query(target, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).toEqual([])
    }
  }, 60_000)

  it('keeps the newest BACKUP_KEEP complete backups', async () => {
    const backupsDir = path.dirname(backupDir)
    for (const old of ['2020-01-01T00-00-00Z', '2020-01-02T00-00-00Z', '2020-01-03T00-00-00Z']) {
      fs.cpSync(backupDir, path.join(backupsDir, old), { recursive: true })
    }
    // A backup that died two days ago, and a folder that is not a backup.
    const dead = path.join(backupsDir, '.incomplete-2020-01-04T00-00-00Z-999999')
    fs.mkdirSync(path.join(dead, 'database'), { recursive: true })
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
    fs.utimesSync(dead, twoDaysAgo, twoDaysAgo)
    fs.mkdirSync(path.join(backupsDir, 'copied-by-hand'))

    const result = await runScript('backup', [], { BACKUP_KEEP: '2' })
    expect(result.code, result.stderr).toBe(0)
    const kept = completeBackups(backupsDir)
    expect(kept).toHaveLength(2)
    expect(kept[0]).toBe(path.basename(backupDir))
    expect(kept[1]! > kept[0]!).toBe(true)
    expect(fs.readdirSync(backupsDir).sort()).toEqual([...kept, 'copied-by-hand'].sort())
    expect(result.stdout).toMatch(/Deleted older backups \(keeping the newest 2\): .*2020-01-01T00-00-00Z/)
  }, 60_000)
})
