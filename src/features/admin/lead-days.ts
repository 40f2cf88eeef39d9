/**
 * The dashboard's days (SPEC §10 "leads per day for 30 days"): calendar days in the site's time
 * zone, each as the half-open interval of instants [start, end) the database compares `created_at`
 * with. Computed here rather than in SQL because SQLite has no time-zone database, and a day is not
 * always 24 hours where clocks change.
 */

export const DASHBOARD_DAYS = 30

export type DayWindow = {
  /** The local calendar date, YYYY-MM-DD. */
  day: string
  /** The first instant of the day, ISO 8601 in UTC. */
  start: string
  /** The first instant of the next day, ISO 8601 in UTC. */
  end: string
}

type Ymd = { year: number; month: number; day: number }

const partsFormatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    partsFormatters.set(timeZone, formatter)
  }
  return formatter
}

function zonedParts(instant: number, timeZone: string) {
  const parts: Record<string, number> = {}
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number }
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  // The formatted parts have whole seconds, so compare with the instant's whole second.
  return wall - Math.floor(instant / 1000) * 1000
}

/** The first instant of a local calendar day (two passes, so an offset change that day is honoured). */
export function startOfZonedDay({ year, month, day }: Ymd, timeZone: string): number {
  const wallMidnight = Date.UTC(year, month - 1, day)
  const first = wallMidnight - offsetAt(wallMidnight, timeZone)
  return wallMidnight - offsetAt(first, timeZone)
}

/** The local calendar date of an instant, YYYY-MM-DD. */
export function zonedDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant.getTime(), timeZone)
  return isoDate({ year: p.year, month: p.month, day: p.day })
}

function isoDate({ year, month, day }: Ymd): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Calendar arithmetic on a date alone (no clock), so it is the same in every zone. */
function addDays({ year, month, day }: Ymd, days: number): Ymd {
  const date = new Date(Date.UTC(year, month - 1, day + days))
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

/** The last `count` local days up to and including today, oldest first. */
export function lastDays(now: Date, timeZone: string, count: number = DASHBOARD_DAYS): DayWindow[] {
  const p = zonedParts(now.getTime(), timeZone)
  const today: Ymd = { year: p.year, month: p.month, day: p.day }
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
