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

describe('the build scripts/start.ts leaves', () => {
  // scripts/lib/dedupe-server-chunks.ts: a chunk Turbopack wrote under several names is loaded once.
  it('names each server chunk content once in the code that loads it', async () => {
    const { createHash } = await import('node:crypto')
    const server = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'server')
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    const byContent = new Map<string, string[]>()
    for (const file of walk(path.join(server, 'chunks')).filter((f) => f.endsWith('.js'))) {
      const key = `${path.dirname(file)}:${createHash('sha256').update(fs.readFileSync(file)).digest('hex')}`
      byContent.set(key, [...(byContent.get(key) ?? []), path.relative(server, file)])
    }
    const copies = [...byContent.values()].filter((names) => names.length > 1)
    const code = walk(server).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(f, 'utf8'))
    for (const names of copies) {
      const referenced = names.filter((name) => code.some((text) => text.includes(`${name}"`)))
      expect(referenced.length, `${referenced.join(', ')} hold the same code`).toBeLessThanOrEqual(1)
    }
    expect(code.length).toBeGreaterThan(20)
  })
})
