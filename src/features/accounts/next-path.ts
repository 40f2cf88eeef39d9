/**
 * Where a visitor goes after signing in (`/login?next=…`). Only a path on this site is followed:
 * anything else (another origin, `//host`, `/\host`, a scheme) would make the login page an open
 * redirect. Pure, so it is unit-tested and shared by the pages.
 */
import { DEFAULT_LOCALE, type Locale, localizedPath, splitLocale } from '@/features/i18n/locales'

export const DEFAULT_AFTER_SIGN_IN = '/profile'

/** `value` when it is a path on this site, else the profile page in `locale` (a Hindi sign-in stays Hindi). */
export function safeNextPath(value: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const fallback = localizedPath(DEFAULT_AFTER_SIGN_IN, locale)
  if (!value || value.length > 2048) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  // Browsers drop tabs and newlines from URLs, so `/\t/evil.example` would become `//evil.example`.
  if (/[\u0000-\u001f\\]/.test(value)) return fallback
  try {
    const base = 'http://site.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return fallback
    // The sign-in pages themselves would only send the visitor round in a circle.
    if (['/login', '/logout', '/register'].includes(splitLocale(url.pathname).path)) return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}

/** The login URL that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`
}
