import 'server-only'

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { FORM_STARTED_MAX_AGE_MS, MIN_FILL_MS } from './constants'
import { purposeKey } from './secret.server'

/**
 * The signed start time of a form (docs/product.md §7 minimum fill time):
 * `<milliseconds since epoch>.<nonce>.<HMAC>`, HMAC-SHA256 over `<timestamp>.<nonce>` with a key
 * derived from the app secret. Pages render it into the hidden `form_started` field
 * (FORM_STARTED_FIELD) when they render the form; a JS form may ask a fresh one when it opens. Not
 * secret, only unforgeable: it proves when the server handed it out. The random nonce makes every
 * token handed out distinct, so a token is good for one lead (docs/product.md §17, form-token-use.server.ts).
 */
export function formStartedToken(now: number = Date.now()): string {
  const signed = `${Math.floor(now)}.${randomBytes(12).toString('base64url')}`
  return `${signed}.${sign(signed)}`
}

function sign(signed: string): string {
  return createHmac('sha256', purposeKey('form-started')).update(signed).digest('base64url')
}

export type FormStartedCheck =
  | { status: 'ok'; elapsedMs: number; id: string }
  | { status: 'too-fast'; elapsedMs: number; id: string }
  | { status: 'missing' | 'invalid' | 'expired' }

export function checkFormStarted(token: unknown, now: number = Date.now()): FormStartedCheck {
  if (typeof token !== 'string' || token.trim() === '') return { status: 'missing' }
  const match = /^((\d{1,15})\.[A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token.trim())
  if (!match) return { status: 'invalid' }
  const [, signed, timestamp, mac] = match as unknown as [string, string, string, string]
  const expected = Buffer.from(sign(signed))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { status: 'invalid' }
  const elapsedMs = now - Number(timestamp)
  // A little clock leeway between processes; a token from the future is not ours.
  if (elapsedMs < -5000) return { status: 'invalid' }
  if (elapsedMs > FORM_STARTED_MAX_AGE_MS) return { status: 'expired' }
  // `id` names this token in the used-token store (its signed part; the MAC adds nothing unique).
  return elapsedMs < MIN_FILL_MS ? { status: 'too-fast', elapsedMs, id: signed } : { status: 'ok', elapsedMs, id: signed }
}
