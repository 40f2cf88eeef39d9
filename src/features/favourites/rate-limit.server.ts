import 'server-only'

import { consumeLimit, createLimiter, type LimitResult } from '@/lib/rate-limit'

/**
 * Per-IP limit on changes to favourites (PUT and DELETE /api/favourites), in memory like the lead
 * limits: one process serves the site. Generous for someone clicking hearts through a result page,
 * tight enough that a script cannot make every request write to the database.
 */
export const FAV_IP_LIMIT = { points: 120, duration: 60 } as const

const byIp = createLimiter({ keyPrefix: 'fav-ip', ...FAV_IP_LIMIT })

export function consumeFavouriteChange(ip: string): Promise<LimitResult> {
  return consumeLimit(byIp, ip)
}

/** For tests: forget every count. */
export function resetFavouriteRateLimits(): void {
  byIp.reset()
}
