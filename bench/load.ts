/**
 * `npm run load`: a mixed load test of the production server (scripts/start.ts → scripts/serve.ts)
 * on the bench database: page views, searches (pages and `GET /api/search`) and lead posts through
 * the real intake, from many visitors. Finds the highest rate the server holds with p99 ≤ 500 ms
 * and no errors, runs it for LOAD_SECONDS, samples the server's memory, then checks that every
 * acknowledged lead is in the database. Updates the "Load" section of bench/results.md.
 *
 *   npm run load                       # probes rising rates (10 s each), then 60 s at the best one
 *   LOAD_RATE=150 npm run load         # no probes: 60 s at 150 req/s
 *   LOAD_SECONDS=120 npm run load      # a longer final run
 *   LOAD_QUICK=1 npm run load          # CI smoke run: 2,000 properties in a scratch database,
 *                                      # 8 s at 20 req/s, no probes; results.md untouched
 *   LOAD_DATABASE_URL=postgres://postgres@127.0.0.1:5432/griha_bench npm run load
 *                                      # PostgreSQL: runs on a scratch copy (CREATE DATABASE … TEMPLATE)
 *   npm run load -- --per-kind         # where the server's CPU goes: each kind of the mix alone,
 *                                      # LOAD_KIND_RATE (16) req/s for LOAD_KIND_SECONDS (15), after
 *                                      # the warm-up; CPU per request of each, weighted by its share;
 *                                      # its own section in bench/results.md
 *   LOAD_KINDS='search page,search API' npm run load -- --per-kind
 *                                      # only those kinds (A/B of one part); results.md untouched
 *   LOAD_DATABASE_URL=postgres://… npm run load -- --cluster
 *                                      # the same on `npm run cluster`: INSTANCES (2) servers behind
 *                                      # HAProxy on LOAD_PORT, sharing REDIS_URL (default
 *                                      # redis://127.0.0.1:6379/8); its own section in bench/results.md
 *
 * Other knobs: LOAD_PORT (3500), NEXT_DIST_DIR (.next), LOAD_PROBE_SECONDS (10), LOAD_PROBE_START
 * (4 req/s, doubled up to 100, then ×1.4), LOAD_SETTLE_SECONDS (30: an unmeasured run at the first
 * probe rate after the warm-up), LOAD_P99_MS (500), LOAD_IDLE_SECONDS (30: how long the idle RSS
 * is watched after start, before the first page), LOAD_FINAL_TRIES (3: final runs in all when the
 * probes chose the rate; each one not held steps down by ÷ 1.1).
 *
 * How the traffic looks:
 * - Visitors arrive through a reverse proxy on this host: each request carries an
 *   `X-Forwarded-For` address from 198.18.0.0/15 (RFC 2544, set aside for benchmarks), which the
 *   server trusts from a loopback peer (src/lib/server/client-address.ts), so per-IP limits apply
 *   per visitor as in production. Every lead post comes from an address of its own.
 * - Browsers' `accept-encoding: gzip`; `/` is asked with and without a `city` cookie.
 * - Property pages: four in five from a popular set of a few hundred (skewed), one in five from
 *   anywhere in the catalogue, so some are rendered on first request as after a deploy.
 * - Lead posts are what the site's forms send: the JS form (multipart, `Accept: application/json`,
 *   answered 201) and the no-JS form (URL-encoded, answered 303), with a signed `form_started`
 *   token at least 3.5 s old from `GET /forms/token` (itself part of the mix, as forms open), the
 *   `Origin` of the site, consent, an empty honeypot, a fresh phone and e-mail. A few posts carry
 *   no token but a solved ALTCHA instead (solved before the run with altcha-lib, as the widget
 *   would), so the proof-of-work check is exercised too.
 * - autocannon's `overallRate` sends each connection's share at the start of every second; the
 *   connections are split over staggered autocannon instances (a new one every 1/SLICES s), so
 *   requests arrive spread over the second rather than in one burst.
 *
 * Latency is the time from writing a request to the end of its response, for every response
 * (whatever its status), recorded per kind; errors are socket errors, timeouts (10 s) and any
 * status other than the one the kind expects (2xx/3xx for pages, 201 or 303 for lead posts).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import {
  allowServerOnlyImports,
  benchEnv,
  busyNote,
  countProperties,
  dropPgDatabase,
  embedData,
  ensurePgDatabase,
  isPostgresUrl,
  loadAverages,
  log,
  machineLine,
  percentile,
  redact,
  root,
  seedBenchData,
  runScript,
  sleep,
  withDatabaseName,
  writeSection,
} from './lib'
import { type SiteProcess, startCluster, startSite } from '../scripts/lib/site-process'
import { cpuSeconds, descendants, findServePids, mainThreadCpuSeconds, parentOf } from './proc'

const quick = Boolean(process.env.LOAD_QUICK)
const clusterMode = process.argv.includes('--cluster')
const perKindMode = process.argv.includes('--per-kind')
const perKindRate = Number(process.env.LOAD_KIND_RATE ?? 16)
const perKindSeconds = Number(process.env.LOAD_KIND_SECONDS ?? 15)
/** `LOAD_KINDS=search page,search API`: only those kinds (for an A/B of one part); results.md untouched. */
const perKindOnly = process.env.LOAD_KINDS?.split(',').map((k) => k.trim()).filter(Boolean)
const onPostgres = Boolean(process.env.LOAD_DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.LOAD_DATABASE_URL))
const clusterInstances = Number(process.env.INSTANCES ?? 2)
const clusterRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379/8'
const finalSeconds = Number(process.env.LOAD_SECONDS ?? (quick ? 8 : 60))
const fixedRate = process.env.LOAD_RATE ? Number(process.env.LOAD_RATE) : quick ? 20 : undefined
const probeSeconds = Number(process.env.LOAD_PROBE_SECONDS ?? 10)
const p99Limit = Number(process.env.LOAD_P99_MS ?? 500)
const port = Number(process.env.LOAD_PORT ?? 3500)
const distDir = process.env.NEXT_DIST_DIR || '.next'
const benchProperties = quick ? 2_000 : 100_000
const MIN_TOKEN_AGE_MS = 3_500
const SLICES_MAX = 20
const TIMEOUT_SECONDS = 10
/** SPEC §13's memory budget per server process; a cluster run sums its instances. */
const RSS_GOAL_MB = 500 * (clusterMode ? clusterInstances : 1)
/** SPEC §13: RSS of one instance idle after start. */
const IDLE_GOAL_MB = 250

allowServerOnlyImports()

// ---------------------------------------------------------------------------------------------
// The database: a scratch copy of the bench database (or a small scratch one in quick mode), so the
// leads and outbox rows of a load run never land in the database the search bench measures.

type Target = { dataDir: string; databaseUrl: string; describe: string; cleanup: () => Promise<void> }

async function prepareTarget(): Promise<Target> {
  const scratchParent = quick ? os.tmpdir() : path.join(root, 'bench', 'data')
  fs.mkdirSync(scratchParent, { recursive: true })
  const scratchDir = fs.mkdtempSync(path.join(scratchParent, 'load-'))
  const removeDir = () => fs.rmSync(scratchDir, { recursive: true, force: true })
  const pgSource = process.env.LOAD_DATABASE_URL && isPostgresUrl(process.env.LOAD_DATABASE_URL) ? process.env.LOAD_DATABASE_URL : undefined

  if (quick) {
    const databaseUrl = pgSource ? withDatabaseName(pgSource, `griha_load_quick_${process.pid}`) : `file:${path.join(scratchDir, 'site.db')}`
    if (pgSource) await ensurePgDatabase(databaseUrl)
    log(`generating ${benchProperties.toLocaleString('en-IN')} properties in a scratch database ...`)
    const seconds = seedBenchData(benchEnv(scratchDir, databaseUrl), benchProperties, true)
    log(`    generated in ${seconds.toFixed(0)} s`)
    return {
      dataDir: scratchDir,
      databaseUrl,
      describe: `${pgSource ? 'PostgreSQL' : 'SQLite'}, scratch, ${benchProperties.toLocaleString('en-IN')} properties`,
      cleanup: async () => {
        removeDir()
        if (pgSource) await dropPgDatabase(databaseUrl)
      },
    }
  }

  if (pgSource) {
    const copy = withDatabaseName(pgSource, `griha_load_${process.pid}`)
    await ensurePgDatabase(pgSource)
    await ensureSeeded(benchEnv(scratchDir, pgSource))
    await ensurePgDatabase(copy, decodeURIComponent(new URL(pgSource).pathname.slice(1)))
    return {
      dataDir: scratchDir,
      databaseUrl: copy,
      describe: `PostgreSQL, a scratch copy of \`${redact(pgSource)}\``,
      cleanup: async () => {
        removeDir()
        await dropPgDatabase(copy)
      },
    }
  }

  const benchDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'bench', 'data'))
  const benchDb = path.join(benchDir, 'site.db')
  await ensureSeeded(benchEnv(benchDir, `file:${benchDb}`))
  // The database file and any write-ahead log not yet folded into it (the shared-memory index is rebuilt).
  for (const name of ['site.db', 'site.db-wal']) {
    if (fs.existsSync(path.join(benchDir, name))) fs.copyFileSync(path.join(benchDir, name), path.join(scratchDir, name))
  }
  return {
    dataDir: scratchDir,
    databaseUrl: `file:${path.join(scratchDir, 'site.db')}`,
    describe: `SQLite, a scratch copy of \`bench/data/site.db\``,
    cleanup: async () => removeDir(),
  }
}

/** Fills the bench database the way `npm run bench` does when it holds no properties yet. */
async function ensureSeeded(env: NodeJS.ProcessEnv) {
  if ((await countProperties(env.DATABASE_URL!)) > 0) return
  log(`the bench database is empty: generating ${benchProperties.toLocaleString('en-IN')} properties (scripts/seed-bench.ts) ...`)
  const seconds = seedBenchData(env, benchProperties)
  log(`    generated in ${seconds.toFixed(0)} s`)
}

type PayloadLike = Awaited<ReturnType<(typeof import('payload'))['getPayload']>>

/**
 * Runs `work` with Payload on the database `env` names. Payload reads its configuration from
 * process.env once, so this process can only ever open one database this way: the load target.
 */
let payloadInstance: PayloadLike | undefined
async function withPayload<T>(env: NodeJS.ProcessEnv, work: (payload: PayloadLike) => Promise<T>): Promise<T> {
  if (!payloadInstance) {
    Object.assign(process.env, { DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL, SEED: 'none', LOG_LEVEL: env.LOG_LEVEL })
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    payloadInstance = await getPayload({ config })
  }
  return work(payloadInstance)
}

// ---------------------------------------------------------------------------------------------
// What visitors ask for, from the database's own content.

type Catalogue = {
  cities: string[]
  builders: string[]
  collections: string[]
  types: string[]
  amenities: string[]
  words: string[]
  hot: { id: number; url: string }[]
  tail: { id: number; url: string }[]
}

async function readCatalogue(payload: PayloadLike): Promise<Catalogue> {
  type Doc = Record<string, unknown>
  const all = async (collection: 'cities' | 'builders' | 'property-collections' | 'property-types' | 'amenities') =>
    (await payload.find({ collection, limit: 0, pagination: false, depth: 0, overrideAccess: true })).docs as unknown as Doc[]
  const cities = await all('cities')
  const citySlug = new Map(cities.map((c) => [Number(c.id), String(c.slug)]))
  const total = (await payload.count({ collection: 'properties', overrideAccess: true })).totalDocs
  const maxId = Number(
    (await payload.find({ collection: 'properties', sort: '-id', limit: 1, depth: 0, overrideAccess: true })).docs[0]?.id ?? total,
  )
  const pick = async (n: number) => {
    const ids = new Set<number>()
    while (ids.size < Math.min(n, maxId)) ids.add(1 + Math.floor(Math.random() * maxId))
    const found = await payload.find({
      collection: 'properties',
      where: { and: [{ id: { in: [...ids] } }, { published: { equals: true } }] },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { slug: true, city: true, full_name: true },
    })
    return (found.docs as unknown as Doc[])
      .filter((d) => citySlug.has(Number(d.city)) && d.slug)
      .map((d) => ({ id: Number(d.id), url: `/property/${citySlug.get(Number(d.city))}/${String(d.slug)}`, name: String(d.full_name) }))
  }
  const hot = await pick(quick ? 50 : 400)
  const tail = await pick(quick ? 200 : 5_000)
  const words = [...new Set(hot.flatMap((p) => p.name.toLowerCase().split(/\s+/)).filter((w) => /^[a-z]{4,}$/.test(w)))].slice(0, 40)
  return {
    cities: cities.map((c) => String(c.slug)),
    builders: (await all('builders')).map((b) => String(b.slug)).filter(Boolean),
    collections: (await all('property-collections')).map((c) => String(c.slug)).filter(Boolean),
    types: (await all('property-types')).map((t) => String(t.property_type)),
    amenities: (await all('amenities')).map((a) => String(a.amenity)),
    words: words.length ? words : ['park'],
    hot: hot.map(({ id, url }) => ({ id, url })),
    tail: tail.map(({ id, url }) => ({ id, url })),
  }
}

// ---------------------------------------------------------------------------------------------
// The request mix.

const pickOne = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!
/** Skewed towards the front of the list: a few pages get most of the views. */
const pickPopular = <T>(list: readonly T[]): T => list[Math.floor(list.length * Math.random() ** 2.5)]!
const chance = (p: number) => Math.random() < p

/** An address in 198.18.0.0/15: page views from a large pool, lead posts one address each. */
const visitorIp = (n: number) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`
const randomVisitor = () => visitorIp(Math.floor(Math.random() * 100_000))

type Kind =
  | 'home'
  | 'city page'
  | 'city featured'
  | 'property (popular)'
  | 'property (any)'
  | 'builder page'
  | 'collection page'
  | 'other page'
  | 'static file'
  | 'search page'
  | 'search API'
  | 'filtered listing'
  | 'form token'
  | 'lead post (JS)'
  | 'lead post (no JS)'

/** Share of requests per kind, in percent. */
const MIX: [Kind, number][] = [
  ['home', 10],
  ['city page', 12],
  ['city featured', 3],
  ['property (popular)', 24],
  ['property (any)', 6],
  ['builder page', 5],
  ['collection page', 4],
  ['other page', 6],
  ['static file', 3],
  ['search page', 8],
  ['search API', 8],
  ['filtered listing', 5],
  ['form token', 3],
  ['lead post (JS)', 2],
  ['lead post (no JS)', 1],
]
const LEAD_SHARE = 0.03

function chooseKind(): Kind {
  let r = Math.random() * 100
  for (const [kind, weight] of MIX) {
    r -= weight
    if (r < 0) return kind
  }
  return 'home'
}

type Request = { method: string; path: string; headers: Record<string, string>; body?: string | Buffer }
type Built = { kind: Kind; request: Request; expect: (status: number) => boolean; email?: string }

const pageOk = (status: number) => status >= 200 && status < 400

class Traffic {
  readonly tag = randomBytes(3).toString('hex')
  private leadCounter = 0
  /** Set by `--per-kind`: every request is of this kind instead of drawn from the mix. */
  only: Kind | undefined
  private jsPosts = 0
  private readonly tokens: { token: string; at: number }[] = []
  private readonly altcha: string[] = []
  readonly posted = new Map<string, { kind: Kind; altcha: boolean }>()
  readonly acknowledged = new Map<string, { id?: string; status: number; kind: Kind }>()
  /** Posts answered with another status than 201/303 (errors of the run). */
  readonly refused = new Set<string>()

  constructor(
    private readonly catalogue: Catalogue,
    private readonly origin: string,
    private readonly otherPages: string[],
    private readonly staticFiles: string[],
  ) {}

  addToken(token: string, at = Date.now()) {
    this.tokens.push({ token, at })
  }

  addAltcha(solutions: string[]) {
    this.altcha.push(...solutions)
  }

  get tokensLeft() {
    return this.tokens.length
  }

  private searchQuery(): URLSearchParams {
    const c = this.catalogue
    const q = new URLSearchParams()
    if (chance(0.7)) q.set('city', pickPopular(c.cities))
    if (chance(0.4)) q.append('bhk', pickOne(['1', '2', '3', '4']))
    if (chance(0.3)) {
      q.set('min', pickOne(['2000000', '5000000', '10000000']))
      q.set('max', pickOne(['20000000', '30000000', '50000000']))
    }
    if (chance(0.15)) q.set('type', pickOne(c.types))
    if (chance(0.1)) q.append('amenity', pickOne(c.amenities))
    if (chance(0.1)) q.set('builder', pickOne(c.builders))
    if (chance(0.1)) q.set('q', pickOne(c.words))
    if (chance(0.1)) q.set('offers', 'true')
    if (chance(0.3)) q.set('sort', pickOne(['price_asc', 'price_desc', 'newest']))
    if (chance(0.2)) q.set('page', pickOne(['2', '3']))
    return q
  }

  next(): Built {
    const c = this.catalogue
    const kind = this.only ?? chooseKind()
    const headers: Record<string, string> = {
      'accept-encoding': 'gzip',
      accept: 'text/html,application/xhtml+xml',
      'x-forwarded-for': randomVisitor(),
      'user-agent': 'griha-load/1 (bench/load.ts)',
    }
    const get = (p: string): Built => ({ kind, request: { method: 'GET', path: p, headers }, expect: pageOk })
    switch (kind) {
      case 'home':
        if (chance(0.4)) headers.cookie = `city=${pickPopular(c.cities)}`
        return get('/')
      case 'city page':
        return get(`/property/${pickPopular(c.cities)}`)
      case 'city featured':
        return get(`/property/${pickPopular(c.cities)}/featured`)
      case 'property (popular)':
        return get(pickPopular(c.hot).url)
      case 'property (any)':
        return get(pickOne(c.tail).url)
      case 'builder page':
        return get(`/builders/${pickPopular(c.builders)}`)
      case 'collection page':
        return get(`/collections/${pickOne(c.collections)}`)
      case 'other page':
        return get(pickOne(this.otherPages))
      case 'static file':
        headers.accept = '*/*'
        return get(pickOne(this.staticFiles))
      case 'search page':
        return get(chance(0.2) ? `/search/${encodeURIComponent(pickOne(c.words))}` : `/search?${this.searchQuery()}`)
      case 'search API':
        headers.accept = 'application/json'
        return get(`/api/search?${this.searchQuery()}`)
      case 'filtered listing': {
        const q = this.searchQuery()
        q.delete('city')
        if (![...q.keys()].length) q.append('bhk', pickOne(['2', '3']))
        return get(`/property/${pickPopular(c.cities)}?${q}`)
      }
      case 'form token':
        headers.accept = 'application/json'
        return get('/forms/token')
      case 'lead post (JS)':
      case 'lead post (no JS)':
        return this.lead(kind, headers)
    }
  }

  /** A lead as the forms post it; a fresh visitor address, phone and e-mail each time. */
  private lead(kind: Kind, headers: Record<string, string>): Built {
    const n = ++this.leadCounter
    const js = kind === 'lead post (JS)'
    const property = chance(0.5) ? pickPopular(this.catalogue.hot) : pickOne(this.catalogue.tail)
    const form = pickOne(['enquiry', 'enquiry', 'interest', 'contact'] as const)
    const email = `visitor${n}.${this.tag}@example.com`
    const fields: [string, string][] = [
      ['SingleLine', `Load Visitor ${n}`],
      ['Email', email],
      ['PhoneNumber_countrycodeval', '+91'],
      // A fresh valid Indian mobile number per lead: the per-phone limit is 5 an hour.
      ['PhoneNumber_countrycode', `9${String((parseInt(this.tag, 16) * 7919 + n) % 1_000_000_000).padStart(9, '0')}`],
      ['MultiLine', form === 'interest' ? 'Interested in this project for 2, 3 BHK' : `Please call me about property ${property.id}`],
      ['zf_referrer_name', 'https://www.google.com/'],
      ['zf_redirect_url', property.url],
      ['utm_source', 'load-test'],
      ['source', 'clicked enq button from bottom'],
      ['consent', 'on'],
      ['website', ''],
    ]
    if (form !== 'contact') fields.push(['property', String(property.id)])
    if (form === 'interest') fields.push(['bhk', '2'], ['bhk', '3'])
    // The first JS post and every eighth after it (while solutions last) had no token: the intake
    // asks such posts for proof of work.
    const withAltcha = js && this.jsPosts++ % 8 === 0 && this.altcha.length > 0
    if (withAltcha) fields.push(['altcha', this.altcha.shift()!])
    else fields.push(['form_started', this.takeToken()])

    headers.origin = this.origin
    headers.referer = `${this.origin}${property.url}`
    headers['x-forwarded-for'] = visitorIp(100_000 + n)
    let body: Buffer
    if (js) {
      headers.accept = 'application/json'
      const boundary = `----griha${randomBytes(8).toString('hex')}`
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`
      body = Buffer.from(
        fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`,
      )
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = Buffer.from(new URLSearchParams(fields).toString())
    }
    this.posted.set(email, { kind, altcha: withAltcha })
    return {
      kind,
      email,
      request: { method: 'POST', path: `/forms/${form}`, headers, body },
      expect: js ? (s) => s === 201 : (s) => s === 303,
    }
  }

  /** The oldest token old enough to pass the minimum fill time (forms are open a while before posting). */
  private takeToken(): string {
    const first = this.tokens[0]
    if (first && Date.now() - first.at >= MIN_TOKEN_AGE_MS) return this.tokens.shift()!.token
    // None old enough yet (start of a run): the pool fetched before the run.
    const ready = this.tokens.findIndex((t) => Date.now() - t.at >= MIN_TOKEN_AGE_MS)
    if (ready >= 0) return this.tokens.splice(ready, 1)[0]!.token
    return '' // counted as a failed post if it ever happens: the pool is sized to avoid it
  }
}

// ---------------------------------------------------------------------------------------------
// One run at a fixed rate.

type KindStats = { count: number; latencies: number[]; bad: Map<number, number> }
type RunResult = {
  rate: number
  seconds: number
  requests: number
  achievedRate: number
  latencies: number[]
  p50: number
  p90: number
  p99: number
  max: number
  errors: number
  timeouts: number
  socketErrors: number
  unexpected: number
  byStatus: Record<string, number>
  byKind: Map<Kind, KindStats>
  samples: string[]
  rssMaxMb: number
  rssFinalMb: number
  anonMaxMb: number
  /** CPU time (user + system, every thread) the server used per request answered in the run. */
  cpuMsPerRequest: number
  /**
   * Of it, the servers' main threads (their event loops): one thread renders every page, so the
   * rate one instance holds is about 1000 ms divided by this, whatever the other threads have left.
   */
  mainMsPerRequest: number
  /**
   * CPU time (every thread) this process, the load generator (autocannon), used per request: on a
   * 2-core machine it takes its share from the cores the server could have had.
   */
  generatorMsPerRequest: number
  ok: boolean
}

async function runAt(site: SiteProcess, traffic: Traffic, rate: number, seconds: number, sampleRss: () => Rss, serverCpu: ServerCpu): Promise<RunResult> {
  const slices = Math.max(1, Math.min(SLICES_MAX, Math.floor(rate / 2)))
  const url = new URL(site.url)
  const byKind = new Map<Kind, KindStats>()
  const byStatus: Record<string, number> = {}
  const all: number[] = []
  const samples: string[] = []
  let unexpected = 0
  let current: { kind: Kind; ok: boolean } | undefined

  const rss: Rss[] = []
  const sampler = setInterval(() => rss.push(sampleRss()), 1000)
  const cpuBefore = serverCpu()
  const mainBefore = serverCpu.main()
  const generatorBefore = process.cpuUsage()

  const instances = []
  for (let i = 0; i < slices; i++) {
    const sliceRate = Math.floor(rate / slices) + (i < rate % slices ? 1 : 0)
    if (sliceRate === 0) continue
    const instance = autocannon({
      url: `${url.origin}/`,
      connections: sliceRate,
      overallRate: sliceRate,
      duration: seconds,
      timeout: TIMEOUT_SECONDS,
      requests: [
        {
          setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
            const built = traffic.next()
            context.built = built
            return { ...request, ...built.request }
          },
          onResponse: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => {
            const built = context.built as Built
            const ok = built.expect(status)
            current = { kind: built.kind, ok }
            byStatus[status] = (byStatus[status] ?? 0) + 1
            if (!ok) {
              unexpected++
              if (built.email) traffic.refused.add(built.email)
              if (samples.length < 8) samples.push(`${built.kind} ${built.request.method} ${built.request.path} → ${status}: ${body.slice(0, 200).replace(/\s+/g, ' ')}`)
            } else if (built.email) {
              let id: string | undefined
              if (status === 201 && !headers['content-encoding']) id = parseJson<{ id?: string }>(body)?.id
              traffic.acknowledged.set(built.email, { id, status, kind: built.kind })
            } else if (built.kind === 'form token' && !headers['content-encoding']) {
              const token = parseJson<{ form_started?: string }>(body)?.form_started
              if (token) traffic.addToken(token)
            }
          },
        },
      ],
    })
    // 'response' follows onResponse synchronously for the same connection, so `current` is its request.
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      if (!current) return
      let stats = byKind.get(current.kind)
      if (!stats) byKind.set(current.kind, (stats = { count: 0, latencies: [], bad: new Map() }))
      stats.count++
      stats.latencies.push(responseTime)
      all.push(responseTime)
      current = undefined
    })
    instances.push(instance)
    await sleep(1000 / slices)
  }
  const results = await Promise.all(instances)
  const cpuUsed = serverCpu() - cpuBefore
  const mainUsed = serverCpu.main() - mainBefore
  const generator = process.cpuUsage(generatorBefore)
  clearInterval(sampler)
  rss.push(sampleRss())

  all.sort((a, b) => a - b)
  const timeouts = results.reduce((sum, r) => sum + r.timeouts, 0)
  const socketErrors = results.reduce((sum, r) => sum + r.errors, 0) - timeouts
  const requests = all.length
  const achievedRate = requests / seconds
  const result: RunResult = {
    rate,
    seconds,
    requests,
    achievedRate,
    latencies: all,
    p50: percentile(all, 50),
    p90: percentile(all, 90),
    p99: percentile(all, 99),
    max: all.at(-1) ?? Number.NaN,
    errors: unexpected + timeouts + socketErrors,
    timeouts,
    socketErrors,
    unexpected,
    byStatus,
    byKind,
    samples,
    rssMaxMb: Math.max(...rss.map((r) => r.total)),
    rssFinalMb: rss.at(-1)!.total,
    anonMaxMb: Math.max(...rss.map((r) => r.anon)),
    cpuMsPerRequest: (cpuUsed * 1000) / Math.max(1, requests),
    mainMsPerRequest: (mainUsed * 1000) / Math.max(1, requests),
    generatorMsPerRequest: (generator.user + generator.system) / 1000 / Math.max(1, requests),
    ok: false,
  }
  // Held means: answered in time, without errors, and at (nearly) the rate asked for.
  result.ok = result.errors === 0 && result.p99 <= p99Limit && achievedRate >= rate * 0.95
  return result
}

function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T
  } catch {
    return undefined
  }
}

function summaryLine(r: RunResult): string {
  return `${String(r.rate).padStart(4)} req/s asked, ${r.achievedRate.toFixed(0).padStart(4)} done: p50 ${r.p50.toFixed(0)} ms, p90 ${r.p90.toFixed(0)}, p99 ${r.p99.toFixed(0)}, max ${r.max.toFixed(0)}; errors ${r.errors}; server CPU ${r.cpuMsPerRequest.toFixed(1)} ms/request (main thread ${r.mainMsPerRequest.toFixed(1)}), load generator ${r.generatorMsPerRequest.toFixed(1)}; RSS max ${r.rssMaxMb.toFixed(0)} MB (anonymous ${r.anonMaxMb.toFixed(0)}) → ${r.ok ? 'held' : 'NOT held'}`
}

// ---------------------------------------------------------------------------------------------
// The server's memory: VmRSS of the scripts/serve.ts process and its children.

/** Each process of the tree with its VmRSS, for the report: which part of the server holds the memory. */
function rssBreakdown(pids: number[]): string {
  return pids
    .map((pid) => {
      try {
        const rss = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
        const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).map((a) => path.basename(a)).join(' ').slice(0, 60)
        return `${pid} ${cmd}: ${rss.toFixed(0)} MB`
      } catch {
        return `${pid}: gone`
      }
    })
    .join('; ')
}

type Rss = { total: number; anon: number }
/** CPU seconds the server has used so far, every thread; `main()` those of its main threads alone. */
type ServerCpu = (() => number) & { main: () => number }

/**
 * RSS once a second for `seconds` while nothing is asked: the last sample (the server settled: V8
 * shrinks its heap a few seconds into idleness) and the largest (start-up's own garbage included).
 */
async function idleRss(sample: () => Rss, seconds: number): Promise<Rss & { maxTotal: number; seconds: number }> {
  const samples = [sample()]
  for (let i = 1; i < Math.max(1, seconds); i++) {
    await sleep(1000)
    samples.push(sample())
  }
  return { ...samples.at(-1)!, maxTotal: Math.max(...samples.map((r) => r.total)), seconds: samples.length }
}

/** VmRSS summed over the processes, and its anonymous part (RssAnon: heap, stacks; the rest is mapped files). */
function rssMb(pids: number[]): Rss {
  const kb = { total: 0, anon: 0 }
  for (const pid of pids) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
      kb.total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0)
      kb.anon += Number(/RssAnon:\s+(\d+) kB/.exec(status)?.[1] ?? 0)
    } catch {
      // gone meanwhile
    }
  }
  return { total: kb.total / 1024, anon: kb.anon / 1024 }
}

// ---------------------------------------------------------------------------------------------

async function fetchTokens(base: string, n: number, traffic: Traffic) {
  for (let i = 0; i < n; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, n - i) }, async () => {
        const res = await fetch(`${base}/forms/token`, { headers: { accept: 'application/json', 'x-forwarded-for': randomVisitor() } })
        const token = ((await res.json()) as { form_started?: string }).form_started
        if (token) traffic.addToken(token)
      }),
    )
  }
}

/** Solutions to fresh challenges from `GET /forms/challenge`, as the ALTCHA widget makes them. */
async function solveChallenges(base: string, n: number): Promise<string[]> {
  const { solveChallenge } = await import('altcha-lib')
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2')
  return Promise.all(
    Array.from({ length: n }, async () => {
      const challenge = (await (await fetch(`${base}/forms/challenge`, { headers: { 'x-forwarded-for': randomVisitor() } })).json()) as Parameters<
        typeof solveChallenge
      >[0]['challenge']
      const solution = await solveChallenge({ challenge, deriveKey })
      if (!solution) throw new Error('an ALTCHA challenge could not be solved')
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    }),
  )
}

/** Pages of the site with no slug, kept if they answer 200 on this database. */
async function reachable(base: string, paths: string[]): Promise<{ ok: string[]; dropped: string[] }> {
  const ok: string[] = []
  const dropped: string[] = []
  for (const p of paths) {
    const res = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual' }).catch(() => undefined)
    await res?.arrayBuffer()
    ;(res?.status === 200 ? ok : dropped).push(p)
  }
  return { ok, dropped }
}

async function warmUp(base: string, origin: string, catalogue: Catalogue, otherPages: string[]) {
  const paths = [
    '/',
    ...catalogue.cities.flatMap((c) => [`/property/${c}`, `/property/${c}/featured`]),
    ...catalogue.builders.map((b) => `/builders/${b}`),
    ...catalogue.collections.map((c) => `/collections/${c}`),
    ...otherPages,
    ...catalogue.hot.map((p) => p.url),
  ]
  for (let i = 0; i < paths.length; i += 4) {
    await Promise.all(
      paths.slice(i, i + 4).map(async (p) => {
        const res = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual' }).catch(() => undefined)
        await res?.arrayBuffer()
      }),
    )
  }
  // Next loads a route's code on its first request: touch every other route of the mix once (the
  // lead intake with an empty post, which it refuses without storing anything).
  const city = catalogue.cities[0]
  for (const p of [`/search?city=${city}`, `/search/${catalogue.words[0]}`, `/api/search?city=${city}`, `/property/${city}?bhk=2`, '/forms/token', '/favicon.svg']) {
    const res = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual' }).catch(() => undefined)
    await res?.arrayBuffer()
  }
  const res = await fetch(`${base}/forms/contact`, {
    method: 'POST',
    headers: { accept: 'application/json', origin, 'x-forwarded-for': visitorIp(131_000), 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  }).catch(() => undefined)
  await res?.arrayBuffer()
}

async function verifyLeads(traffic: Traffic, env: NodeJS.ProcessEnv) {
  const acknowledged = [...traffic.acknowledged.keys()]
  const stored = await withPayload(env, async (payload) => {
    const found = await payload.find({
      collection: 'leads',
      where: { email: { like: `.${traffic.tag}@example.com` } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { email: true, status: true },
    })
    return found.docs as unknown as { id: number | string; email: string; status: string }[]
  })
  const byEmail = new Map(stored.map((d) => [d.email, d]))
  const missing = acknowledged.filter((email) => !byEmail.has(email))
  const idMismatch = [...traffic.acknowledged].filter(([email, a]) => a.id !== undefined && String(byEmail.get(email)?.id) !== a.id)
  const statuses: Record<string, number> = {}
  for (const d of stored) statuses[d.status] = (statuses[d.status] ?? 0) + 1
  const unanswered = [...traffic.posted.keys()].filter((e) => !traffic.acknowledged.has(e) && !traffic.refused.has(e))
  return {
    posted: traffic.posted.size,
    refused: traffic.refused.size,
    // A run ends when its time is up: posts still in flight then are neither acknowledged nor refused.
    unanswered: unanswered.length,
    unansweredStored: unanswered.filter((e) => byEmail.has(e)).length,
    acknowledged: acknowledged.length,
    withAltcha: [...traffic.acknowledged.keys()].filter((e) => traffic.posted.get(e)?.altcha).length,
    stored: stored.length,
    missing: missing.length,
    idMismatch: idMismatch.length,
    statuses,
  }
}

async function main() {
  const started = new Date()
  const loadBefore = loadAverages()
  log(`npm run load${quick ? ' (quick mode)' : ''}${clusterMode ? ` --cluster (${clusterInstances} instances)` : ''}: load average ${loadBefore}`)
  if (clusterMode && !(process.env.LOAD_DATABASE_URL && isPostgresUrl(process.env.LOAD_DATABASE_URL))) {
    throw new Error('--cluster runs on PostgreSQL: set LOAD_DATABASE_URL=postgres://… (the instances share one database)')
  }
  const target = await prepareTarget()
  const siteUrl = `http://localhost:${port}`
  const env = { ...benchEnv(target.dataDir, target.databaseUrl), NEXT_DIST_DIR: distDir, SITE_URL: siteUrl }
  let site: SiteProcess | undefined
  try {
    const catalogue = await withPayload(env, readCatalogue)
    log(`database: ${target.describe}; ${catalogue.hot.length} popular and ${catalogue.tail.length} other property pages, ${catalogue.cities.length} cities`)

    const serverStarted = performance.now()
    if (clusterMode) {
      log(`starting npm run cluster (${clusterInstances} instances on ports ${port + 1}… behind HAProxy on ${port}, ${redact(clusterRedisUrl)}) ...`)
      site = await startCluster({
        port,
        env: { ...env, LOG_LEVEL: 'warn', INSTANCES: String(clusterInstances), CLUSTER_BIND: '127.0.0.1', REDIS_URL: clusterRedisUrl },
      })
    } else {
      log(`starting the server (scripts/start.ts, NEXT_DIST_DIR=${distDir}, PORT=${port}); builds first if needed ...`)
      site = await startSite({ port, env: { ...env, LOG_LEVEL: 'warn' } })
    }
    log(`    healthy after ${((performance.now() - serverStarted) / 1000).toFixed(0)} s`)
    const servePids = findServePids(site.child.pid!)
    if (servePids.length !== (clusterMode ? clusterInstances : 1)) throw new Error(`found ${servePids.length} scripts/serve.ts processes`)
    const serverTree = () => servePids.flatMap((pid) => descendants(pid))
    const sampleRss = () => rssMb(serverTree())
    const serverCpu: ServerCpu = Object.assign(() => cpuSeconds(serverTree()), { main: () => mainThreadCpuSeconds(servePids) })

    // SPEC §13: RSS idle after start, before any page is asked for (the health check aside).
    const idleServer = await idleRss(sampleRss, Number(process.env.LOAD_IDLE_SECONDS ?? (quick ? 2 : 30)))
    // The process that started the server and waits on it (scripts/start.ts, or cluster.ts): not
    // the server, but it lives as long as the server does, so its memory is reported beside it.
    const supervisorMb = rssMb([parentOf(servePids[0]!)]).total
    const idle = { ...idleServer, supervisorMb }
    log(`    RSS idle after start ${f0(idle.total)} MB (anonymous ${f0(idle.anon)} MB) after ${idle.seconds} s, at most ${f0(idle.maxTotal)} MB meanwhile; goal ≤ ${IDLE_GOAL_MB * (clusterMode ? clusterInstances : 1)} MB; the supervising process beside it ${f0(supervisorMb)} MB`)

    const candidates = ['/offers', '/about', '/contact', '/emi', '/faq', '/blogs', '/nri', '/pricing', '/services', '/careers', '/choose-city', '/sitemap', '/builders']
    const others = await reachable(site.url, candidates)
    if (others.dropped.length) log(`    not in the mix (not 200 on this database): ${others.dropped.join(', ')}`)
    const home = await (await fetch(`${site.url}/`)).text()
    const chunks = [...new Set([...home.matchAll(/\/_next\/static\/[^"'\s]+\.(?:js|css)/g)].map((m) => m[0]))].slice(0, 6)
    const staticFiles = ['/favicon.svg', ...chunks]
    // Browsers post from the site's public origin (SITE_URL), whatever address the proxy connects to.
    const traffic = new Traffic(catalogue, siteUrl, others.ok.length ? others.ok : ['/offers'], staticFiles)

    log(`warming up (every listing page, the popular property pages) ...`)
    await warmUp(site.url, siteUrl, catalogue, others.ok)
    log(`    RSS after warm-up ${sampleRss().total.toFixed(0)} MB`)

    // Pages warmed together go stale together (ISR revalidate = 60 s); a short unmeasured run at a
    // low rate lets their re-renders spread out, as on a site that has been serving for a while.
    const settleSeconds = Number(process.env.LOAD_SETTLE_SECONDS ?? (quick ? 0 : 30))
    const probeStart = Number(process.env.LOAD_PROBE_START ?? 4)
    if (settleSeconds > 0) {
      const settleRate = Math.max(1, Math.min(fixedRate ?? probeStart, probeStart))
      await fetchTokens(site.url, Math.ceil(settleRate * settleSeconds * LEAD_SHARE * 1.3) + 5, traffic)
      await sleep(MIN_TOKEN_AGE_MS)
      const settle = await runAt(site, traffic, settleRate, settleSeconds, sampleRss, serverCpu)
      log(`settling (not measured): ${summaryLine(settle)}`)
      for (const sample of settle.samples) log(`      unexpected: ${sample}`)
    }

    if (perKindMode) {
      const rows = await cpuByKind(site, traffic, sampleRss, serverCpu)
      const exited = new Promise<void>((resolve) => (site!.child.exitCode !== null ? resolve() : site!.child.once('exit', () => resolve())))
      site.stop()
      await Promise.race([exited, sleep(15_000)])
      site = undefined
      if (perKindOnly) log(`only ${rows.length} kind(s) (LOAD_KINDS): bench/results.md left as it was`)
      else {
        writePerKind(started, loadBefore, loadAverages(), rows)
        log('updated the "Load, CPU by kind" section of bench/results.md')
      }
      return rows.every((row) => row.errors === 0) ? 0 : 1
    }

    const probes: RunResult[] = []
    let rate = fixedRate
    if (rate === undefined) {
      log(`probing rates, ${probeSeconds} s each (held: p99 ≤ ${p99Limit} ms, no errors, ≥ 95% of the rate done):`)
      let good = 0
      let bad = 0
      let next = probeStart
      while (next <= 2000) {
        await fetchTokens(site.url, Math.ceil(next * probeSeconds * LEAD_SHARE * 1.3) + 5, traffic)
        await sleep(MIN_TOKEN_AGE_MS)
        const probe = await runAt(site, traffic, next, probeSeconds, sampleRss, serverCpu)
        probes.push(probe)
        log(`    ${summaryLine(probe)}`)
        for (const sample of probe.samples) log(`      unexpected: ${sample}`)
        if (!probe.ok) {
          bad = next
          break
        }
        good = next
        next = next < 100 ? next * 2 : Math.round(next * 1.4)
        await sleep(2000)
      }
      // Two halvings between the last rate held and the first one not held.
      for (let i = 0; i < 2 && bad > 0 && bad - good > Math.max(5, good * 0.08); i++) {
        const mid = Math.round((good + bad) / 2)
        await sleep(2000)
        await fetchTokens(site.url, Math.ceil(mid * probeSeconds * LEAD_SHARE * 1.3) + 5, traffic)
        await sleep(MIN_TOKEN_AGE_MS)
        const probe = await runAt(site, traffic, mid, probeSeconds, sampleRss, serverCpu)
        probes.push(probe)
        log(`    ${summaryLine(probe)}`)
        for (const sample of probe.samples) log(`      unexpected: ${sample}`)
        if (probe.ok) good = mid
        else bad = mid
      }
      if (good === 0) throw new Error('not even the lowest probe rate was held; see the probe lines above')
      rate = good
    }

    const altchaCount = quick ? 1 : 8
    log(`solving ${altchaCount} ALTCHA challenge(s) for posts without a form token ...`)
    traffic.addAltcha(await solveChallenges(site.url, altchaCount))
    // A probe is short: a rate it held can still miss the p99 over the whole final run. Then the
    // final run steps down (÷ 1.1, LOAD_FINAL_TRIES runs in all) and every long run not held is
    // reported with the probes. Memory is not stepped down from: a run over the RSS goal ends it.
    const finalTries = fixedRate === undefined ? Number(process.env.LOAD_FINAL_TRIES ?? 3) : 1
    let final: RunResult
    let loadAtStart: string
    let loadAtEnd: string
    for (let attempt = 1; ; attempt++) {
      await fetchTokens(site.url, Math.ceil(rate * finalSeconds * LEAD_SHARE * 1.3) + 5, traffic)
      await sleep(MIN_TOKEN_AGE_MS + 1500)
      loadAtStart = loadAverages()
      log(`final run${attempt > 1 ? ` (try ${attempt} of ${finalTries})` : ''}: ${rate} req/s for ${finalSeconds} s (load average ${loadAtStart}) ...`)
      final = await runAt(site, traffic, rate, finalSeconds, sampleRss, serverCpu)
      loadAtEnd = loadAverages()
      log(`    ${summaryLine(final)}`)
      if (final.ok || final.rssMaxMb >= RSS_GOAL_MB || attempt >= finalTries) break
      probes.push(final)
      rate = Math.round(rate / 1.1)
      log(`    not held for ${finalSeconds} s; once more at ${rate} req/s`)
      await sleep(2000)
    }
    const memory = rssBreakdown(serverTree())
    log(`    server processes: ${memory}`)

    // Stop the server before counting, so nothing is still in flight.
    const exited = new Promise<void>((resolve) => (site!.child.exitCode !== null ? resolve() : site!.child.once('exit', () => resolve())))
    site.stop()
    await Promise.race([exited, sleep(15_000)])
    site = undefined
    const leads = await verifyLeads(traffic, env)

    const report = { started, loadBefore, loadAtStart, loadAtEnd, target, idle, probes, final, leads, memory, fixed: fixedRate !== undefined }
    printReport(report)
    const passed = final.errors === 0 && leads.missing === 0 && leads.idMismatch === 0 && (quick || (final.ok && rssMaxAll(report) < RSS_GOAL_MB))
    if (quick) log(passed ? 'quick run passed (bench/results.md left as it is)' : 'quick run FAILED')
    else {
      writeReport(report)
      log('updated the Load section of bench/results.md')
    }
    return passed ? 0 : 1
  } catch (error) {
    if (site) process.stderr.write(site.output().slice(-4000))
    throw error
  } finally {
    site?.stop()
    await payloadInstance?.destroy().catch(() => undefined)
    await target.cleanup().catch((error: unknown) => log(`cleanup failed: ${String(error)}`))
  }
}

// ---------------------------------------------------------------------------------------------
// `--per-kind`: the server's CPU per request of each kind of the mix, one kind at a time.

type KindCost = { kind: Kind; share: number; requests: number; cpuMs: number; mainMs: number; p50: number; p90: number; errors: number }

/**
 * Each kind of the mix alone at a low rate (nothing queues), the server's CPU over the run minus
 * what it spends idle in as long (timers, the outbox worker, V8's idle collections), divided by the
 * requests: what one request of that kind costs. Weighted by the kinds' shares, the sum is what an
 * average request of the mix costs, so the rows say where the CPU of `npm run load` goes.
 */
async function cpuByKind(site: SiteProcess, traffic: Traffic, sampleRss: () => Rss, serverCpu: ServerCpu): Promise<KindCost[]> {
  // The least of three 5-second windows: right after the warm-up, re-renders of stale pages and
  // collections land in one window or another (a single 10 s window read 8 to 72 ms a second).
  const windows: { all: number; main: number }[] = []
  for (let i = 0; i < 3; i++) {
    const before = serverCpu()
    const mainBefore = serverCpu.main()
    await sleep(5_000)
    windows.push({ all: (serverCpu() - before) / 5, main: (serverCpu.main() - mainBefore) / 5 })
  }
  const quietest = windows.reduce((least, w) => (w.all < least.all ? w : least))
  const idlePerSecond = quietest.all
  log(`per kind: ${perKindRate} req/s for ${perKindSeconds} s each; the server idle uses ${(idlePerSecond * 1000).toFixed(1)} ms of CPU a second (subtracted; the least of ${windows.map((w) => (w.all * 1000).toFixed(0)).join(', ')}; ${(quietest.main * 1000).toFixed(1)} of it on the main thread)`)
  const rows: KindCost[] = []
  for (const [kind, share] of MIX) {
    if (perKindOnly && !perKindOnly.includes(kind)) continue
    traffic.only = kind
    if (kind.startsWith('lead post')) {
      await fetchTokens(site.url, Math.ceil(perKindRate * perKindSeconds * 1.3) + 5, traffic)
      await sleep(MIN_TOKEN_AGE_MS)
    }
    const r = await runAt(site, traffic, perKindRate, perKindSeconds, sampleRss, serverCpu)
    const idleMs = (seconds: number) => (seconds * 1000 * perKindSeconds) / Math.max(1, r.requests)
    const cpuMs = Math.max(0, r.cpuMsPerRequest - idleMs(idlePerSecond))
    const mainMs = Math.max(0, r.mainMsPerRequest - idleMs(quietest.main))
    rows.push({ kind, share, requests: r.requests, cpuMs, mainMs, p50: r.p50, p90: r.p90, errors: r.errors })
    log(`    ${kind.padEnd(20)} ${cpuMs.toFixed(1).padStart(6)} ms CPU/request (main thread ${mainMs.toFixed(1)}), ×${share} % = ${((cpuMs * share) / 100).toFixed(2)} ms of an average request; p50 ${f0(r.p50)} ms, p90 ${f0(r.p90)}; errors ${r.errors}`)
    for (const sample of r.samples) log(`      unexpected: ${sample}`)
    await sleep(1000)
  }
  traffic.only = undefined
  return rows
}

function writePerKind(started: Date, loadBefore: string, loadAfter: string, rows: KindCost[]) {
  const total = rows.reduce((sum, row) => sum + (row.cpuMs * row.share) / 100, 0)
  const mainTotal = rows.reduce((sum, row) => sum + (row.mainMs * row.share) / 100, 0)
  const lines = [
    '## Load, CPU by kind (`npm run load -- --per-kind`, bench/load.ts)',
    '',
    `Latest run ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
    '',
    `- Command: \`${distDir !== '.next' ? `NEXT_DIST_DIR=${distDir} ` : ''}npm run load -- --per-kind\` (${perKindRate} req/s of one kind at a time, ${perKindSeconds} s each, after the warm-up)`,
    `- Machine: ${machineLine()}; load average before / after: ${loadBefore} | ${loadAfter}`,
    '',
    'Server CPU (every thread of the server process, less what it uses idle) per request of each kind, and',
    'that weighted by the kind\'s share of the mix: the last column sums to what an average request of',
    "`npm run load`'s mix costs. One instance holds about the cores it gets divided by that sum, and at",
    'most 1000 ms divided by the main thread\'s sum (one thread renders every page).',
    '',
    '| kind | share % | requests | CPU ms/request | of it main thread | ms of an average request | of it main thread | p50 ms | p90 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.kind} | ${row.share} | ${row.requests} | ${row.cpuMs.toFixed(1)} | ${row.mainMs.toFixed(1)} | ${((row.cpuMs * row.share) / 100).toFixed(2)} | ${((row.mainMs * row.share) / 100).toFixed(2)} | ${f0(row.p50)} | ${f0(row.p90)} | ${row.errors} |`,
    ),
    `| **the mix** | 100 | ${rows.reduce((sum, row) => sum + row.requests, 0)} | | | **${total.toFixed(2)}** | **${mainTotal.toFixed(2)}** | | | ${rows.reduce((sum, row) => sum + row.errors, 0)} |`,
  ]
  writeSection('load-per-kind', lines.join('\n'), 'load-postgres')
}

type Report = {
  started: Date
  loadBefore: string
  loadAtStart: string
  loadAtEnd: string
  target: Target
  idle: Rss & { maxTotal: number; seconds: number; supervisorMb: number }
  probes: RunResult[]
  final: RunResult
  leads: Awaited<ReturnType<typeof verifyLeads>>
  memory: string
  fixed: boolean
}

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–')

/** The largest RSS of any run of the script, probes included: the budget holds at every moment. */
const rssMaxAll = (r: Pick<Report, 'final' | 'probes'>) => Math.max(r.final.rssMaxMb, ...r.probes.map((p) => p.rssMaxMb))

function kindRows(r: RunResult): string[] {
  return MIX.map(([kind]) => {
    const s = r.byKind.get(kind)
    if (!s) return `| ${kind} | 0 | | | | |`
    const sorted = [...s.latencies].sort((a, b) => a - b)
    return `| ${kind} | ${s.count} | ${f0(percentile(sorted, 50))} | ${f0(percentile(sorted, 90))} | ${f0(percentile(sorted, 99))} | ${f0(sorted.at(-1)!)} |`
  })
}

function printReport(r: Report) {
  const f = r.final
  log('')
  log(`Load: ${f.rate} req/s asked for ${f.seconds} s → ${f.requests} requests (${f.achievedRate.toFixed(1)}/s)`)
  log(`  latency p50 ${f0(f.p50)} ms, p90 ${f0(f.p90)} ms, p99 ${f0(f.p99)} ms, max ${f0(f.max)} ms (goal p99 ≤ ${p99Limit} ms)`)
  log(`  errors ${f.errors} (unexpected status ${f.unexpected}, timeouts ${f.timeouts}, socket errors ${f.socketErrors})`)
  log(`  statuses ${JSON.stringify(f.byStatus)}`)
  log(`  server CPU ${f.cpuMsPerRequest.toFixed(2)} ms per request (all its threads), ${f.mainMsPerRequest.toFixed(2)} ms of it on the main thread (one instance holds at most about 1000 ms divided by this); the load generator ${f.generatorMsPerRequest.toFixed(2)} ms per request on the same cores`)
  log(`  server RSS max ${f0(f.rssMaxMb)} MB (anonymous ${f0(f.anonMaxMb)} MB), final ${f0(f.rssFinalMb)} MB, in every run ${f0(rssMaxAll(r))} MB (goal < ${RSS_GOAL_MB} MB); idle after start ${f0(r.idle.total)} MB`)
  log(
    `  leads (probes and final run): ${r.leads.posted} posted, ${r.leads.acknowledged} acknowledged (${r.leads.withAltcha} with ALTCHA), ${r.leads.refused} refused, ${r.leads.unanswered} still in flight when a run ended (${r.leads.unansweredStored} of them stored); ${r.leads.stored} stored ${JSON.stringify(r.leads.statuses)}; ${r.leads.missing} acknowledged but missing`,
  )
  log(`  load average before / at start / at end: ${r.loadBefore} | ${r.loadAtStart} | ${r.loadAtEnd}`)
  log('  per kind: count, p50 / p90 / p99 / max ms')
  for (const row of kindRows(f)) log(`    ${row}`)
  for (const sample of f.samples) log(`  unexpected: ${sample}`)
}

function writeReport(r: Report) {
  const f = r.final
  const held = f.ok && rssMaxAll(r) < RSS_GOAL_MB
  const lines = [
    clusterMode
      ? `## Load, ${clusterInstances} instances behind HAProxy on PostgreSQL (\`npm run load -- --cluster\`, bench/load.ts)`
      : onPostgres
        ? '## Load, one instance on PostgreSQL (`npm run load`, bench/load.ts)'
        : '## Load (`npm run load`, bench/load.ts)',
    '',
    `Latest run ${r.started.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
    '',
    `- Command: \`${process.env.LOAD_COMMAND ?? `${r.fixed ? `LOAD_RATE=${f.rate} ` : ''}${finalSeconds !== 60 ? `LOAD_SECONDS=${finalSeconds} ` : ''}${distDir !== '.next' ? `NEXT_DIST_DIR=${distDir} ` : ''}LOAD_PORT=${port} npm run load${clusterMode ? ' -- --cluster' : ''}`}\``,
    clusterMode
      ? `- Servers: \`npm run cluster\`: ${clusterInstances} production servers (scripts/serve.ts, build in \`${distDir}\`) on 127.0.0.1:${port + 1}… behind HAProxy on ${port}, sharing Redis; database: ${r.target.describe} (100,000 properties)`
      : `- Server: the production server (scripts/start.ts → scripts/serve.ts, build in \`${distDir}\`) on 127.0.0.1:${port}; database: ${r.target.describe} (100,000 properties)`,
    `- Machine: ${machineLine()}; autocannon runs on the same machine as the server`,
    `- Load average (1 / 5 / 15 min) before the script / at the final run's start / at its end: ${r.loadBefore} | ${r.loadAtStart} | ${r.loadAtEnd}${busyNote(Number(r.loadAtStart.split(' / ')[0]), Number(r.loadAtEnd.split(' / ')[0]))}`,
    '',
    `Goal: p99 ≤ ${p99Limit} ms with no errors, server RSS < ${RSS_GOAL_MB} MB in every run. ${held ? '**Met**' : '**Not met**'} at ${f.rate} req/s for ${f.seconds} s; RSS at most ${f0(rssMaxAll(r))} MB over the final run and the probes.`,
    '',
    `RSS idle after start (nothing asked but the health check; ${r.idle.seconds} s after it answered): **${f0(r.idle.total)} MB** (${f0(r.idle.anon)} MB anonymous; at most ${f0(r.idle.maxTotal)} MB meanwhile); goal ≤ ${IDLE_GOAL_MB * (clusterMode ? clusterInstances : 1)} MB. The supervising process (${clusterMode ? 'scripts/cluster.ts' : 'scripts/start.ts'}, which started the server and waits on it) beside it: ${f0(r.idle.supervisorMb)} MB.`,
    '',
    '| rate asked | done | requests | p50 ms | p90 ms | p99 ms | max ms | errors | timeouts | server CPU ms/request | RSS max MB | of it anonymous | RSS final MB |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| **${f.rate}/s** | ${f.achievedRate.toFixed(1)}/s | ${f.requests} | ${f0(f.p50)} | ${f0(f.p90)} | **${f0(f.p99)}** | ${f0(f.max)} | **${f.errors}** | ${f.timeouts} | ${f.cpuMsPerRequest.toFixed(2)} | **${f0(f.rssMaxMb)}** | ${f0(f.anonMaxMb)} | ${f0(f.rssFinalMb)} |`,
    '',
    'Server CPU is the user and system time of the server processes (every thread: rendering, the SQLite read',
    'threads, compression on the thread pool) over the run, divided by the requests answered; it moves far less',
    'with the machine\'s other work than the latencies do, so it is the figure to compare two versions by.',
    `The load generator (autocannon, in this script's process on the same cores) used ${f.generatorMsPerRequest.toFixed(2)} ms of CPU a request.`,
    '',
    `RSS is VmRSS summed over the scripts/serve.ts process${clusterMode ? 'es (all instances)' : ''} and ${clusterMode ? 'their' : 'its'} children, sampled every second; "anonymous" is its`,
    'RssAnon part (JavaScript heap, SQLite\'s page caches, native allocations). The rest is file pages mapped into',
    'the process (the code of Node, its native modules and the build); SQLite itself reads with `mmap_size = 0`.',
    '',
    `Server processes (VmRSS at the end of the run): ${r.memory}.`,
    '',
    `Statuses: ${Object.entries(f.byStatus)
      .map(([s, n]) => `${s} × ${n}`)
      .join(', ')} (non-2xx/3xx where 2xx/3xx was expected: ${f.unexpected}; socket errors ${f.socketErrors}).`,
    '',
    `Leads (probes and final run together): ${r.leads.posted} posted, ${r.leads.acknowledged} acknowledged (201 or 303; ${r.leads.withAltcha} of them carried a solved ALTCHA instead of a form token), ${r.leads.refused} refused, ${r.leads.unanswered} still in flight when a run's time was up (${r.leads.unansweredStored} of those stored); ` +
      `${r.leads.stored} found in the database afterwards (${Object.entries(r.leads.statuses)
        .map(([s, n]) => `${s} ${n}`)
        .join(', ')}), **${r.leads.missing} acknowledged but missing**${r.leads.idMismatch ? `, ${r.leads.idMismatch} with another id than answered` : ''}.`,
    '',
    'Per kind (all responses, whatever their status):',
    '',
    '| kind | share % | requests | p50 ms | p90 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...kindRows(f).map((row, i) => row.replace(/^\| ([^|]+) \|/, `| $1 | ${MIX[i]![1]} |`)),
    '',
  ]
  if (r.probes.length) {
    lines.push(
      `Runs before the final run, in order: probes of ${probeSeconds} s, then any ${finalSeconds} s run not held, which made the final run step down (same mix; held = p99 ≤ ${p99Limit} ms, no errors, ≥ 95% of the rate done):`,
      '',
      '| rate asked | seconds | done | p50 ms | p90 ms | p99 ms | max ms | errors | server CPU ms/request | RSS max MB | anonymous MB | held |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...r.probes.map(
        (p) =>
          `| ${p.rate}/s | ${p.seconds} | ${p.achievedRate.toFixed(1)}/s | ${f0(p.p50)} | ${f0(p.p90)} | ${f0(p.p99)} | ${f0(p.max)} | ${p.errors} | ${p.cpuMsPerRequest.toFixed(2)} | ${f0(p.rssMaxMb)} | ${f0(p.anonMaxMb)} | ${p.ok ? 'yes' : 'no'} |`,
      ),
      '',
    )
  }
  lines.push(
    'The mix: page views (home with and without a `city` cookie, city and featured pages, popular and',
    'long-tail property pages, builder, collection and other pages, static files), searches (the search',
    'page with random filters, `GET /api/search`, filtered listing pages), form tokens and lead posts',
    '(JS multipart → 201, no-JS URL-encoded → 303), each from an `X-Forwarded-For` visitor address in',
    '198.18.0.0/15 with `accept-encoding: gzip`; see the comment at the top of bench/load.ts.',
    '',
    embedData({ date: r.started.toISOString(), rate: f.rate, requests: f.requests, p50: f.p50, p90: f.p90, p99: f.p99, max: f.max, errors: f.errors, cpuMsPerRequest: f.cpuMsPerRequest, mainMsPerRequest: f.mainMsPerRequest, rssMaxMb: f.rssMaxMb, rssMaxAllRunsMb: rssMaxAll(r), anonMaxMb: f.anonMaxMb, rssFinalMb: f.rssFinalMb, idleMb: r.idle.total, idleAnonMb: r.idle.anon, idleMaxMb: r.idle.maxTotal, leads: r.leads }),
  )
  // One section per setup, so the SQLite, PostgreSQL and cluster figures stand side by side.
  writeSection(clusterMode ? 'load-cluster' : onPostgres ? 'load-postgres' : 'load', lines.join('\n'))
}

runScript('load test', main)
