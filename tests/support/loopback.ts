/**
 * Servers and ports on 127.0.0.1 for tests that need a peer of their own (a webhook receiver, a
 * CRM, the site on a port no other test uses).
 */
import type http from 'node:http'
import net from 'node:net'

export type Listening = {
  /** `http://127.0.0.1:<port>` */
  origin: string
  /** Ends open connections (a kept-alive client would hold `close` open) and stops listening. */
  close: () => Promise<void>
}

/** Listens with `server` on a free port of 127.0.0.1. */
export async function listenOnLoopback(server: http.Server): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A port of 127.0.0.1 that nothing listened on when asked: connections to it are refused until
 * something binds it, which another process may do at any time.
 */
export async function freeLoopbackPort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}
