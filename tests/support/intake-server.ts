/**
 * A minimal HTTP server around the lead intake's route handler and the delivery worker, for the
 * crash test in tests/int/lead-reliability.int.spec.ts: the same code path `POST /forms/<form>` runs
 * in Next (a `Request` in, a `Response` out, the lead committed before the answer), in a process the
 * test can `kill -9`. Reads its database and channels from the environment it is started with and
 * prints `ready <port>` once it listens.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { register } from 'node:module'

// The intake is server code: its `import 'server-only'` guard would throw outside Next.
register(
  `data:text/javascript,${encodeURIComponent(
    `export async function resolve(s, c, next) { return s === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(s, c) }`,
  )}`,
)

async function main() {
  const { handleLeadPost } = await import('../../src/features/leads/intake/intake.server')
  const { startDeliveryWorker } = await import('../../src/features/leads/delivery/worker.server')
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../src/cms/payload.config')
  await getPayload({ config })
  if (process.env.INTAKE_SERVER_WORKER === 'on') startDeliveryWorker({ intervalMs: 200 })

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) })
      const form = (req.url ?? '').split('?')[0]!.split('/').pop() ?? ''
      handleLeadPost(request, form)
        .then(async (response) => {
          res.writeHead(response.status, Object.fromEntries(response.headers))
          res.end(Buffer.from(await response.arrayBuffer()))
        })
        .catch((error: unknown) => {
          res.writeHead(500).end(String(error))
        })
    })
  })
  server.listen(0, '127.0.0.1', () => console.log(`ready ${(server.address() as AddressInfo).port}`))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
