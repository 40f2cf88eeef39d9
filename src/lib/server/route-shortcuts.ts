/**
 * Route handlers the production server may call directly, without Next's router.
 *
 * A route handler that reads everything it needs from its `Request` (no `cookies()`, `headers()`,
 * `after()` or other request-scoped Next API) can offer itself here: `offerShortcut('GET',
 * '/forms/token', GET)` in its route file. The first request for it goes through Next, which loads
 * the route's module and so runs the call; from then on scripts/serve.ts (through
 * `takeShortcuts`) answers that method and path by calling the handler itself, after the same
 * compression, security headers and response cache as every other answer. Next's router costs
 * about 3 ms of the main thread for each request, more than such a handler's own work
 * (docs/quality.md, "Thirty-fourth pass").
 *
 * The route module lives in Next's server chunks and the server in its own bundle, so the two
 * copies of this module meet through one registry on `globalThis`. Under `next dev` nothing
 * reads the registry: every request goes through Next as before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { logger } from '../logger'

type Method = 'GET' | 'POST'
type Params = Record<string, string>
/** A route handler as Next calls it: the request, and the route's dynamic segments. */
type WebHandler = (request: Request, context: { params: Promise<Params> }) => Response | Promise<Response>
type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/**
 * Handlers by `METHOD path`; a path's last segment may be dynamic (`/forms/[form]`), for the values
 * the route names.
 */
type Registry = {
  exact: Map<string, WebHandler>
  lastSegment: Map<string, { name: string; values: ReadonlySet<string>; handler: WebHandler }>
}

const REGISTRY = Symbol.for('griha.route-shortcuts')

function registry(): Registry {
  const store = globalThis as unknown as Record<symbol, Registry | undefined>
  return (store[REGISTRY] ??= { exact: new Map(), lastSegment: new Map() })
}

const DYNAMIC_LAST = /^(.*\/)\[([a-zA-Z_]\w*)\]$/

/**
 * Called by a route file at load: `handler` may answer `method route` without Next. `route` is the
 * route's path as in src/app. Its last segment may be dynamic (`/forms/[form]`); then `values` lists
 * the segment values the shortcut takes, and every other value is left to Next, which also knows
 * the static routes beside it (`POST /forms/whatsapp-click` is not `/forms/[form]`).
 */
export function offerShortcut<P extends Params>(
  method: Method,
  route: string,
  offered: (request: Request, context: { params: Promise<P> }) => Response | Promise<Response>,
  values?: readonly string[],
): void {
  const handler = offered as WebHandler
  const dynamic = DYNAMIC_LAST.exec(route)
  if (route.includes('[') && !dynamic) throw new Error(`Only a route's last segment may be dynamic: ${route}`)
  if (dynamic && !values?.length) throw new Error(`A dynamic route names the values its shortcut takes: ${route}`)
  if (dynamic) registry().lastSegment.set(`${method} ${dynamic[1]}`, { name: dynamic[2]!, values: new Set(values), handler })
  else registry().exact.set(`${method} ${route}`, handler)
}

/** Forgets every shortcut (tests). */
export function clearShortcuts(): void {
  registry().exact.clear()
  registry().lastSegment.clear()
}

function shortcutFor(req: IncomingMessage): { handler: WebHandler; params: Params } | undefined {
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  const pathname = query < 0 ? url : url.slice(0, query)
  const { exact, lastSegment } = registry()
  const handler = exact.get(`${req.method} ${pathname}`)
  if (handler) return { handler, params: {} }
  const slash = pathname.lastIndexOf('/')
  const dynamic = lastSegment.get(`${req.method} ${pathname.slice(0, slash + 1)}`)
  // The values are plain names, so a segment is taken only as written (nothing to decode).
  const value = pathname.slice(slash + 1)
  if (!dynamic || !dynamic.values.has(value)) return undefined
  return { handler: dynamic.handler, params: { [dynamic.name]: value } }
}

/**
 * A request body read only as the handler reads it (one chunk a pull), and `discard`, which lets
 * Node drop what the handler left unread. A handler that answers without reading a body (a
 * refusal) so leaves neither the body in memory nor the connection stalled behind it.
 */
function bodyOf(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; discard: () => void } {
  let detach: (() => void) | undefined
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (req.readableEnded) return controller.close()
        return new Promise<void>((resolve) => {
          const settle = () => {
            req.off('readable', onReadable)
            req.off('end', onEnd)
            req.off('error', onError)
            detach = undefined
            resolve()
          }
          const onReadable = () => {
            const chunk = req.read() as Buffer | null
            if (chunk === null) return // 'end' follows, or more data
            settle()
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
          }
          const onEnd = () => {
            settle()
            controller.close()
          }
          // A client that goes away mid-body ends the request with an error (ECONNRESET), which
          // fails the handler's read.
          const onError = (error: Error) => {
            settle()
            controller.error(error)
          }
          detach = settle
          req.on('readable', onReadable)
          req.on('end', onEnd)
          req.on('error', onError)
        })
      },
    },
    { highWaterMark: 0 },
  )
  const discard = () => {
    detach?.()
    if (!req.readableEnded) req.resume()
  }
  return { stream, discard }
}

/**
 * The web `Request` a route handler gets for this Node request, as Next builds it behind a custom
 * server given a port and no host name: the URL on `localhost:<port>`, https when a proxy says so
 * (`X-Forwarded-Proto`), the body streamed.
 */
function webRequest(req: IncomingMessage, port: number): { request: Request; discard: () => void } {
  const headers = new Headers()
  const raw = req.rawHeaders
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!)
  const proto = String(req.headers['x-forwarded-proto'] ?? '').includes('https') ? 'https' : 'http'
  const url = `${proto}://localhost:${port}${req.url ?? '/'}`
  if (req.method === 'GET') return { request: new Request(url, { headers }), discard: () => {} }
  const body = bodyOf(req)
  return { request: new Request(url, { method: req.method, headers, body: body.stream, duplex: 'half' } as RequestInit), discard: body.discard }
}

async function answer(
  { handler, params }: { handler: WebHandler; params: Params },
  req: IncomingMessage,
  res: ServerResponse,
  port: number,
): Promise<void> {
  const { request, discard } = webRequest(req, port)
  // Whatever the handler left of the body is dropped once the answer is sent.
  res.once('finish', discard)
  let response: Response
  let body: Buffer | undefined
  try {
    response = await handler(request, { params: Promise.resolve(params) })
    // Read here, so a body that fails half-way is answered like a handler that throws.
    body = response.body === null ? undefined : Buffer.from(await response.arrayBuffer())
  } catch (error) {
    logger.error({ err: error, url: req.url }, 'A route handler failed')
    if (!res.headersSent) {
      res.statusCode = 500
      res.setHeader('cache-control', 'no-store')
    }
    res.end()
    return
  }
  res.statusCode = response.status
  const cookies = response.headers.getSetCookie()
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value)
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  res.end(body)
}

/** Next's request handler (of a server on `port`), with the offered shortcuts taken first. */
export function takeShortcuts(handle: Handler, port: number): Handler {
  return (req, res) => {
    const shortcut = shortcutFor(req)
    return shortcut ? answer(shortcut, req, res, port) : handle(req, res)
  }
}
