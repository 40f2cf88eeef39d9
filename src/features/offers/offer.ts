/**
 * When an offer counts as active (SPEC §5): its validity day is today or later, both days taken in
 * the site's time zone. The same rule serves the home page, /offers, property pages and search.
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The calendar day of an instant in a time zone, as 'YYYY-MM-DD'. */
export function dayInTimeZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

/** A validity as stored (ISO instant or plain 'YYYY-MM-DD') as its day in the time zone, or null. */
export function validityDay(validity: string | Date | null | undefined, timeZone: string): string | null {
  if (validity == null || validity === '') return null
  if (typeof validity === 'string' && DATE_ONLY.test(validity.trim())) return validity.trim()
  const instant = validity instanceof Date ? validity : new Date(validity)
  if (Number.isNaN(instant.getTime())) return null
  return dayInTimeZone(instant, timeZone)
}

export function isOfferActive(validity: string | Date | null | undefined, now: Date, timeZone: string): boolean {
  const day = validityDay(validity, timeZone)
  return day !== null && day >= dayInTimeZone(now, timeZone)
}

/** Offset of the time zone from UTC at an instant, in milliseconds (positive east of Greenwich). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant)
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000
}

/**
 * The first instant of today in the time zone. `validity >= startOfDay` is the database form of
 * `isOfferActive` for stored instants.
 */
export function startOfDayInTimeZone(now: Date, timeZone: string): Date {
  const [year, month, day] = dayInTimeZone(now, timeZone).split('-').map(Number) as [number, number, number]
  const midnightAsUtc = Date.UTC(year, month - 1, day)
  let result = midnightAsUtc - zoneOffsetMs(new Date(midnightAsUtc), timeZone)
  // A daylight-saving change between UTC midnight and local midnight shifts the offset once more.
  result = midnightAsUtc - zoneOffsetMs(new Date(result), timeZone)
  return new Date(result)
}
