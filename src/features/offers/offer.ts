/**
 * When an offer counts as active (docs/product.md §5): its validity day is today or later, both days taken in
 * the site's time zone. The same rule serves the home page, /offers, property pages and search.
 */

import { addDays, dayInTimeZone, isoDate, startOfZonedDay, zonedYmd } from '@/features/dates/time-zone'

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A validity as stored (ISO instant or plain 'YYYY-MM-DD') as its day in the time zone, or null. */
export function validityDay(validity: string | Date | null | undefined, timeZone: string): string | null {
  if (validity == null || validity === '') return null
  if (typeof validity === 'string' && DATE_ONLY.test(validity.trim())) return validity.trim()
  const instant = validity instanceof Date ? validity : new Date(validity)
  if (Number.isNaN(instant.getTime())) return null
  return dayInTimeZone(instant, timeZone)
}

export function isOfferActive(validity: string | Date | null | undefined, now: Date, timeZone: string): boolean {
  return isOfferActiveOn(validity, dayInTimeZone(now, timeZone), timeZone)
}

/** `isOfferActive` with today given as its 'YYYY-MM-DD' day in the time zone. */
export function isOfferActiveOn(validity: string | Date | null | undefined, today: string, timeZone: string): boolean {
  const day = validityDay(validity, timeZone)
  return day !== null && day >= today
}

/**
 * The first instant of today in the time zone. `validity >= startOfDay` is the database form of
 * `isOfferActive` for stored instants.
 */
export function startOfDayInTimeZone(now: Date, timeZone: string): Date {
  return new Date(startOfZonedDay(zonedYmd(now, timeZone), timeZone))
}

/**
 * How many seconds a page that shows offers as they are on `day` (a 'YYYY-MM-DD' day in the time
 * zone) may be kept from `now` on: until the next day begins there, when an offer valid today is
 * over; `fallback` when `day` is not today there (a day read just before midnight, kept a little
 * past it). Offers change otherwise only when content changes, which empties the caches anyway.
 */
export function secondsOfOfferDay(day: string, now: Date, timeZone: string, fallback: number): number {
  const today = zonedYmd(now, timeZone)
  if (isoDate(today) !== day) return fallback
  const next = startOfZonedDay(addDays(today, 1), timeZone)
  return Math.max(1, Math.floor((next - now.getTime()) / 1000))
}
