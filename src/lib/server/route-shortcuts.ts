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
import { Readable } from 'node:stream'

import { logger } from '../logger'

type Method = 'GET' | 'POST'
type Params = Record<string, string>
/** A route handler as Next calls it: the request, and the route's dynamic segments. */
export type WebHandler = (request: Request, context: { params: Promise<Params> }) => Response | Promise<Response>
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
 * The web `Request` a route handler gets for this Node request, as Next builds it behind a custom
 * server given a port and no host name: the URL on `localhost:<port>`, https when a proxy says so
 * (`X-Forwarded-Proto`), the body streamed.
 */
export function webRequest(req: IncomingMessage, port: number): Request {
  const headers = new Headers()
  const raw = req.rawHeaders
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!)
  const proto = String(req.headers['x-forwarded-proto'] ?? '').includes('https') ? 'https' : 'http'
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(`${proto}://localhost:${port}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit)
}

async function answer(
  { handler, params }: { handler: WebHandler; params: Params },
  req: IncomingMessage,
  res: ServerResponse,
  port: number,
): Promise<void> {
  let response: Response
  try {
    response = await handler(webRequest(req, port), { params: Promise.resolve(params) })
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
  const body = response.body === null || req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer())
  res.end(body)
}

/** Next's request handler (of a server on `port`), with the offered shortcuts taken first. */
export function takeShortcuts(handle: Handler, port: number): Handler {
  return (req, res) => {
    const shortcut = shortcutFor(req)
    return shortcut ? answer(shortcut, req, res, port) : handle(req, res)
  }
}
