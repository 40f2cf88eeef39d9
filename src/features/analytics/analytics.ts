/**
 * The one way the site reports to Google's tag (docs/product.md §18). Every call is a no-op while
 * no tag is configured (site data `g_tag_id`: the layout then renders no tag and `window.gtag` is
 * missing), so features call it freely. Every value passes `redact` ('@' → '[redacted]'), the page
 * address included; storage waits for the visitor's consent (Consent Mode v2, ./consent.ts).
 */
import { type AnalyticsEvent, type EventParams, redact } from './redact'

type Gtag = (...args: unknown[]) => void

export function gtag(): Gtag | null {
  if (typeof window === 'undefined') return null
  const found = (window as { gtag?: unknown }).gtag
  return typeof found === 'function' ? (found as Gtag) : null
}

export function analyticsEnabled(): boolean {
  return gtag() !== null
}

export function track(event: Exclude<AnalyticsEvent, 'page_view'>, params: EventParams = {}): void {
  gtag()?.('event', event, redact(params))
}

/** A page view of the current address (on load and after each client-side navigation). */
export function trackPageView(): void {
  const send = gtag()
  if (!send) return
  const page = redact({ page_location: location.href, page_referrer: document.referrer, page_title: document.title })
  // Later events of this page carry the same (redacted) address instead of the browser's own.
  send('set', page)
  send('event', 'page_view', page)
}

/** The longest an outbound link waits for its event before it navigates. */
export const OUTBOUND_WAIT_MS = 250

/**
 * Reports a link to another site, then calls `go` once the tag confirms or after 250 ms, whichever
 * comes first (once). Without a tag, `go` runs at once.
 */
export function trackOutbound(url: string, go: () => void): void {
  const send = gtag()
  if (!send) return go()
  let gone = false
  const once = () => {
    if (gone) return
    gone = true
    go()
  }
  const timer = setTimeout(once, OUTBOUND_WAIT_MS)
  send('event', 'outbound_click', {
    ...redact({ link_url: url, link_domain: safeHost(url) }),
    transport_type: 'beacon',
    event_callback: () => {
      clearTimeout(timer)
      once()
    },
    event_timeout: OUTBOUND_WAIT_MS,
  })
}

function safeHost(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return ''
  }
}

const OPEN_SETTINGS = 'griha:cookie-settings'

/** 'Cookie settings' in the footer: shows the consent notice again. */
/** A click on 'Cookie settings' made before the consent notice's island was listening, kept for it. */
let settingsAsked = false

export function openCookieSettings(): void {
  settingsAsked = true
  window.dispatchEvent(new Event(OPEN_SETTINGS))
}

export function onCookieSettings(listener: () => void): () => void {
  const open = () => {
    settingsAsked = false
    listener()
  }
  window.addEventListener(OPEN_SETTINGS, open)
  if (settingsAsked) open()
  return () => window.removeEventListener(OPEN_SETTINGS, open)
}
