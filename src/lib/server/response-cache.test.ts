import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { limitSharedLifetime } from '../observability/request-context'
import { sitePipeline } from './pipeline'
import { isCacheableResponse, sharedMaxAge, varyHomeOnCookie } from './cache-policy'
import { clearResponseCache, ResponseCache } from './response-cache'

type Reply = { status?: number; headers?: Record<string, string | string[]>; body?: string | Buffer; chunks?: string[] }
type Answer = { status: number; body: Buffer; headers: http.IncomingHttpHeaders }

const ISR = { 'cache-control': 's-maxage=600, stale-while-revalidate=31535400', 'content-type': 'text/html; charset=utf-8' }
/** A page kept for a minute (a search page, marked shared by shareDynamicPages). */
const SHORT = { 'cache-control': 'public, max-age=0, s-maxage=60', 'content-type': 'text/html; charset=utf-8' }
const PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><script src="/a.js" async=""></script></head><body>${'<p>Flats in Pune from ₹45 L</p>'.repeat(60)}<script>self.__next_f.push([1,"x"])</script></body></html>`

let cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const fn of cleanup) await fn()
  cleanup = []
})

/** The production pipeline (src/lib/server/pipeline.ts) around a handler that counts its calls. */
async function setup(reply: (req: http.IncomingMessage) => Reply, options: ConstructorParameters<typeof ResponseCache>[0] = {}) {
  let calls = 0
  const cache = new ResponseCache(options)
  const server = http.createServer(
    sitePipeline((req, res) => {
      calls++
      const r = reply(req)
      res.statusCode = r.status ?? 200
      for (const [k, v] of Object.entries(r.headers ?? {})) res.setHeader(k, v)
      if (r.chunks) {
        for (const c of r.chunks) res.write(c)
        res.end()
      } else res.end(r.body ?? `body ${calls}`)
    }, cache),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanup.push(async () => {
    cache.dispose()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  const port = (server.address() as AddressInfo).port
  /** Raw bytes as sent (no decoding), so the encoding can be checked. */
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers: { 'accept-encoding': 'identity', ...headers } }, async (res) => {
        const chunks: Buffer[] = []
        for await (const chunk of res) chunks.push(chunk as Buffer)
        resolve({ status: res.statusCode!, body: Buffer.concat(chunks), headers: res.headers })
      })
      req.on('error', reject)
      req.end(method === 'POST' ? 'x' : undefined)
    })
  return { cache, get, calls: () => calls }
}

const text = (a: Answer) => (a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body).toString()
const nonceOf = (a: Answer) => /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1]

describe('ResponseCache', () => {
  it('answers repeat requests for a shared-cacheable answer from memory, with its headers', async () => {
    const s = await setup(() => ({ headers: { 'cache-control': 's-maxage=60', 'content-type': 'application/json', 'x-nextjs-cache': 'HIT' }, body: '{"a":1}' }))
    const first = await s.get('/data')
    const second = await s.get('/data')
    expect(s.calls()).toBe(1)
    expect(text(second)).toBe('{"a":1}')
    expect(second.headers['cache-control']).toBe('s-maxage=60')
    expect(second.headers['x-nextjs-cache']).toBe('HIT')
    expect(second.headers['x-response-cache']).toBe('HIT')
    expect(first.headers['x-response-cache']).toBeUndefined()
    expect(second.headers['x-content-type-options']).toBe('nosniff')
    expect(second.headers['x-frame-options']).toBe('DENY')
  })

  it('sends a cached page gzip-compressed once, with a fresh nonce per answer in its policy and every tag', async () => {
    const s = await setup(() => ({ headers: ISR, body: PAGE }))
    await s.get('/property/pune/sky', { 'accept-encoding': 'gzip' })
    // Compressed as soon as it is kept, though asked for once: the copy is kept instead of the
    // page, a fraction of its bytes (beside the entry's fixed 1 kB).
    expect(s.cache.bytes).toBeLessThan(1024 + Buffer.byteLength(PAGE) / 2)
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const hit = await s.get('/property/pune/sky', { 'accept-encoding': 'gzip, deflate, br' })
      expect(hit.headers['x-response-cache']).toBe('HIT')
      expect(hit.headers['content-encoding']).toBe('gzip')
      expect(Number(hit.headers['content-length'])).toBe(hit.body.length)
      expect(hit.headers.vary).toContain('Accept-Encoding')
      const nonce = nonceOf(hit)!
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/)
      const page = text(hit)
      expect(page.split(` nonce="${nonce}"`)).toHaveLength(4)
      expect(page.replace(/ nonce="[^"]+"/g, '')).toBe(PAGE)
      nonces.add(nonce)
    }
    expect(nonces.size).toBe(3)
    expect(s.calls()).toBe(1)
  })

  it('sends the page uncompressed to a client that does not take gzip, with its nonce and length', async () => {
    const s = await setup(() => ({ headers: ISR, body: PAGE }))
    await s.get('/a')
    const hit = await s.get('/a', { 'accept-encoding': 'br;q=1, gzip;q=0' })
    expect(hit.headers['content-encoding']).toBeUndefined()
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length)
    expect(hit.body.toString().replace(` nonce="${nonceOf(hit)}"`, '').replace(/ nonce="[^"]+"/g, '')).toBe(PAGE)
  })

  it('still answers a client that takes no gzip once only the compressed copy is kept', async () => {
    const s = await setup(() => ({ headers: ISR, body: PAGE }))
    await s.get('/c')
    // Only the compressed copy is kept, made as the answer was kept: a fraction of the page.
    expect(s.cache.bytes).toBeLessThan(1024 + Buffer.byteLength(PAGE) / 2)
    const hit = await s.get('/c')
    expect(hit.headers['x-response-cache']).toBe('HIT')
    expect(hit.headers['content-encoding']).toBeUndefined()
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length)
    const nonce = nonceOf(hit)!
    expect(hit.body.toString().split(` nonce="${nonce}"`)).toHaveLength(4)
    expect(hit.body.toString().replace(/ nonce="[^"]+"/g, '')).toBe(PAGE)
    expect(s.calls()).toBe(1)
  })

  it('compresses a short-lived page on its first hit, not when it is kept', async () => {
    const s = await setup(() => ({ headers: SHORT, body: PAGE }))
    await s.get('/search?bhk=3', { 'accept-encoding': 'gzip' })
    // Kept as sent: most searches are asked once, and their compression would be spent for nothing.
    expect(s.cache.bytes).toBe(1024 + Buffer.byteLength(PAGE))
    const plain = await s.get('/search?bhk=3')
    expect(plain.headers['x-response-cache']).toBe('HIT')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString().replace(/ nonce="[^"]+"/g, '')).toBe(PAGE)
    expect(s.cache.bytes).toBe(1024 + Buffer.byteLength(PAGE))
    for (let i = 0; i < 2; i++) {
      const hit = await s.get('/search?bhk=3', { 'accept-encoding': 'gzip' })
      expect(hit.headers['x-response-cache']).toBe('HIT')
      expect(hit.headers['content-encoding']).toBe('gzip')
      expect(Number(hit.headers['content-length'])).toBe(hit.body.length)
      const nonce = nonceOf(hit)!
      expect(text(hit).split(` nonce="${nonce}"`)).toHaveLength(4)
      expect(text(hit).replace(/ nonce="[^"]+"/g, '')).toBe(PAGE)
      // From the first hit that takes gzip on, the compressed copy replaces the page.
      expect(s.cache.bytes).toBeLessThan(1024 + Buffer.byteLength(PAGE) / 2)
    }
    const after = await s.get('/search?bhk=3')
    expect(after.body.toString().replace(/ nonce="[^"]+"/g, '')).toBe(PAGE)
    expect(s.calls()).toBe(1)
  })

  it('compresses a hit that comes before its compressed copy is ready', async () => {
    const s = await setup(() => ({ headers: ISR, body: PAGE }))
    await s.get('/b')
    const hit = await s.get('/b', { 'accept-encoding': 'gzip' })
    expect(hit.headers['x-response-cache']).toBe('HIT')
    expect(text(hit).replace(/ nonce="[^"]+"/g, '')).toBe(PAGE)
  })

  it('keeps streamed bodies, and answers the handler compressed itself, intact', async () => {
    const gz = gzipSync('hello compressed world')
    const s = await setup((req) =>
      req.url === '/gz'
        ? { headers: { 'cache-control': 's-maxage=60', 'content-encoding': 'gzip' }, body: gz }
        : { headers: ISR, chunks: ['part one, ', 'part two'] },
    )
    expect(text(await s.get('/streamed'))).toBe('part one, part two')
    expect(text(await s.get('/streamed', { 'accept-encoding': 'gzip' }))).toBe('part one, part two')
    await s.get('/gz')
    const again = await s.get('/gz')
    expect(again.headers['x-response-cache']).toBe('HIT')
    expect(again.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(again.body).toString()).toBe('hello compressed world')
    expect(s.calls()).toBe(2)
  })

  it('never keeps private, no-store, cookie-setting, error, s-maxage=0 or Vary: user-agent answers', async () => {
    const replies: Record<string, Reply> = {
      '/dynamic': { headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } },
      '/none': { headers: {} },
      '/cookie': { headers: { ...ISR, 'set-cookie': 'session=1' } },
      '/missing': { status: 404, headers: ISR },
      '/vary': { headers: { ...ISR, vary: 'rsc, user-agent' } },
      '/zero': { headers: { ...ISR, 'cache-control': 's-maxage=0' } },
    }
    const s = await setup((req) => replies[req.url!]!)
    for (const path of Object.keys(replies)) {
      await s.get(path)
      await s.get(path)
    }
    expect(s.calls()).toBe(2 * Object.keys(replies).length)
  })

  it('lets writes, HEAD, credentials, APIs, the CMS and Next paths other than build assets through', async () => {
    const s = await setup(() => ({ headers: ISR }))
    for (const path of ['/api/properties/cards?ids=1', '/api/searches', '/cms/login', '/_next/image?url=%2Fm%2Fa.webp&w=640&q=75']) {
      await s.get(path)
      await s.get(path)
    }
    await s.get('/page', { authorization: 'Bearer x' })
    await s.get('/page', { authorization: 'Bearer x' })
    await s.get('/page', {}, 'POST')
    await s.get('/page', {}, 'POST')
    await s.get('/page', {}, 'HEAD')
    await s.get('/page', {}, 'HEAD')
    expect(s.calls()).toBe(14)
  })

  it('keeps the search API\'s shared answers for their minute, per query, and not its refusals', async () => {
    const s = await setup((req): Reply => {
      const query = new URL(req.url!, 'http://x').searchParams
      if (query.has('bad')) return { status: 400, headers: { 'cache-control': 'no-store', 'content-type': 'application/json' }, body: '{"error":"bad"}' }
      return {
        // As the route sends it, with the Vary that Next and withPayload add.
        headers: { 'cache-control': 'public, max-age=0, s-maxage=60', 'content-type': 'application/json', vary: 'Sec-CH-Prefers-Color-Scheme, rsc, next-router-state-tree' },
        body: JSON.stringify({ city: query.get('city'), n: s.calls() }),
      }
    })
    const first = await s.get('/api/search?city=pune', { 'accept-encoding': 'gzip' })
    const again = await s.get('/api/search?city=pune', { 'accept-encoding': 'gzip' })
    const other = await s.get('/api/search?city=goa', { 'accept-encoding': 'gzip' })
    expect(s.calls()).toBe(2)
    expect(again.headers['x-response-cache']).toBe('HIT')
    expect(text(again)).toBe(text(first))
    expect(JSON.parse(text(other))).toMatchObject({ city: 'goa' })
    await s.get('/api/search?bad=1')
    expect((await s.get('/api/search?bad=1')).status).toBe(400)
    expect(s.calls()).toBe(4)
  })

  it('keeps the immutable build assets, compressed once, and no other answer under /_next/static/', async () => {
    const script = `self.chunk=${JSON.stringify('x'.repeat(4000))};`.repeat(4)
    const replies: Record<string, Reply> = {
      // As Next sends it, with the Vary withPayload adds to every path.
      '/_next/static/chunks/0abc.js': {
        headers: { 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'application/javascript; charset=UTF-8', vary: 'Sec-CH-Prefers-Color-Scheme' },
        body: script,
      },
      '/_next/static/chunks/missing.js': { status: 404, headers: { 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'text/plain' }, body: 'gone' },
      '/_next/static/chunks/mutable.js': { headers: { 'cache-control': 'public, max-age=60', 'content-type': 'application/javascript' }, body: script },
      '/_next/static/chunks/varied.js': { headers: { 'cache-control': 'public, max-age=31536000, immutable', vary: 'cookie', 'content-type': 'application/javascript' }, body: script },
    }
    const s = await setup((req) => replies[req.url!]!)
    const first = await s.get('/_next/static/chunks/0abc.js', { 'accept-encoding': 'gzip, br' })
    const second = await s.get('/_next/static/chunks/0abc.js', { 'accept-encoding': 'gzip, br' })
    const plain = await s.get('/_next/static/chunks/0abc.js')
    expect(s.calls()).toBe(1)
    expect(first.headers['x-response-cache']).toBeUndefined()
    expect(second.headers['x-response-cache']).toBe('HIT')
    expect(second.headers['content-encoding']).toBe('gzip')
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(second.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(second.headers.vary).toBe('Sec-CH-Prefers-Color-Scheme, Accept-Encoding')
    expect(second.body.length).toBeLessThan(script.length / 10)
    expect(text(second)).toBe(script)
    expect(text(plain)).toBe(script)
    expect(plain.headers['content-encoding']).toBeUndefined()
    for (const path of ['/_next/static/chunks/missing.js', '/_next/static/chunks/mutable.js', '/_next/static/chunks/varied.js']) {
      await s.get(path)
      expect((await s.get(path)).headers['x-response-cache'], path).toBeUndefined()
    }
    expect(s.calls()).toBe(7)
  })

  it('keeps separate answers per RSC navigation header and city, one for every encoding', async () => {
    const s = await setup((req) => ({ headers: { ...ISR, vary: 'rsc, next-router-state-tree, cookie' }, body: `for ${req.headers.rsc ?? 'html'}` }))
    await s.get('/')
    await s.get('/', { rsc: '1' })
    await s.get('/', { cookie: 'city=Pune' })
    await s.get('/', { cookie: 'city=pune; other=1' }) // same city as the line above
    await s.get('/', { 'accept-encoding': 'gzip' })
    expect(s.calls()).toBe(3)
    expect(text(await s.get('/', { rsc: '1' }))).toBe('for 1')
    expect(text(await s.get('/'))).toBe('for html')
    expect((await s.get('/')).headers.vary).toBe('rsc, next-router-state-tree, cookie, Accept-Encoding')
    expect(s.calls()).toBe(3)
  })

  it('keeps an answer for its s-maxage, at most maxTtlMs, and forgets everything when content changes', async () => {
    let now = 1_000
    const s = await setup((req) => ({ headers: { ...ISR, 'cache-control': req.url === '/short' ? 's-maxage=5' : 's-maxage=60' } }), {
      maxTtlMs: 30_000,
      now: () => now,
    })
    await s.get('/short')
    await s.get('/long')
    now += 4_999
    await s.get('/short')
    expect(s.calls()).toBe(2)
    now += 1
    await s.get('/short')
    expect(s.calls()).toBe(3)
    now += 24_999 // /long is 29,999 ms old
    await s.get('/long')
    expect(s.calls()).toBe(3)
    now += 1
    await s.get('/long')
    expect(s.calls()).toBe(4)
    clearResponseCache()
    await s.get('/long')
    expect(s.calls()).toBe(5)
  })

  it('stays within its byte limits, compressed copies included, dropping the least recently used first', async () => {
    const s = await setup((req) => ({ headers: { 'cache-control': 's-maxage=60', 'content-type': 'image/png' }, body: req.url === '/big' ? 'x'.repeat(3000) : 'y'.repeat(500) }), {
      maxEntryBytes: 2000,
      maxTotalBytes: 3200,
    })
    await s.get('/big')
    await s.get('/big')
    expect(s.calls()).toBe(2) // larger than one entry may be
    await s.get('/one')
    await s.get('/two')
    await s.get('/one') // hit; /two is now the least recently used
    expect(s.calls()).toBe(4)
    await s.get('/three') // a third entry would pass the limit: /two goes
    expect(s.cache.size).toBe(2)
    expect(s.cache.bytes).toBeLessThanOrEqual(3200)
    await s.get('/one')
    expect(s.calls()).toBe(5)
    await s.get('/two')
    expect(s.calls()).toBe(6)
  })

  it('holds no more memory than it counts: kept bodies and compressed copies are not views of pools or zlib chunks', async () => {
    const s = await setup((req) => ({
      headers: { 'cache-control': 's-maxage=600', 'content-type': req.url!.startsWith('/page') ? 'text/html; charset=utf-8' : 'image/png' },
      // Written in pieces, as Next streams a page; small pieces come from Node's buffer pool.
      chunks: req.url!.startsWith('/page') ? [PAGE.slice(0, 700), PAGE.slice(700)] : ['p'.repeat(300), 'q'.repeat(200)],
    }))
    for (const path of ['/page/1', '/page/2', '/page/3', '/image/1', '/image/2']) await s.get(path)
    await s.get('/page/1', { 'accept-encoding': 'gzip' })
    expect(s.cache.size).toBe(5)
    expect(s.cache.retainedBytes).toBeGreaterThan(0)
    expect(s.cache.retainedBytes).toBeLessThanOrEqual(s.cache.bytes)
  })

  it('keeps answers of a minute or less within their own share, so they never push out the long-lived ones', async () => {
    const s = await setup(
      (req) => ({
        headers: { 'cache-control': req.url === '/popular' ? 's-maxage=600' : 's-maxage=60', 'content-type': 'image/png' },
        body: 'z'.repeat(500),
      }),
      { maxTotalBytes: 10_000, maxShortLivedBytes: 3200 },
    )
    await s.get('/popular') // the least recently used from here on
    for (const n of [1, 2, 3, 4]) await s.get(`/search-${n}`) // a third and fourth pass the share: the oldest go
    expect(s.calls()).toBe(5)
    await s.get('/popular')
    await s.get('/search-4')
    await s.get('/search-3')
    expect(s.calls()).toBe(5) // all hits
    await s.get('/search-1')
    expect(s.calls()).toBe(6) // dropped for the share
  })
})

describe('sharedMaxAge', () => {
  it('wants status 200 and s-maxage without private, no-store or no-cache', () => {
    expect(sharedMaxAge(200, { 'cache-control': 's-maxage=60' })).toBe(60)
    expect(sharedMaxAge(200, { 'cache-control': 'public, max-age=0, s-maxage=30' })).toBe(30)
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

describe('shareDynamicPages (through the pipeline)', () => {
  const DYNAMIC = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', 'content-type': 'text/html; charset=utf-8' }

  it('keeps a search page, a filtered listing and an information page for a minute; not a personal page', async () => {
    const { get, calls } = await setup(() => ({ headers: DYNAMIC, body: PAGE }))
    for (const path of ['/search?bhk=2', '/property/pune?bhk=3', '/about']) {
      const before = calls()
      const first = await get(path)
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60')
      const second = await get(path)
      expect(second.headers['x-response-cache']).toBe('HIT')
      expect(calls() - before, path).toBe(1)
    }
    const before = calls()
    const profile = await get('/profile')
    await get('/profile')
    expect(profile.headers['cache-control']).toMatch(/^private, no-cache, no-store/)
    expect(calls() - before).toBe(2)
  })

  it('keeps a property page for the 4-hour safety net, or as long as the page allowed while it rendered', async () => {
    const { get, calls } = await setup((req) => {
      // What getOfferDay does for a page that shows an offer.
      if (req.url === '/property/pune/with-offer') limitSharedLifetime(60)
      return { headers: DYNAMIC, body: PAGE }
    })
    const plain = await get('/property/pune/a-home')
    expect(plain.headers['cache-control']).toBe('public, max-age=0, s-maxage=14400')
    expect((await get('/property/pune/a-home')).headers['x-response-cache']).toBe('HIT')
    const offer = await get('/property/pune/with-offer')
    expect(offer.headers['cache-control']).toBe('public, max-age=0, s-maxage=60')
    expect((await get('/property/pune/with-offer')).headers['x-response-cache']).toBe('HIT')
    expect(calls()).toBe(2)
  })

  it('leaves an answer that sets a cookie, an error and an ISR page as Next sent them', async () => {
    const { get, calls } = await setup((req) =>
      req.url === '/search?x=cookie'
        ? { headers: { ...DYNAMIC, 'set-cookie': 'a=b' }, body: PAGE }
        : req.url === '/search?x=error'
          ? { status: 500, headers: DYNAMIC, body: 'broken' }
          : { headers: ISR, body: PAGE },
    )
    expect((await get('/search?x=cookie')).headers['cache-control']).toMatch(/^private/)
    expect((await get('/search?x=error')).headers['cache-control']).toMatch(/^private/)
    expect((await get('/property/pune')).headers['cache-control']).toBe(ISR['cache-control'])
    await get('/search?x=cookie')
    await get('/search?x=error')
    expect(calls()).toBe(5)
  })
})
