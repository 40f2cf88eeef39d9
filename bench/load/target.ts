/** Part of `npm run load` (bench/load.ts): the database of a load run: a scratch copy of the bench database (or a small scratch one in quick mode). */

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  benchEnv,
  countProperties,
  dropPgDatabase,
  ensurePgDatabase,
  isPostgresUrl,
  log,
  redact,
  root,
  seedBenchData,
  withDatabaseName,
} from '../lib'

import { quick, benchProperties } from './config'

// ---------------------------------------------------------------------------------------------
// The database: a scratch copy of the bench database (or a small scratch one in quick mode), so the
// leads and outbox rows of a load run never land in the database the search bench measures.

export type Target = { dataDir: string; databaseUrl: string; describe: string; cleanup: () => Promise<void> }

export async function prepareTarget(): Promise<Target> {
  const scratchParent = quick ? os.tmpdir() : path.join(root, 'bench', 'data')
  fs.mkdirSync(scratchParent, { recursive: true })
  const scratchDir = fs.mkdtempSync(path.join(scratchParent, 'load-'))
  const removeDir = () => fs.rmSync(scratchDir, { recursive: true, force: true })
  const pgSource = process.env.LOAD_DATABASE_URL && isPostgresUrl(process.env.LOAD_DATABASE_URL) ? process.env.LOAD_DATABASE_URL : undefined

  if (quick) {
    const databaseUrl = pgSource ? withDatabaseName(pgSource, `griha_load_quick_${process.pid}`) : `file:${path.join(scratchDir, 'site.db')}`
    if (pgSource) await ensurePgDatabase(databaseUrl)
    log(`generating ${benchProperties.toLocaleString('en-IN')} properties in a scratch database ...`)
    const seconds = seedBenchData(benchEnv(scratchDir, databaseUrl), benchProperties, true)
    log(`    generated in ${seconds.toFixed(0)} s`)
    return {
      dataDir: scratchDir,
      databaseUrl,
      describe: `${pgSource ? 'PostgreSQL' : 'SQLite'}, scratch, ${benchProperties.toLocaleString('en-IN')} properties`,
      cleanup: async () => {
        removeDir()
        if (pgSource) await dropPgDatabase(databaseUrl)
      },
    }
  }

  if (pgSource) {
    const copy = withDatabaseName(pgSource, `griha_load_${process.pid}`)
    await ensurePgDatabase(pgSource)
    await ensureSeeded(benchEnv(scratchDir, pgSource))
    await ensurePgDatabase(copy, decodeURIComponent(new URL(pgSource).pathname.slice(1)))
    return {
      dataDir: scratchDir,
      databaseUrl: copy,
      describe: `PostgreSQL, a scratch copy of \`${redact(pgSource)}\``,
      cleanup: async () => {
        removeDir()
        await dropPgDatabase(copy)
      },
    }
  }

  const benchDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'bench', 'data'))
  const benchDb = path.join(benchDir, 'site.db')
  await ensureSeeded(benchEnv(benchDir, `file:${benchDb}`))
  // The database file and any write-ahead log not yet folded into it (the shared-memory index is rebuilt).
  for (const name of ['site.db', 'site.db-wal']) {
    if (fs.existsSync(path.join(benchDir, name))) fs.copyFileSync(path.join(benchDir, name), path.join(scratchDir, name))
  }
  return {
    dataDir: scratchDir,
    databaseUrl: `file:${path.join(scratchDir, 'site.db')}`,
    describe: `SQLite, a scratch copy of \`bench/data/site.db\``,
    cleanup: async () => removeDir(),
  }
}

/** Fills the bench database the way `npm run bench` does when it holds no properties yet. */
export async function ensureSeeded(env: NodeJS.ProcessEnv) {
  if ((await countProperties(env.DATABASE_URL!)) > 0) return
  log(`the bench database is empty: generating ${benchProperties.toLocaleString('en-IN')} properties (scripts/seed-bench.ts) ...`)
  const seconds = seedBenchData(env, benchProperties)
  log(`    generated in ${seconds.toFixed(0)} s`)
}

export type PayloadLike = Awaited<ReturnType<(typeof import('payload'))['getPayload']>>

/**
 * Runs `work` with Payload on the database `env` names. Payload reads its configuration from
 * process.env once, so this process can only ever open one database this way: the load target.
 */
export let payloadInstance: PayloadLike | undefined
export async function withPayload<T>(env: NodeJS.ProcessEnv, work: (payload: PayloadLike) => Promise<T>): Promise<T> {
  if (!payloadInstance) {
    Object.assign(process.env, { DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL, SEED: 'none', LOG_LEVEL: env.LOG_LEVEL })
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    payloadInstance = await getPayload({ config })
  }
  return work(payloadInstance)
}
