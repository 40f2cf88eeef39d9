/**
 * Rate limits with rate-limiter-flexible.
 *
 * `createLimiter` is where every limit of the site is made: in this process's memory on the
 * embedded default, in Redis when `REDIS_URL` is set (SPEC §13: a limit counts requests across all
 * instances). A Redis limiter keeps an in-memory one as its insurance: while Redis does not answer,
 * this process counts alone rather than refusing visitors or letting everything through.
 *
 * `consumeLimit` turns one request's cost into a plain result. The library rejects with a
 * RateLimiterRes when the limit is reached and with an Error when its store fails; only the first is
 * an answer for the visitor (a 429), the second is ours and is thrown on.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { REDIS_PREFIX, redis } from './shared/redis'

export type LimitOptions = { keyPrefix: string; points: number; duration: number }

function build(options: LimitOptions): RateLimiterAbstract {
  const memory = new RateLimiterMemory(options)
  const client = redis()
  if (!client) return memory
  return new RateLimiterRedis({
    ...options,
    storeClient: client,
    keyPrefix: `${REDIS_PREFIX}limit:${options.keyPrefix}`,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
}

/** A limit, made on first use (so importing a module opens no connection, e.g. during `next build`). */
export class Limiter {
  private limiter: RateLimiterAbstract | undefined

  constructor(readonly options: LimitOptions) {}

  private get store(): RateLimiterAbstract {
    return (this.limiter ??= build(this.options))
  }

  consume(key: string): Promise<RateLimiterRes> {
    return this.store.consume(key)
  }

  /** The current count of `key`, or null when it has none. */
  get(key: string): Promise<RateLimiterRes | null> {
    return this.store.get(key)
  }

  delete(key: string): Promise<boolean> {
    return this.store.delete(key)
  }

  /** For tests on the embedded default: forget every count of this process. */
  reset(): void {
    this.limiter = undefined
  }
}

export function createLimiter(options: LimitOptions): Limiter {
  return new Limiter(options)
}

export type LimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number }

export async function consumeLimit(limiter: Pick<RateLimiterAbstract, 'consume'>, key: string): Promise<LimitResult> {
  try {
    const res = await limiter.consume(key)
    return { ok: true, remaining: res.remainingPoints }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
    throw rejection
  }
}
