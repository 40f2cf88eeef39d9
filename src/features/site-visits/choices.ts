/**
 * The choices a booking form offers (docs/product.md §15): the open days of the next 14 and the slots of one
 * day with their free places. Pure: the property page's form (server-rendered) and the intake's
 * no-JavaScript form page both use it.
 */
import { availableSlots, bookingDays, daySlots, type VisitingHours, zonedInstant } from './hours'
import { dayName } from './day-name'

export type DayChoice = { value: string; label: string }
export type SlotChoice = { value: string; label: string; available: number }
export type VisitChoices = { date: string; days: DayChoice[]; slots: SlotChoice[] }

export function slotLabel(slot: { start: string; end: string; available: number }): string {
  return `${slot.start}–${slot.end}${slot.available === 0 ? ' (full)' : ''}`
}

/**
 * The open days from today on that still have a slot to offer. Only today can have slots that
 * have begun; a later open day keeps all of its slots, so its instants are not worked out (each
 * takes two time-zone lookups, and a property page renders 14 days). Today needs one slot that
 * has not begun: looked for from the last, which is the one still ahead for most of the day (the
 * first eight of a day's slots cost a property page about 0.3 ms).
 */
export function openDays(hours: VisitingHours, now: Date, timeZone: string): string[] {
  return bookingDays(now, timeZone).filter((date, i) => {
    const slots = daySlots(hours, date)
    if (i > 0) return slots.length > 0
    return [...slots].reverse().some((slot) => zonedInstant(date, slot.start, timeZone).getTime() > now.getTime())
  })
}

export function visitChoices(hours: VisitingHours, now: Date, timeZone: string, date?: string, booked?: ReadonlyMap<string, number>): VisitChoices {
  const days = openDays(hours, now, timeZone)
  const chosen = date && days.includes(date) ? date : (days[0] ?? '')
  const slots = chosen ? (availableSlots({ hours, date: chosen, now, timeZone, ...(booked ? { booked } : {}) }) ?? []) : []
  return {
    date: chosen,
    days: days.map((value) => ({ value, label: dayName(value) })),
    slots: slots.map((s) => ({ value: s.start, label: slotLabel(s), available: s.available })),
  }
}
