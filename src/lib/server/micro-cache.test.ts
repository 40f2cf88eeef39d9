import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import compression from 'compression'
import { afterEach, describe, expect, it } from 'vitest'

import { clearMicroCache, isCacheableResponse, MicroCache, varyHomeOnCookie } from './micro-cache'

type Reply = { status?: number; headers?: Record<string, string | string[]>; body?: string; chunks?: string[] }

/** A real HTTP server whose handler counts calls and answers what the test says, behind the cache. */
async function serve(cache: MicroCache, reply: (req: http.IncomingMessage) => Reply) {
  let calls = 0
  const server = http.createServer(
    cache.wrap((req, res) => {
      calls++
      const r = reply(req)
      res.statusCode = r.status ?? 200
      for (const [k, v] of Object.entries(r.headers ?? {})) res.setHeader(k, v)
      if (r.chunks) {
        for (const c of r.chunks) res.write(c)
        res.end()
      } else res.end(r.body ?? `body ${calls}`)
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(base + path, init)
    return { status: res.status, text: await res.text(), headers: res.headers }
  }
  return { get, calls: () => calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const ISR = { 'cache-control': 's-maxage=60, stale-while-revalidate=31535940', 'content-type': 'text/html; charset=utf-8' }

let cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const fn of cleanup) await fn()
  cleanup = []
})

async function setup(reply: (req: http.IncomingMessage) => Reply, options: ConstructorParameters<typeof MicroCache>[0] = {}) {
  const cache = new MicroCache(options)
  const server = await serve(cache, reply)
  cleanup.push(async () => {
    cache.dispose()
    await server.close()
  })
  return { cache, ...server }
}

describe('MicroCache', () => {
  it('answers repeat requests for a shared-cacheable page from memory, with the same bytes and headers', async () => {
    const s = await setup(() => ({ headers: { ...ISR, 'x-nextjs-cache': 'HIT' } }))
    const first = await s.get('/property/pune')
    const second = await s.get('/property/pune')
    expect(s.calls()).toBe(1)
    expect(second.text).toBe(first.text)
    expect(second.headers.get('cache-control')).toBe(ISR['cache-control'])
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(second.headers.get('x-micro-cache')).toBe('HIT')
    expect(first.headers.get('x-micro-cache')).toBeNull()
  })

  it('keeps streamed and binary (compressed) bodies intact', async () => {
    const gz = gzipSync('hello compressed world')
    const s = await setup(() => ({ headers: ISR, chunks: ['part one, ', 'part two'] }))
    expect((await s.get('/streamed')).text).toBe('part one, part two')
    expect((await s.get('/streamed')).text).toBe('part one, part two')
    expect(s.calls()).toBe(1)
    // Binary: a raw node server writing a Buffer.
    const cache = new MicroCache()
    const server = http.createServer(
      cache.wrap((_req, res) => {
        res.setHeader('cache-control', 's-maxage=60')
        res.setHeader('content-encoding', 'gzip')
        res.end(gz)
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanup.push(async () => {
      cache.dispose()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    })
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gz`
    expect(await (await fetch(url)).text()).toBe('hello compressed world')
    const again = await fetch(url)
    expect(again.headers.get('x-micro-cache')).toBe('HIT')
    expect(await again.text()).toBe('hello compressed world')
  })

  it('never keeps private, no-store, cookie-setting, error or Vary: *-style answers', async () => {
    const replies: Record<string, Reply> = {
      '/dynamic': { headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } },
      '/none': { headers: {} },
      '/cookie': { headers: { ...ISR, 'set-cookie': 'session=1' } },
      '/missing': { status: 404, headers: ISR },
      '/vary': { headers: { ...ISR, vary: 'rsc, user-agent' } },
    }
    const s = await setup((req) => replies[req.url!]!)
    for (const path of Object.keys(replies)) {
      await s.get(path)
      await s.get(path)
    }
    expect(s.calls()).toBe(2 * Object.keys(replies).length)
  })

  it('lets writes, credentials, APIs, the CMS and build assets through', async () => {
    const s = await setup(() => ({ headers: ISR }))
    for (const path of ['/api/search', '/cms/login', '/_next/static/x.js']) {
      await s.get(path)
      await s.get(path)
    }
    await s.get('/page', { headers: { authorization: 'Bearer x' } })
    await s.get('/page', { headers: { authorization: 'Bearer x' } })
    await s.get('/page', { method: 'POST', body: 'x' })
    await s.get('/page', { method: 'POST', body: 'x' })
    expect(s.calls()).toBe(10)
  })

  it('does not replay the headers the layers around it add as an answer leaves (compression, nonce policy)', async () => {
    const page = '<p>plain</p>'.repeat(200)
    const cache = new MicroCache()
    const inner = cache.wrap((_req, res) => {
      for (const [k, v] of Object.entries(ISR)) res.setHeader(k, v)
      res.end(page)
    })
    // The layers of scripts/serve.ts: compression, and a header made anew for each answer.
    const compress = compression()
    const server = http.createServer((req, res) =>
      compress(req as never, res as never, () => {
        res.setHeader('content-security-policy', `script-src 'nonce-${Math.random()}'`)
        void inner(req, res)
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanup.push(async () => {
      cache.dispose()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    })
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`
    const first = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(first.headers.get('content-encoding')).toBe('gzip')
    expect(await first.text()).toBe(page)
    // Same key (the encoding is part of it), so compressed anew from the kept bytes.
    const hit = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(hit.headers.get('x-micro-cache')).toBe('HIT')
    expect(hit.headers.get('content-encoding')).toBe('gzip')
    expect(await hit.text()).toBe(page)
    expect(hit.headers.get('content-security-policy')).not.toBe(first.headers.get('content-security-policy'))
  })

  it('keeps separate answers per RSC navigation header, encoding and city', async () => {
    const s = await setup((req) => ({ headers: { ...ISR, vary: 'rsc, next-router-state-tree, accept-encoding, cookie' }, body: `for ${req.headers.rsc ?? 'html'}` }))
    await s.get('/')
    await s.get('/', { headers: { rsc: '1' } })
    await s.get('/', { headers: { cookie: 'city=Pune' } })
    await s.get('/', { headers: { cookie: 'city=pune; other=1' } }) // same city as the line above
    await s.get('/', { headers: { 'accept-encoding': 'identity' } })
    expect(s.calls()).toBe(4)
    expect((await s.get('/', { headers: { rsc: '1' } })).text).toBe('for 1')
    expect((await s.get('/')).text).toBe('for html')
    expect(s.calls()).toBe(4)
  })

  it('forgets answers after the time to live and when content changes', async () => {
    let now = 1_000
    const s = await setup(() => ({ headers: ISR }), { ttlMs: 2000, now: () => now })
    await s.get('/a')
    now += 1999
    await s.get('/a')
    expect(s.calls()).toBe(1)
    now += 1
    await s.get('/a')
    expect(s.calls()).toBe(2)
    clearMicroCache()
    await s.get('/a')
    expect(s.calls()).toBe(3)
  })

  it('stays within its byte limits, dropping the least recently used answer first', async () => {
    const s = await setup((req) => ({ headers: ISR, body: req.url === '/big' ? 'x'.repeat(200) : 'y'.repeat(40) }), {
      maxEntryBytes: 100,
      maxTotalBytes: 100,
    })
    await s.get('/big')
    await s.get('/big')
    expect(s.calls()).toBe(2) // larger than one entry may be
    await s.get('/one')
    await s.get('/two')
    await s.get('/one') // hit; /two is now the least recently used
    expect(s.calls()).toBe(4)
    await s.get('/three') // 120 bytes would be too many: /two goes
    expect(s.cache.size).toBe(2)
    await s.get('/one')
    expect(s.calls()).toBe(5)
    await s.get('/two')
    expect(s.calls()).toBe(6)
  })
})

describe('isCacheableResponse', () => {
  it('wants status 200 and s-maxage without private, no-store or no-cache', () => {
    expect(isCacheableResponse(200, { 'cache-control': 's-maxage=60' })).toBe(true)
    expect(isCacheableResponse(200, { 'cache-control': 'public, max-age=0, s-maxage=60' })).toBe(true)
    expect(isCacheableResponse(200, { 'cache-control': 'max-age=60' })).toBe(false)
    expect(isCacheableResponse(200, { 'cache-control': 's-maxage=60, private' })).toBe(false)
    expect(isCacheableResponse(304, { 'cache-control': 's-maxage=60' })).toBe(false)
  })
})

describe('varyHomeOnCookie', () => {
  it('adds Cookie to Vary on / only, keeping what the handler set', async () => {
    const server = http.createServer(
      varyHomeOnCookie((_req, res) => {
        res.setHeader('vary', 'rsc, Accept-Encoding')
        res.end('ok')
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    expect((await fetch(`${base}/?utm_source=x`)).headers.get('vary')).toBe('rsc, Accept-Encoding, Cookie')
    expect((await fetch(`${base}/property/pune`)).headers.get('vary')).toBe('rsc, Accept-Encoding')
  })
})
