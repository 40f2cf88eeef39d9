/**
 * The production HTTP server (started by scripts/start.ts after the build and data steps): Next.js
 * with a micro-cache of whole responses in front (src/lib/server/micro-cache.ts), listening on PORT
 * on every interface like `next start`. `X-Forwarded-For` is only trusted from a reverse proxy on
 * a private address (src/lib/server/client-address.ts), so rate limits key on a real address. SIGTERM and SIGINT stop taking connections and let open
 * requests finish.
 */
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { trustForwardedFor } from '../src/lib/server/client-address'
import { MicroCache, varyHomeOnCookie } from '../src/lib/server/micro-cache'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.PORT ?? 3000)

async function main() {
  const app = next({ dev: false, dir: root, port })
  await app.prepare()
  const handle = app.getRequestHandler()
  const cache = new MicroCache()
  const cached = cache.wrap(varyHomeOnCookie((req, res) => handle(req, res)))
  const server = http.createServer((req, res) => {
    trustForwardedFor(req)
    return cached(req, res)
  })
  // Like `next start`: keep idle keep-alive connections a little longer than common proxies do.
  server.keepAliveTimeout = 65_000
  server.listen(port, () => console.log(`✓ Ready on port ${port}`))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0))
      server.closeIdleConnections()
      setTimeout(() => process.exit(0), 5000).unref()
    })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
