/**
 * At most a few page renders inside Next at once; the others wait their turn, in arrival order
 * (scripts/serve.ts, around Next's request handler, after the response cache: a page answered from
 * the cache never waits here).
 *
 * One process renders on one thread, so renders that run side by side do not finish sooner: they
 * take turns between their awaits and each one ends later. What they do add is memory. Every render
 * allocates a few megabytes that die with it; when twenty renders are interleaved, each lives twenty
 * times longer, survives the young generation's collections and is promoted into the old space, where
 * it dies later and costs a full collection (and RSS that V8 gives back only when idle). Waiting in
 * a queue costs a request nothing that interleaving would not have cost it, and the requests ahead
 * of it finish sooner (docs/quality.md at 4a32e07, "Twelfth pass").
 *
 * Only page views are gated (GET or HEAD of a page, its RSC payload included). API routes, form
 * posts, static files, images and the CMS go straight through: they are short, or wait on the
 * database's read threads rather than on this thread, and a lead post never queues behind pages.
 *
 * Bounded: when RENDER_QUEUE_MAX requests are already waiting, a page view is answered
 * `503 Service Unavailable` with `Retry-After` at once instead of joining a queue it would not
 * leave in time. A render that has not finished after RENDER_SLOT_MS gives its turn to the next
 * one (it goes on; only its place in the gate ends), so one stuck response cannot stop the site.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import pLimit from 'p-limit'

import { isOwnNotFoundRequest } from './not-found-page'
import type { Handler } from './pipeline'
import { type RenderGateStats, renderGates } from './render-gate-registry'

/**
 * Page views inside Next at once by default (RENDER_CONCURRENCY): one renders while the other waits
 * for its rows from a read thread. 2 gave the lowest p90 and p99 at 80 req/s (docs/quality.md).
 */
export const RENDER_CONCURRENCY = 2
/** Page views allowed to wait; beyond it a page view is refused with 503. */
export const RENDER_QUEUE_MAX = 512
/** After this long a render gives its turn to the next one even if its response is not done. */
export const RENDER_SLOT_MS = 15_000
/** Seconds a refused client is asked to wait before it tries again. */
const RETRY_AFTER_S = 2

/** First path segments that are not pages. */
const NOT_PAGES = new Set(['api', '_next', 'cms', 'forms', 'm', 'images'])

/** A page view: GET or HEAD of a path that names a page (not an API, an asset or a file). */
export function isPageView(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const path = (req.url ?? '/').split(/[?#]/, 1)[0]!
  const first = path.split('/', 2)[1] ?? ''
  if (NOT_PAGES.has(first)) return false
  const last = path.slice(path.lastIndexOf('/') + 1)
  return !last.includes('.')
}

export type RenderGateOptions = { concurrency?: number; queueMax?: number; slotMs?: number }

export function gateRenders(handle: Handler, options: RenderGateOptions = {}): Handler & { stats: RenderGateStats } {
  const concurrency = options.concurrency ?? RENDER_CONCURRENCY
  const queueMax = options.queueMax ?? RENDER_QUEUE_MAX
  const slotMs = options.slotMs ?? RENDER_SLOT_MS
  const limit = pLimit(concurrency)
  const stats: RenderGateStats = {
    get running() {
      return limit.activeCount
    },
    get waiting() {
      return limit.pendingCount
    },
    admitted: 0,
    refused: 0,
  }
  renderGates().add(stats)

  const render = (req: IncomingMessage, res: ServerResponse) =>
    new Promise<void>((resolve, reject) => {
      // The client went away while it waited: nothing to render for it.
      if (res.destroyed || res.writableEnded || req.socket.destroyed) return resolve()
      const timer = setTimeout(resolve, slotMs)
      timer.unref()
      res.once('close', () => {
        clearTimeout(timer)
        resolve()
      })
      // A handler that fails frees its turn and fails as it would have without the gate.
      Promise.resolve()
        .then(() => handle(req, res))
        .catch((error: unknown) => {
          clearTimeout(timer)
          reject(error)
        })
    })

  const gated = (req: IncomingMessage, res: ServerResponse) => {
    // The 404 page this server asks itself for, for a page view that holds a turn already (not-found-page.ts).
    if (!isPageView(req) || isOwnNotFoundRequest(req)) return handle(req, res)
    if (limit.activeCount >= concurrency && limit.pendingCount >= queueMax) {
      stats.refused++
      res.statusCode = 503
      res.setHeader('retry-after', String(RETRY_AFTER_S))
      res.setHeader('cache-control', 'no-store')
      res.setHeader('content-type', 'text/plain; charset=utf-8')
      res.end('The site is busy. Please try again in a moment.\n')
      return
    }
    return limit(() => {
      stats.admitted++
      return render(req, res)
    })
  }
  return Object.assign(gated, { stats })
}
