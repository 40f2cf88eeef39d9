/**
 * The cancel link of a site-visit confirmation (docs/product.md §15): the booking's id and an HMAC-SHA256 of
 * it and its lead with a key derived from the app secret, so the link works without signing in and
 * cannot be made for someone else's booking. A booking whose visit has begun cannot be cancelled
 * any more, so the token needs no expiry of its own. Pure: the key is passed in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

function signature(key: string, id: number | string, leadId: number | string): string {
  return createHmac('sha256', key).update(`site-visit-cancel:${id}:${leadId}`).digest('base64url')
}

export function cancelToken(key: string, id: number | string, leadId: number | string): string {
  return `${id}.${signature(key, id, leadId)}`
}

/** The booking id a well-formed token names; the caller checks it with `verifyCancelToken`. */
export function cancelTokenId(token: string | null | undefined): number | null {
  const match = /^(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(token ?? '')
  return match ? Number(match[1]) : null
}

export function verifyCancelToken(key: string, token: string, id: number | string, leadId: number | string): boolean {
  const expected = Buffer.from(cancelToken(key, id, leadId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
