/**
 * The lead delivery outbox (docs/product.md §7 "Storage and delivery"): webhook signature and idempotency key,
 * backoff and the 24-hour window, claims that never send a row twice, the dev mail outbox, the
 * Zoho relay, the Retry now endpoint, and a long run against a receiver that fails at random.
 * Leads and their delivery rows are created directly, as the intake does in its transaction.
 */
import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { createLocalReq, type Endpoint, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createEditor, createLead } from '@/cms/seed/factories'
import type { Editor, LeadDelivery } from '@/cms/payload-types'
import type { RunOptions } from '@/features/leads/delivery/worker.server'

import { listenOnLoopback } from '../support/loopback'
import { type FreshPayload, freshPayload } from './support/database'

const SECRET = 'test-webhook-secret'

type Received = { headers: http.IncomingHttpHeaders; body: string; status: number }
type Receiver = { url: string; received: Received[]; answer: (status: number | ((r: Omit<Received, 'status'>) => number)) => void; close: () => Promise<void> }

/** A local HTTP receiver on 127.0.0.1:0 that records every request and answers `status`. */
async function startReceiver(initial: number | ((r: Omit<Received, 'status'>) => number) = 200): Promise<Receiver> {
  let decide = typeof initial === 'number' ? () => initial : initial
  const received: Received[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
      const status = decide(request)
      received.push({ ...request, status })
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : 'nope')
    })
  })
  const { origin, close } = await listenOnLoopback(server)
  return {
    url: `${origin}/leads`,
    received,
    answer: (next) => {
      decide = typeof next === 'number' ? () => next : next
    },
    close,
  }
}

function verified(r: Omit<Received, 'status'>): boolean {
  const expected = `sha256=${createHmac('sha256', SECRET).update(r.body).digest('hex')}`
  return r.headers['x-signature'] === expected
}

let ctx: FreshPayload
let payload: Payload
let receiver: Receiver
let sales: Editor
let editor: Editor
// Imported after freshPayload(): they load the Payload config, which reads the environment once.
let worker: typeof import('@/features/leads/delivery/worker.server')
let store: typeof import('@/features/leads/delivery/store.server')

beforeAll(async () => {
  ctx = await freshPayload()
  worker = await import('@/features/leads/delivery/worker.server')
  store = await import('@/features/leads/delivery/store.server')
  payload = ctx.payload
  const { env } = await import('@/lib/env')
  expect(env().DATA_DIR).toBe(ctx.dataDir)
  receiver = await startReceiver()
  sales = await createEditor(payload, ['sales'])
  editor = await createEditor(payload, ['editor'])
})
afterAll(async () => {
  await receiver?.close()
  await ctx?.cleanup()
})
afterEach(async () => {
  // Each test starts with an empty queue: nothing one test leaves pending runs in the next.
  await payload.update({ collection: 'lead-deliveries', where: { status: { equals: 'pending' } }, data: { status: 'failed' }, overrideAccess: true })
  receiver.received.length = 0
  receiver.answer(200)
})

const run = (options: RunOptions = {}) =>
  worker.runDueDeliveries({
    payload,
    ...options,
    settings: { webhookUrl: receiver.url, webhookSecret: SECRET, zohoFormUrls: { enquiry: receiver.url }, ...options.settings },
  })

async function leadWith(channel: 'email' | 'webhook' | 'zoho', overrides: Parameters<typeof createLead>[1] = {}) {
  const lead = await createLead(payload, overrides)
  const delivery = await payload.create({
    collection: 'lead-deliveries',
    data: { lead: lead.id, channel, status: 'pending', attempts: 0, next_attempt_at: new Date().toISOString(), idempotency_key: `lead-${lead.id}-${channel}` },
    overrideAccess: true,
  })
  return { lead, delivery }
}

const reload = (id: number) => payload.findByID({ collection: 'lead-deliveries', id, depth: 0, overrideAccess: true }) as Promise<LeadDelivery & { retry_from?: string | null }>

describe('leads without outbox rows', () => {
  it('get their rows after a grace period, once, and spam never does', async () => {
    // As if the server died between writing the lead and its rows (SQLite has no transaction here).
    const orphan = await createLead(payload, { form: 'contact' })
    const spam = await createLead(payload, { form: 'contact', status: 'spam' })
    const created = new Date(orphan.createdAt).getTime()

    expect(await run({ now: new Date(created + worker.ORPHAN_GRACE_MS - 1000) })).toMatchObject({ requeued: 0 })
    const later = new Date(created + worker.ORPHAN_GRACE_MS + 1000)
    const first = await run({ now: later, settings: { webhookUrl: receiver.url } })
    expect(first.requeued).toBe(1)
    const rows = await payload.find({ collection: 'lead-deliveries', where: { lead: { in: [orphan.id, spam.id] } }, depth: 0, overrideAccess: true })
    expect(rows.docs.map((d) => [d.lead, d.channel, d.idempotency_key]).sort()).toEqual([[orphan.id, 'email', `lead-${orphan.id}-email`]])
    expect(await run({ now: later })).toMatchObject({ requeued: 0 })
  })
})

describe('webhook', () => {
  it('posts the lead with docs/product.md §7 names, an HMAC signature of the exact body and the idempotency key', async () => {
    const { lead, delivery } = await leadWith('webhook', { form: 'interest', project_name: 'Palm Grove', city: 'Kochi', bhk: '2, 3', utm_source: 'google' })
    const result = await run()
    expect(result).toMatchObject({ claimed: 1, sent: 1 })

    expect(receiver.received).toHaveLength(1)
    const [request] = receiver.received
    expect(verified(request!)).toBe(true)
    expect(request!.headers['idempotency-key']).toBe(`lead-${lead.id}-webhook`)
    expect(request!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request!.body)).toMatchObject({
      id: lead.id,
      form: 'interest',
      created_at: lead.createdAt,
      SingleLine: 'Asha Menon',
      Email: 'asha.menon@example.com',
      PhoneNumber_countrycodeval: '+91',
      PhoneNumber_countrycode: '9876543210',
      MultiLine: 'Please call me about 3 BHK homes.',
      bhk: '2, 3',
      utm_source: 'google',
    })

    const row = await reload(delivery.id)
    expect(row.status).toBe('sent')
    expect(row.sent_at).toBeTruthy()
    expect(row.last_error ?? null).toBeNull()
  })

  it('records a failure with backoff, then sends on a later run', async () => {
    receiver.answer(500)
    const { delivery } = await leadWith('webhook')
    const start = new Date(Date.now() + 1000)
    expect(await run({ now: start, random: () => 0 })).toMatchObject({ claimed: 1, retrying: 1 })

    let row = await reload(delivery.id)
    expect(row.status).toBe('pending')
    expect(row.attempts).toBe(1)
    expect(row.last_error).toBe('DeliveryError: Webhook answered 500 Internal Server Error')
    expect(new Date(row.next_attempt_at!).getTime()).toBe(start.getTime() + 30_000)

    // Not due yet: nothing is sent before the backoff is over.
    expect(await run({ now: new Date(start.getTime() + 29_000) })).toMatchObject({ due: 0 })

    // The second failure waits twice as long.
    expect(await run({ now: new Date(start.getTime() + 30_000), random: () => 0 })).toMatchObject({ retrying: 1 })
    row = await reload(delivery.id)
    expect(row.attempts).toBe(2)
    expect(new Date(row.next_attempt_at!).getTime()).toBe(start.getTime() + 30_000 + 60_000)

    receiver.answer(200)
    expect(await run({ now: new Date(start.getTime() + 90_000) })).toMatchObject({ sent: 1 })
    row = await reload(delivery.id)
    expect(row.status).toBe('sent')
    expect(row.attempts).toBe(2)
    expect(receiver.received.map((r) => r.status)).toEqual([500, 500, 200])
    expect(new Set(receiver.received.map((r) => r.headers['idempotency-key'])).size).toBe(1)
  })

  it('keeps retrying for 24 hours after the lead came in, then marks the delivery failed', async () => {
    receiver.answer(503)
    const { lead, delivery } = await leadWith('webhook')
    const created = new Date(lead.createdAt).getTime()

    await run({ now: new Date(created + 23 * 3600_000) })
    let row = await reload(delivery.id)
    expect(row.status).toBe('pending')

    await run({ now: new Date(created + 25 * 3600_000) })
    row = await reload(delivery.id)
    expect(row.status).toBe('failed')
    expect(row.attempts).toBe(2)
    expect(row.last_error).toContain('503')
  })

  it('tries again later when the lead cannot be read for a moment, instead of marking the delivery failed', async () => {
    const { lead, delivery } = await leadWith('webhook')
    const start = new Date(Date.now() + 1000)
    // The database refuses the lead's read once, as a pool does that waited too long for a connection.
    const findByID = payload.findByID.bind(payload)
    let refused = 0
    payload.findByID = ((args: Parameters<Payload['findByID']>[0]) => {
      if (args.collection === 'leads' && refused === 0) {
        refused++
        return Promise.reject(new Error('timeout exceeded when trying to connect'))
      }
      return findByID(args)
    }) as Payload['findByID']
    try {
      expect(await run({ now: start, random: () => 0 })).toMatchObject({ claimed: 1, retrying: 1, failed: 0 })
    } finally {
      payload.findByID = findByID
    }
    expect(refused).toBe(1)
    let row = await reload(delivery.id)
    expect(row.status).toBe('pending')
    expect(row.attempts).toBe(1)
    expect(row.last_error).toBe('timeout exceeded when trying to connect')
    expect(new Date(row.next_attempt_at!).getTime()).toBe(start.getTime() + 30_000)
    expect(receiver.received).toHaveLength(0)

    expect(await run({ now: new Date(start.getTime() + 30_000) })).toMatchObject({ sent: 1 })
    row = await reload(delivery.id)
    expect(row.status).toBe('sent')
    expect(receiver.received.map((r) => r.headers['idempotency-key'])).toEqual([`lead-${lead.id}-webhook`])
  })

  it('never sends a row twice when two runs go at once', async () => {
    const rows = await Promise.all(Array.from({ length: 20 }, () => leadWith('webhook')))
    const [a, b] = await Promise.all([run({ limit: 50 }), run({ limit: 50 })])
    expect(a.claimed + b.claimed).toBe(20)
    expect(receiver.received).toHaveLength(20)
    const keys = receiver.received.map((r) => r.headers['idempotency-key'])
    expect(new Set(keys).size).toBe(20)
    for (const { delivery } of rows) expect((await reload(delivery.id)).status).toBe('sent')
  })

  it('holds each row for the whole lease from its claim, however long the rows before it took', async () => {
    const rows = await Promise.all(Array.from({ length: 3 }, () => leadWith('webhook')))
    const deliveryOf = new Map(rows.map(({ lead, delivery }) => [`lead-${lead.id}-webhook`, delivery.id]))
    // A receiver that answers after 1.1 s, noting how much of the row's lease is left when a call
    // arrives. One row at a time: the third is claimed about 2.2 s into the run, past a 2 s lease
    // counted from the run's start.
    const leaseLeft: number[] = []
    const slow = await listenOnLoopback(
      http.createServer((req, res) => {
        req.resume()
        req.on('end', async () => {
          const row = await reload(deliveryOf.get(String(req.headers['idempotency-key']))!)
          leaseLeft.push(new Date(row.next_attempt_at!).getTime() - Date.now())
          setTimeout(() => res.writeHead(200).end('ok'), 1_100)
        })
      }),
    )
    try {
      expect(await run({ leaseMs: 2_000, concurrency: 1, settings: { webhookUrl: `${slow.origin}/leads` } })).toMatchObject({ claimed: 3, sent: 3 })
    } finally {
      await slow.close()
    }
    expect(leaseLeft).toHaveLength(3)
    for (const left of leaseLeft) expect(left, 'lease left when the call arrived, ms').toBeGreaterThan(1_000)
  })

  it('leaves a claimed row to another process once the lease of a crashed one runs out', async () => {
    const { delivery } = await leadWith('webhook')
    const table = store.outbox(payload)
    const now = new Date(Date.now() + 1000)
    const [due] = await table.due(now, 10)
    // A process claims the row and dies before sending.
    expect(await table.claim(due!, now, new Date(now.getTime() + 60_000))).toBe(true)
    expect(await table.claim(due!, now, new Date(now.getTime() + 60_000))).toBe(false)

    expect(await run({ now: new Date(now.getTime() + 59_000) })).toMatchObject({ due: 0 })
    expect(await run({ now: new Date(now.getTime() + 61_000) })).toMatchObject({ sent: 1 })
    expect((await reload(delivery.id)).status).toBe('sent')
  })
})

describe('e-mail', () => {
  it('writes the notification to the dev outbox when SMTP_URL is not set', async () => {
    const { lead, delivery } = await leadWith('email', { form: 'interest', project_name: 'Palm Grove', city: 'Kochi' })
    expect(await run({ settings: { salesEmail: 'sales@example.com' } })).toMatchObject({ sent: 1 })
    expect((await reload(delivery.id)).status).toBe('sent')

    const file = path.join(ctx.dataDir, 'outbox', 'mail.jsonl')
    const mails = fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>)
    const mail = mails.find((m) => m.text.includes(`id: ${lead.id}\n`))
    expect(mail).toMatchObject({ to: 'sales@example.com', subject: 'New enquiry: project interest — Asha Menon (Palm Grove, Kochi)' })
    expect(mail!.from).toBeTruthy()
    expect(mail!.at).toBeTruthy()
    expect(mail!.text).toContain('Email: asha.menon@example.com')
    expect(mail!.text).toContain('PhoneNumber_countrycode: 9876543210')
  })
})

describe('Zoho relay', () => {
  it('posts the lead URL-encoded with the docs/product.md §7 names to the form URL', async () => {
    const { lead } = await leadWith('zoho', { form: 'enquiry', utm_campaign: 'monsoon' })
    expect(await run()).toMatchObject({ sent: 1 })
    const [request] = receiver.received
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const form = new URLSearchParams(request!.body)
    expect(form.get('SingleLine')).toBe('Asha Menon')
    expect(form.get('Email')).toBe('asha.menon@example.com')
    expect(form.get('PhoneNumber_countrycodeval')).toBe('+91')
    expect(form.get('utm_campaign')).toBe('monsoon')
    expect(form.get('id')).toBe(String(lead.id))
  })

  it('fails while the form has no Zoho URL', async () => {
    const { delivery } = await leadWith('zoho', { form: 'contact' })
    await run()
    expect((await reload(delivery.id)).last_error).toBe('DeliveryError: ZOHO_FORM_URL_CONTACT is not set')
  })
})

describe('Retry now', () => {
  const endpoint = () => {
    const endpoints = payload.collections['lead-deliveries'].config.endpoints as Endpoint[]
    return endpoints.find((e) => e.path === '/:id/retry' && e.method === 'post')!
  }
  const retry = async (id: number, user?: Editor) => {
    const req = await createLocalReq(user ? { user: user as never } : {}, payload)
    req.routeParams = { id: String(id) }
    return endpoint().handler(req)
  }

  it('sets a failed delivery back to pending, due now, with a fresh 24-hour window', async () => {
    receiver.answer(500)
    const { lead, delivery } = await leadWith('webhook')
    const created = new Date(lead.createdAt).getTime()
    await run({ now: new Date(created + 25 * 3600_000) })
    expect((await reload(delivery.id)).status).toBe('failed')

    const before = Date.now()
    const response = await retry(delivery.id, sales)
    expect(response.status).toBe(200)
    const row = await reload(delivery.id)
    expect(row).toMatchObject({ status: 'pending', attempts: 0 })
    expect(new Date(row.next_attempt_at!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(new Date(row.retry_from!).getTime()).toBeGreaterThanOrEqual(before - 1000)

    // Failing again at once does not give up: the window now counts from the retry.
    await run({ now: new Date(Date.now() + 1000) })
    expect((await reload(delivery.id)).status).toBe('pending')
    // …and it gives up again a day later.
    await payload.update({ collection: 'lead-deliveries', id: delivery.id, data: { next_attempt_at: new Date().toISOString() }, overrideAccess: true })
    await run({ now: new Date(Date.now() + 25 * 3600_000) })
    expect((await reload(delivery.id)).status).toBe('failed')

    receiver.answer(200)
    await retry(delivery.id, sales)
    expect(await run()).toMatchObject({ sent: 1 })
    expect((await retry(delivery.id, sales)).status).toBe(409)
  })

  it('refuses anonymous visitors and content editors', async () => {
    receiver.answer(500)
    const { lead, delivery } = await leadWith('webhook')
    await run({ now: new Date(new Date(lead.createdAt).getTime() + 25 * 3600_000) })
    expect((await retry(delivery.id)).status).toBe(401)
    expect((await retry(delivery.id, editor)).status).toBe(403)
    expect((await reload(delivery.id)).status).toBe('failed')
    expect((await retry(999_999, sales)).status).toBe(404)
  })

  it('also restarts a delivery whose status an editor sets back to pending in the form', async () => {
    receiver.answer(500)
    const { lead, delivery } = await leadWith('webhook')
    await run({ now: new Date(new Date(lead.createdAt).getTime() + 25 * 3600_000) })
    await payload.update({ collection: 'lead-deliveries', id: delivery.id, data: { status: 'pending' }, user: sales, overrideAccess: false })
    const row = await reload(delivery.id)
    expect(row).toMatchObject({ status: 'pending', attempts: 0 })
    expect(row.retry_from).toBeTruthy()
  })
})

describe('reliability', () => {
  it('delivers 500 leads exactly once each through a receiver that fails 30% of requests', async () => {
    const accepted = new Map<string, number>()
    receiver.answer((r) => {
      if (!verified(r)) return 401
      if (Math.random() < 0.3) return 500
      const key = String(r.headers['idempotency-key'])
      accepted.set(key, (accepted.get(key) ?? 0) + 1)
      return 200
    })
    const ids: number[] = []
    for (let i = 0; i < 500; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => leadWith('webhook')))
      ids.push(...batch.map((b) => b.lead.id))
    }

    // A simulated clock and short backoff stand in for hours of retries.
    let now = Date.now() + 1000
    const backoff = { baseMs: 50, capMs: 400, jitter: 0.5 }
    for (let round = 0; round < 200; round++) {
      const [a, b] = await Promise.all([run({ now: new Date(now), limit: 100, concurrency: 8, backoff }), run({ now: new Date(now), limit: 100, concurrency: 8, backoff })])
      now += 200
      if (a.due + b.due === 0) {
        const pending = await payload.count({ collection: 'lead-deliveries', where: { status: { equals: 'pending' } }, overrideAccess: true })
        if (pending.totalDocs === 0) break
        now += 1000
      }
    }

    const expectedKeys = ids.map((id) => `lead-${id}-webhook`)
    expect(accepted.size).toBe(500)
    for (const key of expectedKeys) expect(accepted.get(key)).toBe(1)
    const sent = await payload.count({ collection: 'lead-deliveries', where: { status: { equals: 'sent' }, idempotency_key: { in: expectedKeys } }, overrideAccess: true })
    expect(sent.totalDocs).toBe(500)
    const failures = receiver.received.filter((r) => r.status === 500).length
    expect(failures).toBeGreaterThan(50)
  })
})
