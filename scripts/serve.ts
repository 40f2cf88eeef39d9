/**
 * The production HTTP server (started by scripts/start.ts after the build and data steps): Next.js
 * behind the response cache and the security, nonce and compression layers of
 * src/lib/server/pipeline.ts, listening on PORT on every interface like `next start`. SIGTERM and
 * SIGINT stop taking connections and let open requests finish.
 */
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { sitePipeline } from '../src/lib/server/pipeline'
import { ResponseCache } from '../src/lib/server/response-cache'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.PORT ?? 3000)

async function main() {
  // Errors in Next's server bundles are reported by their bundled names: mapping them through the
  // source maps tsx turns on would hold every bundle's map in memory (about 150 MB).
  process.setSourceMapsEnabled(false)
  const app = next({ dev: false, dir: root, port })
  await app.prepare()
  const handle = app.getRequestHandler()
  const server = http.createServer(sitePipeline((req, res) => handle(req, res), new ResponseCache()))
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
