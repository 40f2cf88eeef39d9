/**
 * The 404 page rendered on the server for every missing item (docs/product.md §4: a real 404 page with search
 * and links home). Next 16 answers `notFound()` in a page rendered per request with an empty
 * `<html id="__next_error__">` document whose not-found view exists only in its React payload and
 * is drawn by the browser's JavaScript (vercel/next.js#62228): without JavaScript, and for crawlers
 * that run none, the page was blank. Here such an answer is replaced, status 404 kept, by the 404
 * page rendered like any other page: asked for from this server at the same path with
 * NOT_FOUND_PAGE_HEADER, which the proxy rewrites to `/_missing` (so the page's own URL stays the
 * missing one, as with every rewrite). The answer passes through the layers around Next as Next's
 * would (its nonce is this answer's, written in by the nonce writer; then compression). ADR 035.
 */
import { randomBytes } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'

import { NOT_FOUND_PAGE_HEADER } from '../../features/routing/rules'
import { logger } from '../logger'
import { toBuffer } from './response-cache'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown
type Args = unknown[]

/** How Next's client-rendered error document starts (within its first bytes). */
const ERROR_DOCUMENT = Buffer.from('<html id="__next_error__"')
/** The nonce attribute the nonce writer put into the page asked for; this answer gets its own. */
const NONCE_ATTRIBUTE = / nonce="[A-Za-z0-9+/]{24}"/g
const FETCH_TIMEOUT_MS = 5000
/**
 * The header's value on this process's own requests: only those skip the render gate (the request
 * they serve holds a turn already). Anyone may send the header; without this value it only gets the
 * 404 page's content, rendered in turn and never kept by the response cache.
 */
const OWN_REQUEST = randomBytes(18).toString('base64url')

/** Whether `req` is this process asking itself for the 404 page. */
export const isOwnNotFoundRequest = (req: IncomingMessage): boolean => req.headers[NOT_FOUND_PAGE_HEADER] === OWN_REQUEST

/** The 404 page at `path`, from this server (the address the request came in on), without nonces. */
function fetchNotFoundPage(req: IncomingMessage, path: string): Promise<Buffer> {
  const { localAddress, localPort } = req.socket
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: localAddress,
        port: localPort,
        path,
        headers: { [NOT_FOUND_PAGE_HEADER]: OWN_REQUEST, accept: 'text/html', 'accept-encoding': 'identity' },
        timeout: FETCH_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`the 404 page answered ${res.statusCode}`))
          resolve(Buffer.from(Buffer.concat(chunks).toString('utf8').replace(NONCE_ATTRIBUTE, '')))
        })
        res.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`the 404 page took more than ${FETCH_TIMEOUT_MS} ms`)))
    request.on('error', reject)
  })
}

/**
 * Wraps Next's handler: a GET document answered 404 with Next's error document is sent as the
 * rendered 404 page instead (Next's own bytes if that page cannot be had). Everything else passes
 * through untouched, decided on the answer's first bytes.
 */
export function renderNotFoundPages(handle: Handler): Handler {
  return (req, res) => {
    if (req.method !== 'GET' || req.headers.rsc !== undefined || req.headers[NOT_FOUND_PAGE_HEADER] !== undefined) return handle(req, res)
    const writeHead = res.writeHead.bind(res) as (...args: Args) => ServerResponse
    const write = res.write.bind(res) as (...args: Args) => boolean
    const end = res.end.bind(res) as (...args: Args) => ServerResponse
    // open: nothing sent yet; pass: Next's answer goes out as it is; replace: Next's bytes are held
    // while the 404 page is asked for; sending: that page goes out. The wrappers stay in place
    // (others may have wrapped them since) and pass calls through once the answer is decided.
    let state: 'open' | 'pass' | 'replace' | 'sending' = 'open'
    /** A 404's head, held until its first bytes show what it is. */
    let head: Args | undefined
    const held: Buffer[] = []
    const pass = () => {
      state = 'pass'
      if (head) writeHead(...head)
    }
    const decide = (chunk: unknown, encoding: unknown) => {
      if (state !== 'open') return
      // Every page view comes here once: its first bytes are only looked at (and a string chunk
      // only copied into a buffer) for a 404.
      if (res.statusCode !== 404) return pass()
      const bytes = toBuffer(chunk, encoding)
      if (bytes && bytes.subarray(0, 1024).includes(ERROR_DOCUMENT)) state = 'replace'
      else pass()
    }
    res.writeHead = ((...args: Args) => {
      if (state === 'pass' || state === 'sending') return writeHead(...args)
      if (typeof args[0] === 'number') res.statusCode = args[0]
      if (state === 'open' && res.statusCode !== 404) {
        state = 'pass'
        return writeHead(...args)
      }
      head = args
      return res
    }) as typeof res.writeHead
    res.write = ((...args: Args) => {
      decide(args[0], args[1])
      if (state !== 'replace') return write(...args)
      const bytes = toBuffer(args[0], args[1])
      if (bytes) held.push(bytes)
      return true
    }) as typeof res.write
    res.end = ((...args: Args) => {
      const chunk = typeof args[0] === 'function' ? undefined : args[0]
      if (chunk != null) decide(chunk, args[1])
      if (state === 'open') pass()
      if (state !== 'replace') return end(...args)
      const bytes = chunk == null ? null : toBuffer(chunk, args[1])
      if (bytes) held.push(bytes)
      const done = args.find((a) => typeof a === 'function') as (() => void) | undefined
      void fetchNotFoundPage(req, req.url ?? '/')
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'the rendered 404 page could not be had; sending Next’s error document')
          return Buffer.concat(held)
        })
        .then((body) => {
          state = 'sending'
          res.removeHeader('content-length')
          const headers = head?.find((a, i) => i > 0 && a !== null && typeof a === 'object') as Record<string, unknown> | undefined
          if (headers) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name]
          if (head) writeHead(...head)
          end(body, done)
        })
      return res
    }) as typeof res.end
    return handle(req, res)
  }
}
