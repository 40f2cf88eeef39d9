/**
 * Global set-up of the integration suite: one migrated, empty template database per run, which
 * every file copies instead of running the migrations itself (a SQLite file copied; a PostgreSQL
 * database created from it as TEMPLATE). Migrating took each file 0.7 s on SQLite and 1.4 s on
 * PostgreSQL alone, about twice that in CI beside the other suites.
 *
 * The template is named by a hash of the committed migrations and the adapter's version, so it is
 * made again when they change and reused across runs otherwise. Files still call migrate()
 * themselves (a no-op on the copy), and when the template cannot be made they migrate as before.
 */
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { withDatabase } from '../../support/postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file to copy, or `pg:<database>` to create from; '' when there is none. */
    intTemplate: string
  }
}

const root = path.resolve(import.meta.dirname, '../../..')

function fingerprint(dialect: 'sqlite' | 'postgres'): string {
  const hash = createHash('sha256')
  const dir = path.join(root, 'src/cms/migrations', dialect)
  for (const name of fs.readdirSync(dir).sort()) hash.update(name).update(fs.readFileSync(path.join(dir, name)))
  const adapter = dialect === 'sqlite' ? '@payloadcms/db-sqlite' : '@payloadcms/db-postgres'
  hash.update(fs.readFileSync(path.join(root, 'node_modules', adapter, 'package.json')))
  return hash.digest('hex').slice(0, 16)
}

/** Runs the migrations against databaseUrl in a child process; true when it said it finished. */
function migrate(databaseUrl: string, dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/int/support/migrate-template.ts')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('exit', (code) => resolve(code === 0 && out.includes('migrated')))
  })
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function sqliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `homes-int-template-${fingerprint('sqlite')}.db`)
  if (fs.existsSync(file)) return file
  for (let attempt = 0; attempt < 3; attempt++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'int-template-'))
    const db = path.join(dataDir, 'template.db')
    try {
      const walEmpty = () => !fs.existsSync(`${db}-wal`) || fs.statSync(`${db}-wal`).size === 0
      if ((await migrate(`file:${db}`, dataDir)) && walEmpty()) {
        fs.renameSync(db, file) // atomic: another run sees the whole file or none
        return file
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
  return ''
}

async function postgresTemplate(baseUrl: string): Promise<string> {
  const name = `inttpl_${fingerprint('postgres')}`
  const exists = async () =>
    withClient(baseUrl, async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1)
  if (await exists()) return `pg:${name}`
  for (let attempt = 0; attempt < 3; attempt++) {
    const building = `${name}_${randomBytes(3).toString('hex')}`
    await withClient(baseUrl, (client) => client.query(`CREATE DATABASE "${building}"`))
    const migrated = await migrate(withDatabase(baseUrl, building), fs.mkdtempSync(path.join(os.tmpdir(), 'int-template-')))
    const renamed =
      migrated &&
      (await withClient(baseUrl, (client) =>
        client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`).then(
          () => true,
          () => false, // another run made it meanwhile
        ),
      ))
    if (!renamed) await withClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`))
    if (await exists()) {
      // Templates of earlier migrations are of no more use.
      await withClient(baseUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'inttpl\\_%' AND datname <> $1", [name])
        for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined)
      })
      return `pg:${name}`
    }
  }
  return ''
}

export default async function setup(project: TestProject): Promise<void> {
  const started = Date.now()
  const pgBase = process.env.TEST_PG_URL
  const template = pgBase ? await postgresTemplate(pgBase) : await sqliteTemplate()
  project.provide('intTemplate', template)
  const took = ((Date.now() - started) / 1000).toFixed(1)
  process.stdout.write(template ? `integration template database ${template} ready in ${took} s\n` : 'no template database: each file migrates its own\n')
}
