import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { NOT_FOUND_PAGE_HEADER } from '../../features/routing/rules'
import { sitePipeline } from './pipeline'
import type { RenderGateOptions } from './render-gate'
import { ResponseCache } from './response-cache'

/** What Next 16 sends for `notFound()` in a page rendered per request: the view only in its payload. */
const ERROR_DOCUMENT = '<!DOCTYPE html><html id="__next_error__"><head><script src="/_next/a.js" async=""></script></head><body><div hidden=""></div><script>self.__next_f.push([1,"404"])</script></body></html>'
/** The 404 page as the server renders it when asked with the header (the proxy's rewrite). */
const PAGE = `<!DOCTYPE html><html lang="en"><head><script src="/_next/b.js" async=""></script></head><body><h1>We couldn’t find that page</h1>${'<p>Search for a project or go home.</p>'.repeat(40)}<script>self.__next_f.push([1,"page"])</script></body></html>`
const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

let cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const fn of cleanup) await fn()
  cleanup = []
})

/**
 * The production pipeline around a handler standing in for Next: `/streamed/…` answers with
 * writeHead, write and end (a page rendered per request), anything else with one `end`.
 */
async function setup(options: { page?: (res: http.ServerResponse) => void; notFound?: string; gate?: RenderGateOptions | false } = {}) {
  const seen: { url: string; header: string | undefined }[] = []
  const cache = new ResponseCache()
  const server = http.createServer(
    sitePipeline(
      (req, res) => {
        const header = req.headers[NOT_FOUND_PAGE_HEADER] as string | undefined
        seen.push({ url: req.url ?? '', header })
        if (header !== undefined) {
          if (options.page) return options.page(res)
          res.writeHead(200, HTML)
          return res.end(PAGE)
        }
        const body = req.url?.startsWith('/plain') ? '<!DOCTYPE html><html lang="en"><body>gone</body></html>' : (options.notFound ?? ERROR_DOCUMENT)
        if (req.url?.startsWith('/streamed')) {
          res.writeHead(404, HTML)
          res.write(body.slice(0, 40))
          return res.end(body.slice(40))
        }
        res.statusCode = 404
        for (const [name, value] of Object.entries(HTML)) res.setHeader(name, value)
        res.setHeader('content-length', Buffer.byteLength(body))
        res.end(body)
      },
      cache,
      options.gate ?? false,
    ),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanup.push(async () => {
    cache.dispose()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  const port = (server.address() as AddressInfo).port
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'identity', ...headers } }, async (res) => {
          const chunks: Buffer[] = []
          for await (const chunk of res) chunks.push(chunk as Buffer)
          const raw = Buffer.concat(chunks)
          resolve({ status: res.statusCode!, headers: res.headers, body: (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString() })
        })
        .on('error', reject)
    })
  return { get, seen }
}

const nonceOf = (a: Answer) => /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1]

describe('the 404 page rendered on the server', () => {
  it('replaces Next’s client-rendered 404 document, status 404 kept, with this answer’s nonce', async () => {
    const s = await setup()
    for (const path of ['/property/pune/no-such', '/streamed/careers/no-such?x=1']) {
      const answer = await s.get(path)
      expect(answer.status, path).toBe(404)
      expect(answer.body).toContain('<h1>We couldn’t find that page</h1>')
      expect(answer.body).not.toContain('__next_error__')
      // The page's scripts carry the nonce of this answer's policy (not the one of the page asked for).
      const nonce = nonceOf(answer)!
      expect(answer.body.split(` nonce="${nonce}"`)).toHaveLength(3)
      expect(answer.body.replace(/ nonce="[^"]+"/g, '')).toBe(PAGE)
      expect(Number(answer.headers['content-length'] ?? Buffer.byteLength(answer.body))).toBe(Buffer.byteLength(answer.body))
      // Asked for at the same path (the proxy rewrites it to the 404 page, keeping the URL).
      expect(s.seen.at(-1)).toMatchObject({ url: path })
      expect(s.seen.at(-1)!.header).toMatch(/^[\w-]{24}$/)
    }
    const gzipped = await s.get('/property/pune/gone', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.status).toBe(404)
    expect(gzipped.body.replace(/ nonce="[^"]+"/g, '')).toBe(PAGE)
  })

  it('leaves every other answer as Next sent it: another 404, a navigation’s payload, a page', async () => {
    const s = await setup()
    const plain = await s.get('/plain/gone')
    expect(plain.status).toBe(404)
    expect(plain.body).toBe('<!DOCTYPE html><html lang="en"><body>gone</body></html>')
    const navigation = await s.get('/property/pune/no-such', { rsc: '1' })
    expect(navigation.status).toBe(404)
    expect(navigation.body).toContain('__next_error__')
    expect(s.seen.every((r) => r.header === undefined)).toBe(true)
  })

  it('sends Next’s own document when the 404 page cannot be had', async () => {
    const s = await setup({
      page: (res) => {
        res.writeHead(500, HTML)
        res.end('broken')
      },
    })
    const answer = await s.get('/streamed/no-such')
    expect(answer.status).toBe(404)
    expect(answer.body.replace(/ nonce="[^"]+"/g, '')).toBe(ERROR_DOCUMENT)
  })

  it('asks for the page past the render gate, whose turn the missing page holds', async () => {
    // One render at a time: were the request for the 404 page gated, it would wait for the turn
    // its own page holds, and the answer would fall back to Next's document after 5 s.
    const s = await setup({ gate: { concurrency: 1 } })
    const answers = await Promise.all(['/a/1', '/a/2', '/streamed/3'].map((path) => s.get(path)))
    for (const answer of answers) expect(answer.body).toContain('<h1>We couldn’t find that page</h1>')
  })

  it('never keeps what is asked for with the header', async () => {
    const s = await setup({ page: (res) => res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 's-maxage=600' }).end(PAGE) })
    await s.get('/anything', { [NOT_FOUND_PAGE_HEADER]: 'x' })
    const again = await s.get('/anything', { [NOT_FOUND_PAGE_HEADER]: 'x' })
    expect(again.headers['x-response-cache']).toBeUndefined()
    expect(s.seen.filter((r) => r.url === '/anything')).toHaveLength(2)
    // Without the header the same path is the page's own answer, never the 404 page kept for it.
    expect((await s.get('/anything')).status).toBe(404)
  })
})
