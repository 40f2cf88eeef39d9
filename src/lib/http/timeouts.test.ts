import http from 'node:http'
import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, SERVER_TIMEOUTS } from './timeouts'

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** How long after connecting the server closes a connection that sends `sent` and then nothing. */
async function closedAfter(sent: string): Promise<number> {
  server = http.createServer(SERVER_TIMEOUTS, (req, res) => {
    req.resume()
    req.on('end', () => res.end('ok'))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  const started = Date.now()
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(sent))
    socket.on('data', () => {})
    socket.on('error', () => {})
    socket.on('close', () => resolve(Date.now() - started))
  })
}

describe('SERVER_TIMEOUTS', () => {
  it('are 15 s for the headers and 60 s for the whole request', () => {
    expect([HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS]).toEqual([15_000, 60_000])
    expect(SERVER_TIMEOUTS.requestTimeout).toBe(REQUEST_TIMEOUT_MS)
  })

  it('close a connection whose headers are still unfinished after 15 s', async () => {
    const ms = await closedAfter('POST / HTTP/1.1\r\nHost: x\r\nX-Slow: ')
    expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100)
    expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500)
  }, 30_000)
})
