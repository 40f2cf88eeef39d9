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
import Database from 'libsql'
import type { Payload } from 'payload'

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
 * SQLite reads go through a read-only connection of their own (the `libsql` driver that Payload's
 * client wraps, used directly) with prepared statements kept by their text: the client Payload
 * uses prepares every statement anew and builds each row with `Object.defineProperty` per column,
 * which made a primary-key lookup cost 0.4 ms instead of 0.06 ms. Reads see what is committed;
 * writes stay on Payload's connection. The file is read through SQLite's page cache, not a memory
 * map, so the server's memory stays bounded however large the database (SQLITE_READ_CACHE_KB).
 */
type Reader = { db: Database.Database; statements: Map<string, Database.Statement> }
const READERS = Symbol.for('homes-site.sqlite-readers')
/** Statements kept per connection; the least recently used is finalised first. */
const STATEMENT_CACHE_SIZE = 256
/** SQLite's page cache of the read connection (the search's index walks live in it). */
export const SQLITE_READ_CACHE_KB = 32 * 1024

function sqliteFile(payload: Payload): string {
  const url = (payload.db as unknown as { clientConfig?: { url?: string } }).clientConfig?.url ?? ''
  if (!url.startsWith('file:')) throw new Error(`readRows needs a SQLite file URL, not ${url || 'none'}`)
  return url.slice('file:'.length)
}

function reader(payload: Payload): Reader {
  const g = globalThis as { [READERS]?: Map<string, Reader> }
  const readers = (g[READERS] ??= new Map())
  const file = sqliteFile(payload)
  let found = readers.get(file)
  if (!found) {
    const db = new Database(file, { readonly: true })
    db.pragma(`cache_size = -${SQLITE_READ_CACHE_KB}`)
    db.pragma('mmap_size = 0')
    found = { db, statements: new Map() }
    readers.set(file, found)
  }
  return found
}

function prepared({ db, statements }: Reader, text: string): Database.Statement {
  let statement = statements.get(text)
  if (statement) {
    statements.delete(text)
  } else {
    statement = db.prepare(text)
    if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!)
  }
  statements.set(text, statement)
  return statement
}

/** Runs a read-only statement and returns its rows: on SQLite through the reader connection. */
export async function readRows(payload: Payload, query: Fragment): Promise<Row[]> {
  if (dialectOf(payload) === 'postgres') return rows(payload, query)
  const db = (payload.db as unknown as { drizzle: DrizzleLike }).drizzle
  const { sql, params } = db.dialect.sqlToQuery(query)
  const values = params.map((p) => (typeof p === 'boolean' ? Number(p) : p))
  return prepared(reader(payload), sql).all(values) as Row[]
}

/** Closes the reader connections of this process (tests, before their database file goes). */
export function closeReaders(): void {
  const readers = (globalThis as { [READERS]?: Map<string, Reader> })[READERS]
  for (const { db } of readers?.values() ?? []) db.close()
  readers?.clear()
}
