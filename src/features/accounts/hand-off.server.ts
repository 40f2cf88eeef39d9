import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { mergeFavouritesAtSignIn } from '@/features/favourites/favourites.server'
import { storeAccountLead } from '@/features/leads/intake/store.server'
import { logger } from '@/lib/logger'
import { REDIS_PREFIX, redis } from '@/lib/shared/redis'

import { isPlaceholderEmail } from './auth-options'
import { findBuyer, upsertBuyer } from './buyers.server'

export type SignedInUser = {
  id: string
  name?: string | null
  email?: string | null
  phoneNumber?: string | null
}

/** Hand-offs in progress, per user: a second sign-in of the same visitor waits for the first. */
const running = new Map<string, Promise<unknown>>()

const LOCK_MS = 15_000

/**
 * With REDIS_URL the wait holds across instances too: a lock key per user, taken with `SET NX`, let
 * go when the hand-off ends or after LOCK_MS. Without Redis, or while it does not answer, the task
 * runs after this process's own queue only.
 */
async function acrossInstances<T>(userId: string, task: () => Promise<T>): Promise<T> {
  const client = redis()
  if (!client) return task()
  const key = `${REDIS_PREFIX}hand-off:${userId}`
  const token = `${process.pid}-${Math.random()}`
  const deadline = Date.now() + LOCK_MS
  let held = false
  try {
    while (!(held = (await client.set(key, token, 'PX', LOCK_MS, 'NX')) === 'OK') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } catch {
    held = false
  }
  try {
    return await task()
  } finally {
    // Let go only of our own lock (it may have expired and been taken by another instance).
    if (held) await client.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0", 1, key, token).catch(() => undefined)
  }
}

function serialised<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const previous = running.get(userId) ?? Promise.resolve()
  const task = () => acrossInstances(userId, work)
  const next = previous.then(task, task)
  running.set(userId, next)
  void next.finally(() => {
    if (running.get(userId) === next) running.delete(userId)
  })
  return next
}

/**
 * What SPEC §8 asks of every sign-in (and of a name change, which can complete a phone-only
 * account): load the visitor's `buyers` record, keeping its e-mail and phone current; send the
 * `new-user` lead once per visitor when they have a display name; merge the favourites of the `fav`
 * cookie into the stored list. Returns the merged list for the cookie, or undefined when the
 * visitor's data could not be loaded (the sign-in itself still succeeds).
 */
export function handOffSignedInUser(user: SignedInUser, cookieIds: readonly number[]): Promise<number[] | undefined> {
  return serialised(user.id, async () => {
    try {
      const payload = await getPayload({ config })
      const email = isPlaceholderEmail(user.email) ? undefined : user.email!
      const phone = user.phoneNumber || undefined
      const existing = await findBuyer(payload, user.id)
      const buyer =
        existing && existing.email === (email ?? existing.email) && existing.phone === (phone ?? existing.phone)
          ? existing
          : await upsertBuyer(payload, user.id, { ...(email ? { email } : {}), ...(phone ? { phone } : {}) })

      const name = user.name?.trim()
      if (!buyer.submission && name) {
        await storeAccountLead(payload, { name, ...(email ? { email } : {}), ...(phone ? { phone } : {}), source: 'sign-in' })
        await upsertBuyer(payload, user.id, { submission: true })
      }
      return await mergeFavouritesAtSignIn(payload, user.id, cookieIds)
    } catch (error) {
      logger.error({ err: error, user: user.id }, `Error fetching user data: ${error instanceof Error ? error.message : String(error)}`)
      return undefined
    }
  })
}
