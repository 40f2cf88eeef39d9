import 'server-only'

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * Per-IP limit on changes to favourites (PUT and DELETE /api/favourites), in memory like the lead
 * limits: one process serves the site. Generous for someone clicking hearts through a result page,
 * tight enough that a script cannot make every request write to the database.
 */
export const FAV_IP_LIMIT = { points: 120, duration: 60 } as const

let byIp = new RateLimiterMemory({ keyPrefix: 'fav-ip', ...FAV_IP_LIMIT })

export type FavLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export async function consumeFavouriteChange(ip: string): Promise<FavLimitResult> {
  try {
    await byIp.consume(ip)
    return { ok: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
    throw rejection
  }
}

/** For tests: forget every count. */
export function resetFavouriteRateLimits(): void {
  byIp = new RateLimiterMemory({ keyPrefix: 'fav-ip', ...FAV_IP_LIMIT })
}
