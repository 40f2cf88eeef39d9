/**
 * Calendar days in a time zone without a date library: the offer rule (docs/product.md §5) and the admin
 * dashboard's days (docs/product.md §10) both need "the local day of an instant" and "the first instant of a
 * local day", also where clocks change. Intl does the zone data; the rest is arithmetic.
 */

export type Ymd = { year: number; month: number; day: number }

const dayFormatters = new Map<string, Intl.DateTimeFormat>()
const clockFormatters = new Map<string, Intl.DateTimeFormat>()

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let formatter = map.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, ...options })
    map.set(timeZone, formatter)
  }
  return formatter
}

function numericParts(formatter: Intl.DateTimeFormat, instant: Date): Record<string, number> {
  const parts: Record<string, number> = {}
  for (const part of formatter.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return parts
}

export function isoDate({ year, month, day }: Ymd): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The calendar day of an instant in a time zone. */
export function zonedYmd(instant: Date, timeZone: string): Ymd {
  const p = numericParts(cached(dayFormatters, timeZone, { year: 'numeric', month: 'numeric', day: 'numeric' }), instant)
  return { year: p.year!, month: p.month!, day: p.day! }
}

/** The calendar day of an instant in a time zone, as 'YYYY-MM-DD'. */
export function dayInTimeZone(instant: Date, timeZone: string): string {
  return isoDate(zonedYmd(instant, timeZone))
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const clock = cached(clockFormatters, timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
  const p = numericParts(clock, new Date(instant))
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
  // The formatted parts have whole seconds, so compare with the instant's whole second.
  return wall - Math.floor(instant / 1000) * 1000
}

/** The first instant of a local calendar day (two passes, so an offset change that day is honoured). */
export function startOfZonedDay({ year, month, day }: Ymd, timeZone: string): number {
  const wallMidnight = Date.UTC(year, month - 1, day)
  const first = wallMidnight - zoneOffsetMs(wallMidnight, timeZone)
  return wallMidnight - zoneOffsetMs(first, timeZone)
}

/** Calendar arithmetic on a date alone (no clock), so it is the same in every zone. */
export function addDays({ year, month, day }: Ymd, days: number): Ymd {
  const date = new Date(Date.UTC(year, month - 1, day + days))
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}
