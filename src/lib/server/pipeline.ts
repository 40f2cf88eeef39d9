/**
 * How the production server (scripts/serve.ts) answers, around Next's request handler: a request
 * id and its log context, the client address from a trusted proxy, then the response cache (a hit
 * is answered there, with its own security headers, nonce and encoding); otherwise compression, the
 * security headers and nonce writer, the cache recording what Next sends, the 404 page rendered on
 * the server in place of Next's client-rendered one (./not-found-page.ts), the render gate (a few
 * page views in Next at once, the rest waiting in order: ./render-gate.ts) and Next (with
 * `Vary: Cookie` on `/`, and the public pages rendered per request marked shareable: a minute, a
 * property page 4 hours or as long as it allows). Every request, cached or not, is counted in the metrics and gets one
 * access log line when its answer is done (src/lib/observability/).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import compression from 'compression'

import { logger } from '../logger'
import { recordRequest } from '../observability/metrics'
import { requestContext, requestIdFrom } from '../observability/request-context'
import { routeKind } from '../observability/route-kind'
import { trustForwardedFor } from '../http/client-address'
import { renderNotFoundPages } from './not-found-page'
import { gateRenders, type RenderGateOptions } from './render-gate'
import { shareDynamicPages, varyHomeOnCookie } from './cache-policy'
import type { ResponseCache } from './response-cache'
import { secureResponse } from './security-headers'

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/** The status recorded for a request whose client went away before the answer was complete (nginx's). */
const CLIENT_CLOSED = 499

export function sitePipeline(handle: Handler, cache: ResponseCache, gate: RenderGateOptions | false = {}): RequestListener {
  // Compression happens here rather than in Next (compress: false in next.config.ts) because the
  // nonce goes into the HTML after Next, before the bytes are compressed. Brotli for browsers at
  // quality 3: a 90 kB page in about 0.9 ms, smaller than gzip at its default level (2.2 ms).
  const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } })
  const next = renderNotFoundPages(varyHomeOnCookie(shareDynamicPages(gate === false ? handle : gateRenders(handle, gate))))
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    trustForwardedFor(req)
    if (cache.serve(req, res)) return
    compress(req as never, res as never, () => {
      secureResponse(req, res)
      cache.capture(req, res)
      void next(req, res)
    })
  }
  return (req, res) => {
    const started = process.hrtime.bigint()
    const reqId = requestIdFrom(req.headers['x-request-id'])
    res.setHeader('x-request-id', reqId)
    const route = routeKind(req.url)
    res.once('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      const status = res.writableFinished ? res.statusCode : CLIENT_CLOSED
      recordRequest(route, req.method, status, ms / 1000)
      const line = { reqId, method: req.method, route, status, ms: Math.round(ms * 10) / 10 }
      if (status >= 500) logger.warn(line, 'request')
      else logger.info(line, 'request')
    })
    requestContext().run({ reqId }, () => {
      // At debug only: with the access line at the end, this pair shows a request that never finished.
      logger.debug({ method: req.method, route }, 'request received')
      answer(req, res)
    })
  }
}
