import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { gateRenders, isPageView } from './render-gate'
import { renderGates } from './render-gate-registry'

type Held = { path: string; finish: (body?: string) => void }

let cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const fn of cleanup) await fn()
  cleanup = []
})

/** A server whose handler holds every response until the test finishes it. */
async function setup(options: Parameters<typeof gateRenders>[1]) {
  const started: string[] = []
  const held: Held[] = []
  const gated = gateRenders((req, res) => {
    started.push(req.url!)
    held.push({ path: req.url!, finish: (body = `done ${req.url}`) => res.end(body) })
  }, options)
  const server = http.createServer((req, res) => void gated(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanup.push(async () => {
    renderGates().delete(gated.stats)
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  const port = (server.address() as AddressInfo).port
  const agent = new http.Agent({ keepAlive: false, maxSockets: 100 })
  const request = (path: string, method = 'GET') => {
    const req = http.request({ host: '127.0.0.1', port, path, method, agent })
    const answer = new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      req.on('response', async (res) => {
        let body = ''
        for await (const chunk of res) body += chunk
        resolve({ status: res.statusCode!, body, headers: res.headers })
      })
      req.on('error', reject)
    })
    req.end(method === 'POST' ? 'x' : undefined)
    return { req, answer }
  }
  /** Waits until the handler has been entered `n` times in all. */
  const entered = async (n: number) => {
    for (let i = 0; i < 200 && started.length < n; i++) await new Promise((r) => setTimeout(r, 5))
    expect(started.length).toBe(n)
  }
  const idle = () => new Promise((r) => setTimeout(r, 50))
  return { started, held, request, entered, idle, stats: gated.stats }
}

describe('isPageView', () => {
  const view = (method: string, url: string) => isPageView({ method, url } as http.IncomingMessage)

  it('takes GET and HEAD of pages, with or without a query string', () => {
    for (const url of ['/', '/property/pune', '/property/pune/some-project-123', '/search?q=park', '/terms', '/blogs/a-post?_rsc=1'])
      expect(view('GET', url), url).toBe(true)
    expect(view('HEAD', '/property/pune')).toBe(true)
  })

  it('leaves out APIs, assets, files, forms, the CMS and other methods', () => {
    for (const url of ['/api/search?city=pune', '/_next/static/chunks/a.js', '/cms/collections/leads', '/forms/token', '/m/photo.webp', '/images/a.webp', '/robots.txt', '/icons.svg', '/sitemap.xml'])
      expect(view('GET', url), url).toBe(false)
    expect(view('POST', '/property/pune')).toBe(false)
  })
})

describe('gateRenders', () => {
  it('lets at most `concurrency` page views into the handler and the rest in arrival order', async () => {
    const t = await setup({ concurrency: 2 })
    const answers = ['/a', '/b', '/c', '/d'].map((p) => t.request(p).answer)
    await t.entered(2)
    await t.idle()
    expect(t.started).toEqual(['/a', '/b'])
    expect(t.stats).toMatchObject({ running: 2, waiting: 2 })

    t.held[1]!.finish()
    await t.entered(3)
    expect(t.started[2]).toBe('/c')
    t.held[0]!.finish()
    await t.entered(4)
    expect(t.started[3]).toBe('/d')
    t.held[2]!.finish()
    t.held[3]!.finish()
    expect((await Promise.all(answers)).map((a) => a.body)).toEqual(['done /a', 'done /b', 'done /c', 'done /d'])
    expect(t.stats).toMatchObject({ running: 0, waiting: 0, admitted: 4, refused: 0 })
  })

  it('never holds back what is not a page view', async () => {
    const t = await setup({ concurrency: 1 })
    const page = t.request('/a').answer
    await t.entered(1)
    const api = t.request('/api/search?city=pune').answer
    const post = t.request('/forms/enquiry', 'POST').answer
    await t.entered(3)
    t.held[1]!.finish()
    t.held[2]!.finish()
    expect((await api).status).toBe(200)
    expect((await post).status).toBe(200)
    t.held[0]!.finish()
    expect((await page).body).toBe('done /a')
  })

  it('skips a waiting page view whose client has gone, and frees the turn of one that hangs up', async () => {
    const t = await setup({ concurrency: 1 })
    const first = t.request('/first')
    first.answer.catch(() => {})
    await t.entered(1)
    const gone = t.request('/gone')
    gone.answer.catch(() => {})
    const last = t.request('/last').answer
    await t.idle()
    expect(t.stats.waiting).toBe(2)
    gone.req.destroy()
    await t.idle()
    // The running render's client hangs up too: its turn ends with its connection.
    first.req.destroy()
    await t.entered(2)
    expect(t.started).toEqual(['/first', '/last'])
    t.held[1]!.finish()
    expect((await last).body).toBe('done /last')
  })

  it('refuses page views with 503 and Retry-After when the queue is full', async () => {
    const t = await setup({ concurrency: 1, queueMax: 1 })
    const running = t.request('/a').answer
    await t.entered(1)
    const waiting = t.request('/b').answer
    await t.idle()
    const refused = await t.request('/c').answer
    expect(refused.status).toBe(503)
    expect(refused.headers['retry-after']).toBe('2')
    expect(refused.headers['cache-control']).toBe('no-store')
    expect(refused.body).toMatch(/busy/)
    expect(t.stats.refused).toBe(1)
    t.held[0]!.finish()
    await t.entered(2)
    t.held[1]!.finish()
    expect((await running).status).toBe(200)
    expect((await waiting).status).toBe(200)
  })

  it('gives the turn to the next page view when a render outlasts its slot', async () => {
    const t = await setup({ concurrency: 1, slotMs: 100 })
    const stuck = t.request('/stuck').answer
    await t.entered(1)
    const next = t.request('/next').answer
    await t.entered(2)
    t.held[1]!.finish()
    expect((await next).body).toBe('done /next')
    t.held[0]!.finish()
    expect((await stuck).body).toBe('done /stuck')
  })
})
