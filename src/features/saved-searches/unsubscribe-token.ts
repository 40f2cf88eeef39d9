/**
 * The one-click unsubscribe token of an alert mail (docs/product.md §14, RFC 8058): the saved search's id and
 * an HMAC-SHA256 of it and its owner with a key derived from the app secret, so it works without
 * signing in and cannot be made for another visitor's search. Pure: the key is passed in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

function signature(key: string, id: number | string, userId: string): string {
  return createHmac('sha256', key).update(`saved-search:${id}:${userId}`).digest('base64url')
}

export function unsubscribeToken(key: string, id: number | string, userId: string): string {
  return `${id}.${signature(key, id, userId)}`
}

/** The saved search id a token names; the caller checks the signature with `verifyUnsubscribeToken`. */
export function tokenId(token: string | null | undefined): number | null {
  const match = /^(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(token ?? '')
  return match ? Number(match[1]) : null
}

export function verifyUnsubscribeToken(key: string, token: string, id: number | string, userId: string): boolean {
  const expected = Buffer.from(unsubscribeToken(key, id, userId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
