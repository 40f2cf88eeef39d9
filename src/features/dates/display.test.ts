import { describe, expect, it } from 'vitest'

import { formatDisplayDate } from './display'

describe('formatDisplayDate', () => {
  it('shows the day in the site time zone', () => {
    expect(formatDisplayDate('2026-11-20T20:00:00.000Z', 'Asia/Kolkata')).toBe('21 Nov 2026')
    expect(formatDisplayDate('2026-11-20T20:00:00.000Z', 'UTC')).toBe('20 Nov 2026')
  })

  it('reads plain dates as calendar days', () => {
    expect(formatDisplayDate('2026-01-05', 'America/New_York')).toBe('5 Jan 2026')
  })

  it('gives null for nothing or nonsense', () => {
    expect(formatDisplayDate(null, 'UTC')).toBeNull()
    expect(formatDisplayDate('soon', 'UTC')).toBeNull()
  })
})
