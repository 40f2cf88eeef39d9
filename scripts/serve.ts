/**
 * The production HTTP server (started by scripts/start.ts after the build and data steps, bundled into
 * `<distDir>/serve.mjs` and run on plain Node: scripts/lib/server-bundle.ts, ADR 044): Next.js
 * behind the response cache and the security, nonce and compression layers of
 * src/lib/server/pipeline.ts, listening on PORT on every interface like `next start`.
 *
 * Draining and graceful shutdown (docs/product.md §16 and §20, docs/observability.md): on SIGTERM or
 * SIGINT `GET /api/health` answers 503 `draining` at once (the balancer takes the instance out), and
 * for SHUTDOWN_DRAIN_SECONDS (default 5, a lone `npm start` too) the server goes on accepting and
 * answering, every answer with `Connection: close`, so requests already on their way (in the accept
 * queue, on a keep-alive connection, sent by a balancer that has not seen the check yet) are served.
 * Then it stops listening, answers the requests it has, closes idle connections, stops the
 * background workers (a run in progress finishes what it claimed and records it, so no outbox lease
 * is left behind) and exits 0. SHUTDOWN_GRACE_MS after the drain, or on a second signal, it exits 1.
 */
import http, { type ServerResponse } from 'node:http'
import { format } from 'node:util'

import next from 'next'

import { env } from '../src/lib/env'
import { SERVER_TIMEOUTS } from '../src/lib/http/timeouts'
import { logger } from '../src/lib/logger'
import { DEFAULT_DRAIN_SECONDS, markDraining } from '../src/lib/server/draining'
import { stopAllWorkers } from '../src/lib/server/periodic-worker'
import { sitePipeline } from '../src/lib/server/pipeline'
import { RENDER_CONCURRENCY } from '../src/lib/server/render-gate'
import { ResponseCache } from '../src/lib/server/response-cache'

/**
 * The project folder is the working directory, as for `next start` and for the SQLite read threads
 * (src/cms/db/raw-sql.ts): scripts/start.ts, scripts/cluster.ts and the systemd unit start the
 * server there, whether it runs as this file or bundled in the build's folder.
 */
const root = process.cwd()
const port = Number(process.env.PORT ?? 3000)
/** How long requests in flight and worker runs get to finish once the drain is over. */
const SHUTDOWN_GRACE_MS = 10_000
/**
 * A signal this soon after the first is the same request delivered twice (a process-group kill
 * reaches this process directly and through scripts/start.ts, which passes it on), not an
 * operator insisting.
 */
const SAME_SIGNAL_MS = 1_000

/**
 * Next prints its own messages (start-up notes, errors thrown while rendering) with `console`; in
 * this process they become JSON lines of the logger like everything else, with the request id
 * when there is one, and an error with its stack under `err`.
 */
function consoleToLogger() {
  const write = (level: 'info' | 'warn' | 'error') => (...args: unknown[]) => {
    const err = args.find((a) => a instanceof Error)
    const text = format(...args.filter((a) => a !== err)).trim()
    if (err) logger[level]({ err }, text || (err as Error).message)
    else logger[level](text)
  }
  console.log = write('info')
  console.info = write('info')
  console.warn = write('warn')
  console.error = write('error')
}

async function main() {
  consoleToLogger()
  // Errors in Next's server bundles are reported by their bundled names: mapping them through
  // source maps (which tsx turns on when this file runs under it) would hold every bundle's map in
  // memory (about 150 MB).
  process.setSourceMapsEnabled(false)
  const app = next({ dev: false, dir: root, port })
  await app.prepare()
  const handle = app.getRequestHandler()
  const concurrency = env().RENDER_CONCURRENCY ?? RENDER_CONCURRENCY
  const pipeline = sitePipeline((req, res) => handle(req, res), new ResponseCache(), concurrency > 0 ? { concurrency } : false)

  let draining = false
  const open = new Set<ServerResponse>()
  // Slow clients are cut off: headers within 15 s, the whole request within 60 s (src/lib/http/timeouts.ts).
  const server = http.createServer(SERVER_TIMEOUTS, (req, res) => {
    open.add(res)
    res.once('close', () => open.delete(res))
    if (draining) res.setHeader('connection', 'close')
    pipeline(req, res)
  })
  // Like `next start`: keep idle keep-alive connections a little longer than common proxies do.
  server.keepAliveTimeout = 65_000
  server.once('error', (error: NodeJS.ErrnoException) => {
    const message = error.code === 'EADDRINUSE' ? `Port ${port} is already in use: stop what listens there, or set PORT` : 'The server could not listen'
    logger.fatal({ err: error, port }, message)
    process.exit(1)
  })
  server.listen(port, () => {
    logger.info({ port }, `✓ Ready on port ${port}`)
  })

  const drainMs = (env().SHUTDOWN_DRAIN_SECONDS ?? DEFAULT_DRAIN_SECONDS) * 1000
  let firstSignalAt = 0
  const shutDown = (signal: NodeJS.Signals) => {
    if (draining) {
      if (Date.now() - firstSignalAt < SAME_SIGNAL_MS) return
      logger.warn({ signal, inFlight: open.size }, 'Second signal: exiting without waiting')
      process.exit(1)
    }
    draining = true
    markDraining()
    firstSignalAt = Date.now()
    const started = Date.now()
    logger.info({ signal, inFlight: open.size, drainSeconds: drainMs / 1000 }, 'Draining: health answers 503; still answering, with Connection: close')
    setTimeout(() => {
      logger.error({ inFlight: open.size }, `Shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s after the drain: exiting`)
      process.exit(1)
    }, drainMs + SHUTDOWN_GRACE_MS).unref()

    // Answers not begun yet tell their clients this connection ends with them.
    for (const res of open) if (!res.headersSent) res.setHeader('connection', 'close')
    const workers = stopAllWorkers().catch((error: unknown) => logger.error({ err: error }, 'Stopping the background workers failed'))
    setTimeout(() => {
      logger.info({ inFlight: open.size }, 'Shutting down: no new connections; finishing requests in flight')
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // server.close() drops the connections idle now; these drop the ones that become idle later.
      server.closeIdleConnections()
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100)
      void Promise.all([closed, workers]).then(() => {
        clearInterval(idleSweep)
        logger.info({ ms: Date.now() - started }, 'Shut down cleanly')
        process.exit(0)
      })
    }, drainMs)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutDown)
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'The server could not start')
  process.exit(1)
})
