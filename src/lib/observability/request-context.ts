/**
 * The request a piece of work belongs to, carried with AsyncLocalStorage so every log line written
 * while serving it has its id (src/lib/logger.ts). The pipeline of scripts/serve.ts starts the
 * context; Next's route handlers and Payload run in another module graph (Next's bundle), so the
 * one storage of the process lives on `globalThis`.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

export type RequestContext = {
  reqId: string
  /** The most seconds shared caches may keep this answer, set by what the page shows (`limitSharedLifetime`). */
  sharedSeconds?: number
}

const KEY = Symbol.for('homes-site.request-context')

export function requestContext(): AsyncLocalStorage<RequestContext> {
  const g = globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> }
  return (g[KEY] ??= new AsyncLocalStorage<RequestContext>())
}

export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.reqId
}

/**
 * Caps how long shared caches (the response cache of scripts/serve.ts, a CDN) may keep the answer
 * of the page being rendered, for a page rendered per request that the server marks shareable
 * (src/lib/server/response-cache.ts, `shareDynamicPages`): a page showing an offer that may end at
 * midnight lives until then. Outside a request it does nothing.
 */
export function limitSharedLifetime(seconds: number): void {
  const store = requestContext().getStore()
  if (store) store.sharedSeconds = Math.min(store.sharedSeconds ?? seconds, seconds)
}

/** An id a proxy in front may send: short, and only characters that are safe in a log and a header. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** The incoming `x-request-id` when it is sane (a load balancer's id ties its log to ours), else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header
  return given && SANE_ID.test(given) ? given : randomUUID()
}
