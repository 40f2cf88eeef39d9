import { describe, expect, it } from 'vitest'

import { alertIsDue, nextDigestAt } from './schedule'

const TZ = 'Asia/Kolkata' // UTC+5:30, so 08:00 local is 02:30 UTC

describe('nextDigestAt', () => {
  it('daily: 08:00 local the same day when before it, else the next day', () => {
    expect(nextDigestAt('daily', new Date('2026-11-25T01:00:00Z'), TZ).toISOString()).toBe('2026-11-25T02:30:00.000Z')
    expect(nextDigestAt('daily', new Date('2026-11-25T02:30:00Z'), TZ).toISOString()).toBe('2026-11-26T02:30:00.000Z')
    expect(nextDigestAt('daily', new Date('2026-11-25T20:00:00Z'), TZ).toISOString()).toBe('2026-11-26T02:30:00.000Z')
  })

  it('weekly: the next Monday at 08:00 local', () => {
    // Wednesday 25 November 2026 → Monday 30 November.
    expect(nextDigestAt('weekly', new Date('2026-11-25T10:00:00Z'), TZ).toISOString()).toBe('2026-11-30T02:30:00.000Z')
    // Monday 30 November 03:00 UTC is after 08:00 local → the Monday after.
    expect(nextDigestAt('weekly', new Date('2026-11-30T03:00:00Z'), TZ).toISOString()).toBe('2026-12-07T02:30:00.000Z')
    // Sunday late evening UTC is already Monday in India (00:30 local) → that Monday 08:00.
    expect(nextDigestAt('weekly', new Date('2026-11-29T19:00:00Z'), TZ).toISOString()).toBe('2026-11-30T02:30:00.000Z')
  })

  it('honours a zone with daylight saving time', () => {
    // London: 08:00 BST is 07:00 UTC in summer, 08:00 UTC in winter.
    expect(nextDigestAt('daily', new Date('2026-07-01T12:00:00Z'), 'Europe/London').toISOString()).toBe('2026-07-02T07:00:00.000Z')
    expect(nextDigestAt('daily', new Date('2026-12-01T12:00:00Z'), 'Europe/London').toISOString()).toBe('2026-12-02T08:00:00.000Z')
  })
})

describe('alertIsDue', () => {
  const found = new Date('2026-11-25T10:00:00Z') // Wednesday, 15:30 local
  it('instant alerts are due at once', () => {
    expect(alertIsDue('instant', found, found, TZ)).toBe(true)
  })
  it('a daily digest waits for 08:00 local the next morning', () => {
    expect(alertIsDue('daily', found, new Date('2026-11-26T02:29:59Z'), TZ)).toBe(false)
    expect(alertIsDue('daily', found, new Date('2026-11-26T02:30:00Z'), TZ)).toBe(true)
  })
  it('a weekly digest waits for Monday', () => {
    expect(alertIsDue('weekly', found, new Date('2026-11-29T12:00:00Z'), TZ)).toBe(false)
    expect(alertIsDue('weekly', found, new Date('2026-11-30T02:30:00Z'), TZ)).toBe(true)
  })
})
