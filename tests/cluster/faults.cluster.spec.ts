/**
 * The fault suite of docs/product.md §20: `npm run cluster` (2 instances behind HAProxy) on a
 * PostgreSQL server and a Redis server of its own (tests/support/private-services.ts: started,
 * stopped and started again here; the machine's services are never touched), under steady load
 * through the balancer — page views and lead posts from a few clients — while, one after another:
 * 1. a rolling reload (`npm run cluster -- --reload`) replaces both instances;
 * 2. Redis is down for a while and comes back;
 * 3. PostgreSQL is down for a while and comes back;
 * 4. one instance is stopped with SIGTERM (it drains).
 * Each case counts what the clients saw: failed requests (no answer, or a 5xx where none is
 * allowed) and acknowledged leads missing from the database.
 *
 *   npm run test:faults
 *
 * Needs HAProxy (installed by the script when missing), redis-server and the PostgreSQL server
 * binaries, none of them running. CLUSTER_PORT is the balancer's port (default 3800; the instances
 * take the two above it).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { INTAKE_MESSAGES } from '@/features/leads/intake/constants'

import { type SiteProcess, startCluster } from '../../scripts/lib/site-process'
import { listenerPid } from '../support/listener-pid'
import { type PrivatePostgres, type PrivateRedis, startPrivatePostgres, startPrivateRedis } from '../support/private-services'

const PORT = Number(process.env.CLUSTER_PORT || 3800)
const BALANCER = `http://127.0.0.1:${PORT}`
const INSTANCE = [`http://127.0.0.1:${PORT + 1}`, `http://127.0.0.1:${PORT + 2}`] as const
const ADMIN = { email: 'faults-admin@example.com', password: 'faults-admin-pass-1' }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let postgres: PrivatePostgres
let redisServer: PrivateRedis
let cluster: SiteProcess | undefined
let dataDir = ''
let databaseUrl = ''

// ---------------------------------------------------------------------------------------------
// Steady load: page clients and lead clients through the balancer, every answer recorded with the
// phase it belongs to.

type Sample = { phase: string; kind: 'page' | 'lead'; url: string; at: number; ms: number; status: number; error?: string; email?: string; id?: number; text?: string }
const load = { phase: 'warm-up', running: false, samples: [] as Sample[], clients: [] as Promise<void>[] }
let pages: string[] = []
let propertyId = 0
let leadCounter = 0

async function timed(sample: Omit<Sample, 'at' | 'ms' | 'status'>, request: () => Promise<Response>): Promise<Sample> {
  const at = Date.now()
  const done: Sample = { ...sample, at, ms: 0, status: 0 }
  try {
    const res = await request()
    done.status = res.status
    const text = await res.text()
    if (sample.kind === 'lead' && res.status === 201) done.id = Number((JSON.parse(text) as { id: number | string }).id)
    if (res.status >= 500) done.text = text.slice(0, 2_000)
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    done.error = cause?.code ?? cause?.message ?? String(error)
  }
  done.ms = Date.now() - at
  load.samples.push(done)
  return done
}

async function pageClient(n: number) {
  for (let i = n; load.running; i++) {
    const url = pages[i % pages.length]!
    await timed({ phase: load.phase, kind: 'page', url }, () => fetch(`${BALANCER}${url}`, { signal: AbortSignal.timeout(30_000) }))
    await sleep(50)
  }
}

/** A lead as the enquiry form posts it, from an address of its own (the per-address limits stay out of the way). */
function leadForm(token: string) {
  const n = ++leadCounter
  const email = `faults-visitor-${n}-${process.pid}@example.com`
  const body = new URLSearchParams({
    SingleLine: `Faults Visitor ${n}`,
    Email: email,
    PhoneNumber_countrycodeval: '+91',
    PhoneNumber_countrycode: `98${String(20_000_000 + n * 7).padStart(8, '0')}`,
    MultiLine: 'Please call me about a 2 BHK',
    consent: 'on',
    website: '',
    form_started: token,
    property: String(propertyId),
  })
  const headers = { accept: 'application/json', origin: BALANCER, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `198.18.${(n >> 8) & 255}.${n & 255}` }
  return { email, body, headers }
}

async function formToken(): Promise<string | undefined> {
  const res = await fetch(`${BALANCER}/forms/token`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) }).catch(() => undefined)
  if (!res?.ok) return undefined
  return ((await res.json()) as { form_started: string }).form_started
}

async function postLead(token: string, phase = load.phase): Promise<Sample> {
  const lead = leadForm(token)
  return timed({ phase, kind: 'lead', url: '/forms/enquiry', email: lead.email }, () =>
    fetch(`${BALANCER}/forms/enquiry`, { method: 'POST', headers: lead.headers, body: lead.body, signal: AbortSignal.timeout(30_000) }),
  )
}

async function leadClient() {
  // Forms are filled for a few seconds before they are sent (the minimum fill time is 3 s); the
  // token is fetched ahead, so the posts keep coming through every phase.
  let next = formToken()
  while (load.running) {
    const token = await next
    await sleep(3_200)
    next = formToken()
    if (token) await postLead(token)
  }
}

function startLoad() {
  load.running = true
  load.clients = [...[0, 1, 2, 3].map(pageClient), leadClient(), leadClient()]
}

async function stopLoad() {
  load.running = false
  await Promise.all(load.clients)
}

/** Runs `body` as phase `name` and returns the samples of the phase (requests started during it). */
async function phase(name: string, body: () => Promise<void>): Promise<Sample[]> {
  load.phase = name
  try {
    await body()
    // Requests started in the phase finish before it is judged.
    await sleep(1_000)
  } finally {
    load.phase = 'between'
  }
  return load.samples.filter((s) => s.phase === name)
}

const failed = (samples: Sample[]) => samples.filter((s) => s.status === 0 || s.status >= 500)
const describeSamples = (samples: Sample[]) => samples.slice(0, 20).map((s) => `${s.kind} ${s.url} → ${s.status || s.error} after ${s.ms} ms`)
const summary = (name: string, samples: Sample[]) =>
  `${name}: ${samples.length} requests (${samples.filter((s) => s.kind === 'lead').length} lead posts), ${failed(samples).length} failed`

// ---------------------------------------------------------------------------------------------

const health = async (base: string) => (await (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).json()) as { status: string; instance: string }

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griha-faults-'))
  postgres = await startPrivatePostgres()
  redisServer = await startPrivateRedis()
  const admin = new pg.Client({ connectionString: postgres.url })
  await admin.connect()
  await admin.query('CREATE DATABASE griha_faults')
  await admin.end()
  databaseUrl = postgres.url.replace(/\/postgres$/, '/griha_faults')

  cluster = await startCluster({
    port: PORT,
    timeoutMs: 540_000,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      INSTANCES: '2',
      CLUSTER_BIND: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisServer.url,
      SITE_URL: BALANCER,
      APP_SECRET: randomBytes(32).toString('base64url'),
      SEED: 'demo',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })

  const search = (await (await fetch(`${BALANCER}/api/search?pageSize=3`, { headers: { accept: 'application/json' } })).json()) as {
    results: { id: number; slug: string; city?: { slug: string } | string }[]
  }
  propertyId = search.results[0]!.id
  pages = ['/', '/search', '/contact', '/api/search?pageSize=5']
  startLoad()
  await sleep(3_000)
}, 600_000)

afterAll(async () => {
  await stopLoad().catch(() => undefined)
  if (cluster) {
    const exited = new Promise((resolve) => (cluster!.child.exitCode !== null ? resolve(undefined) : cluster!.child.once('exit', resolve)))
    cluster.stop()
    await Promise.race([exited, sleep(25_000)])
    try {
      process.kill(-cluster.child.pid!, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  await redisServer?.stop().catch(() => undefined)
  await postgres?.destroy().catch(() => undefined)
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  const all = load.samples
  console.log(`fault suite load: ${all.length} requests in all, ${failed(all).length} failed or refused (the PostgreSQL outage's 503s among them)`)
}, 120_000)

async function leadsMissing(samples: Sample[]): Promise<string[]> {
  const acknowledged = samples.filter((s) => s.kind === 'lead' && s.status === 201)
  if (acknowledged.length === 0) return []
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const rows = await db.query('SELECT id, email FROM leads WHERE email = ANY($1)', [acknowledged.map((s) => s.email)])
    const stored = new Map((rows.rows as { id: number; email: string }[]).map((r) => [r.email, Number(r.id)]))
    return acknowledged.filter((s) => stored.get(s.email!) !== s.id).map((s) => `${s.email} (acknowledged as ${s.id})`)
  } finally {
    await db.end()
  }
}

function warningsSince(offset: number, text: string): number {
  return cluster!
    .output()
    .slice(offset)
    .split('\n')
    .filter((line) => line.includes(text)).length
}

describe('faults under steady load through the balancer (docs/product.md §20)', () => {
  it('a rolling reload replaces both instances one at a time: 0 failed requests, 0 leads lost', async () => {
    const before = await Promise.all(INSTANCE.map(health))
    let code: number | null = null
    let output = ''
    const samples = await phase('rolling reload', async () => {
      const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/cluster.ts', '--reload'], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.on('data', (c: Buffer) => (output += c.toString()))
      child.stderr.on('data', (c: Buffer) => (output += c.toString()))
      code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    })
    expect(code, output).toBe(0)
    expect(output).toMatch(/✓ Rolling reload done in \d+ s: 2 instances replaced one at a time/)
    const after = await Promise.all(INSTANCE.map(health))
    for (const i of [0, 1]) {
      expect(after[i]!.status).toBe('ok')
      expect(after[i]!.instance, `instance ${i + 1} was replaced`).not.toBe(before[i]!.instance)
    }
    console.log(summary('rolling reload', samples))
    expect(samples.filter((s) => s.kind === 'lead').length, 'leads were posted during the reload').toBeGreaterThan(2)
    expect(describeSamples(failed(samples))).toEqual([])
    expect(await leadsMissing(samples)).toEqual([])
  })

  it('Redis down: pages and leads go on, a session made before still works, limits count in memory, one warning a minute; back within 10 s', async () => {
    // A visitor signs in on instance 1 while Redis is up.
    const email = `faults-buyer-${process.pid}@example.com`
    const password = 'Harbour-Lantern-Quartz-72'
    const json = { 'content-type': 'application/json', origin: BALANCER }
    expect((await fetch(`${INSTANCE[0]}/api/auth/sign-up/email`, { method: 'POST', headers: json, body: JSON.stringify({ email, password, name: 'Faults Buyer' }) })).status).toBe(200)
    const signIn = await fetch(`${INSTANCE[0]}/api/auth/sign-in/email`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const sessionEmail = async (base: string) =>
      ((await (await fetch(`${base}/api/auth/get-session`, { headers: { cookie } })).json()) as { user?: { email: string } } | null)?.user?.email

    // Instance 2 keeps a property page; it will be edited on instance 1 while Redis is down.
    const login = await fetch(`${INSTANCE[0]}/api/cms/editors/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
    const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const found = (await (
      await fetch(`${INSTANCE[0]}/api/cms/properties?limit=1&depth=1&where[published][equals]=true&sort=id`, { headers: auth })
    ).json()) as { docs: { id: number; slug: string; full_name: string; city: { slug: string } }[] }
    const property = found.docs[0]!
    const url = `/property/${property.city.slug}/${property.slug}`
    for (let i = 0; i < 2; i++) expect(await (await fetch(`${INSTANCE[1]}${url}`)).text()).toContain(property.full_name)

    const newsletter = (base: string, address: string, n: number) => {
      const body = new FormData()
      body.append('email', `faults-limit-${n}@example.com`)
      body.append('website', 'filled-by-a-bot') // counted, stored nowhere
      return fetch(`${base}/newsletter`, { method: 'POST', headers: { accept: 'application/json', 'x-forwarded-for': address }, body })
    }
    const outputAt = cluster!.output().length
    const newName = `${property.full_name} Block ${randomBytes(2).toString('hex')}`
    let backAfter = -1
    const samples = await phase('Redis outage', async () => {
      await redisServer.stop()
      await sleep(2_000)
      // The session made before is read from the database, on the other instance.
      expect(await sessionEmail(INSTANCE[1])).toBe(email)
      // Limits count in this instance's memory: the eleventh sign-up from one address is refused.
      for (let n = 1; n <= 10; n++) expect((await newsletter(INSTANCE[1], '198.18.99.1', n)).status).toBe(201)
      expect((await newsletter(INSTANCE[1], '198.18.99.1', 11)).status).toBe(429)
      // An edit on instance 1 cannot be announced: instance 2 still shows its kept copy.
      const saved = await fetch(`${INSTANCE[0]}/api/cms/properties/${property.id}`, {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ full_name: newName }),
      })
      expect(saved.status).toBe(200)
      await sleep(1_500)
      expect(await (await fetch(`${INSTANCE[1]}${url}`)).text()).not.toContain(newName)
      await sleep(3_000)

      await redisServer.start()
      const back = Date.now()
      const check = new Redis(redisServer.url)
      try {
        // Sharing resumes: a count made on instance 1 is in Redis, and instance 2 dropped its caches.
        for (let n = 0; Date.now() - back < 15_000; n++) {
          const counted = (await newsletter(INSTANCE[0], `198.18.98.${n % 250}`, 100 + n)).status === 201 && (await check.exists(`griha:limit:newsletter-ip:198.18.98.${n % 250}`)) === 1
          const fresh = (await (await fetch(`${INSTANCE[1]}${url}`)).text()).includes(newName)
          if (counted && fresh) {
            backAfter = Date.now() - back
            break
          }
          await sleep(250)
        }
      } finally {
        check.disconnect()
      }
    })
    console.log(`${summary('Redis outage', samples)}; sharing resumed ${backAfter} ms after Redis came back`)
    expect(backAfter, 'shared limits and the missed edit, after Redis came back').toBeGreaterThanOrEqual(0)
    expect(backAfter).toBeLessThanOrEqual(10_000)
    expect(await sessionEmail(INSTANCE[1])).toBe(email)
    // One warning a minute per instance (two instances, an outage well under a minute).
    const warnings = warningsSince(outputAt, 'Redis is not answering')
    expect(warnings).toBeGreaterThanOrEqual(1)
    expect(warnings).toBeLessThanOrEqual(2)
    expect(describeSamples(failed(samples))).toEqual([])
    expect(await leadsMissing(samples)).toEqual([])
  })

  it('PostgreSQL down: a lead post answers 503 within 10 s and is never acknowledged, pages answer within 10 s; healed within 20 s', async () => {
    let healedAfter = -1
    let probe: Sample | undefined
    let late: Sample | undefined
    const samples = await phase('PostgreSQL outage', async () => {
      const token = await formToken()
      await sleep(3_200)
      await postgres.stop()
      probe = await postLead(token!)
      // Once the balancer's checks have failed on both instances, it turns to the unchecked backups.
      await sleep(3_000)
      late = await postLead((await formToken())!)
      await sleep(2_000)
      await postgres.start()
      const back = Date.now()
      while (Date.now() - back < 30_000) {
        const [page, healthOk] = await Promise.all([
          fetch(`${BALANCER}/search`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.status, () => 0),
          fetch(`${BALANCER}/api/health`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.ok, () => false),
        ])
        if (page === 200 && healthOk) {
          healedAfter = Date.now() - back
          break
        }
        await sleep(250)
      }
      // The balancer's checks take the instances back in meanwhile.
      await sleep(3_000)
    })
    expect(probe!.status, 'a lead posted while PostgreSQL is down').toBe(503)
    expect(probe!.ms).toBeLessThan(10_000)
    // The site's own answer (the form shows its message), not the balancer's 503 page.
    for (const answer of [probe!, late!]) {
      expect(answer.status).toBe(503)
      expect(JSON.parse(answer.text!)).toEqual({ ok: false, error: INTAKE_MESSAGES.unavailable })
    }
    expect(samples.filter((s) => s.text?.includes('No server is available')).map((s) => `${s.kind} ${s.url}: the balancer's own 503`)).toEqual([])
    // Every request in the outage was answered within 10 s; leads with 201 (stored before the stop) or 503.
    expect(samples.filter((s) => s.status === 0 || s.ms >= 10_000).map((s) => `${s.kind} ${s.url}: ${s.status || s.error} after ${s.ms} ms`)).toEqual([])
    expect(samples.filter((s) => s.kind === 'lead' && ![201, 503].includes(s.status)).map((s) => `${s.email}: ${s.status}`)).toEqual([])
    console.log(`${summary('PostgreSQL outage', samples)} (503s expected); healed ${healedAfter} ms after PostgreSQL came back`)
    expect(healedAfter, 'the site served again after PostgreSQL came back').toBeGreaterThanOrEqual(0)
    expect(healedAfter).toBeLessThanOrEqual(20_000)
    // Takes leads again.
    const token = await formToken()
    await sleep(3_200)
    expect((await postLead(token!, 'after PostgreSQL')).status).toBe(201)
    expect(await leadsMissing(samples)).toEqual([])
  })

  it('SIGTERM to an instance drains it: 0 failed requests, 0 leads lost', async () => {
    await health(INSTANCE[0])
    const pid = listenerPid(PORT + 1)
    const samples = await phase('drain', async () => {
      process.kill(pid, 'SIGTERM')
      await sleep(300)
      const draining = await fetch(`${INSTANCE[0]}/api/health`)
      expect(draining.status).toBe(503)
      expect(((await draining.json()) as { status: string }).status).toBe('draining')
      const deadline = Date.now() + 30_000
      while (Date.now() < deadline) {
        try {
          process.kill(pid, 0)
        } catch {
          break
        }
        await sleep(200)
      }
      await sleep(2_000)
    })
    expect(() => process.kill(pid, 0), 'the drained instance exited').toThrow()
    expect(cluster!.output()).toContain(`the instance on port ${PORT + 1} ended (exit 0)`)
    console.log(summary('drain', samples))
    expect(describeSamples(failed(samples))).toEqual([])
    expect(await leadsMissing(samples)).toEqual([])
    await stopLoad()
    // Over the whole run, outside the PostgreSQL outage, nothing failed and no acknowledged lead is missing.
    const outside = load.samples.filter((s) => s.phase !== 'PostgreSQL outage')
    expect(describeSamples(failed(outside))).toEqual([])
    expect(await leadsMissing(load.samples)).toEqual([])
  })
})
