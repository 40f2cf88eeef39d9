/**
 * The Prometheus metrics of this process (docs/product.md §16), served by `GET /api/metrics`.
 *
 * One registry per process, on `globalThis`: the HTTP metrics are recorded by the pipeline of
 * scripts/serve.ts (bundled on its own, ADR 044) and the lead metrics inside Next's bundle: two
 * module graphs with two copies of this file and of prom-client. Whichever asks first creates
 * the registry and its metrics; the other finds them. Nothing here is bundled-copy specific: the
 * objects are only used through their methods, never compared with `instanceof`.
 */
import client from 'prom-client'

import { renderGates } from '../server/render-gate-registry'
import { responseCaches } from '../server/response-cache-registry'

const KEY = Symbol.for('homes-site.metrics')
/** The content cache of src/lib/cache.ts, which lives in Next's bundle: found, not imported. */
const CONTENT_CACHE = Symbol.for('griha.contentCache')
const contentCache = () =>
  (globalThis as { [CONTENT_CACHE]?: { hits: number; reads: number; entries: { calculatedSize: number } } })[CONTENT_CACHE]

/** Seconds; pages answered from the response cache take well under 5 ms, a cold property page about 50. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function create() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const registers = [registry]
  /** The response caches and render gates count for themselves; a scrape adds up every one of the process. */
  const total = <T>(sources: Iterable<T>, read: (source: T) => unknown) => {
    let sum = 0
    for (const source of sources) {
      const value = read(source)
      if (typeof value === 'number') sum += value
    }
    return sum
  }
  /** A counter or gauge whose value is read at scrape time rather than counted here. */
  const scrapedCounter = (name: string, help: string, read: () => number) =>
    new client.Counter({
      name,
      help,
      registers,
      collect() {
        this.reset()
        this.inc(read())
      },
    })
  const scrapedGauge = (name: string, help: string, read: () => number) =>
    new client.Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read())
      },
    })
  return {
    registry,
    httpRequests: new client.Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route template, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
    }),
    httpDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route template and method',
      labelNames: ['route', 'method'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    leadsReceived: new client.Counter({
      name: 'leads_received_total',
      help: 'Leads stored and acknowledged (not spam), by form',
      labelNames: ['form'] as const,
      registers,
    }),
    leadsSpam: new client.Counter({
      name: 'leads_spam_total',
      help: 'Lead posts stored as spam (honeypot, too fast), by form',
      labelNames: ['form'] as const,
      registers,
    }),
    deliveriesSent: new client.Counter({
      name: 'lead_deliveries_sent_total',
      help: 'Lead deliveries sent, by channel',
      labelNames: ['channel'] as const,
      registers,
    }),
    deliveriesFailed: new client.Counter({
      name: 'lead_deliveries_failed_total',
      help: 'Lead deliveries given up on (status failed until someone presses Retry), by channel',
      labelNames: ['channel'] as const,
      registers,
    }),
    outboxPending: new client.Gauge({
      name: 'lead_outbox_pending',
      help: 'Lead deliveries waiting to be sent (read from the outbox at scrape time)',
      registers,
    }),
    outboxOldestAge: new client.Gauge({
      name: 'lead_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest lead delivery still waiting, 0 when none (read at scrape time)',
      registers,
    }),
    cacheHits: scrapedCounter('response_cache_hits_total', 'Requests answered from the response cache', () =>
      total(responseCaches(), (cache) => (cache as { hits?: unknown }).hits),
    ),
    cacheMisses: scrapedCounter('response_cache_misses_total', 'Cacheable requests the response cache had no answer for', () =>
      total(responseCaches(), (cache) => (cache as { misses?: unknown }).misses),
    ),
    contentHits: scrapedCounter('content_cache_hits_total', 'Content reads answered from the content cache (src/lib/cache.ts)', () => contentCache()?.hits ?? 0),
    contentReads: scrapedCounter('content_cache_reads_total', 'Content reads the content cache ran against the database (its misses)', () => contentCache()?.reads ?? 0),
    contentBytes: scrapedGauge('content_cache_bytes', "What the content cache holds, in characters of its results' JSON", () => contentCache()?.entries.calculatedSize ?? 0),
    rendersRunning: scrapedGauge('page_renders_running', "Page views being rendered by Next now (at most the render gate's concurrency)", () =>
      total(renderGates(), (gate) => gate.running),
    ),
    rendersWaiting: scrapedGauge('page_renders_waiting', 'Page views waiting for their turn to render', () => total(renderGates(), (gate) => gate.waiting)),
    rendersAdmitted: scrapedCounter('page_renders_total', 'Page views let into Next by the render gate (those not answered from the response cache)', () =>
      total(renderGates(), (gate) => gate.admitted),
    ),
    rendersRefused: scrapedCounter('page_renders_refused_total', 'Page views refused with 503 because the render queue was full', () =>
      total(renderGates(), (gate) => gate.refused),
    ),
  }
}

export type Metrics = ReturnType<typeof create>

export function metrics(): Metrics {
  const g = globalThis as { [KEY]?: Metrics }
  return (g[KEY] ??= create())
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** Counts one answered request; `route` must already be a template (./route-kind.ts). */
export function recordRequest(route: string, method: string | undefined, status: number, seconds: number): void {
  const m = metrics()
  const verb = method && METHODS.has(method) ? method : 'OTHER'
  m.httpRequests.inc({ route, method: verb, status: String(status) })
  m.httpDuration.observe({ route, method: verb }, seconds)
}
