import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env'
import { resolveAppSecret } from './secret'

function errorOf(source: Record<string, string>): EnvError {
  try {
    parseEnv(source)
  } catch (error) {
    if (error instanceof EnvError) return error
    throw error
  }
  throw new Error('expected parseEnv to throw')
}

describe('parseEnv', () => {
  it('applies the docs/product.md §2 defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATA_DIR).toBe(path.resolve('./data'))
    expect(env.DATABASE_URL).toBe(`file:${path.resolve('./data/site.db')}`)
    expect(env.dialect).toBe('sqlite')
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.SITE_TIME_ZONE).toBe('Asia/Kolkata')
    expect(env.SEED).toBeUndefined()
  })

  it('derives SITE_URL from PORT and picks PostgreSQL by URL scheme', () => {
    const env = parseEnv({ PORT: '8080', DATABASE_URL: 'postgresql://u@db:5432/site' })
    expect(env.SITE_URL).toBe('http://localhost:8080')
    expect(env.dialect).toBe('postgres')
    expect(parseEnv({ DATABASE_URL: 'postgres://x/y' }).dialect).toBe('postgres')
  })

  it('treats empty strings as unset', () => {
    const env = parseEnv({ SMTP_URL: '', ADMIN_EMAIL: '' })
    expect(env.SMTP_URL).toBeUndefined()
    expect(env.ADMIN_EMAIL).toBeUndefined()
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'ftp://x' }, 'DATABASE_URL'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ SITE_TIME_ZONE: 'Mars/Olympus' }, 'SITE_TIME_ZONE'],
    [{ SEED: 'everything' }, 'SEED'],
    [{ ADMIN_EMAIL: 'nobody' }, 'ADMIN_EMAIL'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ LEAD_DELIVERY_LEASE_SECONDS: '5' }, 'LEAD_DELIVERY_LEASE_SECONDS'],
    [{ LEAD_DELIVERY_RETRY_SECONDS: '0' }, 'LEAD_DELIVERY_RETRY_SECONDS'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ RENDER_CONCURRENCY: '-1' }, 'RENDER_CONCURRENCY'],
    [{ RENDER_CONCURRENCY: 'many' }, 'RENDER_CONCURRENCY'],
  ])('rejects %o naming %s in one line', (source, variable) => {
    const error = errorOf(source)
    expect(error.variable).toBe(variable)
    expect(error.message).toMatch(new RegExp(`^Invalid environment variable ${variable}: `))
    expect(error.message).not.toContain('\n')
  })

  it('takes the scale-out settings (REDIS_URL, delivery lease and retry)', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined()
    const env = parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379/2', LEAD_DELIVERY_LEASE_SECONDS: '15', LEAD_DELIVERY_RETRY_SECONDS: '1' })
    expect([env.REDIS_URL, env.LEAD_DELIVERY_LEASE_SECONDS, env.LEAD_DELIVERY_RETRY_SECONDS]).toEqual(['redis://127.0.0.1:6379/2', 15, 1])
  })

  it('takes the operations settings (METRICS_TOKEN, LOG_LEVEL, RENDER_CONCURRENCY)', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined()
    expect(parseEnv({}).RENDER_CONCURRENCY).toBeUndefined()
    const env = parseEnv({ METRICS_TOKEN: 'scrape-token-0123456789', LOG_LEVEL: 'debug', RENDER_CONCURRENCY: '0' })
    expect([env.METRICS_TOKEN, env.LOG_LEVEL, env.RENDER_CONCURRENCY]).toEqual(['scrape-token-0123456789', 'debug', 0])
  })

  it('collects ZOHO_FORM_URL_* relays and IMAGE_UPLOAD_KEYS', () => {
    const env = parseEnv({ IMAGE_UPLOAD_KEYS: ' a, b ,,c' })
    expect(env.imageUploadKeys).toEqual(['a', 'b', 'c'])
  })
})

describe('resolveAppSecret', () => {
  it('uses APP_SECRET when given', () => {
    const secret = 'x'.repeat(40)
    expect(resolveAppSecret({ APP_SECRET: secret, DATA_DIR: '/nonexistent' })).toBe(secret)
  })

  it('generates a secret once into DATA_DIR and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'))
    try {
      const first = resolveAppSecret({ APP_SECRET: undefined, DATA_DIR: dir })
      expect(first.length).toBeGreaterThanOrEqual(32)
      expect(resolveAppSecret({ APP_SECRET: undefined, DATA_DIR: dir })).toBe(first)
      expect(fs.statSync(path.join(dir, 'app-secret')).mode & 0o777).toBe(0o600)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
