import 'server-only'

import { consumeLimit, createLimiter, type LimitResult } from '@/lib/rate-limit'

/**
 * Per-IP and per-phone limits on lead posts (docs/product.md §7), in memory: one Node process serves the site
 * (docs/architecture.md), and a restart forgetting the counts only forgives a few posts.
 */
export const IP_LIMIT = { points: 10, duration: 10 * 60 } as const
export const PHONE_LIMIT = { points: 5, duration: 60 * 60 } as const
/** With this few posts left, an IP's posts must carry a solved ALTCHA ("under load", docs/product.md §7). */
export const IP_SUSPICIOUS_REMAINING = 3

const byIp = createLimiter({ keyPrefix: 'lead-ip', ...IP_LIMIT })
const byPhone = createLimiter({ keyPrefix: 'lead-phone', ...PHONE_LIMIT })

/** Counts one post from this address; every post counts, valid or not. */
export function consumeIp(ip: string): Promise<LimitResult> {
  return consumeLimit(byIp, ip)
}

/** Counts one well-formed post for this E.164 number. */
export function consumePhone(e164: string): Promise<LimitResult> {
  return consumeLimit(byPhone, e164)
}

/** For tests: forget every count. */
export function resetRateLimits(): void {
  byIp.reset()
  byPhone.reset()
}
