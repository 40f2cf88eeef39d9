import { describe, expect, it } from 'vitest'

import { formatMinutes, lastWeeks, median, weeklyMedians } from './response-times'

const TZ = 'Asia/Kolkata'
// Wednesday 25 November 2026, 16:30 in Kolkata.
const NOW = new Date('2026-11-25T11:00:00.000Z')

describe('lastWeeks', () => {
  it('gives 12 Monday-to-Monday local weeks ending with the current one', () => {
    const weeks = lastWeeks(NOW, TZ)
    expect(weeks).toHaveLength(12)
    expect(weeks.at(-1)).toEqual({ week: '2026-11-23', start: '2026-11-22T18:30:00.000Z', end: '2026-11-29T18:30:00.000Z' })
    expect(weeks[0]!.week).toBe('2026-09-07')
    for (let i = 1; i < weeks.length; i++) expect(weeks[i]!.start).toBe(weeks[i - 1]!.end)
  })

  it('starts the week on Monday also when today is Sunday or Monday', () => {
    expect(lastWeeks(new Date('2026-11-29T12:00:00.000Z'), TZ, 1)[0]!.week).toBe('2026-11-23')
    expect(lastWeeks(new Date('2026-11-22T19:00:00.000Z'), TZ, 1)[0]!.week).toBe('2026-11-23')
  })
})

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull()
    expect(median([5])).toBe(5)
    expect(median([9, 1, 5])).toBe(5)
    expect(median([10, 1, 4, 6])).toBe(5)
  })
})

describe('weeklyMedians', () => {
  const weeks = lastWeeks(NOW, TZ, 2)
  const at = (iso: string, minutes: number) => ({ createdAt: new Date(iso), firstStatusChangeAt: new Date(Date.parse(iso) + minutes * 60_000) })

  it('groups by the local week the lead came in and takes the median minutes', () => {
    const result = weeklyMedians(
      [
        at('2026-11-23T04:00:00.000Z', 10),
        at('2026-11-24T04:00:00.000Z', 30),
        at('2026-11-25T04:00:00.000Z', 200),
        // Monday 00:10 in Kolkata is still Sunday in UTC: this week, not last.
        at('2026-11-22T18:40:00.000Z', 20),
        at('2026-11-20T04:00:00.000Z', 60),
        // Before the window: left out.
        at('2026-11-10T04:00:00.000Z', 5),
      ],
      weeks,
    )
    expect(result.map((w) => [w.week, w.count, w.medianMinutes])).toEqual([
      ['2026-11-16', 1, 60],
      ['2026-11-23', 4, 25],
    ])
  })

  it('has no median for a week without worked leads, and ignores a change before the lead', () => {
    const result = weeklyMedians([at('2026-11-24T04:00:00.000Z', -5)], weeks)
    expect(result.map((w) => w.medianMinutes)).toEqual([null, null])
  })
})

describe('formatMinutes', () => {
  it('reads as minutes, hours or days', () => {
    expect(formatMinutes(42.4)).toBe('42 min')
    expect(formatMinutes(210)).toBe('3.5 h')
    expect(formatMinutes(3000)).toBe('2.1 d')
  })
})
