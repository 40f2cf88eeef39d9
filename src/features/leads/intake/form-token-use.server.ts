import 'server-only'

import { logger } from '@/lib/logger'
import { REDIS_PREFIX, redis } from '@/lib/shared/redis'

import { FORM_STARTED_MAX_AGE_MS } from './constants'

/**
 * Single-use form tokens (docs/product.md §17): a `form_started` token is good for one lead. The
 * intake claims a token before it trusts it; a token already claimed makes the post suspicious, so
 * it must carry a solved ALTCHA like any other suspicious post. Claims are kept the way solved
 * ALTCHA challenges are (altcha.server.ts): in Redis with `REDIS_URL` (one `SET NX` decides for
 * every instance), else in this process's memory, until the token has expired anyway. A post that
 * ends without a stored lead (a slot already full, a refused CV, the phone limit, an outage) gives
 * its claim back, so the visitor can correct the form and send it again.
 */
const TTL_MS = FORM_STARTED_MAX_AGE_MS + 60_000
const MAX_REMEMBERED = 100_000

/** Token ids claimed here, with the time each may be forgotten (insertion order = expiry order). */
const claimed = new Map<string, number>()

const key = (id: string) => `${REDIS_PREFIX}form-token:${id}`

function forgetExpired(now: number) {
  for (const [id, until] of claimed) {
    if (until > now && claimed.size < MAX_REMEMBERED) break
    claimed.delete(id)
  }
}

function claimHere(id: string): boolean {
  const now = Date.now()
  forgetExpired(now)
  if (claimed.has(id)) return false
  claimed.set(id, now + TTL_MS)
  return true
}

/** Claims a token id for one lead; false when it was claimed before (here or, with Redis, anywhere). */
export async function claimFormToken(id: string): Promise<boolean> {
  const client = redis()
  if (client) {
    try {
      const set = await client.set(key(id), '1', 'PX', TTL_MS, 'NX')
      if (set === null) return false
      claimHere(id)
      return true
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : error }, 'Form token store: Redis did not answer; checked in this process')
    }
  }
  return claimHere(id)
}

/** Gives a claim back when no lead came of the post. */
export async function releaseFormToken(id: string): Promise<void> {
  claimed.delete(id)
  const client = redis()
  if (!client) return
  try {
    await client.del(key(id))
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : error }, 'Form token store: Redis did not answer; the claim stays until it expires')
  }
}
