import { describe, expect, it } from 'vitest'

import { formatDisplayDate, formatDisplayMonth } from './display'

describe('formatDisplayDate', () => {
  it('shows the day in the site time zone', () => {
    expect(formatDisplayDate('2026-11-20T20:00:00.000Z', 'Asia/Kolkata')).toBe('21 Nov 2026')
    expect(formatDisplayDate('2026-11-20T20:00:00.000Z', 'UTC')).toBe('20 Nov 2026')
  })

  it('reads plain dates as calendar days', () => {
    expect(formatDisplayDate('2026-01-05', 'America/New_York')).toBe('5 Jan 2026')
  })

  it('writes the month in Hindi on Hindi pages', () => {
    expect(formatDisplayDate('2026-11-20T20:00:00.000Z', 'Asia/Kolkata', 'hi')).toBe('21 नव॰ 2026')
    expect(formatDisplayMonth('2027-12-15T00:00:00.000Z', 'Asia/Kolkata', 'hi')).toBe('दिस॰ 2027')
    expect(formatDisplayMonth('2027-12-15T00:00:00.000Z', 'Asia/Kolkata')).toBe('Dec 2027')
  })

  it('gives null for nothing or nonsense', () => {
    expect(formatDisplayDate(null, 'UTC')).toBeNull()
    expect(formatDisplayDate('soon', 'UTC')).toBeNull()
  })
})
