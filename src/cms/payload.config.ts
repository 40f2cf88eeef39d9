import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type Payload } from 'payload'
import sharp from 'sharp'

import { env } from '../lib/env'
import { logger } from '../lib/logger'
import { resolveAppSecret } from '../lib/secret'
import { collections } from './collections'
import { withContentRevalidation } from './hooks/revalidateCollection'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

function database() {
  // Schema changes always go through committed migrations (npm run migrate:create), on both
  // dialects, so development and production never drift apart.
  if (config.dialect === 'postgres') {
    return postgresAdapter({
      // A database host that stops answering (rather than refusing) fails a query within seconds
      // instead of holding the page until the operating system gives up on the connection.
      pool: { connectionString: config.DATABASE_URL, max: 10, connectionTimeoutMillis: 5_000 },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: config.DATABASE_URL },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
  })
}

/**
 * pg's pool passes on the error of an idle connection that breaks (the database restarted, a proxy
 * or firewall dropped it) as an 'error' event, and with no listener Node ends the process. Logged
 * instead: the pool has already dropped that connection and opens a new one for the next query,
 * so the site comes back when the database does. (onInit runs once the adapter has its pool.)
 */
function keepPoolErrorsFromEndingTheProcess(payload: Payload): void {
  const { pool } = payload.db as { pool?: { on(event: 'error', listener: (error: Error) => void): unknown } }
  pool?.on('error', (error) => logger.warn({ err: error }, 'Idle database connection lost'))
}

/**
 * SQLite keeps its log ahead of the file (WAL): the reads run on threads of their own (ADR 023) and
 * a backup copies a live database, and in the default rollback-journal mode a read in progress
 * makes a commit fail as busy, and a commit makes reads fail. With WAL, reads see the last commit
 * and never block a write, nor a write a read. The mode is kept in the file; each commit is still
 * synced to disk before it is acknowledged (synchronous FULL, SQLite's default).
 */
async function enableWriteAheadLog(payload: Payload): Promise<void> {
  const { client } = payload.db as unknown as { client?: { execute(sql: string): Promise<{ rows: unknown[] }> } }
  if (payload.db.name !== 'sqlite' || !client) return
  await client.execute('PRAGMA journal_mode = WAL')
}

async function onInit(payload: Payload): Promise<void> {
  keepPoolErrorsFromEndingTheProcess(payload)
  await enableWriteAheadLog(payload)
}

export default buildConfig({
  admin: {
    user: 'editors',
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' · Griha Homes CMS' },
  },
  routes: { admin: '/cms', api: '/api/cms' },
  collections: collections.map(withContentRevalidation),
  editor: lexicalEditor(),
  secret: resolveAppSecret(config),
  db: database(),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  // Payload writes through the app's logger (JSON lines, request ids, masking; src/lib/logger.ts)
  // instead of its own pretty printer. Refusals are visitors' mistakes, not faults: logged at info
  // without a stack. (In the minified server bundle the error names are mangled and these keys
  // miss; the logger then recognises a refusal by its 4xx status.)
  logger,
  loggingLevels: {
    AuthenticationError: 'info',
    Forbidden: 'info',
    LockedAuth: 'warn',
    NotFound: 'info',
    ValidationError: 'info',
  },
  onInit,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
