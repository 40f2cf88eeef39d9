/**
 * Leads are never lost (docs/product.md §7, §12 reliability): 500 leads posted at once through the intake are
 * all stored and each delivered exactly once per idempotency key to a webhook that fails 30% of
 * requests; a server killed with SIGKILL in the middle of a burst keeps every lead it acknowledged,
 * and their deliveries complete after a restart; 1,000 generated bad inputs per form never get a 5xx.
 */
import type { ChildProcess } from 'node:child_process'
import http from 'node:http'

import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type IntakeProcess, startIntakeProcess } from '../support/intake-process'
import { listenOnLoopback } from '../support/loopback'
import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'
const SECRET = 'reliability-secret'

type Receiver = { url: string; accepted: Map<string, number>; failRate: number; requests: number; close: () => Promise<void> }

/** A webhook receiver that refuses `failRate` of requests at random and counts accepted keys. */
async function startReceiver(): Promise<Receiver> {
  const state = { accepted: new Map<string, number>(), failRate: 0, requests: 0 }
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      state.requests++
      if (Math.random() < state.failRate) {
        res.writeHead(503).end('try later')
        return
      }
      const key = String(req.headers['idempotency-key'])
      state.accepted.set(key, (state.accepted.get(key) ?? 0) + 1)
      res.writeHead(200).end('ok')
    })
  })
  const { origin, close } = await listenOnLoopback(server)
  return Object.assign(state, {
    url: `${origin}/hook`,
    close,
  })
}

let receiver: Receiver
let ctx: FreshPayload
let payload: Payload
let handleLeadPost: (request: Request, form: string) => Promise<Response>
let formStartedToken: (at?: number) => string
let worker: typeof import('@/features/leads/delivery/worker.server')

let counter = 0
const next = () => ++counter
const ip = (n: number) => `198.51.${Math.floor(n / 250) % 250}.${n % 250}`
const phone = (n: number) => `97${String(40_000_000 + n).padStart(8, '0')}`

function contactFields(n: number, tag: string): Record<string, string> {
  return {
    SingleLine: `Buyer ${n}`,
    Email: `buyer${n}.${tag}@example.com`,
    PhoneNumber_countrycodeval: '+91',
    PhoneNumber_countrycode: phone(n),
    MultiLine: `Lead ${n} of the ${tag} run`,
    consent: 'on',
    form_started: formStartedToken(Date.now() - 10_000),
  }
}

function formRequest(url: string, fields: Record<string, string | Blob>, n: number, accept = 'application/json'): Request {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  return new Request(url, { method: 'POST', headers: { accept, origin: SITE, 'x-forwarded-for': ip(n) }, body })
}

async function leadIdsTagged(tag: string): Promise<number[]> {
  const found = await payload.find({
    collection: 'leads',
    where: { email: { like: `.${tag}@example.com` } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((d) => d.id)
}

async function pendingFor(ids: number[]): Promise<number> {
  if (ids.length === 0) return 0
  const pending = await payload.count({
    collection: 'lead-deliveries',
    // The SLA alerts are due half an hour later (tested in lead-routing); these are the lead's own deliveries.
    where: { and: [{ lead: { in: ids } }, { status: { not_equals: 'sent' } }, { channel: { not_equals: 'sla-alert' } }] },
    overrideAccess: true,
  })
  return pending.totalDocs
}

beforeAll(async () => {
  receiver = await startReceiver()
  // Read by env() on first use, inside freshPayload(): every lead gets a webhook row.
  process.env.LEAD_WEBHOOK_URL = receiver.url
  process.env.LEAD_WEBHOOK_SECRET = SECRET
  ctx = await freshPayload()
  payload = ctx.payload
  ;({ handleLeadPost } = await import('@/features/leads/intake/intake.server'))
  ;({ formStartedToken } = await import('@/features/leads/intake/form-started.server'))
  worker = await import('@/features/leads/delivery/worker.server')
})

afterAll(async () => {
  await receiver?.close()
  await ctx?.cleanup()
})

describe('500 leads at once, webhook failing 30% of requests', () => {
  it('stores every lead and delivers each exactly once per idempotency key', async () => {
    receiver.failRate = 0.3
    const posted = await Promise.all(
      Array.from({ length: 500 }, () => {
        const n = next()
        return handleLeadPost(formRequest(`${SITE}/forms/enquiry`, contactFields(n, 'burst'), n), 'enquiry')
      }),
    )
    const refused = await Promise.all(posted.filter((r) => r.status !== 201).map(async (r) => `${r.status} ${await r.clone().text()}`))
    expect(refused, 'every post acknowledged').toEqual([])
    const acknowledged = await Promise.all(posted.map(async (r) => Number(((await r.json()) as { id: string }).id)))
    expect(new Set(acknowledged).size).toBe(500)
    const stored = await leadIdsTagged('burst')
    expect(stored.sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b))

    const settings = { webhookUrl: receiver.url, webhookSecret: SECRET }
    const backoff = { baseMs: 20, capMs: 100, jitter: 0 }
    for (let round = 0; round < 200 && (await pendingFor(acknowledged)) > 0; round++) {
      await worker.runDueDeliveries({ payload, limit: 500, concurrency: 16, backoff, settings })
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(await pendingFor(acknowledged)).toBe(0)
    expect(receiver.requests).toBeGreaterThan(500) // some were refused and retried
    for (const id of acknowledged) expect(receiver.accepted.get(`lead-${id}-webhook`), `lead ${id}`).toBe(1)
    receiver.failRate = 0
  }, 180_000)
})

describe('generated bad input', () => {
  const FIELD_NAMES = [
    'SingleLine',
    'Email',
    'PhoneNumber_countrycodeval',
    'PhoneNumber_countrycode',
    'MultiLine',
    'zf_referrer_name',
    'zf_redirect_url',
    'zc_gad',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'property',
    'source',
    'bhk',
    'consent',
    'altcha',
    'website',
    'Name_First',
    'Name_Last',
    'Location',
    'form_started',
    'visit_date',
    'visit_slot',
  ]
  const text = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.constantFrom('', ' ', '+', '+999', "D'Souza", '<script>alert(1)</script>', '//evil.example', 'javascript:alert(1)', '%00', '-1', '1e309'),
    fc.integer({ min: 65_530, max: 70_000 }).map((n) => 'x'.repeat(n)),
  )
  const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 20 })), text, { maxKeys: 12 })
  const file = fc.option(fc.uint8Array({ maxLength: 4096 }), { nil: undefined })

  for (const form of ['contact', 'interest', 'enquiry', 'cv', 'site-visit']) {
    it(`never answers 5xx on /forms/${form} (1,000 cases)`, async () => {
      await fc.assert(
        fc.asyncProperty(fields, file, fc.boolean(), fc.boolean(), async (values, bytes, json, urlencoded) => {
          const n = next()
          const headers = { accept: json ? 'application/json' : 'text/html', origin: SITE, 'x-forwarded-for': ip(n) }
          let body: BodyInit
          if (urlencoded) {
            body = new URLSearchParams(values)
          } else {
            const data = new FormData()
            for (const [k, v] of Object.entries(values)) data.append(k, v)
            if (bytes) data.append('FileUpload', new Blob([bytes]), 'cv.pdf')
            body = data
          }
          const response = await handleLeadPost(new Request(`${SITE}/forms/${form}`, { method: 'POST', headers, body }), form)
          expect(response.status, `${form}: ${JSON.stringify(values).slice(0, 200)}`).toBeLessThan(500)
        }),
        { numRuns: 1000 },
      )
    }, 300_000)
  }
})

describe('kill -9 during a burst', () => {
  const children: ChildProcess[] = []
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL')
  })

  const startServer = (withWorker: boolean): Promise<IntakeProcess> =>
    startIntakeProcess({ ...process.env, INTAKE_SERVER_WORKER: withWorker ? 'on' : 'off', LOG_LEVEL: 'error' }, children)

  it('keeps every acknowledged lead, and delivers them after a restart', async () => {
    const first = await startServer(false)
    const acknowledged: number[] = []
    let killed = false
    const exited = new Promise<void>((resolve) => first.child.on('exit', () => resolve()))
    const postOne = async () => {
      const n = next()
      const request = formRequest(`${first.url}/forms/contact`, contactFields(n, 'crash'), n)
      try {
        const response = await fetch(request)
        if (response.status === 201) acknowledged.push(Number(((await response.json()) as { id: string }).id))
        else await response.arrayBuffer()
      } catch {
        // Cut off by the kill: not acknowledged, so not promised.
      }
      if (!killed && acknowledged.length >= 40) {
        killed = true
        first.child.kill('SIGKILL')
      }
    }
    // 20 posts in flight at a time until the server dies.
    const lanes = Array.from({ length: 20 }, async () => {
      for (let i = 0; i < 30 && !killed; i++) await postOne()
      if (killed) await postOne() // one more, into the dead server
    })
    await Promise.all(lanes)
    await exited
    expect(killed).toBe(true)
    expect(acknowledged.length).toBeGreaterThanOrEqual(40)

    const stored = new Set(await leadIdsTagged('crash'))
    for (const id of acknowledged) expect(stored.has(id), `acknowledged lead ${id} is stored`).toBe(true)

    // The restarted server's worker sends what was queued. The receiver is watched rather than the
    // database: SQLite lets one process write at a time, and this one must not get in its way.
    const restarted = await startServer(true)
    const delivered = () => acknowledged.every((id) => receiver.accepted.has(`lead-${id}-webhook`))
    const deadline = Date.now() + 90_000
    while (!delivered() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 300))
    await new Promise((resolve) => setTimeout(resolve, 1000)) // let it record the outcomes
    const stopped = new Promise<void>((resolve) => restarted.child.on('exit', () => resolve()))
    restarted.child.kill('SIGTERM')
    await stopped
    for (const id of acknowledged) expect(receiver.accepted.get(`lead-${id}-webhook`), `lead ${id} delivered once`).toBe(1)
    expect(await pendingFor(acknowledged)).toBe(0)
  }, 180_000)
})
