/**
 * The response cache of the production server (scripts/serve.ts, ADR 015): answers whose headers
 * say shared caches may keep them (ISR pages, the pages of src/features/routing/page-lifetimes.ts,
 * `Cache-Control: s-maxage=…`, read by ./cache-policy.ts) are kept as the bytes Next sent and,
 * compressed once (src/lib/server/gzip-splice.ts), answered from memory without entering Next:
 * a cached property page costs about 0.1 ms to send instead of about 4 ms through Next's own
 * request pipeline and 2 ms to gzip it again.
 *
 * What is kept: GET answers with status 200, a shared-cacheable `Cache-Control` (`s-maxage`, not
 * private or no-store), no `Set-Cookie`, and a `Vary` limited to the request headers in the key,
 * for `s-maxage` seconds at most `maxTtlMs`; and the build's scripts and styles (`/_next/static/`,
 * sent `immutable`). Requests with credentials (`Authorization`) and the CMS, other `/_next/`
 * paths and the API pass through, except `GET /api/search`, the same answer for everyone. The key
 * is the URL, the request headers Next varies page answers on (RSC navigation headers) and the
 * visitor's city (the only cookie a shared page depends on: the home page of `/`, chosen in
 * src/proxy.ts). The encoding is chosen per request, not kept:
 * gzip from the precompressed copy, or identity.
 *
 * Every answer leaves with the security headers, and HTML with a Content-Security-Policy whose
 * nonce is new for that answer, spliced into the precompressed copy (ADR 013).
 *
 * `clearResponseCache()` (called when content changes, from `revalidateContent`) empties every
 * response cache in the process, so an editor's change is not held back by it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gunzipSync, gzipSync } from 'node:zlib'

import compressible from 'compressible'
import Negotiator from 'negotiator'

import { SHARED_PAGE_SECONDS } from '../../features/routing/page-lifetimes'
import { homeSegment, NOT_FOUND_PAGE_HEADER } from '../../features/routing/rules'
import { CITY_COOKIE } from '../site'
import { precompress, splice, type SplicedGzip } from './gzip-splice'
import { BUILD_ASSET_PREFIX, KEY_HEADERS, keepSeconds } from './cache-policy'
import { ownedConcat } from './owned-bytes'
import { responseCaches } from './response-cache-registry'
import { contentSecurityPolicy, createNonce, setSecurityHeaders, tagEnds } from './security-headers'

export { clearResponseCache } from './response-cache-registry'

type Entry = {
  status: number
  headers: [string, string | string[]][]
  /** What the handler varied the answer on; `Accept-Encoding` is added when it is compressed. */
  vary: string | undefined
  /**
   * The body as the handler sent it (for HTML, before any nonce), until it is compressed here;
   * then only the compressed copy is kept (a property page: about 18 kB instead of 100), made as
   * the answer is kept or, for a short-lived one, on its first hit (`compress`).
   */
  body: Buffer | undefined
  /** HTML: where each answer's nonce attribute goes. */
  cuts: number[] | undefined
  /** The handler compressed it itself: sent as it is. */
  encoded: boolean
  /** Text worth compressing; its precompressed copy once made. */
  compressible: boolean
  gzip?: SplicedGzip
  bytes: number
  expires: number
  /** Kept for a minute or less (a search page): counted against `maxShortLivedBytes` too. */
  shortLived: boolean
}

export type ResponseCacheOptions = {
  /** Longest an answer is kept, in milliseconds, whatever its `s-maxage` says. */
  maxTtlMs?: number
  /** Largest answer kept, in bytes. */
  maxEntryBytes?: number
  /** Total bytes kept (bodies, or their compressed copies once made); the least recently used go first. */
  maxTotalBytes?: number
  /**
   * Of those, the most that answers kept for SHORT_LIVED_SECONDS or less may take: thousands of
   * distinct searches a minute would otherwise push the popular pages out.
   */
  maxShortLivedBytes?: number
  now?: () => number
}

const BYPASS_PREFIXES = ['/api/', '/cms', '/_next/', '/__test']
/**
 * API answers that are the same for every visitor and marked `s-maxage`: the search (docs/product.md §5). A
 * repeat within its minute is answered here, before the handler and so before its per-address
 * limit, which is there to bound the work a client can cause: a kept answer costs almost none.
 */
const SHARED_API_PATHS = new Set(['/api/search'])
/** Headers of the connection or of one answer's bytes; an answer from the cache gets its own. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-security-policy', 'content-length', 'vary', 'x-request-id'])
/** Answers kept this long or less are short-lived (the shared pages rendered per request). */
const SHORT_LIVED_SECONDS = SHARED_PAGE_SECONDS
/** What an entry costs besides its bytes (key, headers, bookkeeping), roughly. */
const ENTRY_OVERHEAD = 1024

function cityOf(cookieHeader: string | undefined): string {
  if (!cookieHeader) return 'all'
  const match = cookieHeader.split(/;\s*/).find((c) => c.startsWith(`${CITY_COOKIE}=`))
  return homeSegment(match?.slice(CITY_COOKIE.length + 1))
}

export function isCacheableRequest(req: IncomingMessage): boolean {
  // The 404 page asked for at a missing path (not-found-page.ts) is not that path's answer.
  if (req.method !== 'GET' || req.headers.authorization || req.headers[NOT_FOUND_PAGE_HEADER] !== undefined) return false
  const url = req.url ?? ''
  if (url.startsWith(BUILD_ASSET_PREFIX) || SHARED_API_PATHS.has(url.split('?')[0]!)) return true
  return url.startsWith('/') && !BYPASS_PREFIXES.some((prefix) => url.startsWith(prefix))
}

export function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (Buffer.isBuffer(chunk)) return chunk
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return null
}

/** The page with ` nonce="…"` in each tag: for answers without the precompressed copy. */
function withNonce(body: Buffer, cuts: readonly number[], nonce: string): Buffer[] {
  const attribute = Buffer.from(` nonce="${nonce}"`)
  const parts: Buffer[] = []
  let from = 0
  for (const cut of cuts) {
    parts.push(body.subarray(from, cut), attribute)
    from = cut
  }
  parts.push(body.subarray(from))
  return parts
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>()
  private totalBytes = 0
  private shortLivedBytes = 0
  private readonly maxShortLivedBytes: number
  private readonly maxTtlMs: number
  private readonly maxEntryBytes: number
  private readonly maxTotalBytes: number
  private readonly now: () => number
  hits = 0
  misses = 0

  constructor({
    maxTtlMs = 10 * 60_000,
    maxEntryBytes = 2 * 1024 * 1024,
    maxTotalBytes = 24 * 1024 * 1024,
    maxShortLivedBytes = 12 * 1024 * 1024,
    now = Date.now,
  }: ResponseCacheOptions = {}) {
    this.maxShortLivedBytes = maxShortLivedBytes
    this.maxTtlMs = maxTtlMs
    this.maxEntryBytes = maxEntryBytes
    this.maxTotalBytes = maxTotalBytes
    this.now = now
    responseCaches().add(this)
  }

  get size(): number {
    return this.entries.size
  }

  get bytes(): number {
    return this.totalBytes
  }

  /**
   * The memory behind the kept bytes, counted by the allocations they are views of: at most
   * `bytes` while every kept buffer owns its memory (owned-bytes.ts).
   */
  get retainedBytes(): number {
    const seen = new Set<ArrayBufferLike>()
    let bytes = 0
    for (const entry of this.entries.values()) {
      for (const buffer of [entry.body, ...(entry.gzip?.parts ?? [])]) {
        if (!buffer || seen.has(buffer.buffer)) continue
        seen.add(buffer.buffer)
        bytes += buffer.buffer.byteLength
      }
    }
    return bytes
  }

  clear(): void {
    this.entries.clear()
    this.totalBytes = 0
    this.shortLivedBytes = 0
  }

  /** Stops taking part in `clearResponseCache` (for tests and shutdown). */
  dispose(): void {
    this.clear()
    responseCaches().delete(this)
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
    if (this.entries.get(key) !== entry) return
    this.entries.delete(key)
    this.totalBytes -= entry.bytes
    if (entry.shortLived) this.shortLivedBytes -= entry.bytes
  }

  private grow(entry: Entry, bytes: number) {
    entry.bytes += bytes
    this.totalBytes += bytes
    if (entry.shortLived) {
      this.shortLivedBytes += bytes
      for (const [oldestKey, oldest] of this.entries) {
        if (this.shortLivedBytes <= this.maxShortLivedBytes) break
        if (oldest.shortLived) this.remove(oldestKey, oldest)
      }
    }
    for (const [oldestKey, oldest] of this.entries) {
      if (this.totalBytes <= this.maxTotalBytes) break
      this.remove(oldestKey, oldest)
    }
  }

  private store(key: string, entry: Entry) {
    const length = entry.body?.length ?? 0
    if (length > this.maxEntryBytes) return
    const old = this.entries.get(key)
    if (old) this.remove(key, old)
    this.entries.set(key, entry)
    this.grow(entry, length + ENTRY_OVERHEAD)
    if (!entry.shortLived) this.compress(entry)
  }

  /**
   * Replaces a kept answer's body by its compressed copy (about a fifth of the bytes: a property
   * page 18 kB instead of 90; gzip-splice.ts, 2–4 ms of this thread for a page of 100 kB).
   *
   * A long-lived answer is compressed as soon as it is kept, not when it is asked for again: the
   * pages asked for once (a long-tail property page) would otherwise fill the cache at five times
   * the size and push out the popular ones. A short-lived one (a search page, a filtered listing:
   * a minute) is compressed on its first hit instead: most searches are asked once, and their
   * share of the cache (`maxShortLivedBytes`) bounds them as they are, so compressing every one
   * of them would spend that time on pages nobody asks for again.
   */
  private compress(entry: Entry) {
    if (!entry.compressible || entry.encoded || entry.gzip || !entry.body) return
    const body = entry.body
    const gzip = precompress(body, entry.cuts ?? [])
    if (!gzip) return
    entry.gzip = gzip
    entry.body = undefined
    this.grow(entry, gzip.compressedLength - body.length)
  }

  /**
   * Answers `req` from the cache when it can; false when the request must go to the handler
   * (which `capture` then records).
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!isCacheableRequest(req)) return false
    const key = this.keyOf(req)
    const entry = this.lookup(key)
    if (!entry) {
      this.misses++
      return false
    }
    this.hits++
    const https = setSecurityHeaders(req, res)
    res.statusCode = entry.status
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('x-response-cache', 'HIT')
    if (entry.encoded || !entry.compressible) {
      // Never compressed here, so the body is kept (compress).
      const body = entry.body!
      if (entry.vary) res.setHeader('vary', entry.vary)
      res.setHeader('content-length', body.length)
      res.end(body)
      return true
    }
    res.setHeader('vary', entry.vary ? `${entry.vary}, Accept-Encoding` : 'Accept-Encoding')
    const nonce = entry.cuts ? createNonce() : undefined
    if (nonce) res.setHeader('content-security-policy', contentSecurityPolicy(nonce, { https }))
    const gzip = new Negotiator(req).encoding(['gzip', 'identity']) === 'gzip'
    // A short-lived answer asked for again: compressed now, once (compress).
    if (gzip && !entry.gzip) this.compress(entry)
    let buffers: Buffer[]
    let length: number
    if (gzip && entry.gzip) {
      ;({ buffers, length } = splice(entry.gzip, nonce))
    } else if (!entry.body) {
      // A client that takes no gzip (rare: browsers all do), after the copy replaced the body.
      buffers = [gunzipSync(Buffer.concat(splice(entry.gzip!, nonce).buffers))]
      length = buffers[0]!.length
    } else {
      buffers = nonce ? withNonce(entry.body, entry.cuts!, nonce) : [entry.body]
      if (gzip) buffers = [gzipSync(Buffer.concat(buffers), { level: 1 })]
      length = buffers.reduce((sum, b) => sum + b.length, 0)
    }
    if (gzip) res.setHeader('content-encoding', 'gzip')
    res.setHeader('content-length', length)
    // One writev of the pieces.
    res.cork()
    for (const buffer of buffers.slice(0, -1)) res.write(buffer)
    res.end(buffers.at(-1))
    res.uncork()
    return true
  }

  /**
   * Records what the handler writes to `res` and keeps it when the finished answer may be shared.
   * Install before anything else changes the bytes (the nonce writer, compression), so what is kept
   * is exactly what the handler sent.
   */
  capture(req: IncomingMessage, res: ServerResponse): void {
    if (!isCacheableRequest(req)) return
    const key = this.keyOf(req)
    const url = req.url ?? ''
    const chunks: Buffer[] = []
    let bytes = 0
    let skip = false
    let sent: Record<string, unknown> | undefined
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (skip || chunk == null || typeof chunk === 'function') return
      // The headers are final once the body starts: an answer that may not be kept (dynamic,
      // private, an error) is not copied at all.
      if (sent === undefined) sent = { ...res.getHeaders() }
      if (keepSeconds(url, res.statusCode, sent) === undefined) {
        skip = true
        return
      }
      const buffer = toBuffer(chunk, encoding)
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
    // add theirs later (the encoding of the compressed bytes, the policy), and those belong to one
    // answer, not to the kept bytes.
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
      const seconds = keepSeconds(url, res.statusCode, headers)
      if (skip || seconds === undefined || seconds === 0) return
      const kept: [string, string | string[]][] = []
      for (const [name, value] of Object.entries(headers)) {
        if (value === undefined || NOT_KEPT.has(name)) continue
        kept.push([name, Array.isArray(value) ? value : String(value)])
      }
      const type = String(headers['content-type'] ?? '')
      // One allocation of the body's size (owned-bytes.ts): a kept body is not a view of a pool.
      const body = ownedConcat(chunks)
      const html = /^text\/html/i.test(type)
      this.store(key, {
        status: res.statusCode,
        headers: kept,
        vary: headers.vary === undefined ? undefined : String(headers.vary),
        body,
        cuts: html ? tagEnds(body, true) : undefined,
        encoded: headers['content-encoding'] !== undefined,
        compressible: Boolean(compressible(type)) || html,
        bytes: 0,
        expires: this.now() + Math.min(seconds * 1000, this.maxTtlMs),
        shortLived: seconds <= SHORT_LIVED_SECONDS,
      })
    })
  }
}
