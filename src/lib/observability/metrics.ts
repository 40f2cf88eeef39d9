/**
 * The Prometheus metrics of this process (SPEC §16), served by `GET /api/metrics`.
 *
 * One registry per process, on `globalThis`: the HTTP metrics are recorded by the pipeline of
 * scripts/serve.ts (bundled on its own, ADR 028) and the lead metrics inside Next's bundle: two
 * module graphs with two copies of this file and of prom-client. Whichever asks first creates
 * the registry and its metrics; the other finds them. Nothing here is bundled-copy specific: the
 * objects are only used through their methods, never compared with `instanceof`.
 */
import client from 'prom-client'

import { renderGates } from '../server/render-gate-registry'
import { responseCaches } from '../server/response-cache-registry'

const KEY = Symbol.for('homes-site.metrics')

/** Seconds; pages answered from the response cache take well under 5 ms, a cold property page about 50. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function create() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const registers = [registry]
  /** The caches count their own hits and misses; a scrape adds up every cache of the process. */
  const cacheTotal = (field: 'hits' | 'misses') => {
    let sum = 0
    for (const cache of responseCaches()) {
      const value = (cache as { hits?: unknown; misses?: unknown })[field]
      if (typeof value === 'number') sum += value
    }
    return sum
  }
  /** The render gates report their own figures; a scrape adds up every gate of the process. */
  const gateTotal = (field: 'running' | 'waiting' | 'admitted' | 'refused') => {
    let sum = 0
    for (const gate of renderGates()) sum += gate[field]
    return sum
  }
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
    cacheHits: new client.Counter({
      name: 'response_cache_hits_total',
      help: 'Requests answered from the response cache',
      registers,
      collect() {
        this.reset()
        this.inc(cacheTotal('hits'))
      },
    }),
    cacheMisses: new client.Counter({
      name: 'response_cache_misses_total',
      help: 'Cacheable requests the response cache had no answer for',
      registers,
      collect() {
        this.reset()
        this.inc(cacheTotal('misses'))
      },
    }),
    rendersRunning: new client.Gauge({
      name: 'page_renders_running',
      help: 'Page views being rendered by Next now (at most the render gate\'s concurrency)',
      registers,
      collect() {
        this.set(gateTotal('running'))
      },
    }),
    rendersWaiting: new client.Gauge({
      name: 'page_renders_waiting',
      help: 'Page views waiting for their turn to render',
      registers,
      collect() {
        this.set(gateTotal('waiting'))
      },
    }),
    rendersAdmitted: new client.Counter({
      name: 'page_renders_total',
      help: 'Page views let into Next by the render gate (those not answered from the response cache)',
      registers,
      collect() {
        this.reset()
        this.inc(gateTotal('admitted'))
      },
    }),
    rendersRefused: new client.Counter({
      name: 'page_renders_refused_total',
      help: 'Page views refused with 503 because the render queue was full',
      registers,
      collect() {
        this.reset()
        this.inc(gateTotal('refused'))
      },
    }),
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
