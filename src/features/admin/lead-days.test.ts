import { describe, expect, it } from 'vitest'

import { dayInTimeZone as zonedDate, startOfZonedDay } from '@/features/dates/time-zone'

import { lastDays } from './lead-days'

describe('lastDays', () => {
  it('gives 30 local days ending today, oldest first, in India time', () => {
    // 20:00 UTC is already the next day (01:30) in Kolkata.
    const days = lastDays(new Date('2026-11-21T20:00:00.000Z'), 'Asia/Kolkata')
    expect(days).toHaveLength(30)
    expect(days.at(-1)).toEqual({ day: '2026-11-22', start: '2026-11-21T18:30:00.000Z', end: '2026-11-22T18:30:00.000Z' })
    expect(days[0]!.day).toBe('2026-10-24')
  })

  it('leaves no gap and no overlap between days', () => {
    const days = lastDays(new Date('2026-03-20T12:00:00.000Z'), 'Europe/London', 40)
    for (let i = 1; i < days.length; i++) expect(days[i]!.start).toBe(days[i - 1]!.end)
  })

  it('has 23- and 25-hour days where clocks change', () => {
    const spring = lastDays(new Date('2026-03-30T12:00:00.000Z'), 'Europe/London', 3)
    const hours = spring.map((d) => (Date.parse(d.end) - Date.parse(d.start)) / 3_600_000)
    expect(spring.map((d) => d.day)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30'])
    expect(hours).toEqual([24, 23, 24])

    const autumn = lastDays(new Date('2026-11-02T12:00:00.000Z'), 'America/New_York', 2)
    expect(autumn[0]).toEqual({ day: '2026-11-01', start: '2026-11-01T04:00:00.000Z', end: '2026-11-02T05:00:00.000Z' })
  })

  it('crosses month and year ends', () => {
    const days = lastDays(new Date('2027-01-02T00:00:00.000Z'), 'UTC', 4)
    expect(days.map((d) => d.day)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'])
  })
})

describe('startOfZonedDay and zonedDate', () => {
  it('agree with each other', () => {
    const start = startOfZonedDay({ year: 2026, month: 6, day: 15 }, 'Asia/Kathmandu')
    expect(new Date(start).toISOString()).toBe('2026-06-14T18:15:00.000Z')
    expect(zonedDate(new Date(start), 'Asia/Kathmandu')).toBe('2026-06-15')
    expect(zonedDate(new Date(start - 1), 'Asia/Kathmandu')).toBe('2026-06-14')
  })
})
