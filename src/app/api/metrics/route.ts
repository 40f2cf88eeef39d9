import { createHash, timingSafeEqual } from 'node:crypto'

import config from '@payload-config'
import { getPayload } from 'payload'

import { outbox } from '@/features/leads/delivery/store.server'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { metrics } from '@/lib/observability/metrics'
import { NO_STORE } from '@/lib/http/responses'

export const dynamic = 'force-dynamic'


/** Compares digests, so neither the token's length nor its first differing byte shows in the time taken. */
function tokenMatches(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * docs/product.md §16: this process's metrics in Prometheus text format, for `Authorization: Bearer
 * <METRICS_TOKEN>`; 401 without it, 404 when no token is configured (the endpoint does not exist).
 * The outbox gauges are read from the database at each scrape; the rest are counted as things happen.
 */
export async function GET(request: Request) {
  const token = env().METRICS_TOKEN
  if (!token) return new Response('Not found\n', { status: 404, headers: NO_STORE })
  const auth = request.headers.get('authorization') ?? ''
  const given = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim()
  if (!given || !tokenMatches(given, token)) {
    return new Response('Unauthorized\n', { status: 401, headers: { ...NO_STORE, 'www-authenticate': 'Bearer realm="metrics"' } })
  }

  const m = metrics()
  try {
    const backlog = await outbox(await getPayload({ config })).backlog(new Date())
    m.outboxPending.set(backlog.pending)
    m.outboxOldestAge.set(backlog.oldestCreatedAt ? Math.max(0, (Date.now() - backlog.oldestCreatedAt.getTime()) / 1000) : 0)
  } catch (error) {
    // The rest of the metrics are still worth having when the database does not answer; the gauges
    // say they are unknown rather than repeat their last value.
    logger.warn({ err: error }, 'Metrics: the lead outbox could not be read')
    m.outboxPending.set(Number.NaN)
    m.outboxOldestAge.set(Number.NaN)
  }
  return new Response(await m.registry.metrics(), { headers: { ...NO_STORE, 'content-type': m.registry.contentType } })
}
