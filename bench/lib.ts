/**
 * What the measuring scripts share (bench/run.ts, bench/load.ts): the bench database and how it is
 * filled, percentiles, the machine line, PostgreSQL scratch databases, and bench/results.md, which
 * each script updates one section at a time so the search and load figures live side by side.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { register } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { rerunOnQuietExit } from '../scripts/lib/rerun-quiet-exit'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const resultsFile = path.join(root, 'bench', 'results.md')

export const log = (line: string) => process.stdout.write(`${line}\n`)
export const ms = (n: number) => n.toFixed(1)
export const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//')
export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)
export const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait))

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]!
}

/** The nearest-rank median of samples in any order. */
export const median = (values: readonly number[]): number => percentile([...values].sort((a, b) => a - b), 50)

/**
 * Lets this process import the app's server modules (search, Payload config): their
 * `import 'server-only'` guard throws outside Next.
 */
export function allowServerOnlyImports(): void {
  register(
    `data:text/javascript,${encodeURIComponent(
      `export async function resolve(s, c, next) { return s === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(s, c) }`,
    )}`,
  )
}

export function machineLine(): string {
  const cpus = os.cpus()
  return `${os.availableParallelism()} cores (nproc), ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`
}

/** `uptime`'s three load averages. */
export function loadAverages(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')
}

/** A sentence for results when the 1-minute load average says the machine was shared. */
export function busyNote(...oneMinute: number[]): string {
  return Math.max(...oneMinute) > os.availableParallelism()
    ? ' — the 1-minute load average passed the number of cores (the measurement itself or other work), so figures may be pessimistic'
    : ''
}

/**
 * The environment of a bench database: SQLite under `dataDir` unless `databaseUrl` names
 * PostgreSQL. No demo seed (the generator of scripts/seed-bench.ts fills it), quiet logs.
 */
export function benchEnv(dataDir: string, databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED: 'none',
    NEXT_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  }
}

/**
 * The inputs of a generated bench database: the generator, the schema and the demo seed's code, and
 * the day (offers are dated relative to today). A change to any of them means a new database.
 */
function generatorKey(properties: number): string {
  const hash = createHash('sha256').update(`${properties}\0${new Date().toISOString().slice(0, 10)}\0`)
  const walk = (rel: string) => {
    const abs = path.join(root, rel)
    if (fs.statSync(abs).isDirectory()) {
      for (const entry of fs.readdirSync(abs).sort()) walk(path.join(rel, entry))
    } else {
      hash.update(rel).update('\0').update(fs.readFileSync(abs)).update('\0')
    }
  }
  ;['package-lock.json', 'scripts/seed-bench.ts', 'src/cms'].forEach(walk)
  return hash.digest('hex').slice(0, 16)
}

const TEMPLATE_PREFIX = 'griha-bench-template-'

/**
 * Runs scripts/seed-bench.ts (which migrates first) into an empty database; throws on failure.
 *
 * `scratch`: a short run's throwaway SQLite database under its own DATA_DIR. The first one made
 * on this machine from the current sources is kept in the temporary folder, and later scratch runs
 * (CI runs bench, bench:render and load one after another) copy it instead of generating the same
 * data again.
 */
export function seedBenchData(env: NodeJS.ProcessEnv, properties: number, scratch = false): number {
  const started = performance.now()
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : undefined
  const sqliteFile = env.DATABASE_URL?.startsWith('file:') ? path.resolve(env.DATABASE_URL.slice('file:'.length)) : undefined
  const template =
    scratch && dataDir && sqliteFile && path.dirname(sqliteFile) === dataDir && fs.readdirSync(dataDir).length === 0
      ? path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${generatorKey(properties)}`)
      : undefined
  if (template && fs.existsSync(template)) {
    fs.cpSync(template, dataDir!, { recursive: true })
    return (performance.now() - started) / 1000
  }
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/seed-bench.ts'], {
    cwd: root,
    env: { ...env, BENCH_PROPERTIES: String(properties) },
    stdio: scratch ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  })
  if (result.status !== 0) throw new Error(`seed-bench failed with exit code ${result.status}`)
  if (template) {
    // Older templates (other sources or days) go; the new one appears whole or not at all.
    for (const entry of fs.readdirSync(os.tmpdir())) {
      if (entry.startsWith(TEMPLATE_PREFIX)) fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true })
    }
    const partial = `${template}.${process.pid}.partial`
    fs.cpSync(dataDir!, partial, { recursive: true })
    try {
      fs.renameSync(partial, template)
    } catch {
      fs.rmSync(partial, { recursive: true, force: true })
    }
  }
  return (performance.now() - started) / 1000
}

/**
 * Properties in a bench database, read with the plain driver (0 when the table is not there yet),
 * so a script can check a database without binding its one Payload instance to it.
 */
export async function countProperties(databaseUrl: string): Promise<number> {
  if (isPostgresUrl(databaseUrl)) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      // Two statements: PostgreSQL resolves every table a statement names before it runs, so a
      // CASE around the count still fails on a database not yet migrated.
      const table = await client.query<{ t: string | null }>("SELECT to_regclass('properties') AS t")
      if (!table.rows[0]?.t) return 0
      const result = await client.query<{ n: string }>('SELECT count(*) AS n FROM properties')
      return Number(result.rows[0]?.n ?? 0)
    } finally {
      await client.end()
    }
  }
  const file = databaseUrl.replace(/^file:/, '')
  if (!fs.existsSync(file)) return 0
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: databaseUrl })
  try {
    const table = await client.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'properties'")
    if (table.rows.length === 0) return 0
    return Number((await client.execute('SELECT count(*) AS n FROM properties')).rows[0]?.n ?? 0)
  } finally {
    client.close()
  }
}

/**
 * Runs a bench script's `main` and exits with its code. If an import never finishes under load
 * (tsx's module hooks), Node would exit quietly with code 0 halfway through: the script is then
 * run again from the start (scripts/lib/rerun-quiet-exit.ts).
 */
export function runScript(name: string, main: () => Promise<number>, cleanup: () => Promise<void> = async () => undefined): void {
  const finished = rerunOnQuietExit(name)
  main()
    .then(async (code) => {
      finished()
      await cleanup()
      process.exit(code)
    })
    .catch(async (error: unknown) => {
      finished()
      process.stderr.write(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
      await cleanup()
      process.exit(1)
    })
}

// PostgreSQL scratch databases (quick runs, load runs): created from the server's `postgres` database.

/** A client on the server's `postgres` database, for `query`, closed afterwards. */
async function withAdminClient<T>(url: string, query: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg')
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    return await query(client)
  } finally {
    await client.end()
  }
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1))
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Creates the database a PostgreSQL URL names unless it exists (optionally as a copy of `template`). */
export async function ensurePgDatabase(url: string, template?: string): Promise<void> {
  await withAdminClient(url, async (client) => {
    const name = databaseName(url)
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`)
    }
  })
}

export async function dropPgDatabase(url: string): Promise<void> {
  await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(databaseName(url))} WITH (FORCE)`))
}

/** `url` with another database name, for scratch copies next to the named one. */
export function withDatabaseName(url: string, name: string): string {
  const next = new URL(url)
  next.pathname = `/${name}`
  return next.toString()
}

/** The named PostgreSQL bench database (`--pg`), unless BENCH_DATABASE_URL names another. */
export const BENCH_PG_URL = 'postgres://postgres@127.0.0.1:5432/griha_bench'

/**
 * The database a bench script measures: BENCH_DATABASE_URL, else BENCH_PG_URL with `--pg`, else
 * bench/data/site.db (BENCH_DATA_DIR). Quick runs never touch a named database: a scratch SQLite
 * file in a new temporary folder (`scratchDir`, for the caller to remove), or a scratch PostgreSQL
 * database named `${quickName}_${pid}` beside the named one.
 */
export function benchDatabase(quick: boolean, quickName: string) {
  const named = process.env.BENCH_DATABASE_URL ?? (process.argv.includes('--pg') ? BENCH_PG_URL : undefined)
  const scratchDir = quick ? fs.mkdtempSync(path.join(os.tmpdir(), `${quickName.replaceAll('_', '-')}-`)) : undefined
  const dataDir = scratchDir ?? path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'bench', 'data'))
  const databaseUrl =
    named && isPostgresUrl(named)
      ? quick
        ? withDatabaseName(named, `${quickName}_${process.pid}`)
        : named
      : quick || !named
        ? `file:${path.join(dataDir, 'site.db')}`
        : named
  return { scratchDir, dataDir, databaseUrl, dialect: isPostgresUrl(databaseUrl) ? 'PostgreSQL' : 'SQLite' }
}

// bench/results.md: sections between `<!-- section:NAME -->` and `<!-- /section:NAME -->`.

const begin = (name: string) => `<!-- section:${name} -->`
const end = (name: string) => `<!-- /section:${name} -->`

export function readSection(name: string): string | undefined {
  if (!fs.existsSync(resultsFile)) return undefined
  const text = fs.readFileSync(resultsFile, 'utf8')
  const from = text.indexOf(begin(name))
  const to = text.indexOf(end(name))
  return from >= 0 && to > from ? text.slice(from + begin(name).length, to) : undefined
}

/**
 * Replaces one section of bench/results.md (or adds it before `before`, else at the end), leaving
 * the others and any hand-written notes outside sections as they are.
 */
export function writeSection(name: string, markdown: string, before?: string): void {
  const text = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '# Benchmark results\n'
  const block = `${begin(name)}\n${markdown.trim()}\n${end(name)}`
  const from = text.indexOf(begin(name))
  const to = text.indexOf(end(name))
  let next: string
  if (from >= 0 && to > from) {
    next = `${text.slice(0, from)}${block}${text.slice(to + end(name).length)}`
  } else {
    const anchor = before ? text.indexOf(begin(before)) : -1
    next = anchor >= 0 ? `${text.slice(0, anchor)}${block}\n\n${text.slice(anchor)}` : `${text.trimEnd()}\n\n${block}\n`
  }
  fs.writeFileSync(resultsFile, next)
}

/** Figures kept as JSON in an HTML comment inside a section, for tables that compare sections. */
export function embedData(data: unknown): string {
  return `<!-- data ${JSON.stringify(data)} -->`
}

export function sectionData<T>(name: string): T | undefined {
  const match = /<!-- data (\{.*?\}) -->/s.exec(readSection(name) ?? '')
  if (!match) return undefined
  try {
    return JSON.parse(match[1]!) as T
  } catch {
    return undefined
  }
}
