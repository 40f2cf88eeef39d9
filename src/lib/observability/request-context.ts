/**
 * The request a piece of work belongs to, carried with AsyncLocalStorage so every log line written
 * while serving it has its id (src/lib/logger.ts). The pipeline of scripts/serve.ts starts the
 * context; Next's route handlers and Payload run in another module graph (Next's bundle), so the
 * one storage of the process lives on `globalThis`.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

export type RequestContext = { reqId: string }

const KEY = Symbol.for('homes-site.request-context')

export function requestContext(): AsyncLocalStorage<RequestContext> {
  const g = globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> }
  return (g[KEY] ??= new AsyncLocalStorage<RequestContext>())
}

export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.reqId
}

/** An id a proxy in front may send: short, and only characters that are safe in a log and a header. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** The incoming `x-request-id` when it is sane (a load balancer's id ties its log to ours), else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header
  return given && SANE_ID.test(given) ? given : randomUUID()
}
