import 'server-only'

/**
 * Hand-written SQL through the active Payload adapter's drizzle instance, for the queries Payload's
 * API cannot express well or too slowly (search, the catalogue's reads, outbox claims). Each adapter
 * ships its own drizzle-orm copy, so the `sql` template must be the one of the adapter that runs
 * the query; the statements are written once for both dialects (double-quoted identifiers,
 * standard SQL).
 */
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import Tinypool from 'tinypool'

import { env } from '../../lib/env'
import { logger } from '../../lib/logger'
import readOnThisThread, { closeConnections as closeThisThreadsConnections } from './sqlite-reader.worker.mjs'

export type Sql = typeof sqliteSql
export type Fragment = ReturnType<Sql>
export type Row = Record<string, unknown>
export type Dialect = 'sqlite' | 'postgres'

type DrizzleLike = {
  all?: (query: Fragment) => Promise<Row[]>
  execute?: (query: Fragment) => Promise<{ rows: Row[] }>
  dialect: { sqlToQuery(query: Fragment): { sql: string; params: unknown[] } }
}

export function dialectOf(payload: Payload): Dialect {
  return payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
}

/** The `sql` template of a dialect's adapter. */
export function sqlFor(dialect: Dialect): Sql {
  return dialect === 'postgres' ? (pgSql as unknown as Sql) : sqliteSql
}

/** Ids as bound values for `IN (…)`: one parameter each. */
export const inList = (sql: Sql, ids: readonly number[]): Fragment => sql.join(ids.map((id) => sql`${id}`), sql`, `)

/** Runs a statement and returns its rows (SQLite's `all`, PostgreSQL's `execute`). */
export async function rows(payload: Payload, query: Fragment): Promise<Row[]> {
  const db = (payload.db as unknown as { drizzle: DrizzleLike }).drizzle
  if (db.all) return db.all(query)
  return (await db.execute!(query)).rows
}

/**
 * Runs a statement inside the transaction of a Payload request when it has one (PostgreSQL), so a
 * hand-written write commits or rolls back with the Payload writes of the same request; otherwise
 * as `rows` (SQLite runs without transactions here: ADR 009).
 */
export async function rowsIn(payload: Payload, req: { transactionID?: number | string | Promise<number | string> } | undefined, query: Fragment): Promise<Row[]> {
  const id = req?.transactionID ? await req.transactionID : undefined
  const sessions = (payload.db as unknown as { sessions?: Record<string | number, { db?: DrizzleLike }> }).sessions
  const db = id !== undefined ? sessions?.[id]?.db : undefined
  if (!db) return rows(payload, query)
  if (db.all) return db.all(query)
  return (await db.execute!(query)).rows
}

/**
 * SQLite reads go through read-only connections of their own (the `libsql` driver that Payload's
 * client wraps, used directly) with prepared statements kept by their text: the client Payload
 * uses prepares every statement anew and builds each row with `Object.defineProperty` per column,
 * which made a primary-key lookup cost 0.4 ms instead of 0.06 ms. Reads see what is committed;
 * writes stay on Payload's connection. The file is read through SQLite's page cache, not a memory
 * map, so the server's memory stays bounded however large the database (SQLITE_READ_CACHE_KB).
 *
 * SQLite's API is synchronous: a search that walks many rows holds the thread that runs it. The
 * reads therefore run on a small pool of threads (SQLITE_READ_THREADS, default 2; ADR 023), so a
 * slow query delays neither the rendering of other pages nor the other reads, and the server uses
 * a second core. `SQLITE_READ_THREADS=0` runs them on the main thread, as a fallback and for A/B.
 */
const POOL = Symbol.for('homes-site.sqlite-read-pool')
/**
 * SQLite's page cache for reads (the search's index walks live in it), shared out over the threads.
 * 16 MB (32 until the nineteenth pass of docs/quality.md at 4a32e07): each thread's cache holds the same hot
 * index pages, and a page missed is read from the system's file cache; the 16 MB pay for the
 * server's larger young generation (scripts/lib/server-flags.ts), with the server's CPU a request
 * and its p99 no worse at 120 req/s (alternated `npm run load` runs).
 */
export const SQLITE_READ_CACHE_KB = 16 * 1024
const DEFAULT_READ_THREADS = 2
/** A read that runs this long is logged (a warning with its statement), like PostgreSQL's log_min_duration_statement. */
export const SLOW_READ_MS = 200
/** The pool's thread script: plain JavaScript in the project, outside Next's bundles. */
const WORKER_FILE = 'src/cms/db/sqlite-reader.worker.mjs'

function sqliteFile(payload: Payload): string {
  const url = (payload.db as unknown as { clientConfig?: { url?: string } }).clientConfig?.url ?? ''
  if (!url.startsWith('file:')) throw new Error(`readRows needs a SQLite file URL, not ${url || 'none'}`)
  return url.slice('file:'.length)
}

function readThreadCount(): number {
  return env().SQLITE_READ_THREADS ?? DEFAULT_READ_THREADS
}

/** The read pool of this process (one for every bundle: it lives on `globalThis`); null for none. */
function readPool(): Tinypool | null {
  const threads = readThreadCount()
  if (threads === 0) return null
  const g = globalThis as { [POOL]?: Tinypool }
  if (!g[POOL]) {
    const filename = path.join(process.cwd(), WORKER_FILE)
    if (!fs.existsSync(filename)) throw new Error(`The SQLite read threads need ${WORKER_FILE} under the working directory (${process.cwd()}); run from the project folder or set SQLITE_READ_THREADS=0`)
    // Threads live as long as the process; they do not keep it from exiting. A thread allocates
    // little but rows, which leave it at once: a small young generation is enough (docs/product.md §13 memory).
    // `useAtomics: false`: a thread waits for its next task on its event loop, not in
    // `Atomics.wait`. Waiting there it never turned the loop, so the finalizers that free the
    // native memory libSQL allocates for each read never ran: about 1 kB a read kept for good, the
    // server's RSS rising 3–5 MB a minute under load (docs/quality.md at 4a32e07, "Thirty-first pass").
    g[POOL] = new Tinypool({
      filename,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.MAX_SAFE_INTEGER,
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
      useAtomics: false,
    })
  }
  return g[POOL]
}

const READ_OBSERVER = Symbol.for('homes-site.sqlite-read-observer')
type ReadObserver = (sql: string, params: unknown[]) => void

/**
 * Shows every SQLite read statement, as it is sent to a read thread, to `observer` (or stops, with
 * undefined): the tests read the plans of the statements the search builds (tests/int/search.int.spec.ts).
 */
export function observeSqliteReads(observer: ReadObserver | undefined): void {
  ;(globalThis as { [READ_OBSERVER]?: ReadObserver })[READ_OBSERVER] = observer
}

/**
 * SQLite's page cache of this thread's own connection when the read threads exist: it serves the
 * point reads alone (`{ point: true }`), which touch a few index and table pages each; a miss is
 * read from the system's file cache.
 */
export const SQLITE_POINT_CACHE_KB = 4 * 1024

export type ReadOptions = {
  /**
   * A lookup of a few rows by primary key or a unique or parent index (a property's rows, the
   * cards of a page, a filter's names), well under a millisecond: on SQLite it runs on this
   * thread. Sending it to a read thread and back cost more than the read itself (a task's message
   * each way, and the promise it settles): property pages 7–12 % faster and 6–13 % less server
   * CPU with their reads here (docs/quality.md at 4a32e07, "Twenty-third pass"). Statements that can walk
   * many rows (counts, order walks, text and map searches) stay on the read threads.
   */
  point?: boolean
}

/** Runs a read-only statement and returns its rows: on SQLite on the read threads, or here for a point read. */
export async function readRows(payload: Payload, query: Fragment, options: ReadOptions = {}): Promise<Row[]> {
  if (dialectOf(payload) === 'postgres') return rows(payload, query)
  const db = (payload.db as unknown as { drizzle: DrizzleLike }).drizzle
  const { sql, params } = db.dialect.sqlToQuery(query)
  const values = params.map((p) => (typeof p === 'boolean' ? Number(p) : p))
  ;(globalThis as { [READ_OBSERVER]?: ReadObserver })[READ_OBSERVER]?.(sql, values)
  const file = sqliteFile(payload)
  const pool = options.point ? null : readPool()
  // This thread's own connection serves every read without threads, and only the point reads with them.
  const cacheKb = pool ? Math.max(1024, Math.floor(SQLITE_READ_CACHE_KB / pool.options.maxThreads)) : readThreadCount() > 0 ? SQLITE_POINT_CACHE_KB : SQLITE_READ_CACHE_KB
  const task = { file, sql, params: values, cacheKb }
  // Without threads the same code runs here, on this process's own connections.
  const { rows: found, ms } = (pool ? await pool.run(task) : readOnThisThread(task)) as { rows: Row[]; ms: number }
  // The statement alone (not the wait for a thread); its text without the values, which may be a visitor's.
  if (ms >= SLOW_READ_MS) logger.warn({ ms: Math.round(ms), sql: sql.slice(0, 2000) }, 'slow SQL read')
  return found
}

/** Closes the reader connections and threads of this process (tests, before their database file goes). */
export async function closeReaders(): Promise<void> {
  closeThisThreadsConnections()
  const g = globalThis as { [POOL]?: Tinypool }
  const pool = g[POOL]
  delete g[POOL]
  await pool?.destroy()
}
