import 'server-only'

import { consumeLimit, createLimiter, type LimitResult } from '@/lib/rate-limit'

/**
 * Per-IP limit on the JSON search API (`GET /api/search`), in memory like the other limits: one
 * process serves the site. A person filtering results never comes near it (the pages themselves
 * are cached); a script looping over every filter combination to load the database does.
 */
export const SEARCH_API_IP_LIMIT = { points: 240, duration: 60 } as const

const byIp = createLimiter({ keyPrefix: 'search-ip', ...SEARCH_API_IP_LIMIT })

export function consumeSearchApiCall(ip: string): Promise<LimitResult> {
  return consumeLimit(byIp, ip)
}

/** For tests: forget every count. */
export function resetSearchApiRateLimits(): void {
  byIp.reset()
}
