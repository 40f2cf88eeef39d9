/**
 * Google's tag behind site data `g_tag_id` (docs/product.md §18). Pure: which script to load for an
 * id, the hosts the Content-Security-Policy must allow then, and Consent Mode's defaults. Ids: `G-…` (Analytics), `AW-…` (Ads) through gtag.js, `GTM-…` through gtm.js.
 */
import { REDACTED } from './redact'

export const TAG_ID_ITEM = 'g_tag_id'

const TAG_ID = /^(G|AW|GTM)-[A-Z0-9]{4,20}$/

/** The configured id, or null when none (or not one of Google's id shapes: never put in a URL). */
export function parseTagId(value: string | null | undefined): string | null {
  const id = (value ?? '').trim().toUpperCase()
  return TAG_ID.test(id) ? id : null
}

export const TAG_HOST = 'https://www.googletagmanager.com'

export function tagScriptUrl(id: string): string {
  return id.startsWith('GTM-') ? `${TAG_HOST}/gtm.js?id=${encodeURIComponent(id)}` : `${TAG_HOST}/gtag/js?id=${encodeURIComponent(id)}`
}

/** Google's documented hosts for the tag and its measurement (and, for Ads ids, conversions). */
export function tagSources(id: string | null): { script: string[]; connect: string[]; frame: string[] } {
  if (!id) return { script: [], connect: [], frame: [] }
  const script = [TAG_HOST, 'https://*.googletagmanager.com']
  const connect = [TAG_HOST, 'https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
  const frame: string[] = []
  if (!id.startsWith('G-')) {
    script.push('https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com')
    connect.push('https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com')
    frame.push('https://td.doubleclick.net', 'https://www.googletagmanager.com')
  }
  return { script, connect, frame }
}

/** The consent cookie: the visitor's choice in the notice, kept a year. */
export const CONSENT_COOKIE = 'cookie_consent'
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export type ConsentChoice = 'granted' | 'denied'

export function consentFromCookie(cookie: string): ConsentChoice | null {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(granted|denied)(?:;|$)`).exec(cookie)
  return (match?.[1] as ConsentChoice | undefined) ?? null
}

/** Consent Mode v2: every storage and ad signal follows the one choice. */
export function consentState(choice: ConsentChoice): Record<string, ConsentChoice> {
  return { ad_storage: choice, ad_user_data: choice, ad_personalization: choice, analytics_storage: choice }
}

/**
 * The inline start of the tag, before gtag.js loads: the data layer, consent denied by default
 * (granted only by a stored choice), and the config without Google's own page view (the site
 * sends its own, redacted). Only the id goes into it: the page stays the same for every visitor.
 */
export function tagBootstrap(id: string): string {
  const gtm = id.startsWith('GTM-')
  return [
    'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}',
    `gtag('consent','default',${JSON.stringify({ ...consentState('denied'), wait_for_update: 500 })});`,
    `if(/(?:^|;\\s*)${CONSENT_COOKIE}=granted(?:;|$)/.test(document.cookie))gtag('consent','update',${JSON.stringify(consentState('granted'))});`,
    gtm
      ? "dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});"
      : `gtag('js',new Date());gtag('config',${JSON.stringify(id)},{send_page_view:false,page_location:/@|%40/.test(location.href)?'${REDACTED}':location.href});`,
  ].join('')
}
