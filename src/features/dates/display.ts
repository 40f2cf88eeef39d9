/**
 * Dates as visitors read them: '21 Nov 2026', in the site's time zone (docs/product.md §2
 * SITE_TIME_ZONE); in Hindi (`locale` 'hi') '21 नव॰ 2026'.
 */
export function formatDisplayDate(value: string | null | undefined, timeZone: string, locale = 'en'): string | null {
  if (!value) return null
  const plain = /^\d{4}-\d{2}-\d{2}$/.test(value)
  const date = new Date(plain ? `${value}T12:00:00Z` : value)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(`${locale}-IN`, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: plain ? 'UTC' : timeZone,
  }).format(date)
}

/** A month such as 'Dec 2027' of a stored date, in the site's time zone (possession months). */
export function formatDisplayMonth(value: string | null | undefined, timeZone: string, locale = 'en'): string | null {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(`${locale}-IN`, { month: 'short', year: 'numeric', timeZone }).format(date)
}
