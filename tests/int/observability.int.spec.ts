/**
 * Metrics and logs of the real server (docs/product.md §16; scripts/start.ts → scripts/serve.ts, the same
 * build as the end-to-end suite):
 * - `GET /api/metrics` is 401 without the token and answers Prometheus text with it; values counted
 *   on both sides of the server — the pipeline of scripts/serve.ts (requests, response-cache hits)
 *   and Next's bundle (leads, deliveries, the outbox read at scrape time) — change as the test acts
 *   and are read back in one scrape, so the process has one registry;
 * - stdout is JSON lines; every line of a request carries the `reqId` the response names in
 *   `x-request-id` (an incoming sane id is kept); a CMS 403 and a 404 are logged below error and
 *   without a stack; a posted lead's e-mail and phone number appear nowhere in full.
 */
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCity, createProperty } from '@/cms/seed/factories'

import { listenOnLoopback } from '../support/loopback'
import { type SiteServer, startSiteServer } from '../support/site-server'
import { type FreshPayload, freshPayload } from './support/database'

const TOKEN = 'metrics-token-for-the-int-test'
const LEAD_EMAIL = 'observed.buyer@example.com'
const LEAD_PHONE = '9876501234'

type Webhook = { url: string; status: number; received: number; close: () => Promise<void> }

async function startWebhook(status: number): Promise<Webhook> {
  const state = { status, received: 0 }
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      state.received++
      res.writeHead(state.status).end(state.status < 300 ? 'ok' : 'not now')
    })
  })
  const { origin, close } = await listenOnLoopback(server)
  return Object.assign(state, {
    url: `${origin}/leads`,
    close,
  })
}

let ctx: FreshPayload
let site: SiteServer
let webhook: Webhook
let propertyUrl: string

beforeAll(async () => {
  ctx = await freshPayload()
  const city = await createCity(ctx.payload, { city_name: 'Metricpur' })
  const property = await createProperty(ctx.payload, { city: city.id, full_name: 'Gauge Heights' })
  propertyUrl = `/property/${city.slug}/${property.slug}`
  webhook = await startWebhook(503)
  const serverDir = path.join(ctx.dataDir, 'server')
  fs.mkdirSync(serverDir)
  site = await startSiteServer({
    dataDir: serverDir,
    databaseUrl: process.env.DATABASE_URL!,
    env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info', LEAD_WEBHOOK_URL: webhook.url, LEAD_WEBHOOK_SECRET: 'observability-secret', LEAD_DELIVERY_RETRY_SECONDS: '1' },
  })
}, 900_000)

afterAll(async () => {
  await site?.stop()
  await webhook?.close()
  await ctx?.cleanup()
})

async function scrape(): Promise<string> {
  const res = await fetch(`${site.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return res.text()
}

/** The value of one sample (`name{labels}`, labels in any order given as a subset), or 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3])
  }
  return 0
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function postLead(fields: Record<string, string>) {
  const res = await fetch(`${site.url}/forms/contact`, {
    method: 'POST',
    headers: { accept: 'application/json', origin: site.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
  return { status: res.status, reqId: res.headers.get('x-request-id'), body: (await res.json()) as { id?: string } }
}

type Line = Record<string, unknown> & { level: number; msg?: string; reqId?: string }

/** The server's stdout and stderr after start-up, each line parsed; a line that is not JSON fails. */
function logLines(): Line[] {
  const output = site.output()
  const fromReady = output.slice(output.indexOf('{"level"'))
  const lines = fromReady.split('\n').filter((l) => l.trim() !== '')
  return lines.map((line) => {
    try {
      return JSON.parse(line) as Line
    } catch {
      throw new Error(`Not a JSON line in the server's output: ${line.slice(0, 300)}`)
    }
  })
}

describe('GET /api/metrics', () => {
  it('refuses a scrape without the token or with a wrong one', async () => {
    expect((await fetch(`${site.url}/api/metrics`)).status).toBe(401)
    expect((await fetch(`${site.url}/api/metrics`, { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(401)
    expect((await fetch(`${site.url}/api/metrics`, { headers: { authorization: TOKEN } })).status).toBe(401)
  })

  it('counts requests, cache hits, leads, spam, deliveries and the outbox as the site works', async () => {
    const before = await scrape()
    expect(sample(before, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(before).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
    expect(before).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/metrics",method="GET"\} \d/m)

    // The same page until the response cache in front of Next answers it.
    const answers: string[] = []
    while (!answers.includes('HIT') && answers.length < 5) {
      const page = await fetch(`${site.url}${propertyUrl}`)
      expect(page.status).toBe(200)
      await page.arrayBuffer()
      answers.push(page.headers.get('x-response-cache') ?? `MISS (${page.headers.get('cache-control')})`)
    }
    expect(answers, 'a repeat visit is answered from the response cache').toContain('HIT')
    const token = ((await (await fetch(`${site.url}/forms/token`)).json()) as { form_started: string }).form_started
    await new Promise((resolve) => setTimeout(resolve, 3_100)) // sooner is taken for spam
    const lead = {
      SingleLine: 'Observed Buyer',
      Email: LEAD_EMAIL,
      PhoneNumber_countrycodeval: '+91',
      PhoneNumber_countrycode: LEAD_PHONE,
      MultiLine: 'Counting on you',
      consent: 'on',
      form_started: token,
    }
    expect((await postLead(lead)).status).toBe(201)
    expect((await postLead({ ...lead, Email: 'bot@example.com', PhoneNumber_countrycode: '9876509999', website: 'https://spam.example' })).status).toBe(201)

    const during = await scrape()
    const pageRoute = { route: '/property/:param/:param', method: 'GET', status: '200' }
    expect(sample(during, 'http_requests_total', pageRoute) - sample(before, 'http_requests_total', pageRoute)).toBe(answers.length)
    expect(sample(during, 'response_cache_hits_total') - sample(before, 'response_cache_hits_total')).toBe(1)
    expect(sample(during, 'response_cache_misses_total')).toBeGreaterThanOrEqual(1)
    // Every page view the cache did not answer went through the render gate, and none is left in it.
    expect(sample(during, 'page_renders_total') - sample(before, 'page_renders_total')).toBe(answers.length - 1)
    expect(sample(during, 'page_renders_running')).toBe(0)
    expect(sample(during, 'page_renders_waiting')).toBe(0)
    expect(sample(during, 'page_renders_refused_total')).toBe(0)
    // The page's content reads went through the content cache (src/lib/cache.ts), and another page
    // rendered after it finds the layout's cities and site data there.
    expect(sample(during, 'content_cache_reads_total')).toBeGreaterThanOrEqual(1)
    expect(sample(during, 'content_cache_bytes')).toBeGreaterThan(0)
    const listing = await fetch(`${site.url}${propertyUrl.split('/').slice(0, 3).join('/')}?bhk=2&seen=${Date.now()}`)
    expect(listing.status).toBe(200)
    await listing.arrayBuffer()
    const later = await scrape()
    expect(sample(later, 'content_cache_hits_total') - sample(during, 'content_cache_hits_total')).toBeGreaterThanOrEqual(2)
    expect(sample(during, 'leads_received_total', { form: 'contact' }) - sample(before, 'leads_received_total', { form: 'contact' })).toBe(1)
    expect(sample(during, 'leads_spam_total', { form: 'contact' }) - sample(before, 'leads_spam_total', { form: 'contact' })).toBe(1)
    // The webhook refuses, so its delivery waits in the outbox.
    expect(sample(during, 'lead_outbox_pending')).toBeGreaterThanOrEqual(1)
    expect(sample(during, 'lead_outbox_oldest_pending_age_seconds')).toBeGreaterThan(0)
    // No raw path ever becomes a label.
    expect(during).not.toContain(propertyUrl)

    webhook.status = 200
    const after = await until('the worker to deliver the lead', async () => {
      const text = await scrape()
      return sample(text, 'lead_deliveries_sent_total', { channel: 'webhook' }) >= 1 && sample(text, 'lead_outbox_pending') === 0 && text
    })
    expect(sample(after, 'lead_deliveries_sent_total', { channel: 'email' })).toBeGreaterThanOrEqual(1)
    expect(sample(after, 'lead_outbox_oldest_pending_age_seconds')).toBe(0)
  })
})

describe('one router (docs/product.md §19)', () => {
  /** Next's router marks every answer of an app route with this `Vary`: an answer without it came from a handler called beside the router. */
  const viaNext = (res: Response) => (res.headers.get('vary') ?? '').includes('next-router-state-tree')

  it('answers the form token, searches and lead posts through Next, with the security headers, limits and metrics of every answer', async () => {
    const health = await fetch(`${site.url}/api/health`)
    expect(viaNext(health)).toBe(true)

    // The second request of a route as well as the first (the first loads its module).
    await (await fetch(`${site.url}/forms/token`)).arrayBuffer()
    const before = await scrape()
    const tokenRes = await fetch(`${site.url}/forms/token`)
    expect(viaNext(tokenRes)).toBe(true)
    expect(tokenRes.status).toBe(200)
    expect(tokenRes.headers.get('cache-control')).toBe('no-store')
    expect(tokenRes.headers.get('x-content-type-options')).toBe('nosniff')
    expect(tokenRes.headers.get('x-request-id')).toBeTruthy()
    const { form_started: token } = (await tokenRes.json()) as { form_started: string }
    expect(token).toMatch(/^\d+\.[\w-]+\.[\w-]+$/)
    // A token is good for one lead (docs/product.md §17): the second post brings its own.
    const secondToken = ((await (await fetch(`${site.url}/forms/token`)).json()) as { form_started: string }).form_started

    await (await fetch(`${site.url}/api/search?q=gauge`)).arrayBuffer()
    const search = await fetch(`${site.url}/api/search?q=gauge&sort=price_asc`, { headers: { 'accept-encoding': 'gzip' } })
    expect(viaNext(search)).toBe(true)
    expect(search.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
    const found = (await search.json()) as { total: number; results: { full_name: string }[] }
    expect(found.results.map((r) => r.full_name)).toContain('Gauge Heights')
    const bad = await fetch(`${site.url}/api/search?bhk=many`)
    expect(viaNext(bad)).toBe(true)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toMatch(/^bhk /)

    await new Promise((resolve) => setTimeout(resolve, 3_100)) // a form filled sooner is taken for spam
    const fields = {
      SingleLine: 'Direct Buyer',
      Email: 'direct.buyer@example.com',
      PhoneNumber_countrycodeval: '+91',
      PhoneNumber_countrycode: '9876505678',
      MultiLine: 'Straight to the handler',
      consent: 'on',
      form_started: token,
    }
    const first = await postLead(fields)
    const posted = await fetch(`${site.url}/forms/contact`, {
      method: 'POST',
      headers: { accept: 'application/json', origin: site.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, form_started: secondToken, Email: 'direct.buyer.2@example.com', PhoneNumber_countrycode: '9876505679' }),
    })
    expect(viaNext(posted)).toBe(true)
    expect([first.status, posted.status]).toEqual([201, 201])
    const { id } = (await posted.json()) as { id: string }
    const stored = await ctx.payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })
    expect({ name: stored.name, email: stored.email, status: stored.status }).toEqual({ name: 'Direct Buyer', email: 'direct.buyer.2@example.com', status: 'new' })
    // A post from another site is refused by the handler's own same-origin check.
    const cross = await fetch(`${site.url}/forms/contact`, {
      method: 'POST',
      headers: { accept: 'application/json', origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    })
    expect(viaNext(cross)).toBe(true)
    expect(cross.status).toBe(403)
    // A static route beside /forms/[form].
    const click = await fetch(`${site.url}/forms/whatsapp-click`, { method: 'POST', headers: { origin: site.url, 'content-type': 'application/json' }, body: '{}' })
    await click.arrayBuffer()
    expect(viaNext(click)).toBe(true)

    const after = await scrape()
    const counted = (route: string, method: string, status: string) =>
      sample(after, 'http_requests_total', { route, method, status }) - sample(before, 'http_requests_total', { route, method, status })
    expect(counted('/forms/token', 'GET', '200')).toBe(2) // a token for each of the two posts
    expect(counted('/forms/:form', 'POST', '201')).toBe(2)
    expect(counted('/forms/:form', 'POST', '403')).toBe(1)
    expect(sample(after, 'leads_received_total', { form: 'contact' }) - sample(before, 'leads_received_total', { form: 'contact' })).toBe(2)
  })
})

describe('logs', () => {
  it('are JSON lines with the request id of the answer, quiet refusals and no lead PII', async () => {
    const given = 'lb-0123456789abcdef'
    const withId = await fetch(`${site.url}/api/cms/leads`, { headers: { 'x-request-id': given } })
    expect(withId.status).toBe(403)
    expect(withId.headers.get('x-request-id')).toBe(given)
    const missing = await fetch(`${site.url}/no-such-page-here`)
    expect(missing.status).toBe(404)
    const generated = missing.headers.get('x-request-id')
    expect(generated).toMatch(/^[0-9a-f-]{36}$/)
    const bad = await fetch(`${site.url}/`, { headers: { 'x-request-id': 'bad id\twith "quotes"' } })
    expect(bad.headers.get('x-request-id')).not.toContain('bad id')

    const lines = await until('the access lines', async () => {
      const all = logLines()
      return all.some((l) => l.msg === 'request' && l.reqId === generated) && all
    })
    const of = (id: string | null) => lines.filter((l) => l.reqId === id)
    // Payload's refusal and the access line, both under the id the response named.
    const forbidden = of(given)
    expect(forbidden.find((l) => l.msg === 'request')).toMatchObject({ method: 'GET', route: '/api/cms', status: 403, level: 30 })
    expect(forbidden.some((l) => l.msg !== 'request'), 'Payload logged the refusal with the request id').toBe(true)
    expect(of(generated).find((l) => l.msg === 'request')).toMatchObject({ route: 'other', status: 404 })
    for (const line of [...forbidden, ...of(generated)]) {
      expect(line.level, JSON.stringify(line)).toBeLessThan(50)
      expect(JSON.stringify(line)).not.toContain('"stack"')
    }
    // Every access line has an id, and each id is on one access line.
    const access = lines.filter((l) => l.msg === 'request')
    expect(access.length).toBeGreaterThan(10)
    expect(access.every((l) => typeof l.reqId === 'string' && typeof l.ms === 'number')).toBe(true)
    expect(new Set(access.map((l) => l.reqId)).size).toBe(access.length)

    const output = site.output()
    expect(output).not.toContain(LEAD_EMAIL)
    expect(output).not.toContain(LEAD_PHONE)
    expect(output).not.toMatch(/"level":50.*"status":4\d\d/)
  })
})
