/**
 * Rate limits with rate-limiter-flexible.
 *
 * `createLimiter` is where every limit of the site is made: in this process's memory on the
 * embedded default, in Redis when `REDIS_URL` is set (docs/product.md §13: a limit counts requests across all
 * instances). A Redis limiter keeps an in-memory one as its insurance: while Redis does not answer,
 * this process counts alone rather than refusing visitors or letting everything through.
 *
 * `consumeLimit` turns one request's cost into a plain result. The library rejects with a
 * RateLimiterRes when the limit is reached and with an Error when its store fails; only the first is
 * an answer for the visitor (a 429), the second is ours and is thrown on.
 *
 * The in-memory counts expire without timers (`ExpiringCounts`). The library's own memory store
 * sets a timer per key to drop it when its window ends, and a timer keeps the asynchronous context
 * it was created in (Node's `AsyncLocalStorage` stores: on Node 24 the whole `AsyncContextFrame`),
 * which for a count made while answering a request is that request — Next's request stores, the
 * response, its compression stream. Every lead post was kept for the lead limits' hour, every
 * search API call for its minute: 120 req/s of `npm run load` grew the server by about 1 MB a
 * second (docs/quality.md at 4a32e07, "Twenty-ninth pass"), and a flood of posts from many addresses would
 * have grown it more, the very traffic the limits are for.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { logger } from './logger'
import { REDIS_PREFIX, redis } from './shared/redis'

export type LimitOptions = { keyPrefix: string; points: number; duration: number }

/**
 * Counts an in-memory limiter keeps at most: 10,000 addresses inside one window, 1.8 MB with IPv4
 * keys and 2.7 MB with IPv6 ones (about 180 and 270 bytes a count, measured); the site's 17 limits
 * together at most about 46 MB, under a flood on every one of them at once.
 */
export const MAX_COUNTS_PER_LIMIT = 10_000

/**
 * The counts of an in-memory limiter, each with the instant its window ends: what the library's
 * MemoryStorage does (the same answers), without a timer per key. An expired count is dropped when
 * it is next read, and each write first drops the expired counts at the front of the map: a count
 * is inserted when its window starts, and one limiter's windows are all the same length, so the
 * map is in order of expiry and a sweep stops at the first count still running.
 *
 * The counts are bounded (docs/product.md §13: every cache bounded): at `maxCounts` a new count drops the one
 * whose window ends first. Without the bound a flood from many addresses inside one window (an hour
 * for the lead limits) grew the process without limit, 180–270 bytes a count. An address whose
 * count is dropped starts a new window: at the bound the limit errs toward letting a visitor in.
 */
export class ExpiringCounts {
  private readonly counts = new Map<string, { value: number; expiresAt: number | null }>()
  /** Counts dropped at the bound before their window ended (`onEvict` is told of the first). */
  evicted = 0

  constructor(
    private readonly now: () => number = Date.now,
    readonly maxCounts = MAX_COUNTS_PER_LIMIT,
    private readonly onEvict?: () => void,
  ) {}

  get size(): number {
    return this.counts.size
  }

  incrby(key: string, value: number, durationSec: number): RateLimiterRes {
    const count = this.live(key)
    if (!count) return this.set(key, value, durationSec)
    count.value += value
    return new RateLimiterRes(0, count.expiresAt === null ? -1 : count.expiresAt - this.now(), count.value, false)
  }

  set(key: string, value: number, durationSec: number): RateLimiterRes {
    const now = this.now()
    this.sweep(now)
    const durationMs = durationSec * 1000
    // Deleted first so that the count moves to the end of the map, with the latest expiry.
    this.counts.delete(key)
    for (const oldest of this.counts.keys()) {
      if (this.counts.size < this.maxCounts) break
      this.counts.delete(oldest)
      if (this.evicted++ === 0) this.onEvict?.()
    }
    this.counts.set(key, { value: Math.trunc(value), expiresAt: durationMs > 0 ? now + durationMs : null })
    return new RateLimiterRes(0, durationMs === 0 ? -1 : durationMs, Math.trunc(value), true)
  }

  get(key: string): RateLimiterRes | null {
    const count = this.live(key)
    return count ? new RateLimiterRes(0, count.expiresAt === null ? -1 : count.expiresAt - this.now(), count.value, false) : null
  }

  delete(key: string): boolean {
    return this.counts.delete(key)
  }

  private live(key: string) {
    const count = this.counts.get(key)
    if (count && count.expiresAt !== null && count.expiresAt <= this.now()) {
      this.counts.delete(key)
      return undefined
    }
    return count
  }

  private sweep(now: number) {
    for (const [key, count] of this.counts) {
      if (count.expiresAt === null) continue // a count without a window (duration 0) never expires
      if (count.expiresAt > now) return
      this.counts.delete(key)
    }
  }
}

/** The library's in-memory limiter over `ExpiringCounts` instead of its store with a timer per key. */
export class MemoryLimiter extends RateLimiterMemory {
  constructor(options: ConstructorParameters<typeof RateLimiterMemory>[0], now?: () => number, maxCounts?: number) {
    super(options)
    // The store the library's methods use (RateLimiterMemory.js: `this._memoryStorage`); its
    // methods are incrby, set, get and delete, with the same arguments and answers as above.
    // (`dump` and `restore`, which read the library store's own fields, are not used here.) The
    // test that a count keeps no request alive fails if a new version of the library stops using
    // this field.
    const bound = maxCounts ?? MAX_COUNTS_PER_LIMIT
    const limit = options?.keyPrefix
    const warn = () => logger.warn({ limit, maxCounts: bound }, 'rate limit full: the counts whose window ends first are dropped for new addresses')
    ;(this as unknown as { _memoryStorage: ExpiringCounts })._memoryStorage = new ExpiringCounts(now, bound, warn)
  }
}

function build(options: LimitOptions): RateLimiterAbstract {
  const memory = new MemoryLimiter(options)
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
