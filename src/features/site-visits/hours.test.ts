import { describe, expect, it } from 'vitest'

import { openDays, visitChoices } from './choices'
import { availableSlots, bookingDays, checkBooking, daySlots, DEFAULT_VISITING_HOURS, parseClosedDays, visitingHours, zonedInstant } from './hours'

const KOLKATA = 'Asia/Kolkata'

describe('visiting hours', () => {
  it('defaults to 10:00–18:00, 60-minute slots, 3 visits a slot, no closed days', () => {
    expect(visitingHours({})).toEqual(DEFAULT_VISITING_HOURS)
    expect(daySlots(DEFAULT_VISITING_HOURS, '2026-12-01').map((s) => `${s.start}-${s.end}`)).toEqual([
      '10:00-11:00', '11:00-12:00', '12:00-13:00', '13:00-14:00', '14:00-15:00', '15:00-16:00', '16:00-17:00', '17:00-18:00',
    ])
  })

  it('reads the site data items and lets a property override each of them', () => {
    const site = { visit_hours: '09:30 – 12:30', visit_slot_minutes: '90', visit_slot_capacity: '5', visit_closed_days: 'Sunday\n2026-12-25, tue' }
    const hours = visitingHours(site)
    expect(hours).toMatchObject({ opens: 570, closes: 750, slotMinutes: 90, capacity: 5, closedWeekdays: [0, 2], closedDates: ['2026-12-25'] })
    expect(daySlots(hours, '2026-12-03')).toEqual([{ start: '09:30', end: '11:00' }, { start: '11:00', end: '12:30' }])
    expect(daySlots(hours, '2026-12-06')).toEqual([]) // a Sunday
    expect(daySlots(hours, '2026-12-25')).toEqual([])

    const own = visitingHours(site, { opens: '14:00', closes: '16:00', slot_minutes: 30, capacity: 1, closed_days: 'Monday' })
    expect(own).toMatchObject({ opens: 840, closes: 960, slotMinutes: 30, capacity: 1, closedWeekdays: [1], closedDates: [] })
    expect(daySlots(own, '2026-12-06')).toHaveLength(4) // Sunday is open for this property
    // Empty or unreadable overrides keep the site's values.
    expect(visitingHours(site, { opens: '', closes: 'late', slot_minutes: null, capacity: 0, closed_days: ' ' })).toEqual(hours)
    // Unreadable site data falls back to the defaults.
    expect(visitingHours({ visit_hours: '18:00-10:00', visit_slot_minutes: 'x', visit_slot_capacity: '-1' })).toEqual(DEFAULT_VISITING_HOURS)
  })

  it('parses closed days by name, short name and date, skipping anything else', () => {
    expect(parseClosedDays('Saturday, SUN; 2026-01-26\nholiday')).toEqual({ closedWeekdays: [6, 0], closedDates: ['2026-01-26'] })
  })
})

describe('slots in the site time zone', () => {
  it('offers today and the next 13 days by the zone calendar, not UTC', () => {
    // 20:00 UTC on 1 Dec is 01:30 on 2 Dec in Kolkata.
    const now = new Date('2026-12-01T20:00:00Z')
    const days = bookingDays(now, KOLKATA)
    expect(days).toHaveLength(14)
    expect(days[0]).toBe('2026-12-02')
    expect(days[13]).toBe('2026-12-15')
    expect(availableSlots({ hours: DEFAULT_VISITING_HOURS, date: '2026-12-01', now, timeZone: KOLKATA })).toBeNull()
    expect(availableSlots({ hours: DEFAULT_VISITING_HOURS, date: '2026-12-16', now, timeZone: KOLKATA })).toBeNull()
  })

  it('leaves out slots that have begun, and counts free places', () => {
    // 11:10 in Kolkata: the 10:00 and 11:00 slots have begun.
    const now = new Date('2026-12-02T05:40:00Z')
    const slots = availableSlots({ hours: DEFAULT_VISITING_HOURS, date: '2026-12-02', now, timeZone: KOLKATA, booked: new Map([['12:00', 2], ['13:00', 5]]) })!
    expect(slots.slice(0, 2)).toEqual([
      { start: '12:00', end: '13:00', available: 1 },
      { start: '13:00', end: '14:00', available: 0 },
    ])
    expect(slots).toHaveLength(6)
  })

  it('turns a wall-clock slot into the right instant, also where clocks change', () => {
    expect(zonedInstant('2026-12-02', '10:00', KOLKATA).toISOString()).toBe('2026-12-02T04:30:00.000Z')
    expect(zonedInstant('2026-03-30', '10:00', 'Europe/London').toISOString()).toBe('2026-03-30T09:00:00.000Z')
    expect(zonedInstant('2026-03-27', '10:00', 'Europe/London').toISOString()).toBe('2026-03-27T10:00:00.000Z')
  })

  it('checks a booking: the day, then the slot', () => {
    const now = new Date('2026-12-02T05:40:00Z')
    const hours = visitingHours({ visit_closed_days: 'Thursday' })
    expect(checkBooking(hours, '2026-12-20', '10:00', now, KOLKATA)).toEqual({ ok: false, field: 'visit_date' })
    expect(checkBooking(hours, '2026-12-03', '10:00', now, KOLKATA)).toEqual({ ok: false, field: 'visit_date' }) // a Thursday
    expect(checkBooking(hours, '2026-12-02', '10:00', now, KOLKATA)).toEqual({ ok: false, field: 'visit_slot' }) // begun
    expect(checkBooking(hours, '2026-12-04', '10:30', now, KOLKATA)).toEqual({ ok: false, field: 'visit_slot' })
    expect(checkBooking(hours, '2026-12-04', '17:00', now, KOLKATA)).toMatchObject({
      ok: true,
      slot: { start: '17:00', end: '18:00' },
      startsAt: new Date('2026-12-04T11:30:00Z'),
      capacity: 3,
    })
  })

  it('offers only open days with a slot left, and the chosen day’s slots', () => {
    const now = new Date('2026-12-02T12:40:00Z') // 18:10 in Kolkata: today is over
    const choices = visitChoices(visitingHours({ visit_closed_days: 'Sunday' }), now, KOLKATA, '2026-12-05', new Map([['10:00', 3]]))
    expect(choices.days[0]).toEqual({ value: '2026-12-03', label: 'Thu, 3 Dec' })
    expect(choices.days.map((d) => d.value)).not.toContain('2026-12-06')
    expect(choices.date).toBe('2026-12-05')
    expect(choices.slots[0]).toEqual({ value: '10:00', label: '10:00–11:00 (full)', available: 0 })
    // 11:10 in Kolkata: today still has slots; the next 13 days minus the two Sundays follow.
    const morning = visitChoices(visitingHours({ visit_closed_days: 'Sunday' }), new Date('2026-12-02T05:40:00Z'), KOLKATA)
    expect(morning.days.map((d) => d.value)).toEqual(
      ['02', '03', '04', '05', '07', '08', '09', '10', '11', '12', '14', '15'].map((d) => `2026-12-${d}`),
    )
    expect(morning.slots[0]).toEqual({ value: '12:00', label: '12:00–13:00', available: 3 })
    // The last slot (17:00) decides today: offered up to the second before it begins, not from then.
    const hours = visitingHours({})
    expect(openDays(hours, new Date('2026-12-02T11:29:59Z'), KOLKATA)[0]).toBe('2026-12-02')
    expect(openDays(hours, new Date('2026-12-02T11:30:00Z'), KOLKATA)[0]).toBe('2026-12-03')
  })
})
