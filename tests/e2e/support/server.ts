/**
 * Starts the app for the end-to-end suite on a database of its own: a new SQLite file under a
 * temporary DATA_DIR, or, when TEST_PG_URL is set, a new PostgreSQL database on that server.
 */
import fs from 'node:fs'
import path from 'node:path'

import { runChild } from '../../../scripts/lib/run-child'
import { createPostgresDatabase, dropPostgresDatabase, dropStalePostgresDatabases } from '../../support/postgres'
import { E2E_ADMIN, E2E_DATA_DIR, E2E_GOOGLE_CLIENT, E2E_OIDC_ISSUER, E2E_PORT } from './constants'

async function main() {
  // A fixed directory (per port), emptied first: specs read the dev outboxes in it.
  const dataDir = E2E_DATA_DIR
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  let databaseUrl = `file:${path.join(dataDir, 'site.db')}`
  let dbName: string | undefined
  if (process.env.TEST_PG_URL) {
    await dropStalePostgresDatabases(process.env.TEST_PG_URL, 'e2e', 3 * 60 * 60 * 1000)
    const created = await createPostgresDatabase(process.env.TEST_PG_URL, 'e2e')
    databaseUrl = created.url
    dbName = created.name
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
    SEED: 'demo',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ENABLE_TEST_ROUTES: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    // Saved-search alerts leave within seconds, so the alert spec can wait for them.
    ALERT_WORKER_INTERVAL_SECONDS: '2',
    // Nothing sits in front of this server: a short drain (docs/product.md §20) keeps Playwright's
    // 10 s graceful shutdown for the rest of the stop.
    SHUTDOWN_DRAIN_SECONDS: '1',
    // "Continue with Google" against the local provider of tests/e2e/support/oidc-provider.ts.
    GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT.id,
    GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT.secret,
    OIDC_ISSUER: E2E_OIDC_ISSUER,
  }
  const cleanup = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true })
    if (dbName && process.env.TEST_PG_URL) await dropPostgresDatabase(process.env.TEST_PG_URL, dbName).catch(() => {})
  }
  // scripts/start.ts, started again if it ends while loading its modules (scripts/lib/run-child.ts).
  runChild('The end-to-end site', ['scripts/start.ts'], { cwd: process.cwd(), env }, (code) => {
    void cleanup().finally(() => process.exit(code))
  })
}

void main()
