/**
 * The link in a newsletter confirmation mail (docs/product.md §17, double opt-in):
 * `<subscriber id>.<sent at, ms>.<HMAC>`, HMAC-SHA256 over the id, the address and the time the mail
 * was sent, with a key derived from the app secret. It cannot be made for another address, and it is
 * good for CONFIRMATION_TTL_MS after the mail was sent. Pure: the key is passed in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** A pending sign-up, and its link, expire 7 days after the confirmation mail. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

function signature(key: string, id: number | string, email: string, sentAt: number): string {
  return createHmac('sha256', key).update(`newsletter-confirm:${id}:${email.toLowerCase()}:${sentAt}`).digest('base64url')
}

export function confirmationToken(key: string, id: number | string, email: string, sentAt: number): string {
  return `${id}.${sentAt}.${signature(key, id, email, sentAt)}`
}

/** The subscriber id and send time a token names; the caller checks it with `verifyConfirmationToken`. */
export function parseConfirmationToken(token: string | null | undefined): { id: number; sentAt: number } | null {
  const match = /^(\d{1,15})\.(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(token ?? '')
  return match ? { id: Number(match[1]), sentAt: Number(match[2]) } : null
}

export type ConfirmationCheck = 'ok' | 'expired' | 'invalid'

export function verifyConfirmationToken(key: string, token: string, email: string, now: number = Date.now()): ConfirmationCheck {
  const parsed = parseConfirmationToken(token)
  if (!parsed) return 'invalid'
  const expected = Buffer.from(confirmationToken(key, parsed.id, email, parsed.sentAt))
  const given = Buffer.from(token)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  if (parsed.sentAt > now + 5000) return 'invalid'
  return now - parsed.sentAt > CONFIRMATION_TTL_MS ? 'expired' : 'ok'
}
