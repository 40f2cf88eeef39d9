import 'server-only'

import { createChallenge, randomInt } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { verify } from 'altcha-lib/frameworks/shared'

import { logger } from '@/lib/logger'
import { REDIS_PREFIX, redis } from '@/lib/shared/redis'

import { purposeKey } from './secret.server'

/**
 * ALTCHA proof-of-work (docs/product.md §7) for suspicious posts, with altcha-lib's v2 challenges: PBKDF2/SHA-256
 * in deterministic mode (the server picks the counter and signs the key prefix), so verifying costs
 * one key derivation. Solved challenges are remembered until they expire so a solution cannot be
 * posted twice: in Redis with `REDIS_URL` (docs/product.md §13: accepted once across all instances), else in
 * this process's memory. A restart forgets the memory, which is harmless because challenges expire
 * after CHALLENGE_TTL_MS anyway.
 */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000

/** About a second of work in a browser; tests lower it with `configureAltcha`. */
const difficulty = { cost: 1000, counterMin: 500, counterMax: 1500 }

export function configureAltcha(options: Partial<typeof difficulty>): void {
  Object.assign(difficulty, options)
}

const signatureSecret = () => purposeKey('altcha')
const keySignatureSecret = () => purposeKey('altcha-key')

/** The JSON the ALTCHA widget fetches from `GET /forms/challenge`. */
export async function createAltchaChallenge(now: number = Date.now()) {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: difficulty.cost,
    counter: randomInt(difficulty.counterMax, difficulty.counterMin),
    deriveKey,
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
    hmacSignatureSecret: signatureSecret(),
    hmacKeySignatureSecret: keySignatureSecret(),
  })
}

/** Challenge ids already used, with the time each may be forgotten (its challenge has expired by then). */
const used = new Map<string, number>()
const MAX_REMEMBERED = 100_000

function forgetExpired(now: number) {
  for (const [id, until] of used) {
    if (until > now && used.size < MAX_REMEMBERED) break
    used.delete(id)
  }
}

function rememberHere(id: string): boolean {
  forgetExpired(Date.now())
  if (used.has(id)) return false
  used.set(id, Date.now() + CHALLENGE_TTL_MS)
  return true
}

/**
 * Marks a challenge id used; false when it already was. With Redis one `SET NX` decides for every
 * instance; while Redis does not answer, this process's memory decides alone (a replay on another
 * instance in that window costs the attacker a solved challenge each time, like a first post).
 */
async function markUsed(id: string): Promise<boolean> {
  const client = redis()
  if (client) {
    try {
      const set = await client.set(`${REDIS_PREFIX}altcha:${id}`, '1', 'PX', CHALLENGE_TTL_MS, 'NX')
      if (set === null) return false
      rememberHere(id)
      return true
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : error }, 'ALTCHA replay store: Redis did not answer; checked in this process')
    }
  }
  return rememberHere(id)
}

const replayStore = {
  get: (id: string) => used.has(id),
  set: (id: string) => void used.set(id, Date.now() + CHALLENGE_TTL_MS),
  setIfAbsent: (id: string) => markUsed(id),
}

export type AltchaCheck = { ok: true } | { ok: false; reason: string }

/** Verifies the posted `altcha` field (base64 JSON from the widget) and marks it used. */
export async function verifyAltcha(payload: string | undefined): Promise<AltchaCheck> {
  if (!payload) return { ok: false, reason: 'missing' }
  try {
    const result = await verify(payload, deriveKey, signatureSecret(), keySignatureSecret(), replayStore)
    return result.error ? { ok: false, reason: result.error } : { ok: true }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'invalid' }
  }
}
