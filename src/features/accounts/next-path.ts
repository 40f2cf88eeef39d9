/**
 * Where a visitor goes after signing in (`/login?next=…`). Only a path on this site is followed:
 * anything else (another origin, `//host`, `/\host`, a scheme) would make the login page an open
 * redirect. Pure, so it is unit-tested and shared by the pages.
 */
import { splitLocale } from '@/features/i18n/locales'

export const DEFAULT_AFTER_SIGN_IN = '/profile'

export function safeNextPath(value: string | null | undefined): string {
  if (!value || value.length > 2048) return DEFAULT_AFTER_SIGN_IN
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_AFTER_SIGN_IN
  // Browsers drop tabs and newlines from URLs, so `/\t/evil.example` would become `//evil.example`.
  if (/[\u0000-\u001f\\]/.test(value)) return DEFAULT_AFTER_SIGN_IN
  try {
    const base = 'http://site.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return DEFAULT_AFTER_SIGN_IN
    // The sign-in pages themselves would only send the visitor round in a circle.
    if (['/login', '/logout', '/register'].includes(splitLocale(url.pathname).path)) return DEFAULT_AFTER_SIGN_IN
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return DEFAULT_AFTER_SIGN_IN
  }
}

/** The login URL that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`
}
