/** The e2e server's site time zone (SITE_TIME_ZONE's default). */
export const SITE_TIME_ZONE = 'Asia/Kolkata'

/** A calendar day relative to today in the site's time zone, as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(new Date())
  const d = new Date(`${today}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
