import 'server-only'

/**
 * Hand-written SQL through the active Payload adapter's drizzle instance, for the few queries
 * Payload's API cannot express well (search counts, outbox claims). Each adapter ships its own
 * drizzle-orm copy, so the `sql` template must be the one of the adapter that runs the query; the
 * statements are written once for both dialects (double-quoted identifiers, standard SQL).
 */
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

export type Sql = typeof sqliteSql
export type Fragment = ReturnType<Sql>
export type Row = Record<string, unknown>
export type Dialect = 'sqlite' | 'postgres'

type DrizzleLike = {
  all?: (query: Fragment) => Promise<Row[]>
  execute?: (query: Fragment) => Promise<{ rows: Row[] }>
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
