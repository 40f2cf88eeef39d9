import type { ServerOptions } from 'node:http'

/**
 * How long the production server (scripts/serve.ts) waits for a client (docs/product.md §17): a
 * connection that has not sent its request's headers within HEADERS_TIMEOUT_MS, or the whole
 * request with its body within REQUEST_TIMEOUT_MS, is answered 408 and closed, so slow clients
 * cannot hold connections open (Node's defaults are 60 s and 300 s). Node checks the open
 * connections every `connectionsCheckingInterval`: once a second, so a timeout is not overshot by
 * the default's 30 s.
 */
export const HEADERS_TIMEOUT_MS = 15_000
export const REQUEST_TIMEOUT_MS = 60_000

export const SERVER_TIMEOUTS = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions
