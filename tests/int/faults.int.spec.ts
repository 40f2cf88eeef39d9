/**
 * Faults (issue 8): what the site does when what it depends on goes away for a while, and that it
 * comes back on its own, without a restart.
 *
 * 1. Database unavailable for a moment, with the real server (scripts/start.ts) in front of it:
 *    pages already cached keep being served; a page that must ask the database answers the
 *    friendly error page quickly (not a 404 for a page that exists, not a stack trace, not a hang);
 *    a lead posted meanwhile is refused with a 503 and a message the form shows (never
 *    acknowledged and lost); and once the database is back the same server process answers
 *    normally again. On PostgreSQL a TCP proxy between the server and the database is cut (open
 *    connections reset, new ones refused) and restored. On SQLite, where there is no connection to
 *    cut, another connection takes the database's exclusive lock (as a long write, a VACUUM or a
 *    stuck process holding the file would): the database is in WAL mode (ADR 023), so reads go on
 *    (pages render, the health check answers) and every write fails with SQLITE_BUSY until it
 *    lets go; leads are refused as above.
 * 2. Mail and webhook down: a lead posted while the SMTP server refuses connections and the
 *    webhook answers 500 is stored, and the delivery worker (started as src/instrumentation.ts
 *    starts it) delivers it once both come back.
 * 3. Disk full: an image upload onto a full file system answers 507 with a message saying so,
 *    leaves no partial or temporary file, and the next upload works once there is space again.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCity, createProperty } from '@/cms/seed/factories'
import { INTAKE_MESSAGES } from '@/features/leads/intake/constants'

import { freeLoopbackPort, listenOnLoopback } from '../support/loopback'
import { type SiteServer, startSiteServer } from '../support/site-server'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink'
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy'
import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'
const WEBHOOK_SECRET = 'faults-webhook-secret'
const UPLOAD_KEY = 'faults-image-upload-key-0000000000001'

type Webhook = { url: string; status: number; received: { key: string; status: number }[]; close: () => Promise<void> }

/** A webhook receiver answering `status` (changeable), recording each request's idempotency key. */
async function startWebhook(status: number): Promise<Webhook> {
  const received: Webhook['received'] = []
  const state = { status }
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      received.push({ key: String(req.headers['idempotency-key']), status: state.status })
      res.writeHead(state.status).end(state.status < 300 ? 'ok' : 'down for maintenance')
    })
  })
  const { origin, close } = await listenOnLoopback(server)
  return Object.assign(state, {
    url: `${origin}/leads`,
    received,
    close,
  })
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

let ctx: FreshPayload
let payload: Payload
let smtpPort: number
let webhook: Webhook
let sink: SmtpSink | undefined

beforeAll(async () => {
  smtpPort = await freeLoopbackPort()
  webhook = await startWebhook(500)
  // The environment is read once, inside freshPayload(): mail goes to an SMTP server that is not
  // there yet, and every lead also gets a webhook row.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  process.env.SALES_EMAIL = 'sales@example.com'
  process.env.LEAD_WEBHOOK_URL = webhook.url
  process.env.LEAD_WEBHOOK_SECRET = WEBHOOK_SECRET
  process.env.IMAGE_UPLOAD_KEYS = UPLOAD_KEY
  ctx = await freshPayload()
  payload = ctx.payload
})

afterAll(async () => {
  await sink?.close()
  await webhook?.close()
  await ctx?.cleanup()
})

/** A way to take the database away from the server and give it back. */
type Outage = { databaseUrl: string; begin: () => Promise<void>; end: () => Promise<void>; close: () => Promise<void> }

async function postgresOutage(databaseUrl: string): Promise<Outage> {
  const target = new URL(databaseUrl)
  const proxy: TcpProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  const viaProxy = new URL(databaseUrl)
  viaProxy.hostname = '127.0.0.1'
  viaProxy.port = String(proxy.port)
  return { databaseUrl: viaProxy.toString(), begin: proxy.cut, end: proxy.restore, close: proxy.close }
}

async function sqliteOutage(databaseUrl: string): Promise<Outage> {
  const holder = createClient({ url: databaseUrl })
  return {
    databaseUrl,
    begin: async () => {
      await until('the exclusive lock', async () => {
        try {
          await holder.execute('BEGIN EXCLUSIVE')
          return true
        } catch {
          return false // the server is writing at this moment (the delivery worker)
        }
      })
    },
    end: async () => {
      await holder.execute('ROLLBACK')
    },
    close: async () => holder.close(),
  }
}

/** Signs of an error leaking to the visitor: stack frames, driver messages, our error names. */
const LEAKS = [/\bat [\w.<>]+ \(/, /node_modules/, /SQLITE_/, /ECONNREFUSED|ECONNRESET/, /DatabaseUnavailableError/, /Connection terminated/]

describe('database unavailable for a moment', () => {
  let outage: Outage
  let site: SiteServer
  let cached: { url: string; name: string }
  let uncached: { url: string; name: string }

  beforeAll(async () => {
    // Content of its own, so start-up does not load the demo seed.
    const city = await createCity(payload, { city_name: 'Faultpur' })
    const first = await createProperty(payload, { city: city.id, full_name: 'Steady Heights' })
    const second = await createProperty(payload, { city: city.id, full_name: 'Outage Towers' })
    cached = { url: `/property/${city.slug}/${first.slug}`, name: 'Steady Heights' }
    uncached = { url: `/property/${city.slug}/${second.slug}`, name: 'Outage Towers' }
    outage = ctx.dialect === 'postgres' ? await postgresOutage(process.env.DATABASE_URL!) : await sqliteOutage(process.env.DATABASE_URL!)
    const serverDir = path.join(ctx.dataDir, 'server')
    fs.mkdirSync(serverDir)
    site = await startSiteServer({ dataDir: serverDir, databaseUrl: outage.databaseUrl })
  }, 900_000)

  afterAll(async () => {
    await site?.stop()
    await outage?.close()
  })

  const get = async (pathname: string) => {
    const started = Date.now()
    const res = await fetch(`${site.url}${pathname}`, { signal: AbortSignal.timeout(20_000), redirect: 'manual' })
    return { status: res.status, html: await res.text(), ms: Date.now() - started }
  }

  const postLead = async (n: number, accept: string, formStarted: string) => {
    const body = new URLSearchParams({
      SingleLine: `Outage Buyer ${n}`,
      Email: `outage.buyer${n}@example.com`,
      PhoneNumber_countrycodeval: '+91',
      PhoneNumber_countrycode: `98765${String(43_210 + n)}`,
      MultiLine: 'Sent while the database was away',
      consent: 'on',
      form_started: formStarted,
      zf_redirect_url: '/contact',
    })
    const res = await fetch(`${site.url}/forms/contact`, {
      method: 'POST',
      headers: { accept, origin: site.url, 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    })
    return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() }
  }

  /**
   * Next answers an error in a page with its error document (`<html id="__next_error__">`), which
   * the browser fills with src/app/(site)/error.tsx; tests/e2e/errors.e2e.spec.ts checks that
   * rendering in Chromium. Here: the document is that one, and the scripts it loads carry the
   * friendly page's words.
   */
  const loadsScriptSaying = async (html: string, ...words: string[]) => {
    if (!html.includes('<html id="__next_error__"')) return false
    const scripts = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])]
    const bodies = await Promise.all(scripts.map(async (src) => (await fetch(`${site.url}${src}`)).text()))
    return bodies.some((js) => words.every((w) => js.includes(w)))
  }
  const rendersFriendlyErrorPage = (html: string) => loadsScriptSaying(html, 'Sorry, this page didn’t load', 'It’s not you, it’s us.')
  /**
   * A 404 is the 404 page rendered on the server in place of Next's error document
   * (src/lib/server/not-found-page.ts, ADR 035): its words are in the HTML itself.
   */
  const rendersNotFoundPage = (html: string) =>
    !html.includes('<html id="__next_error__"') && /<h1[^>]*>We couldn’t find that page<\/h1>/.test(html) && html.includes('Go to the home page')

  /**
   * Leads stored under that test e-mail. This test's connection reads the file the server process
   * writes; on SQLite a read that lands while the server commits (a lead, its delivery, the alert
   * worker) is refused as locked, so such a read is tried again.
   */
  const storedLead = async (n: number): Promise<number> => {
    const count = () => payload.count({ collection: 'leads', where: { email: { equals: `outage.buyer${n}@example.com` } }, overrideAccess: true })
    for (let attempt = 1; ; attempt++) {
      try {
        return (await count()).totalDocs
      } catch (error) {
        const locked = /database is locked|SQLITE_BUSY/.test(`${String(error)} ${String((error as { cause?: unknown }).cause)}`)
        if (!locked || attempt >= 50) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }

  it('serves the error page while it is away, a refused lead gets a 503 it can show, and the same process recovers', async ({ onTestFailed }) => {
    // What the server said is the first thing to read when this fails.
    onTestFailed(() => console.warn(`Site server output (last lines):\n${site.output().slice(-4000)}`))
    const pid = site.child.pid
    expect((await get(cached.url)).status).toBe(200) // now in the page cache
    // With the database there, a property that does not exist is still a plain 404.
    const missing = await get(`${uncached.url}-gone`)
    expect(missing.status).toBe(404)
    expect(rendersNotFoundPage(missing.html)).toBe(true)
    const token = ((await (await fetch(`${site.url}/forms/token`)).json()) as { form_started: string }).form_started
    // Leads sooner than 3 s after the form was shown are taken for spam.
    await new Promise((resolve) => setTimeout(resolve, 3_100))

    // A query just before the cut leaves idle connections in the pool for the cut to break.
    expect((await get('/api/health')).status).toBe(200)
    await outage.begin()
    try {
      if (ctx.dialect === 'sqlite') {
        // A write lock held elsewhere stops writes only: reads see the last commit (WAL).
        expect((await get('/api/health')).status).toBe(200)
        const page = await get(uncached.url)
        expect(page.status).toBe(200)
        expect(page.html).toContain(uncached.name)
      } else {
        const health = await get('/api/health')
        expect(health.status).toBe(503)

        const page = await get(uncached.url)
        expect(page.status, 'the error page, not a 404 for a page that exists').toBe(500)
        expect(page.ms).toBeLessThan(5_000)
        for (const leak of LEAKS) expect(page.html).not.toMatch(leak)
        expect(await rendersFriendlyErrorPage(page.html)).toBe(true)
        // A listing whose lookup fails is not called missing either (the not-found page itself
        // asks nothing of the database: the page that found nothing does).
        const listing = await get('/builders/outage-builders')
        expect(listing.status, 'the error page, not a 404 for a builder that may exist').toBe(500)
        expect(await rendersFriendlyErrorPage(listing.html)).toBe(true)
      }

      // A page already rendered keeps being served from the page cache.
      const kept = await get(cached.url)
      expect(kept.status).toBe(200)
      expect(kept.html).toContain(cached.name)

      // The live form (JSON) and the plain form (HTML) are told the lead was not taken.
      const json = await postLead(1, 'application/json', token)
      expect(json.status).toBe(503)
      expect(JSON.parse(json.text)).toEqual({ ok: false, error: INTAKE_MESSAGES.unavailable })
      expect(json.retryAfter).toBe('30')
      const plain = await postLead(2, 'text/html', token)
      expect(plain.status).toBe(503)
      expect(plain.text).toContain(INTAKE_MESSAGES.unavailable)
      for (const leak of LEAKS) expect(plain.text).not.toMatch(leak)
    } finally {
      await outage.end()
    }

    // Back, in the same process: the page that failed renders, nothing refused was half-stored,
    // and a lead sent again is acknowledged and stored.
    const back = await until('the property page to render again', async () => {
      const res = await get(uncached.url)
      return res.status === 200 && res
    }, 10_000)
    expect(back.html).toContain(uncached.name)
    expect((await get('/api/health')).status).toBe(200)
    expect(await storedLead(1)).toBe(0)
    expect(await storedLead(2)).toBe(0)
    const again = await postLead(1, 'application/json', token)
    expect(again.status).toBe(201)
    expect(await storedLead(1)).toBe(1)
    expect(site.child.exitCode).toBeNull()
    expect(site.child.pid).toBe(pid)
    // Broken connections were handled, not left to Next's last-resort logger of uncaught errors.
    expect(site.output()).not.toMatch(/uncaughtException|unhandledRejection|Unhandled 'error' event/)
  })
})

describe('SMTP server and webhook down', () => {
  it('stores the lead, keeps retrying, and delivers it by mail and webhook once both are back', async () => {
    const { handleLeadPost } = await import('@/features/leads/intake/intake.server')
    const { formStartedToken } = await import('@/features/leads/intake/form-started.server')
    const { startDeliveryWorker } = await import('@/features/leads/delivery/worker.server')
    // As src/instrumentation.ts starts it in the server, with short waits between tries.
    const worker = startDeliveryWorker({ intervalMs: 100, backoff: { baseMs: 200, capMs: 400, jitter: 0 } })
    try {
      const body = new FormData()
      for (const [name, value] of Object.entries({
        SingleLine: 'Ravi Kumar',
        Email: 'ravi.kumar.faults@example.com',
        PhoneNumber_countrycodeval: '+91',
        PhoneNumber_countrycode: '9812345670',
        MultiLine: 'Posted while mail and the CRM were down',
        consent: 'on',
        form_started: formStartedToken(Date.now() - 10_000),
      })) {
        body.append(name, value)
      }
      const posted = await handleLeadPost(
        new Request(`${SITE}/forms/contact`, { method: 'POST', headers: { accept: 'application/json', origin: SITE, 'x-forwarded-for': '192.0.2.10' }, body }),
        'contact',
      )
      expect(posted.status).toBe(201)
      const leadId = Number(((await posted.json()) as { id: string }).id)
      const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true })
      expect(lead).toMatchObject({ email: 'ravi.kumar.faults@example.com', status: 'new' })

      const rows = async () =>
        // The lead's own deliveries; its SLA alert is due half an hour later.
        (await payload.find({ collection: 'lead-deliveries', where: { lead: { equals: leadId }, channel: { not_equals: 'sla-alert' } }, depth: 0, overrideAccess: true, pagination: false })).docs
      // The team's mail and webhook and the buyer's acknowledgement (by mail) fail at least twice:
      // the worker keeps the rows pending with the reason.
      const failing = await until('two failed tries on each channel', async () => {
        const docs = await rows()
        return docs.length === 3 && docs.every((d) => d.status === 'pending' && (d.attempts ?? 0) >= 2) && docs
      })
      const byChannel = Object.fromEntries(failing.map((d) => [d.channel, d]))
      expect(byChannel.email!.last_error).toMatch(/ECONNREFUSED/)
      expect(byChannel['buyer-ack']!.last_error).toMatch(/ECONNREFUSED/)
      expect(byChannel.webhook!.last_error).toMatch(/500/)
      expect(webhook.received.every((r) => r.key === `lead-${leadId}-webhook` && r.status === 500)).toBe(true)

      // Both servers come back: the SMTP server on the very port SMTP_URL names, the webhook answering 200.
      sink = await startSmtpSink(smtpPort)
      webhook.status = 200
      const sent = await until('both deliveries sent', async () => {
        const docs = await rows()
        return docs.every((d) => d.status === 'sent') && docs
      })
      expect(sent.map((d) => d.channel).sort()).toEqual(['buyer-ack', 'email', 'webhook'])

      // (Leads of other tests in this file may go out through the sink too.)
      const mails = sink.received.filter((m) => m.data.includes('ravi.kumar.faults@example.com'))
      expect(mails.map((m) => m.to).sort()).toEqual([['ravi.kumar.faults@example.com'], ['sales@example.com']])
      expect(webhook.received.filter((r) => r.status === 200).map((r) => r.key)).toEqual([`lead-${leadId}-webhook`])
    } finally {
      await worker.stop()
    }
  })
})

/** Whether this process may mount a file system (root, or CAP_SYS_ADMIN); CI runs as root. */
function canMount(): boolean {
  const probe = fs.mkdtempSync(path.join(ctx.dataDir, 'mount-probe-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' })
    execFileSync('umount', [probe], { stdio: 'ignore' })
    return true
  } catch {
    return false
  } finally {
    fs.rmSync(probe, { recursive: true, force: true })
  }
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

describe('disk full on image upload', () => {
  it('answers 507 saying the disk is full, leaves no partial file, and works again once there is space', async (test) => {
    if (!canMount()) {
      test.skip('needs mount rights (root or CAP_SYS_ADMIN) for a small tmpfs as DATA_DIR/images')
      return
    }
    const { POST: upload } = await import('@/app/api/images/upload/route')
    const { GET: serve } = await import('@/app/images/[file]/route')
    const post = (image: Buffer) => {
      const form = new FormData()
      form.set('image', new File([new Uint8Array(image)], 'photo.png', { type: 'image/png' }))
      return upload(new Request(`${SITE}/api/images/upload?key=${UPLOAD_KEY}`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '192.0.2.20' } }))
    }
    // Noise, so the PNG is far bigger than a page of the file system.
    const raw = Buffer.alloc(160 * 160 * 3)
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251
    const png = await sharp(raw, { raw: { width: 160, height: 160, channels: 3 } }).png().toBuffer()

    // A real, small file system as the images directory, filled up to the last byte.
    const images = path.join(ctx.dataDir, 'images')
    fs.mkdirSync(images, { recursive: true })
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', images])
    try {
      const filler = path.join(images, 'filler')
      const fd = fs.openSync(filler, 'w')
      try {
        for (;;) fs.writeSync(fd, Buffer.alloc(64 * 1024, 1))
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
      } finally {
        fs.closeSync(fd)
      }

      const full = await post(png)
      expect(full.status).toBe(507)
      expect(await full.json()).toEqual({ error: 'The image could not be stored: the server is out of disk space' })
      expect(full.headers.get('cache-control')).toBe('no-store')
      expect(filesUnder(images), 'nothing but the filler: no partial image, no temporary file').toEqual(['filler'])

      // Space again: the same upload is stored whole and served.
      fs.rmSync(filler)
      const ok = await post(png)
      expect(ok.status).toBe(200)
      const { data } = (await ok.json()) as { data: { url: string } }
      const fileName = new URL(data.url).pathname.split('/').pop()!
      expect(filesUnder(images)).toEqual([path.join(fileName.slice(0, 2), fileName)])
      const served = await serve(new Request(data.url), { params: Promise.resolve({ file: fileName }) })
      expect(served.status).toBe(200)
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(160)
    } finally {
      execFileSync('umount', ['-l', images])
    }
  })
})
