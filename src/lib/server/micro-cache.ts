/**
 * A short-lived cache of whole responses in front of Next.js (used by scripts/serve.ts), in the
 * spirit of an nginx "micro-cache": a page Next already serves from its own cache (ISR, marked
 * `Cache-Control: s-maxage=…`) is kept here, as the exact bytes and headers Next sent, for a
 * couple of seconds. Under load almost every request is answered from memory without entering
 * Next's request pipeline; a visitor sees content at most `ttlMs` older than Next's cache.
 *
 * What is kept: GET responses with status 200, a shared-cacheable `Cache-Control` (`s-maxage`, not
 * private or no-store), no `Set-Cookie`, and a `Vary` limited to the request headers in the key.
 * Requests with credentials (`Authorization`) and API, CMS and build-asset paths pass through.
 * The key is the URL, the request headers Next varies page responses on (RSC navigation headers,
 * `Accept-Encoding`) and the visitor's city (the only cookie a shared page depends on: the home
 * page of `/`, chosen in src/proxy.ts).
 *
 * `clearMicroCache()` (called when content changes, from `revalidateContent`) empties every cache
 * in the process, so an editor's change is not held back by it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { homeSegment } from '../../features/routing/rules'
import { CITY_COOKIE } from '../site'
import { microCaches } from './micro-cache-registry'

export { clearMicroCache } from './micro-cache-registry'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

type Entry = { status: number; headers: [string, string | string[]][]; body: Buffer; expires: number }

export type MicroCacheOptions = {
  /** How long a response is reused, in milliseconds. */
  ttlMs?: number
  /** Largest response kept, in bytes. */
  maxEntryBytes?: number
  /** Total bytes kept; the least recently used responses go first. */
  maxTotalBytes?: number
  now?: () => number
}

/** Request headers that Next.js varies page responses on, plus the encoding. */
const KEY_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'accept-encoding',
] as const
const ALLOWED_VARY = new Set<string>([...KEY_HEADERS, 'cookie'])
const BYPASS_PREFIXES = ['/api/', '/cms', '/_next/', '/__test']
/** Headers of the connection, and the policy whose nonce is made anew for each answer. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-security-policy'])

function cityOf(cookieHeader: string | undefined): string {
  if (!cookieHeader) return 'all'
  const match = cookieHeader.split(/;\s*/).find((c) => c.startsWith(`${CITY_COOKIE}=`))
  return homeSegment(match?.slice(CITY_COOKIE.length + 1))
}

export function isCacheableRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' || req.headers.authorization) return false
  const url = req.url ?? ''
  return url.startsWith('/') && !BYPASS_PREFIXES.some((prefix) => url.startsWith(prefix))
}

export function isCacheableResponse(status: number, headers: Record<string, unknown>): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase()
  if (!/(^|[\s,])s-maxage=\d+/.test(cacheControl) || /private|no-store|no-cache/.test(cacheControl)) return false
  const vary = String(headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  return vary.every((name) => ALLOWED_VARY.has(name))
}

/**
 * Adds `Cookie` to the `Vary` header of responses to `/`, whose content follows the `city` cookie
 * (src/proxy.ts rewrites it to that city's home page). Next sets `Vary` itself while rendering and
 * drops what the proxy or the config add, so this is done as the headers are written.
 */
export function varyHomeOnCookie(handle: Handler): Handler {
  return (req, res) => {
    const path = (req.url ?? '').split('?')[0]
    if (path === '/') {
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
      res.writeHead = ((...args: unknown[]) => {
        const vary = res.getHeader('vary')
        const list = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary)
        if (!/(^|,)\s*cookie\s*(,|$)/i.test(list)) res.setHeader('vary', list ? `${list}, Cookie` : 'Cookie')
        return writeHead(...args)
      }) as typeof res.writeHead
    }
    return handle(req, res)
  }
}

export class MicroCache {
  private readonly entries = new Map<string, Entry>()
  private totalBytes = 0
  private readonly ttlMs: number
  private readonly maxEntryBytes: number
  private readonly maxTotalBytes: number
  private readonly now: () => number
  hits = 0
  misses = 0

  constructor({ ttlMs = 2000, maxEntryBytes = 2 * 1024 * 1024, maxTotalBytes = 64 * 1024 * 1024, now = Date.now }: MicroCacheOptions = {}) {
    this.ttlMs = ttlMs
    this.maxEntryBytes = maxEntryBytes
    this.maxTotalBytes = maxTotalBytes
    this.now = now
    microCaches().add(this)
  }

  get size(): number {
    return this.entries.size
  }

  clear(): void {
    this.entries.clear()
    this.totalBytes = 0
  }

  /** Stops taking part in `clearMicroCache` (for tests and shutdown). */
  dispose(): void {
    this.clear()
    microCaches().delete(this)
  }

  keyOf(req: IncomingMessage): string {
    const parts = [req.url ?? '', cityOf(req.headers.cookie)]
    for (const name of KEY_HEADERS) parts.push(String(req.headers[name] ?? ''))
    return parts.join('\n')
  }

  private lookup(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= this.now()) {
      this.remove(key, entry)
      return undefined
    }
    // Most recently used last, so eviction takes from the front.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key)
    this.totalBytes -= entry.body.length
  }

  private store(key: string, entry: Entry) {
    if (entry.body.length > this.maxEntryBytes) return
    const old = this.entries.get(key)
    if (old) this.remove(key, old)
    this.entries.set(key, entry)
    this.totalBytes += entry.body.length
    for (const [oldestKey, oldest] of this.entries) {
      if (this.totalBytes <= this.maxTotalBytes) break
      this.remove(oldestKey, oldest)
    }
  }

  /** Wraps a Node request handler (Next's) with the cache. */
  wrap(handle: Handler): Handler {
    return (req, res) => {
      if (!isCacheableRequest(req)) return handle(req, res)
      const key = this.keyOf(req)
      const hit = this.lookup(key)
      if (hit) {
        this.hits++
        res.statusCode = hit.status
        for (const [name, value] of hit.headers) res.setHeader(name, value)
        res.setHeader('x-micro-cache', 'HIT')
        res.end(hit.body)
        return
      }
      this.misses++
      this.capture(key, res)
      return handle(req, res)
    }
  }

  /** Records what the handler writes, and keeps it when the finished response may be shared. */
  private capture(key: string, res: ServerResponse) {
    const chunks: Buffer[] = []
    let bytes = 0
    let skip = false
    let checked = false
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (skip || chunk == null || typeof chunk === 'function') return
      // The headers are final once the body starts: a page that may not be kept (dynamic, private,
      // an error) is not copied at all.
      if (!checked) {
        checked = true
        if (!isCacheableResponse(res.statusCode, res.getHeaders())) {
          skip = true
          return
        }
      }
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
            : null
      if (!buffer) return
      bytes += buffer.length
      if (bytes > this.maxEntryBytes) {
        skip = true
        chunks.length = 0
        return
      }
      chunks.push(buffer)
    }
    // The headers as the handler set them, taken when it sends them: the layers around the cache
    // (scripts/serve.ts) add theirs after this (the encoding of the compressed bytes, the CSP),
    // and those belong to one answer, not to the kept bytes.
    let sent: Record<string, unknown> | undefined
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
    res.writeHead = ((...args: unknown[]) => {
      const given = args.find((a, i) => i > 0 && a !== null && typeof a === 'object' && !Array.isArray(a)) as Record<string, unknown> | undefined
      sent = { ...res.getHeaders(), ...Object.fromEntries(Object.entries(given ?? {}).map(([k, v]) => [k.toLowerCase(), v])) }
      return writeHead(...args)
    }) as typeof res.writeHead
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
    res.write = ((...args: unknown[]) => {
      collect(args[0], args[1])
      return write(...args)
    }) as typeof res.write
    res.end = ((...args: unknown[]) => {
      collect(args[0], args[1])
      return end(...args)
    }) as typeof res.end
    res.once('finish', () => {
      const headers = sent ?? res.getHeaders()
      if (skip || !isCacheableResponse(res.statusCode, headers)) return
      const kept: [string, string | string[]][] = []
      for (const [name, value] of Object.entries(headers)) {
        if (value === undefined || NOT_KEPT.has(name)) continue
        kept.push([name, Array.isArray(value) ? value : String(value)])
      }
      this.store(key, { status: res.statusCode, headers: kept, body: Buffer.concat(chunks), expires: this.now() + this.ttlMs })
    })
  }
}
