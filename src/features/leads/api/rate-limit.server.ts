import 'server-only'

import { consumeLimit, createLimiter, type LimitResult } from '@/lib/rate-limit'

/**
 * Posts per lead source key (docs/product.md §22): a partner's bulk import goes through at a
 * steady pace, a leaked key or a runaway loop is stopped. Counted across instances with REDIS_URL.
 */
export const SOURCE_LIMIT = { points: 60, duration: 60 } as const

const bySource = createLimiter({ keyPrefix: 'lead-source', ...SOURCE_LIMIT })

export function consumeSource(sourceId: number): Promise<LimitResult> {
  return consumeLimit(bySource, String(sourceId))
}
