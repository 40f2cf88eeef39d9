/**
 * When an alert of a saved search is due (docs/product.md §14). Instant alerts go at once; digests go at
 * DIGEST_HOUR in the site's time zone, daily or on Mondays, and carry every match found since the
 * last one. Pure, so the clock is a parameter.
 */
import { addDays, startOfZonedDay, zonedYmd } from '../dates/time-zone'

import type { AlertFrequency } from './input'

export const DIGEST_HOUR = 8

/** The first digest time strictly after `after`: the next DIGEST_HOUR local, a Monday for weekly. */
export function nextDigestAt(frequency: 'daily' | 'weekly', after: Date, timeZone: string): Date {
  let day = zonedYmd(after, timeZone)
  for (let i = 0; i < 9; i++) {
    const start = startOfZonedDay(day, timeZone)
    // The hour is counted from midnight, so a clock change that night moves it by at most an hour.
    const at = start + DIGEST_HOUR * 3_600_000
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()
    if (at > after.getTime() && (frequency === 'daily' || weekday === 1)) return new Date(at)
    day = addDays(day, 1)
  }
  throw new Error('no digest time found within nine days')
}

/**
 * Whether a saved search with pending matches should be mailed now: instant always; a digest
 * once the first digest time after its oldest pending match has come.
 */
export function alertIsDue(frequency: AlertFrequency, oldestPending: Date, now: Date, timeZone: string): boolean {
  if (frequency === 'instant') return true
  return nextDigestAt(frequency, oldestPending, timeZone).getTime() <= now.getTime()
}
