/**
 * Calendar days in the site's time zone. Offers are valid "until the end of day D" there
 * (docs/product.md §5); the seed stores D as noon UTC, which is day D in every zone from UTC-11 to UTC+11.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export function dayAsStoredDate(day: string): string {
  return `${day}T12:00:00.000Z`
}
