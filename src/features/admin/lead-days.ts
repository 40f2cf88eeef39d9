/**
 * The dashboard's days (docs/product.md §10 "leads per day for 30 days"): calendar days in the site's time
 * zone, each as the half-open interval of instants [start, end) the database compares `created_at`
 * with. Computed here rather than in SQL because SQLite has no time-zone database, and a day is not
 * always 24 hours where clocks change.
 */

import { addDays, isoDate, startOfZonedDay, zonedYmd } from '@/features/dates/time-zone'

export const DASHBOARD_DAYS = 30

export type DayWindow = {
  /** The local calendar date, YYYY-MM-DD. */
  day: string
  /** The first instant of the day, ISO 8601 in UTC. */
  start: string
  /** The first instant of the next day, ISO 8601 in UTC. */
  end: string
}

/** The last `count` local days up to and including today, oldest first. */
export function lastDays(now: Date, timeZone: string, count: number = DASHBOARD_DAYS): DayWindow[] {
  const today = zonedYmd(now, timeZone)
  const days: DayWindow[] = []
  for (let back = count - 1; back >= 0; back--) {
    const date = addDays(today, -back)
    days.push({
      day: isoDate(date),
      start: new Date(startOfZonedDay(date, timeZone)).toISOString(),
      end: new Date(startOfZonedDay(addDays(date, 1), timeZone)).toISOString(),
    })
  }
  return days
}
