/**
 * How the production server (scripts/serve.ts) answers, around Next's request handler: the client
 * address from a trusted proxy, then the response cache (a hit is answered there, with its own
 * security headers, nonce and encoding); otherwise compression, the security headers and nonce
 * writer, the cache recording what Next sends, and Next (with `Vary: Cookie` on `/`).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import compression from 'compression'

import { trustForwardedFor } from './client-address'
import { type ResponseCache, varyHomeOnCookie } from './response-cache'
import { secureResponse } from './security-headers'

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

export function sitePipeline(handle: Handler, cache: ResponseCache): RequestListener {
  // Compression happens here rather than in Next (compress: false in next.config.ts) because the
  // nonce goes into the HTML after Next, before the bytes are compressed. Brotli for browsers at
  // quality 3: a 90 kB page in about 0.9 ms, smaller than gzip at its default level (2.2 ms).
  const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } })
  const next = varyHomeOnCookie(handle)
  return (req, res) => {
    trustForwardedFor(req)
    if (cache.serve(req, res)) return
    compress(req as never, res as never, () => {
      secureResponse(req, res)
      cache.capture(req, res)
      void next(req, res)
    })
  }
}
