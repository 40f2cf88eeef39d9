/**
 * Security headers of every response the production server (scripts/serve.ts) sends, and the
 * per-response nonce of its Content-Security-Policy (docs/product.md §12).
 *
 * Pages are served from caches (ISR HTML, and the response cache in front of Next), so Next cannot
 * put a fresh nonce into them while rendering: its own nonce support needs every page rendered
 * per request. Instead the nonce is added here, as the bytes leave the server: every `<script`
 * and `<link` start tag of an HTML response gets ` nonce="…"`, a new random value per response,
 * and the policy allows scripts with that nonce (plus, through 'strict-dynamic', the chunks they
 * load) and nothing else: no inline script without it, no `eval`, no inline event handlers.
 *
 * Scanning the bytes for `<script` is sound for HTML that React renders: React escapes `<` in text
 * and attribute values, Next escapes it inside its inline data scripts, and JSON-LD is written
 * with `<` escaped (src/components/JsonLd.tsx). So the sequence only occurs as a real tag.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'

import { isPrivateAddress } from '../http/client-address'
import { type ThirdPartySources, thirdPartySources } from './third-party-sources'

export function createNonce(): string {
  return randomBytes(18).toString('base64')
}

/**
 * The Content-Security-Policy of an HTML response whose scripts carry `nonce`; other origins only
 * as site data asks for them (third-party-sources.ts: Google's tag, the chat widget).
 */
export function contentSecurityPolicy(
  nonce: string,
  { https = false, sources = thirdPartySources() }: { https?: boolean; sources?: ThirdPartySources } = {},
): string {
  const plus = (list: readonly string[]) => (list.length ? ` ${list.join(' ')}` : '')
  const directives = [
    "default-src 'self'",
    // 'self' is a fallback for browsers without 'strict-dynamic' (CSP 2); newer ones ignore it.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'${plus(sources.script)}`,
    // React writes style attributes (widths, map panes); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Map tiles come from the server an editor configures (site setting map_tile_url).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${plus(sources.connect)}`,
    "media-src 'self' https:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    `frame-src 'self'${plus(sources.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** Headers sent with every response, whatever its type. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // The city locator asks for the visitor's position on this origin only; nothing else is used.
  'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=(), geolocation=(self)',
  // For browsers that predate frame-ancestors.
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
}

export const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * Whether the visitor reached the site over HTTPS: TLS on this socket, or `X-Forwarded-Proto:
 * https` written by a reverse proxy on a private address (the same trust as X-Forwarded-For).
 */
export function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true
  const remote = req.socket.remoteAddress ?? ''
  const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim().toLowerCase()
  return proto === 'https' && isPrivateAddress(remote)
}

const TAGS = [Buffer.from('<script'), Buffer.from('<link')]
/** Longest tag prefix plus the character after it: what may be cut off at the end of a chunk. */
const CARRY = 8

function isTagBoundary(byte: number | undefined): boolean {
  // space, tab, newline, form feed, carriage return, '>' or '/'
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x3e || byte === 0x2f
}

/**
 * Adds ` nonce="…"` to every `<script` and `<link` start tag of an HTML stream. Chunks may split a
 * tag anywhere: the few bytes at the end of a chunk that could start a tag are held back until the
 * next one.
 */
export class NonceInjector {
  private carry: Buffer = Buffer.alloc(0)
  private readonly attribute: Buffer
  /** Nothing pushed yet: a whole body can go to `whole`. */
  private untouched = true

  constructor(nonce: string) {
    this.attribute = Buffer.from(` nonce="${nonce}"`)
  }

  /** The bytes to send for `chunk` (some may be held back for the next call). */
  push(chunk: Buffer): Buffer {
    this.untouched = false
    const input = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk
    // Hold back a tail that contains a '<' and could still become a tag once more bytes arrive.
    let end = input.length
    const lastOpen = input.lastIndexOf(0x3c, input.length - 1)
    if (lastOpen !== -1 && lastOpen >= input.length - CARRY) end = lastOpen
    this.carry = Buffer.from(input.subarray(end))
    return this.join(input.subarray(0, end), tagEnds(input.subarray(0, end), false))
  }

  /** The held-back bytes at the end of the stream. */
  flush(): Buffer {
    const rest = this.carry
    this.carry = Buffer.alloc(0)
    return this.join(rest, tagEnds(rest, true))
  }

  /**
   * A complete body sent in one piece, as the pieces to write in order, without a copy of the body.
   * Undefined once `push` has been used.
   */
  whole(body: Buffer): { parts: Buffer[]; length: number } | undefined {
    if (!this.untouched) return undefined
    this.untouched = false
    const cuts = tagEnds(body, true)
    const parts: Buffer[] = []
    let from = 0
    for (const cut of cuts) {
      parts.push(body.subarray(from, cut), this.attribute)
      from = cut
    }
    parts.push(body.subarray(from))
    return { parts, length: body.length + cuts.length * this.attribute.length }
  }

  private join(input: Buffer, cuts: number[]): Buffer {
    if (cuts.length === 0) return input
    const out = Buffer.allocUnsafe(input.length + cuts.length * this.attribute.length)
    let from = 0
    let to = 0
    for (const cut of cuts) {
      to += input.copy(out, to, from, cut)
      to += this.attribute.copy(out, to)
      from = cut
    }
    input.copy(out, to, from)
    return out
  }
}

/**
 * The offsets just after each `<script` and `<link` tag name, in order: where a nonce attribute
 * goes. Native substring search per tag: a 300 kB page costs tens of microseconds, not a walk over
 * its two thousand '<'. `final`: the input is the whole body (a tag name at its very end counts).
 */
export function tagEnds(input: Buffer, final: boolean): number[] {
  const cuts: number[] = []
  for (const tag of TAGS) {
    for (let at = input.indexOf(tag); at !== -1; at = input.indexOf(tag, at + tag.length)) {
      const next = at + tag.length
      // At the very end of the stream a bare '<script' cannot be a tag worth a nonce.
      if (next >= input.length && !final) continue
      if (isTagBoundary(input[next])) cuts.push(next)
    }
  }
  return cuts.sort((a, b) => a - b)
}

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
}

/**
 * Sets the security headers on `res` and, when it turns out to be HTML, sends it with a fresh
 * nonce in its scripts and in its Content-Security-Policy. Call before the handler writes.
 */
/** Sets the headers every answer gets (HSTS when it came over HTTPS); true when it did. */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse): boolean {
  const https = isHttps(req)
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value)
  if (https) res.setHeader('strict-transport-security', HSTS)
  return https
}

export function secureResponse(req: IncomingMessage, res: ServerResponse): void {
  const https = setSecurityHeaders(req, res)

  let injector: NonceInjector | undefined
  /** The body end() was called with before the head went out, and its pieces with the nonces. */
  let endingBody: Buffer | undefined
  let wholeBody: { parts: Buffer[]; length: number } | undefined
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    // Headers handed to writeHead directly are merged in first, so the type is known.
    const headersArg = args.find((a, i) => i > 0 && a !== null && typeof a === 'object' && !Array.isArray(a)) as
      | Record<string, unknown>
      | undefined
    if (headersArg) {
      for (const [name, value] of Object.entries(headersArg)) if (value !== undefined) res.setHeader(name, value as string)
      args = args.filter((a) => a !== headersArg)
    }
    const type = String(res.getHeader('content-type') ?? '')
    if (/^text\/html/i.test(type)) {
      const nonce = createNonce()
      res.setHeader('content-security-policy', contentSecurityPolicy(nonce, { https }))
      if (req.method !== 'HEAD') {
        injector = new NonceInjector(nonce)
        // The body grows by the nonces: its length is known only when it comes whole, in end().
        wholeBody = endingBody ? injector.whole(endingBody) : undefined
        if (wholeBody) res.setHeader('content-length', wholeBody.length)
        else res.removeHeader('content-length')
      }
    } else {
      // A policy copied from a cached HTML answer never applies to anything else.
      res.removeHeader('content-security-policy')
    }
    return writeHead(...args)
  }) as typeof res.writeHead

  const write = res.write.bind(res) as Write
  const end = res.end.bind(res) as End
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (!res.headersSent) res.writeHead(res.statusCode)
    if (!injector || chunk == null || typeof chunk === 'function') return write(chunk, encoding, callback)
    return write(injector.push(toBuffer(chunk, encoding)), undefined, typeof encoding === 'function' ? encoding : callback)
  }) as typeof res.write
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (typeof chunk === 'function') return end(chunk)
    if (!res.headersSent) {
      endingBody = chunk == null ? undefined : toBuffer(chunk, encoding)
      res.writeHead(res.statusCode)
      endingBody = undefined
    }
    if (!injector) return end(chunk, encoding, callback)
    const cb = typeof encoding === 'function' ? encoding : callback
    if (wholeBody) {
      // One writev of the cached body's slices and the nonces between them.
      const { parts } = wholeBody
      wholeBody = undefined
      res.cork()
      for (const part of parts.slice(0, -1)) write(part)
      const ended = end(parts.at(-1), undefined, cb)
      res.uncork()
      return ended
    }
    const head = chunk == null ? Buffer.alloc(0) : injector.push(toBuffer(chunk, encoding))
    const tail = injector.flush()
    return end(tail.length === 0 ? head : head.length === 0 ? tail : Buffer.concat([head, tail]), undefined, cb)
  }) as typeof res.end
}
