import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import compression from 'compression'
import { afterEach, describe, expect, it } from 'vitest'

import { contentSecurityPolicy, NonceInjector, secureResponse } from './security-headers'
import { NO_THIRD_PARTY, setThirdPartySources, thirdPartySources } from './third-party-sources'

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="script" href="/_next/x.js"/>' +
  '<script src="/_next/main.js" async=""></script><script>self.__next_f.push([1,"\\u003cscript>"])</script>' +
  '<script type="application/ld+json">{"a":"\\u003c/script>"}</script></head>' +
  '<body><p>a &lt;script&gt; in text, <scripts>not a tag</scripts>, <linked>neither</linked></p>' +
  '<script\nsrc="/b.js"></script><LINK rel="icon"></body></html>'

function injectAll(chunks: string[], nonce = 'N0NCE'): string {
  const injector = new NonceInjector(nonce)
  const out = chunks.map((c) => injector.push(Buffer.from(c)).toString())
  return out.join('') + injector.flush().toString()
}

describe('NonceInjector', () => {
  it('adds the nonce to every script and link start tag and nothing else', () => {
    const out = injectAll([PAGE])
    expect(out.match(/<script nonce="N0NCE"[\s>]/g)).toHaveLength(4)
    expect(out.match(/<link nonce="N0NCE" /g)).toHaveLength(2)
    expect(out).toContain('<scripts>not a tag</scripts>')
    expect(out).toContain('<linked>neither</linked>')
    expect(out).toContain('a &lt;script&gt; in text')
    // Only the tags differ from the input.
    expect(out.replaceAll(' nonce="N0NCE"', '')).toBe(PAGE)
  })

  it('gives the same bytes however the stream is cut', () => {
    const whole = injectAll([PAGE])
    for (let cut = 0; cut <= PAGE.length; cut++) {
      expect(injectAll([PAGE.slice(0, cut), PAGE.slice(cut)])).toBe(whole)
    }
    // One byte at a time.
    expect(injectAll([...PAGE])).toBe(whole)
  })

  it('leaves a stream without tags as it is', () => {
    expect(injectAll(['{"json":true}', '<'])).toBe('{"json":true}<')
  })

  it('gives a whole body the same bytes in pieces, and its length', () => {
    const body = Buffer.from(PAGE)
    const whole = new NonceInjector('N0NCE').whole(body)!
    expect(Buffer.concat(whole.parts).toString()).toBe(injectAll([PAGE]))
    expect(whole.length).toBe(Buffer.byteLength(injectAll([PAGE])))
    expect(body.toString()).toBe(PAGE)
    const used = new NonceInjector('N0NCE')
    used.push(Buffer.from('<p>'))
    expect(used.whole(body)).toBeUndefined()
  })
})

describe('contentSecurityPolicy', () => {
  it('allows scripts by nonce only and forbids framing and plugins', () => {
    const csp = contentSecurityPolicy('abc')
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic' 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy('abc', { https: true })).toContain('upgrade-insecure-requests')
  })

  it('names no other origin unless site data asks for one, then only those hosts', () => {
    const strict = contentSecurityPolicy('abc', { sources: NO_THIRD_PARTY })
    expect(strict).toContain("connect-src 'self';")
    expect(strict).toContain("frame-src 'self';")
    expect(strict).not.toMatch(/https:\/\/[a-z]/)
    const sources = { script: ['https://www.googletagmanager.com'], connect: ['https://*.google-analytics.com'], frame: ['https://td.doubleclick.net'] }
    const wider = contentSecurityPolicy('abc', { sources })
    expect(wider).toContain("script-src 'nonce-abc' 'strict-dynamic' 'self' https://www.googletagmanager.com;")
    expect(wider).toContain("connect-src 'self' https://*.google-analytics.com;")
    expect(wider).toContain("frame-src 'self' https://td.doubleclick.net;")
  })

  it('reads the published sources, and publishes only plain https hosts', () => {
    try {
      setThirdPartySources({ script: ['https://salesiq.zohopublic.in', "https://x.example 'unsafe-inline'", 'http://plain.example'], connect: ['wss://salesiq.zohopublic.in'], frame: [] })
      expect(thirdPartySources().script).toEqual(['https://salesiq.zohopublic.in'])
      expect(contentSecurityPolicy('abc')).toContain("connect-src 'self' wss://salesiq.zohopublic.in;")
    } finally {
      setThirdPartySources(NO_THIRD_PARTY)
    }
    expect(contentSecurityPolicy('abc')).toContain("connect-src 'self';")
  })
})

describe('secureResponse behind compression', () => {
  let server: http.Server | undefined
  afterEach(() => new Promise<void>((resolve) => {
    server?.closeAllConnections()
    return server ? server.close(() => resolve()) : resolve()
  }))

  async function start(handler: http.RequestListener): Promise<string> {
    const compress = compression()
    server = http.createServer((req, res) => compress(req as never, res as never, () => {
      secureResponse(req, res)
      handler(req, res)
    }))
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  }

  const html = (req: http.IncomingMessage, res: http.ServerResponse) => {
    res.statusCode = 200
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('content-length', Buffer.byteLength(PAGE))
    // Written in awkward pieces, the way a streamed page arrives.
    res.write(PAGE.slice(0, 101))
    res.write(Buffer.from(PAGE.slice(101, 240)))
    res.end(PAGE.slice(240))
  }

  it('sends a fresh nonce per response, the same in the policy and in every script, compressed', async () => {
    const base = await start(html)
    const seen = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const res = await new Promise<http.IncomingMessage>((resolve) => http.get(`${base}/`, { headers: { 'accept-encoding': 'gzip' } }, resolve))
      const chunks: Buffer[] = []
      for await (const chunk of res) chunks.push(chunk as Buffer)
      expect(res.headers['content-encoding']).toBe('gzip')
      const body = gunzipSync(Buffer.concat(chunks)).toString()
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/)
      expect(body.match(new RegExp(`nonce="${nonce!.replace(/[+/]/g, '\\$&')}"`, 'g'))).toHaveLength(6)
      expect(body.replace(/ nonce="[^"]+"/g, '')).toBe(PAGE)
      seen.add(nonce!)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(res.headers['permissions-policy']).toContain('camera=()')
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['strict-transport-security']).toBeUndefined()
    }
    expect(seen.size).toBe(3)
  })

  it('sends a body that comes whole (a cache hit) with its length and a fresh nonce each time', async () => {
    // Over compression's 1 kB threshold, so the gzip request is compressed.
    const page = PAGE.replace('</body>', `<p>${'a long paragraph '.repeat(100)}</p></body>`)
    const cached = Buffer.from(page)
    const base = await start((req, res) => {
      res.statusCode = 200
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('content-length', cached.length)
      res.end(cached)
    })
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/`, { headers: { 'accept-encoding': 'identity' } })
      const body = await res.text()
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers.get('content-security-policy')))![1]!
      expect(body.split(`nonce="${nonce}"`)).toHaveLength(7)
      expect(body.replace(/ nonce="[^"]+"/g, '')).toBe(page)
      expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(body))
      nonces.add(nonce)
      const gzipped = await new Promise<http.IncomingMessage>((resolve) => http.get(`${base}/`, { headers: { 'accept-encoding': 'gzip' } }, resolve))
      const chunks: Buffer[] = []
      for await (const chunk of gzipped) chunks.push(chunk as Buffer)
      expect(gzipped.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(Buffer.concat(chunks)).toString().replace(/ nonce="[^"]+"/g, '')).toBe(page)
    }
    expect(nonces.size).toBe(3)
  })

  it('sends HSTS only when the visitor came over HTTPS through a trusted proxy', async () => {
    const base = await start(html)
    const https = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(https.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
    const plain = await fetch(`${base}/`)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })

  it('puts no policy on other types, and leaves their bytes alone', async () => {
    const base = await start((req, res) => {
      res.setHeader('content-type', 'application/json')
      // As a response replayed from a cache might carry one.
      res.setHeader('content-security-policy', "script-src 'nonce-old'")
      res.end('{"html":"<script>"}')
    })
    const res = await fetch(`${base}/api`)
    expect(res.headers.get('content-security-policy')).toBeNull()
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toBe('{"html":"<script>"}')
  })
})
