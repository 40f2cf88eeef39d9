import type { SecondaryStorage } from 'better-auth'
import type { Redis } from 'ioredis'

import { ExpiringCounts } from '@/lib/rate-limit'
import { REDIS_PREFIX, reportRedisFailure } from '@/lib/shared/redis'

/**
 * Better Auth's secondary storage in Redis (docs/product.md §13, with REDIS_URL): sessions,
 * verification values and its per-IP rate-limit counters are shared by every instance. Sessions and
 * verification values stay in the database as well (`storeSessionInDatabase`, `storeInDatabase` in
 * auth.server.ts), so Redis is a fast copy. While it does not answer (§20):
 * - reads miss, and Better Auth reads the session from the database: nobody is signed out;
 * - writes are skipped (the database has the value);
 * - Better Auth's rate-limit counters count in this process's memory;
 * - a delete that failed (a sign-out, a revoked session) is sent again once Redis answers, so the
 *   copy left in Redis cannot bring the session back;
 * - one warning a minute goes to the log (`reportRedisFailure`).
 */
const INCREMENT_WITH_TTL = "local n = redis.call('incr', KEYS[1]) if n == 1 then redis.call('expire', KEYS[1], ARGV[1]) end return n"

export function redisSecondaryStorage(client: Redis): SecondaryStorage {
  const key = (k: string) => `${REDIS_PREFIX}auth:${k}`
  const missed = (error: unknown) => {
    reportRedisFailure(error)
    return null
  }
  // Counters while Redis is down: as many as one in-memory limit holds (src/lib/rate-limit.ts).
  const counts = new ExpiringCounts()
  const unsentDeletes = new Set<string>()
  client.on('ready', () => {
    if (unsentDeletes.size === 0) return
    const keys = [...unsentDeletes]
    unsentDeletes.clear()
    client.del(...keys).catch((error: unknown) => {
      for (const k of keys) unsentDeletes.add(k)
      reportRedisFailure(error)
    })
  })
  return {
    get: (k) => client.get(key(k)).catch(missed),
    getAndDelete: (k) => client.getdel(key(k)).catch(missed),
    // The expiry is set when the counter is created and never extended (Better Auth's contract).
    increment: async (k, ttl) => {
      const seconds = Math.max(1, Math.ceil(ttl))
      try {
        return Number(await client.eval(INCREMENT_WITH_TTL, 1, key(k), String(seconds)))
      } catch (error) {
        reportRedisFailure(error)
        return counts.incrby(k, 1, seconds).consumedPoints
      }
    },
    set: (k, value, ttl) =>
      (ttl ? client.set(key(k), value, 'EX', Math.max(1, Math.ceil(ttl))) : client.set(key(k), value)).then(() => undefined, missed).then(() => undefined),
    delete: (k) =>
      client.del(key(k)).then(
        () => undefined,
        (error: unknown) => {
          unsentDeletes.add(key(k))
          reportRedisFailure(error)
        },
      ),
  }
}
