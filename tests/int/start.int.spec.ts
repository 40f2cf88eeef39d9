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
