/**
 * PostgreSQL: `pg_dump` in its custom format (`-Fc`) and `pg_restore`, PostgreSQL's own tools.
 * pg_dump reads one snapshot of the database (a repeatable-read transaction), so every transaction
 * committed before it began is in the dump and the dump is consistent while the site writes.
 *
 * The password is passed to the tools in PGPASSWORD, not on their command line, where any user of
 * the machine could read it in the process list.
 */
import { spawn } from 'node:child_process'

import pg from 'pg'

import { BackupError } from './manifest'

/** The URL without its password, and the environment that carries the password instead. */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { url: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

/** Shows a database URL without its password. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(unparseable URL)'
  }
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] })
    let stderr = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000)
    })
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not installed: install PostgreSQL's client tools of the server's major version (Debian: apt-get install postgresql-client)`
            : `${tool} could not be started: ${error.message}`,
        ),
      )
    })
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new BackupError(`${tool} failed (${code ?? signal}): ${stderr.trim() || 'no message'}`))
    })
  })
}

export async function dumpPostgres(databaseUrl: string, target: string): Promise<void> {
  const { url, env } = connection(databaseUrl)
  await run('pg_dump', ['--format=custom', '--no-password', `--file=${target}`, `--dbname=${url}`], env)
}

/** Tables in the `public` schema (where Payload and Better Auth keep theirs). */
export async function publicTables(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 })
  try {
    await client.connect()
  } catch (error) {
    throw new BackupError(`PostgreSQL at ${redact(databaseUrl)} does not answer: ${(error as Error).message}`)
  }
  try {
    const { rows } = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
    return rows.map((r) => r.tablename)
  } finally {
    await client.end()
  }
}

/**
 * Restores a dump in one transaction (all of it or nothing), the objects owned by the user of
 * DATABASE_URL whatever role owned them before, then gathers the planner's statistics, which a dump
 * does not carry.
 */
export async function restorePostgres(databaseUrl: string, dump: string): Promise<void> {
  const { url, env } = connection(databaseUrl)
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--no-password', `--dbname=${url}`, dump],
    env,
  )
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('ANALYZE')
  } finally {
    await client.end()
  }
}
