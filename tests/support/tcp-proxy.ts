/**
 * A TCP proxy on 127.0.0.1 in front of a server (PostgreSQL in the fault tests) that a test can cut
 * and restore, to play a database that goes away for a moment: `cut()` destroys every open
 * connection in both directions and stops listening, so new connections are refused, as when the
 * database host restarts; `restore()` listens on the same port again.
 */
import net from 'node:net'

export type TcpProxy = {
  port: number
  /** How many connections are open through the proxy now. */
  readonly open: number
  cut: () => Promise<void>
  restore: () => Promise<void>
  close: () => Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>()
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host)
    const pair: [net.Socket, net.Socket] = [client, upstream]
    pairs.add(pair)
    const drop = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.pipe(upstream)
    upstream.pipe(client)
  })
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()))

  await listen(0)
  const { port } = server.address() as net.AddressInfo
  return {
    port,
    get open() {
      return pairs.size
    },
    cut: async () => {
      const closed = stopListening()
      // A reset, not a polite FIN: the server side sees its connection torn down mid-use.
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy()
        upstream.destroy()
      }
      pairs.clear()
      await closed
    },
    restore: () => listen(port),
    close: async () => {
      for (const [client, upstream] of pairs) {
        client.destroy()
        upstream.destroy()
      }
      pairs.clear()
      await stopListening()
    },
  }
}
