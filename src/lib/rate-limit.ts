/**
 * One request's cost against a rate-limiter-flexible limiter, as a plain result. The library
 * rejects with a RateLimiterRes when the limit is reached and with an Error when its store fails;
 * only the first is an answer for the visitor (a 429), the second is ours and is thrown on.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

export type LimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number }

export async function consumeLimit(limiter: RateLimiterAbstract, key: string): Promise<LimitResult> {
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
