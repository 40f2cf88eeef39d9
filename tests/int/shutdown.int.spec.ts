/**
 * Graceful shutdown (docs/product.md §16) of the real server (scripts/start.ts → scripts/serve.ts): SIGTERM to
 * its process group (as systemd or `kill -- -pid` sends it, so the server also gets the copy
 * scripts/start.ts passes on) in the middle of a burst of page views and lead posts, while the
 * delivery worker is sending to a slow webhook. Then:
 * - every request the server took (its debug line "request received" names the request's id) was
 *   answered with a status; the others were refused a connection or cut before the server read them;
 * - requests in flight at the signal were answered after it;
 * - every lead answered 201 is in the database, and no outbox row is left under a lease;
 * - the process exits 0.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCity, createProperty } from '@/cms/seed/factories'

import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from '../../scripts/lib/server-flags'
import { listenerPid } from '../support/listener-pid'
import { listenOnLoopback } from '../support/loopback'
import { type SiteServer, startSiteServer } from '../support/site-server'
import { type FreshPayload, freshPayload } from './support/database'

const WEBHOOK_DELAY_MS = 2_000

type Webhook = { url: string; received: number; answered: number; close: () => Promise<void> }

/** A webhook that takes its time to answer, so a delivery run is in progress when the signal comes. */
async function startSlowWebhook(): Promise<Webhook> {
  const state = { received: 0, answered: 0 }
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      state.received++
      setTimeout(() => {
        state.answered++
        res.writeHead(200).end('ok')
      }, WEBHOOK_DELAY_MS)
    })
  })
  const { origin, close } = await listenOnLoopback(server)
  return Object.assign(state, {
    url: `${origin}/leads`,
    close,
  })
}

type Outcome = { id: string; kind: 'page' | 'lead'; startedAt: number; endedAt: number; status?: number; error?: string; body?: string }

let ctx: FreshPayload
let site: SiteServer
let webhook: Webhook
let pages: string[]

beforeAll(async () => {
  ctx = await freshPayload()
  const city = await createCity(ctx.payload, { city_name: 'Haltpur' })
  const property = await createProperty(ctx.payload, { city: city.id, full_name: 'Drain Towers' })
  // Cached and uncached pages, and an API answer that asks the database each time.
  pages = [`/property/${city.slug}/${property.slug}`, `/property/${city.slug}`, '/search', '/contact', '/api/search?pageSize=5']
  webhook = await startSlowWebhook()
  const serverDir = path.join(ctx.dataDir, 'server')
  fs.mkdirSync(serverDir)
  site = await startSiteServer({
    dataDir: serverDir,
    databaseUrl: process.env.DATABASE_URL!,
    env: { LOG_LEVEL: 'debug', LEAD_WEBHOOK_URL: webhook.url, LEAD_WEBHOOK_SECRET: 'shutdown-secret', ALERT_WORKER_INTERVAL_SECONDS: '1' },
  })
}, 900_000)

afterAll(async () => {
  await site?.stop()
  await webhook?.close()
  await ctx?.cleanup()
})

/** One request on a connection of its own (keep-alive would hide which connection was cut). */
function send(url: URL, init: { method: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method, headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')))
    req.on('error', reject)
    req.end(init.body)
  })
}

describe('the server process', () => {
  it('runs bundled on plain Node (ADR 044) with the memory settings of ADR 045: its V8 flags and MALLOC_ARENA_MAX=2', async (context) => {
    if (!fs.existsSync('/proc/self/environ')) context.skip('needs /proc to read the server process')
    // The process that serves the port (the health id is opaque).
    const pid = listenerPid(Number(new URL(site.url).port))
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
    // The bundled server on plain Node (ADR 044): no tsx and its module-hooks thread.
    expect(cmdline.find((arg) => arg.endsWith('/serve.mjs'))).toBeDefined()
    expect(cmdline).not.toContain('tsx')
    // Nothing loaded before it: the settle guard of the tsx-run steps stays off the server's path.
    expect(cmdline).not.toContain('--import')
    expect(environ.filter((entry) => entry.startsWith('SETTLE_GUARD='))).toEqual([])
    for (const flag of SERVER_NODE_FLAGS) expect(cmdline).toContain(flag)
    expect(SERVER_ENV_DEFAULTS.MALLOC_ARENA_MAX).toBe('2')
    expect(environ).toContain('MALLOC_ARENA_MAX=2')
  })
})

describe('SIGTERM in the middle of a burst', () => {
  it('answers every request it took, keeps every acknowledged lead, releases the outbox and exits 0', async () => {
    // A token is good for one lead (docs/product.md §17): one each, fetched ahead of the burst.
    const tokens: string[] = []
    for (let batch = 0; batch < 10; batch++) {
      tokens.push(
        ...(await Promise.all(
          Array.from({ length: 30 }, async () => ((await (await fetch(`${site.url}/forms/token`)).json()) as { form_started: string }).form_started),
        )),
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 3_100)) // sooner is taken for spam

    const outcomes: Outcome[] = []
    let n = 0
    let refused = false
    const one = async (): Promise<void> => {
      const i = n++
      const id = `burst-${String(i).padStart(6, '0')}`
      const kind = i % 3 === 0 ? 'lead' : 'page'
      const outcome: Outcome = { id, kind, startedAt: Date.now(), endedAt: 0 }
      outcomes.push(outcome)
      try {
        const answer =
          kind === 'lead'
            ? await send(new URL('/forms/enquiry', site.url), {
                method: 'POST',
                headers: {
                  'x-request-id': id,
                  accept: 'application/json',
                  origin: site.url,
                  'content-type': 'application/x-www-form-urlencoded',
                  // Each lead from its own address, so the per-address limit does not refuse the burst.
                  'x-forwarded-for': `198.51.${Math.floor(i / 250) % 250}.${i % 250}`,
                },
                body: new URLSearchParams({
                  SingleLine: `Burst Buyer ${i}`,
                  Email: `burst${i}@example.com`,
                  PhoneNumber_countrycodeval: '+91',
                  PhoneNumber_countrycode: `97${String(40_000_000 + i).padStart(8, '0')}`,
                  MultiLine: 'Posted while the server stops',
                  consent: 'on',
                  // Past the pool a token is used again: answered 422 (a challenge), still not a 5xx.
                  form_started: tokens[i / 3] ?? tokens[0]!,
                }).toString(),
              })
            : await send(new URL(`${pages[i % pages.length]}${i % 2 ? `${pages[i % pages.length]!.includes('?') ? '&' : '?'}page=${i % 7}` : ''}`, site.url), {
                method: 'GET',
                headers: { 'x-request-id': id },
              })
        outcome.status = answer.status
        outcome.body = answer.body.slice(0, 200)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message
        outcome.error = String(code)
        if (code === 'ECONNREFUSED') refused = true
      }
      outcome.endedAt = Date.now()
    }
    // Twelve clients, each sending one request after another until connections are refused.
    const clients = Array.from({ length: 12 }, async () => {
      while (!refused) await one()
    })

    // The signal once leads are coming in and the worker is in the middle of sending one.
    const deadline = Date.now() + 30_000
    while ((webhook.received === 0 || outcomes.length < 60) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(webhook.received, 'the worker started sending before the signal').toBeGreaterThan(0)
    const exited = new Promise<number | null>((resolve) => site.child.once('exit', (code) => resolve(code)))
    const signalledAt = Date.now()
    process.kill(-site.child.pid!, 'SIGTERM')
    const code = await exited
    const stoppedAt = Date.now()
    await Promise.race([Promise.all(clients), new Promise((resolve) => setTimeout(resolve, 10_000))])
    refused = true

    const output = site.output()
    const received = new Set(
      output
        .split('\n')
        .filter((line) => line.includes('"request received"'))
        .map((line) => (JSON.parse(line) as { reqId: string }).reqId),
    )
    const report = () => `server output (last lines):\n${output.slice(-3000)}`
    // Every request the server took was answered with a real status; no 5xx.
    const taken = outcomes.filter((o) => received.has(o.id))
    const cut = taken.filter((o) => o.status === undefined)
    expect(cut.map((o) => `${o.id} ${o.kind}: ${o.error}`), report()).toEqual([])
    expect(taken.filter((o) => o.status! >= 500).map((o) => `${o.id} ${o.status} ${o.body}`)).toEqual([])
    // What failed never reached it: refused connections, or cut before the server read the request.
    for (const o of outcomes.filter((x) => x.status === undefined)) {
      expect(['ECONNREFUSED', 'ECONNRESET', 'socket hang up', 'EPIPE'], `${o.id}: ${o.error}`).toContain(o.error)
    }
    // It was a real burst, and requests in flight at the signal were finished after it.
    expect(taken.length).toBeGreaterThan(40)
    const inFlight = taken.filter((o) => o.startedAt < signalledAt && o.endedAt > signalledAt)
    expect(inFlight.length, 'requests in flight at the signal').toBeGreaterThan(0)

    expect(code, report()).toBe(0)
    // The drain of tests/support/site-server.ts (1 s), then at most the 10 s grace.
    expect(stoppedAt - signalledAt).toBeLessThan(11_500)
    expect(output).toContain('Shut down cleanly')

    // Every acknowledged lead is stored.
    const acknowledged = outcomes
      .filter((o) => o.kind === 'lead' && o.status === 201)
      .map((o) => Number((JSON.parse(o.body!) as { id: string }).id))
    expect(acknowledged.length).toBeGreaterThan(5)
    const stored = await ctx.payload.find({ collection: 'leads', where: { id: { in: acknowledged } }, limit: 0, pagination: false, depth: 0, overrideAccess: true })
    expect(stored.docs.map((d) => d.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b))

    // The delivery run in progress finished what it had claimed; nothing waits under a lease.
    expect(webhook.answered).toBe(webhook.received)
    const deliveries = await ctx.payload.find({ collection: 'lead-deliveries', limit: 0, pagination: false, depth: 0, overrideAccess: true })
    // SLA alerts are booked for 30 minutes after their lead: later by design, not under a lease.
    const booked = (d: (typeof deliveries.docs)[number]) => d.channel === 'sla-alert' && !d.attempts
    const leased = deliveries.docs.filter((d) => d.status === 'pending' && !booked(d) && Date.parse(d.next_attempt_at ?? '') > Date.now() + 30_000)
    expect(leased.map((d) => `${d.id} ${d.channel} until ${d.next_attempt_at}`)).toEqual([])
    expect(deliveries.docs.some((d) => d.status === 'sent' && d.channel === 'webhook')).toBe(true)
  })
})
