/**
 * What every analytics value passes (docs/product.md §18), and the events there are. Pure and tiny:
 * it ships with the pages that report (./analytics.ts).
 */
export const REDACTED = '[redacted]'

/** Any value holding an `@` (an e-mail address in a query, a path or a field) is never sent. */
export function redact<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('@') || value.includes('%40') ? REDACTED : value) as T
  if (Array.isArray(value)) return value.map((v) => redact(v)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, redact(v)])) as T
  }
  return value
}

/** The events the site sends (docs/product.md §18); nothing else goes to the tag. */
export const ANALYTICS_EVENTS = [
  'page_view',
  'generate_lead',
  'click_phone',
  'click_whatsapp',
  'add_to_favourites',
  'add_to_compare',
  'save_search',
  'book_site_visit',
  'outbound_click',
] as const

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number]

export type EventParams = Record<string, string | number | boolean | undefined>
