import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** Runs `npm start`'s script with a given environment; bad values must stop it before any work. */
function start(extra: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'))
  try {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, ...extra } as unknown as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 60_000,
    })
    return { ...result, dataDir, entries: fs.readdirSync(dataDir) }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

describe('start-up environment validation', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'ftp://x'],
    ['SITE_TIME_ZONE', 'Nowhere/Special'],
  ])('%s=%s stops start-up with one line naming the variable', (name, value) => {
    const result = start({ [name]: value })
    expect(result.status).toBe(1)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(new RegExp(`^Invalid environment variable ${name}: .*"${value}"`))
    expect(result.entries).toEqual([])
  })

  it('refuses to start in production without APP_SECRET', () => {
    const result = start({ NODE_ENV: 'production' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toMatch(/^Invalid environment variable APP_SECRET: required when NODE_ENV=production/)
  })
})

describe('the build scripts/start.ts leaves (ADR 044)', () => {
  const server = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'server')
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))

  it('loads Payload and its database adapters as external packages, from node_modules', () => {
    const code = walk(server)
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n')
    // Turbopack's runtime asks Node for an external package as `<name>-<hash>`.
    for (const name of ['payload', '@payloadcms/db-sqlite', '@payloadcms/db-postgres']) {
      expect(code, name).toMatch(new RegExp(`\\.y\\("${name.replace('/', '\\/')}-[0-9a-f]+"\\)`))
    }
  })

  // Without the packages above, Turbopack wrote the chunk holding Payload once per group of routes
  // (four identical 2.3 MB files), and each copy a route named was compiled and kept again.
  it('holds each server chunk once: no two chunk files of the same content', async () => {
    const { createHash } = await import('node:crypto')
    const byContent = new Map<string, string[]>()
    for (const file of walk(path.join(server, 'chunks')).filter((f) => f.endsWith('.js'))) {
      const key = createHash('sha256').update(fs.readFileSync(file)).digest('hex')
      byContent.set(key, [...(byContent.get(key) ?? []), path.relative(server, file)])
    }
    expect([...byContent.values()].filter((names) => names.length > 1)).toEqual([])
    expect(byContent.size).toBeGreaterThan(20)
  })
})
