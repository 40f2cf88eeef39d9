import { describe, expect, it } from 'vitest'

import { DEFAULT_BACKOFF, retryDelayMs, shortError, windowIsOver } from './backoff'

describe('retryDelayMs', () => {
  const noJitter = { ...DEFAULT_BACKOFF, jitter: 0 }

  it('doubles from 30 seconds and stops at an hour', () => {
    expect([1, 2, 3, 4, 8, 9, 30].map((n) => retryDelayMs(n, noJitter))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000,
    ])
  })

  it('shortens a wait by at most the jitter fraction', () => {
    expect(retryDelayMs(1, DEFAULT_BACKOFF, () => 0)).toBe(30_000)
    expect(retryDelayMs(1, DEFAULT_BACKOFF, () => 0.999_999)).toBeGreaterThanOrEqual(24_000)
  })

  it('treats zero or negative failures as the first', () => {
    expect(retryDelayMs(0, noJitter)).toBe(30_000)
  })
})

describe('windowIsOver', () => {
  const start = new Date('2026-01-01T00:00:00Z')
  it('keeps retrying for 24 hours', () => {
    expect(windowIsOver(start, new Date('2026-01-01T23:59:59Z'))).toBe(false)
    expect(windowIsOver(start, new Date('2026-01-02T00:00:00Z'))).toBe(true)
  })
})

describe('shortError', () => {
  it('hides credentials and query strings and keeps one short line', () => {
    const text = shortError(new Error('connect to smtp://user:hunter2@mail.example.com:587 failed\n at https://forms.zohopublic.in/x/formperma/abc?token=s3cret'))
    expect(text).not.toContain('hunter2')
    expect(text).not.toContain('s3cret')
    expect(text).not.toContain('\n')
    expect(shortError('x'.repeat(1000)).length).toBeLessThanOrEqual(300)
  })
})
