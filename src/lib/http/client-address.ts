/**
 * The `X-Forwarded-For` header as the app may trust it (used by scripts/serve.ts before Next sees a
 * request), and `clientIp`, the address every rate limit keys on.
 * - From a loopback or private address (a reverse proxy on this host or network), the header the
 *   proxy wrote is kept: its last hop is the address the proxy saw.
 * - From anywhere else the connection comes straight from the client, so whatever it wrote is
 *   replaced by the socket's address, which it cannot choose.
 */
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

export function isPrivateAddress(address: string): boolean {
  const a = address.toLowerCase().replace(/^::ffff:/, '')
  if (isIP(a) === 4) {
    const [x, y] = a.split('.').map(Number) as [number, number]
    return x === 127 || x === 10 || (x === 172 && y >= 16 && y <= 31) || (x === 192 && y === 168) || (x === 169 && y === 254)
  }
  if (isIP(a) === 6) return a === '::1' || a.startsWith('fc') || a.startsWith('fd') || a.startsWith('fe80:')
  return false
}

export function trustForwardedFor(req: IncomingMessage): void {
  const remote = req.socket.remoteAddress ?? ''
  const forwarded = req.headers['x-forwarded-for']
  if (remote && isPrivateAddress(remote) && forwarded) return
  if (remote) req.headers['x-forwarded-for'] = remote.replace(/^::ffff:/, '')
  else delete req.headers['x-forwarded-for']
}

/**
 * The client address: the last `X-Forwarded-For` hop. Next fills the header from the socket when it
 * is absent; a reverse proxy in front appends the address it saw, so the last hop is the one a
 * client cannot choose, while earlier hops are whatever the client wrote (a fresh key per post).
 * The production server (scripts/serve.ts) replaces a header sent straight by a client with the
 * socket address, so without a proxy the client cannot choose either.
 */
export function clientIp(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  return (hops.at(-1) ?? 'unknown').slice(0, 64)
}
