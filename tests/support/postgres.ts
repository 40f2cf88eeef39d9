/** Fresh PostgreSQL databases for test runs, created on the server named by a base URL. */
import { randomBytes } from 'node:crypto'

import pg from 'pg'

function withDatabase(baseUrl: string, database: string): string {
  const url = new URL(baseUrl)
  url.pathname = `/${database}`
  return url.toString()
}

export async function createPostgresDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
  return { name, url: withDatabase(baseUrl, name) }
}

export async function dropPostgresDatabase(baseUrl: string, name: string) {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/** Drops databases this helper made with the prefix that are older than maxAgeMs (left by killed runs). */
export async function dropStalePostgresDatabases(baseUrl: string, prefix: string, maxAgeMs: number) {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}\\_%`],
    )
    for (const { datname } of rows) {
      const stamp = parseInt(datname.slice(prefix.length + 1).split('_')[0] ?? '', 36)
      if (Number.isFinite(stamp) && Date.now() - stamp > maxAgeMs) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
      }
    }
  } finally {
    await client.end()
  }
}
