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
import { uploadStorage } from './storage'

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
    // Write-ahead log (ADR 023): reads on the read threads and a backup's copy never block a
    // write, nor a write a read. Each commit is synced before it is acknowledged (FULL).
    wal: { synchronous: 'FULL' },
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
 * A statement that fails half-way (a write refused as busy because another process holds the
 * write lock) is left open by libsql, and an open statement keeps the connection inside its
 * transaction: every later write on it would be answered as done and never be committed (in WAL
 * mode, read by no one else). After any failed statement the connection is handed to a
 * transaction and closed, which ends that statement; the client opens a fresh one for the next.
 */
function resetConnectionAfterFailures(payload: Payload): void {
  type Client = { execute(...args: unknown[]): Promise<unknown>; transaction(mode: 'deferred'): Promise<{ close(): void }> }
  const { client } = payload.db as unknown as { client?: Client }
  if (payload.db.name !== 'sqlite' || !client) return
  const execute = client.execute.bind(client)
  client.execute = async (...args: unknown[]) => {
    try {
      return await execute(...args)
    } catch (error) {
      await client.transaction('deferred').then((handedOver) => handedOver.close(), () => {})
      throw error
    }
  }
}

async function onInit(payload: Payload): Promise<void> {
  keepPoolErrorsFromEndingTheProcess(payload)
  resetConnectionAfterFailures(payload)
}

export default buildConfig({
  admin: {
    user: 'editors',
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' · Griha Homes CMS' },
  },
  routes: { admin: '/cms', api: '/api/cms' },
  // The site's origin: a request authenticated by the CMS cookie is accepted only from it (without
  // an Origin header, only with Sec-Fetch-Site same-origin, same-site or none), so a page elsewhere
  // cannot act with an editor's cookie (docs/product.md §17). `serverURL` stays unset: Payload would
  // add it to this list, and also prefix every media URL with it, which ties the stored and rendered
  // image URLs to one origin and defeats the short `/m/` paths (src/features/media/image.ts).
  csrf: [config.SITE_URL],
  // What a buyer reads in English and Hindi (docs/product.md §21): fields marked `localized` keep a
  // value per locale, a Hindi read falls back to English where no Hindi is written, and the CMS
  // shows the locale switch. The site reads with the page's locale (src/features/i18n/locales.ts).
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'hi', label: 'हिन्दी' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  collections: collections.map(withContentRevalidation),
  editor: lexicalEditor(),
  secret: resolveAppSecret(config),
  db: database(),
  sharp,
  // CMS media and CVs in the S3_* bucket when it is set, else under DATA_DIR (./storage.ts).
  plugins: [uploadStorage(config)],
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
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    // Payload starts `payload generate:types` in a new process each time it initialises outside
    // production: every integration test file, every migration and seed step, every test server.
    // That is about 7 CPU seconds each (a quarter of CI's CPU time) to rewrite a committed file with
    // the same bytes. It stays on for `npm run dev`, where the config is being edited;
    // `npm run generate:types` regenerates it on demand.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
})
