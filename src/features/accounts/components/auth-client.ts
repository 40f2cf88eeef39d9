/**
 * The account pages talk to Better Auth's REST endpoints (src/app/api/auth/[...all]) with plain
 * fetch: its React client would add tens of kilobytes to pages that need a dozen calls.
 */
import { type Locale, localizedPath } from '@/features/i18n/locales'

import { ACCOUNT_MESSAGES, ALTCHA_HEADER, AUTH_BASE_PATH, GOOGLE_PROVIDER_ID } from '../auth-options'

export type AuthUser = {
  id: string
  name: string
  email: string
  emailVerified: boolean
  phoneNumber?: string | null
  phoneNumberVerified?: boolean | null
}

export type AuthResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string; code?: string }

/**
 * The client's own messages, English like the server's: the forms show them through
 * `shownMessage` (account-strings.ts), which puts them into the page's language.
 */
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again'
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a little and try again'
export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again'

async function call<T>(path: string, init: RequestInit): Promise<AuthResult<T>> {
  let res: Response
  try {
    res = await fetch(`${AUTH_BASE_PATH}${path}`, { credentials: 'same-origin', cache: 'no-store', ...init })
  } catch {
    return { ok: false, status: 0, message: NETWORK_MESSAGE }
  }
  const text = await res.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (res.ok) return { ok: true, data: body as T }
  const error = (body ?? {}) as { message?: unknown; code?: unknown }
  const message = typeof error.message === 'string' && error.message ? error.message : res.status === 429 ? RATE_LIMITED_MESSAGE : FALLBACK_MESSAGE
  return { ok: false, status: res.status, message, ...(typeof error.code === 'string' ? { code: error.code } : {}) }
}

/**
 * A POST to Better Auth. `locale` is the page's language, sent as `Accept-Language`: the mails and
 * the sign-in code a request sets off are written in it (auth.server.ts, account-mail.ts).
 */
export function authPost<T = unknown>(path: string, body: Record<string, unknown>, { locale, headers = {} }: { locale?: Locale; headers?: Record<string, string> } = {}): Promise<AuthResult<T>> {
  return call<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(locale ? { 'Accept-Language': locale } : {}), ...headers },
    body: JSON.stringify(body),
  })
}

export function authGet<T = unknown>(path: string): Promise<AuthResult<T>> {
  return call<T>(path, { method: 'GET', headers: { Accept: 'application/json' } })
}

/** The signed-in visitor, null when signed out; undefined when the server could not be asked. */
export async function fetchSessionUser(): Promise<AuthUser | null | undefined> {
  const result = await authGet<{ user: AuthUser } | null>('/get-session')
  if (!result.ok) return undefined
  return result.data?.user ?? null
}

/**
 * Better Auth 1.7 serves genericOAuth providers through its social sign-in endpoint (and returns
 * to `/callback/<id>`); the older `/sign-in/oauth2` is gone.
 */
export async function signInWithGoogle(callbackURL: string, locale: Locale): Promise<AuthResult<{ url: string }>> {
  const result = await authPost<{ url: string; redirect: boolean }>(
    '/sign-in/social',
    { provider: GOOGLE_PROVIDER_ID, callbackURL, errorCallbackURL: localizedPath('/login?error=oauth', locale) },
    { locale },
  )
  if (result.ok) window.location.href = result.data.url
  return result
}

/** Sends a sign-in code after solving the ALTCHA proof-of-work, loaded only now (it is large). */
export async function sendPhoneCode(phoneNumber: string, locale: Locale): Promise<AuthResult<unknown>> {
  const { solveAltcha } = await import('@/features/leads/components/altcha')
  const solution = await solveAltcha('/forms/challenge')
  if (!solution) return { ok: false, status: 0, message: ACCOUNT_MESSAGES.altcha }
  return authPost('/phone-number/send-otp', { phoneNumber }, { locale, headers: { [ALTCHA_HEADER]: solution } })
}
