/**
 * Tracking values of docs/product.md §7 taken from the landing page of a browser session and kept in
 * sessionStorage, so a form filled three pages later still posts the campaign that brought the
 * visitor: `utm_*`, `zc_gad` (the Google Ads click id) and `zf_referrer_name` (the referring site).
 */
// Type-only: this runs on every page (site layout), so the field names are written out here and
// checked against ../fields.ts by the compiler instead of pulling that module into the layout's bundle.
import type { FIELD as Fields, UtmField } from '../fields'

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const satisfies readonly UtmField[]
const FIELD = { gad: 'zc_gad', referrerName: 'zf_referrer_name' } as const satisfies Partial<typeof Fields>

export const TRACKING_SESSION_KEY = 'lead_tracking'

export type Tracking = Partial<Record<string, string>>

/** Called on every page view; only the first page of the session (or one with new utm values) counts. */
export function captureTracking(): void {
  try {
    const params = new URLSearchParams(location.search)
    const found: Tracking = {}
    for (const field of UTM_FIELDS) {
      const value = params.get(field)
      if (value) found[field] = value.slice(0, 255)
    }
    const gad = params.get('gclid') ?? params.get('gad_source') ?? params.get(FIELD.gad)
    if (gad) found[FIELD.gad] = gad.slice(0, 255)
    const stored = sessionStorage.getItem(TRACKING_SESSION_KEY)
    if (stored !== null && Object.keys(found).length === 0) return
    if (document.referrer && new URL(document.referrer).origin !== location.origin) {
      found[FIELD.referrerName] = document.referrer.slice(0, 2048)
    } else if (stored) {
      const previous = JSON.parse(stored) as Tracking
      if (previous[FIELD.referrerName]) found[FIELD.referrerName] = previous[FIELD.referrerName]
    }
    sessionStorage.setItem(TRACKING_SESSION_KEY, JSON.stringify(found))
  } catch {
    // Storage may be disabled; forms then post without tracking values.
  }
}

export function readTracking(): Tracking {
  try {
    return JSON.parse(sessionStorage.getItem(TRACKING_SESSION_KEY) ?? '{}') as Tracking
  } catch {
    return {}
  }
}
