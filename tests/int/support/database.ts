/**
 * A fresh, migrated database per test file: SQLite in a new temporary DATA_DIR, or, when
 * TEST_PG_URL is set (postgres://postgres@127.0.0.1:5432/postgres), a new PostgreSQL database on
 * that server, dropped again in cleanup.
 *
 * The environment is parsed once per process and the Payload config reads it at import time, so
 * this must run before anything imports the config, and only once per file (Vitest runs each
 * int file in its own process).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Migration, Payload } from 'payload'

import { createPostgresDatabase, dropPostgresDatabase } from '../../support/postgres'

export type FreshPayload = {
  payload: Payload
  dialect: 'sqlite' | 'postgres'
  dataDir: string
  /** Runs the migrations `holdBackFrom` kept back (a test of a migration over data written before it). */
  migrateRest: () => Promise<void>
  cleanup: () => Promise<void>
}

/**
 * `holdBackFrom`: the name of a migration after its timestamp (`content_locales`); it and every
 * later one are left unrun until `migrateRest()`.
 */
export type FreshOptions = { holdBackFrom?: string }

let used = false

export async function freshPayload({ holdBackFrom }: FreshOptions = {}): Promise<FreshPayload> {
  if (used) throw new Error('freshPayload() runs once per test file: the env and Payload are per-process singletons')
  used = true

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'int-'))
  const pgBase = process.env.TEST_PG_URL
  const pgDatabase = pgBase ? await createPostgresDatabase(pgBase, 'int') : undefined
  process.env.DATA_DIR = dataDir
  process.env.DATABASE_URL = pgDatabase ? pgDatabase.url : `file:${path.join(dataDir, 'test.db')}`
  delete process.env.SEED

  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  // Pass the committed migrations in: Payload would import the .ts files natively, which Node
  // cannot do inside Vitest.
  const { migrations } = pgDatabase
    ? await import('@/cms/migrations/postgres/index')
    : await import('@/cms/migrations/sqlite/index')
  const all = migrations as unknown as Migration[]
  const from = holdBackFrom === undefined ? all.length : all.findIndex((m) => m.name.replace(/^\d{8}_\d{6}_/, '') === holdBackFrom)
  if (from < 0) throw new Error(`No migration named ${holdBackFrom}`)
  await payload.db.migrate({ migrations: all.slice(0, from) })

  return {
    payload,
    dialect: pgDatabase ? 'postgres' : 'sqlite',
    dataDir,
    migrateRest: () => payload.db.migrate({ migrations: all }),
    cleanup: async () => {
      const { pool, client } = payload.db as unknown as {
        pool?: { end(): Promise<void>; on(event: 'error', listener: () => void): void }
        client?: { close(): void }
      }
      const { closeReaders } = await import('@/cms/db/raw-sql')
      await closeReaders()
      await payload.destroy() // forgets the schema but leaves connections open
      if (pool && pgBase && pgDatabase) {
        // The adapter keeps one client checked out for its whole life, so pool.end() never
        // settles; the forced DROP terminates that connection, and its error is expected.
        pool.on('error', () => {})
        void pool.end().catch(() => {})
        await dropPostgresDatabase(pgBase, pgDatabase.name)
      } else {
        client?.close()
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
