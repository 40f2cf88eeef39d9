/**
 * The visitor's consent choice (Consent Mode v2, docs/product.md §18): read from and kept in the
 * `cookie_consent` cookie for a year, and told to the tag. Used by the consent notice only.
 */
import { gtag } from './analytics'
import { type ConsentChoice, CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentFromCookie, consentState } from './tag'

export function storedConsent(): ConsentChoice | null {
  return typeof document === 'undefined' ? null : consentFromCookie(document.cookie)
}

/** Keeps the visitor's choice a year and tells the tag. */
export function chooseConsent(choice: ConsentChoice): void {
  const secure = location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${choice}; max-age=${CONSENT_MAX_AGE_SECONDS}; path=/; samesite=lax${secure}`
  gtag()?.('consent', 'update', consentState(choice))
}
