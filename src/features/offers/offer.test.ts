import { describe, expect, it } from 'vitest'

import { dayInTimeZone } from '@/features/dates/time-zone'

import { isOfferActive, secondsOfOfferDay, startOfDayInTimeZone } from './offer'

const IST = 'Asia/Kolkata'

describe('isOfferActive', () => {
  const now = new Date('2026-03-10T08:00:00Z') // 13:30 in India, 10 March

  it('is active until the end of the validity day', () => {
    expect(isOfferActive('2026-03-10T12:00:00.000Z', now, IST)).toBe(true)
    expect(isOfferActive('2026-03-11T00:00:00.000Z', now, IST)).toBe(true)
  })

  it('is inactive after the validity day', () => {
    expect(isOfferActive('2026-03-09T12:00:00.000Z', now, IST)).toBe(false)
  })

  it('uses the site time zone for the day boundary', () => {
    // 19:00 UTC on 9 March is already 00:30 on 10 March in India.
    const lateEvening = new Date('2026-03-09T19:00:00Z')
    expect(isOfferActive('2026-03-09T12:00:00.000Z', lateEvening, IST)).toBe(false)
    expect(isOfferActive('2026-03-09T12:00:00.000Z', lateEvening, 'UTC')).toBe(true)
  })

  it('reads a validity stored as a plain date as that calendar day', () => {
    expect(isOfferActive('2026-03-10', now, IST)).toBe(true)
    expect(isOfferActive('2026-03-09', now, IST)).toBe(false)
  })

  it('treats missing or unreadable validity as inactive', () => {
    expect(isOfferActive(null, now, IST)).toBe(false)
    expect(isOfferActive(undefined, now, IST)).toBe(false)
    expect(isOfferActive('', now, IST)).toBe(false)
    expect(isOfferActive('not a date', now, IST)).toBe(false)
  })

  it('accepts Date objects', () => {
    expect(isOfferActive(new Date('2026-03-10T20:00:00Z'), now, IST)).toBe(true)
  })
})

describe('startOfDayInTimeZone', () => {
  it('is local midnight of the day in the time zone', () => {
    expect(startOfDayInTimeZone(new Date('2026-03-10T08:00:00Z'), IST).toISOString()).toBe('2026-03-09T18:30:00.000Z')
    expect(startOfDayInTimeZone(new Date('2026-03-09T19:00:00Z'), IST).toISOString()).toBe('2026-03-09T18:30:00.000Z')
    expect(startOfDayInTimeZone(new Date('2026-03-10T08:00:00Z'), 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z')
  })

  it('handles daylight-saving days', () => {
    // New York springs forward on 8 March 2026; midnight is still at UTC-5.
    expect(startOfDayInTimeZone(new Date('2026-03-08T15:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    )
  })

  it('agrees with isOfferActive at the boundary', () => {
    const now = new Date('2026-03-10T08:00:00Z')
    const start = startOfDayInTimeZone(now, IST)
    expect(isOfferActive(start, now, IST)).toBe(true)
    expect(isOfferActive(new Date(start.getTime() - 1), now, IST)).toBe(false)
    expect(dayInTimeZone(start, IST)).toBe('2026-03-10')
  })
})

describe('secondsOfOfferDay', () => {
  it('keeps a page showing today\'s offers until the day ends in the time zone', () => {
    // 17:30 in India: six and a half hours to midnight.
    expect(secondsOfOfferDay('2026-11-28', new Date('2026-11-28T12:00:00Z'), IST, 60)).toBe(23_400)
    expect(secondsOfOfferDay('2026-11-28', new Date('2026-11-28T18:29:55.500Z'), IST, 60)).toBe(4)
    expect(secondsOfOfferDay('2026-11-28', new Date('2026-11-28T18:29:59.900Z'), IST, 60)).toBe(1)
  })

  it('counts a day that clocks shorten as it is', () => {
    // London springs forward at 01:00 on 29 March 2026: that day has 23 hours, so from 00:30 the
    // next day begins 22.5 hours later (at 23:00 UTC), not 23.5.
    expect(secondsOfOfferDay('2026-03-29', new Date('2026-03-29T00:30:00Z'), 'Europe/London', 60)).toBe(81_000)
  })

  it('falls back when the day given is not today there (read before midnight, used after)', () => {
    // 00:00:20 in India on the 29th, with the 28th still in the minute-long cache of the day.
    expect(secondsOfOfferDay('2026-11-28', new Date('2026-11-28T18:30:20Z'), IST, 60)).toBe(60)
    expect(secondsOfOfferDay('2026-11-29', new Date('2026-11-28T12:00:00Z'), IST, 60)).toBe(60)
  })
})
