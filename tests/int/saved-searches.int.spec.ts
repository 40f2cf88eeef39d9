/**
 * Saved searches and alerts (docs/product.md §14) against the real database: the route handlers with real
 * `Request`s and Better Auth sessions, then the durable alert flow — a property change records an
 * event, the worker (driven with a controlled clock) matches it through the search module and
 * mails instant alerts at once and digests at the digest hour, never the same property twice for
 * one saved search — and the signed one-click unsubscribe.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createCity, createEditor, propertyData } from '@/cms/seed/factories'

import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'
const PASSWORD = 'a-strong-passphrase-42'
const TZ = 'Asia/Kolkata'

type Handler = (request: Request, context?: { params: Promise<{ id: string }> }) => Promise<Response>

let ctx: FreshPayload
let payload: Payload
let collection: { GET: Handler; POST: Handler }
let item: { PATCH: Handler; DELETE: Handler; POST: Handler }
let unsubscribe: { GET: Handler; POST: Handler }
let auth: Handler
let alerts: typeof import('@/features/saved-searches/alerts.server')
let schedule: typeof import('@/features/saved-searches/schedule')
let resetLimits: () => void
let resetAccountLimits: () => void
let ipCounter = 0
let asha: string
let ravi: string
let cityId: number

const nextIp = () => `198.51.100.${(++ipCounter % 250) + 1}`

function authCall(pathname: string, data: unknown): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': nextIp() })
  return auth(new Request(`${SITE}/api/auth${pathname}`, { method: 'POST', headers, body: JSON.stringify(data) }))
}

async function signUp(email: string, name: string): Promise<string> {
  const up = await authCall('/sign-up/email', { name, email, password: PASSWORD })
  expect(up.status, await up.clone().text()).toBe(200)
  const res = await authCall('/sign-in/email', { email, password: PASSWORD })
  expect(res.status, await res.clone().text()).toBe(200)
  const line = res.headers.getSetCookie().find((l) => /session_token=/.test(l))
  expect(line, 'a session cookie').toBeDefined()
  return line!.split(';')[0]!
}

type CallOptions = { cookie?: string; body?: unknown; form?: Record<string, string>; origin?: string | null }

function request(method: string, pathname: string, opts: CallOptions = {}): Request {
  const headers = new Headers({ 'x-forwarded-for': nextIp() })
  if (method !== 'GET' && opts.origin !== null) headers.set('origin', opts.origin ?? SITE)
  if (opts.cookie) headers.set('cookie', opts.cookie)
  let body: string | undefined
  if (opts.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded')
    body = new URLSearchParams(opts.form).toString()
  } else if (opts.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(opts.body)
  }
  return new Request(`${SITE}${pathname}`, { method, headers, body })
}

const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) })
const create = (cookie: string | undefined, body: unknown) => collection.POST(request('POST', '/api/saved-searches', { cookie, body }))
const list = async (cookie: string) => ((await (await collection.GET(request('GET', '/api/saved-searches', { cookie }))).json()) as { items: { id: number; name: string; query: string; frequency: string; alerts: boolean; url: string }[] }).items

async function createOk(cookie: string, body: unknown): Promise<number> {
  const res = await create(cookie, body)
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

type OutboxMail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> }

function outbox(): OutboxMail[] {
  const file = path.join(ctx.dataDir, 'outbox', 'mail.jsonl')
  if (!fs.existsSync(file)) return []
  return fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as OutboxMail)
}

const alertMails = () => outbox().filter((m) => m.headers?.['List-Unsubscribe'])

/** A property written like an editor would (not the seed), so the Properties hook records events. */
function publishProperty(overrides: Record<string, unknown>) {
  return payload.create({ collection: 'properties', data: propertyData(cityId, overrides as never), overrideAccess: true })
}

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  process.env.SITE_TIME_ZONE = TZ
  const routes = await import('@/app/api/saved-searches/route')
  collection = { GET: routes.GET, POST: routes.POST }
  const one = await import('@/app/api/saved-searches/[id]/route')
  item = { PATCH: one.PATCH as Handler, DELETE: one.DELETE as Handler, POST: one.POST as Handler }
  const unsub = await import('@/app/api/saved-searches/unsubscribe/route')
  unsubscribe = { GET: unsub.GET, POST: unsub.POST }
  auth = (await import('@/app/api/auth/[...all]/route')).POST
  alerts = await import('@/features/saved-searches/alerts.server')
  schedule = await import('@/features/saved-searches/schedule')
  resetLimits = (await import('@/features/saved-searches/http.server')).resetSavedSearchRateLimits
  resetAccountLimits = (await import('@/features/accounts/auth.server')).resetAccountRateLimits
  asha = await signUp('asha@example.com', 'Asha Menon')
  ravi = await signUp('ravi@example.com', 'Ravi Kumar')
  cityId = (await createCity(payload, { city_name: 'Lakeshore' })).id
})

afterAll(async () => {
  await ctx?.cleanup()
})

beforeEach(() => {
  resetLimits()
  resetAccountLimits()
})

describe('the API', () => {
  it('creates (201), lists, renames, changes frequency and deletes', async () => {
    const id = await createOk(asha, { query: '?bhk=3&city=Lakeshore&page=2', frequency: 'weekly' })
    let items = await list(asha)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ id, query: 'city=Lakeshore&bhk=3', url: '/search?city=Lakeshore&bhk=3', frequency: 'weekly', alerts: true, name: 'Lakeshore · 3 BHK' })

    const patched = await item.PATCH(request('PATCH', `/api/saved-searches/${id}`, { cookie: asha, body: { name: 'Family flats', frequency: 'instant' } }), params(id))
    expect(patched.status).toBe(200)
    items = await list(asha)
    expect(items[0]).toMatchObject({ name: 'Family flats', frequency: 'instant' })

    const deleted = await item.DELETE(request('DELETE', `/api/saved-searches/${id}`, { cookie: asha }), params(id))
    expect(deleted.status).toBe(204)
    expect(await list(asha)).toEqual([])
  })

  it('401 without a session', async () => {
    expect((await collection.GET(request('GET', '/api/saved-searches'))).status).toBe(401)
    expect((await create(undefined, { query: '', frequency: 'daily' })).status).toBe(401)
    expect((await item.PATCH(request('PATCH', '/api/saved-searches/1', { body: { name: 'x' } }), params(1))).status).toBe(401)
    expect((await item.DELETE(request('DELETE', '/api/saved-searches/1'), params(1))).status).toBe(401)
  })

  it('422 naming the field for a bad query or frequency', async () => {
    const badQuery = await create(asha, { query: 'min=abc', frequency: 'daily' })
    expect(badQuery.status).toBe(422)
    expect(await badQuery.json()).toEqual({ error: 'query: min must be a number', field: 'query' })
    const badPage = await create(asha, { query: 'pageSize=5000', frequency: 'daily' })
    expect(badPage.status).toBe(422)
    expect(((await badPage.json()) as { error: string }).error).toMatch(/^query: pageSize/)
    const badFrequency = await create(asha, { query: 'city=Lakeshore', frequency: 'hourly' })
    expect(badFrequency.status).toBe(422)
    expect(await badFrequency.json()).toMatchObject({ field: 'frequency', error: expect.stringContaining('frequency') })
    const noFrequency = await create(asha, { query: 'city=Lakeshore' })
    expect(noFrequency.status).toBe(422)
    const id = await createOk(asha, { query: '', frequency: 'daily' })
    const badPatch = await item.PATCH(request('PATCH', `/api/saved-searches/${id}`, { cookie: asha, body: { frequency: 'never' } }), params(id))
    expect(badPatch.status).toBe(422)
    expect(await badPatch.json()).toMatchObject({ field: 'frequency' })
    await item.DELETE(request('DELETE', `/api/saved-searches/${id}`, { cookie: asha }), params(id))
  })

  it('at most 20 per visitor: the 21st is a 422', async () => {
    const ids: number[] = []
    for (let i = 1; i <= 20; i++) {
      resetLimits()
      ids.push(await createOk(ravi, { query: `q=tower${i}`, frequency: 'daily' }))
    }
    const res = await create(ravi, { query: 'q=one-more', frequency: 'daily' })
    expect(res.status).toBe(422)
    expect(((await res.json()) as { error: string }).error).toMatch(/at most 20/)
    // The 'Save this search' form of a Hindi page is refused in Hindi; an English one in English.
    resetLimits()
    const hindiForm = await collection.POST(request('POST', '/api/saved-searches', { cookie: ravi, form: { query: 'q=one-more', frequency: 'daily', language: 'hi' } }))
    expect(hindiForm.status).toBe(422)
    expect(await hindiForm.text()).toContain('आप अधिकतम 20 खोजें सेव कर सकते हैं; पहले कोई एक हटाएँ।')
    const englishForm = await collection.POST(request('POST', '/api/saved-searches', { cookie: ravi, form: { query: 'q=one-more', frequency: 'daily' } }))
    expect(await englishForm.text()).toContain('You can keep at most 20 saved searches; delete one first.')
    expect(await list(ravi)).toHaveLength(20)
    for (const id of ids) {
      resetLimits()
      expect((await item.DELETE(request('DELETE', `/api/saved-searches/${id}`, { cookie: ravi }), params(id))).status).toBe(204)
    }
  })

  it('the limit holds when saves race: from 18, five at once leave exactly 20', async () => {
    const ids: number[] = []
    for (let i = 1; i <= 18; i++) {
      resetLimits()
      ids.push(await createOk(ravi, { query: `q=race${i}`, frequency: 'weekly' }))
    }
    // Straight to the store, so the five count-then-insert sequences really interleave.
    const { createSavedSearch } = await import('@/features/saved-searches/saved-searches.server')
    const mine = await payload.find({ collection: 'saved-searches', where: { id: { equals: ids[0] } }, depth: 0, overrideAccess: true })
    const owner = { id: String(mine.docs[0]!.user_id), email: 'ravi@example.com' }
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => createSavedSearch(owner, { query: `q=burst${i}`, frequency: 'weekly', name: `Burst ${i}`, language: 'en' }, payload)))
    expect(results.filter((r) => r.ok)).toHaveLength(2)
    expect(results.filter((r) => !r.ok)).toHaveLength(3)
    const items = await list(ravi)
    expect(items).toHaveLength(20)
    for (const { id } of items) {
      resetLimits()
      expect((await item.DELETE(request('DELETE', `/api/saved-searches/${id}`, { cookie: ravi }), params(id))).status).toBe(204)
    }
  })

  it("another visitor's id is a 404, and stays unchanged", async () => {
    const id = await createOk(asha, { query: 'city=Lakeshore', frequency: 'daily', name: 'Mine' })
    expect((await item.PATCH(request('PATCH', `/api/saved-searches/${id}`, { cookie: ravi, body: { name: 'Stolen' } }), params(id))).status).toBe(404)
    expect((await item.DELETE(request('DELETE', `/api/saved-searches/${id}`, { cookie: ravi }), params(id))).status).toBe(404)
    expect((await item.POST(request('POST', `/api/saved-searches/${id}`, { cookie: ravi, form: { action: 'delete' } }), params(id))).status).toBe(404)
    expect((await item.DELETE(request('DELETE', '/api/saved-searches/999999', { cookie: ravi }), params(999999))).status).toBe(404)
    expect((await list(asha)).find((s) => s.id === id)).toMatchObject({ name: 'Mine' })
    expect(await list(ravi)).toEqual([])
    await item.DELETE(request('DELETE', `/api/saved-searches/${id}`, { cookie: asha }), params(id))
  })

  it('refuses changes from another site', async () => {
    const res = await collection.POST(request('POST', '/api/saved-searches', { cookie: asha, body: { query: '', frequency: 'daily' }, origin: 'https://evil.example' }))
    expect(res.status).toBe(403)
    expect(await list(asha)).toEqual([])
  })

  it('plain form posts: signed out to the login page and back to the search; signed in saved with a 303', async () => {
    const out = await collection.POST(request('POST', '/api/saved-searches', { form: { query: 'bhk=3&city=Lakeshore', frequency: 'daily' } }))
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe(`/login?next=${encodeURIComponent('/search?city=Lakeshore&bhk=3')}`)

    const saved = await collection.POST(request('POST', '/api/saved-searches', { cookie: asha, form: { query: 'city=Lakeshore&bhk=3', frequency: 'daily' } }))
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/profile?saved=1#saved-searches')
    const [stored] = await list(asha)
    expect(stored).toMatchObject({ query: 'city=Lakeshore&bhk=3', frequency: 'daily' })

    const renamed = await item.POST(request('POST', `/api/saved-searches/${stored!.id}`, { cookie: asha, form: { action: 'update', name: 'Renamed', frequency: 'weekly' } }), params(stored!.id))
    expect(renamed.status).toBe(303)
    expect((await list(asha))[0]).toMatchObject({ name: 'Renamed', frequency: 'weekly' })
    const removed = await item.POST(request('POST', `/api/saved-searches/${stored!.id}`, { cookie: asha, form: { action: 'delete' } }), params(stored!.id))
    expect(removed.status).toBe(303)
    expect(removed.headers.get('location')).toBe('/profile?deleted=1#saved-searches')
    expect(await list(asha)).toEqual([])

    const bad = await collection.POST(request('POST', '/api/saved-searches', { cookie: asha, form: { query: 'min=abc', frequency: 'daily' } }))
    expect(bad.status).toBe(422)
    expect(await bad.text()).toContain('query: min must be a number')

    // The profile's forms on a Hindi page name their language: the answers lead to the Hindi profile.
    const again = await collection.POST(request('POST', '/api/saved-searches', { cookie: asha, form: { query: 'city=Lakeshore', frequency: 'daily', language: 'hi' } }))
    expect(again.headers.get('location')).toBe('/hi/profile?saved=1#saved-searches')
    const [hindi] = await list(asha)
    const hindiUpdate = await item.POST(request('POST', `/api/saved-searches/${hindi!.id}`, { cookie: asha, form: { action: 'update', name: 'From the Hindi page', frequency: 'weekly', language: 'hi' } }), params(hindi!.id))
    expect(hindiUpdate.headers.get('location')).toBe('/hi/profile?updated=1#saved-searches')
    expect((await list(asha))[0]).toMatchObject({ name: 'From the Hindi page', frequency: 'weekly' })
    const signedOut = await item.POST(request('POST', `/api/saved-searches/${hindi!.id}`, { form: { action: 'delete', language: 'hi' } }), params(hindi!.id))
    expect(signedOut.headers.get('location')).toBe(`/hi/login?next=${encodeURIComponent('/hi/profile')}`)
    const hindiDelete = await item.POST(request('POST', `/api/saved-searches/${hindi!.id}`, { cookie: asha, form: { action: 'delete', language: 'hi' } }), params(hindi!.id))
    expect(hindiDelete.headers.get('location')).toBe('/hi/profile?deleted=1#saved-searches')
    expect(await list(asha)).toEqual([])
  })
})

describe('alerts', () => {
  let instantId: number
  let dailyId: number
  let propertyId: number
  let t0: Date

  it('a published matching property records an event; the worker mails the instant search at once', async () => {
    instantId = await createOk(asha, { query: 'city=Lakeshore&bhk=3', frequency: 'instant', name: 'Lakeshore 3 BHK' })
    dailyId = await createOk(asha, { query: 'city=Lakeshore', frequency: 'daily', name: 'Anything in Lakeshore' })
    await createOk(ravi, { query: 'city=Elsewhere', frequency: 'instant' })
    await createOk(ravi, { query: 'city=Lakeshore&bhk=4', frequency: 'instant' })

    const property = await publishProperty({ full_name: 'Harbour Lights', slug: 'harbour-lights' })
    propertyId = property.id
    const events = await payload.find({ collection: 'property-events', where: { property: { equals: propertyId } }, overrideAccess: true })
    expect(events.docs.map((e) => [e.kind, e.status])).toEqual([['published', 'pending']])

    t0 = new Date(Date.now() + 1000)
    const run = await alerts.runAlerts({ now: t0 })
    expect(run).toMatchObject({ events: 1, matches: 2, mails: 1, failed: 0 })
    const mails = alertMails()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.to).toBe('asha@example.com')
    expect(mail!.subject).toBe('New match for “Lakeshore 3 BHK”: Harbour Lights')
    expect(mail!.text).toContain(`${SITE}/property/lakeshore/harbour-lights`)
    expect(mail!.headers!['List-Unsubscribe']).toMatch(new RegExp(`^<${SITE}/api/saved-searches/unsubscribe\\?token=${instantId}\\.[\\w-]{43}>$`))
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const done = await payload.find({ collection: 'property-events', where: { property: { equals: propertyId } }, overrideAccess: true })
    expect(done.docs[0]!.status).toBe('done')
  })

  it('the daily digest waits for the digest hour in the site time zone, then lists the match once', async () => {
    const digestAt = schedule.nextDigestAt('daily', t0, TZ)
    expect((await alerts.runAlerts({ now: new Date(digestAt.getTime() - 1) })).mails).toBe(0)
    expect(alertMails()).toHaveLength(1)
    expect((await alerts.runAlerts({ now: digestAt })).mails).toBe(1)
    const digest = alertMails()[1]!
    expect(digest.subject).toBe('1 new match for “Anything in Lakeshore”')
    expect(digest.text).toContain('Harbour Lights')
    expect(digest.headers!['List-Unsubscribe']).toContain(`token=${dailyId}.`)
    expect((await alerts.runAlerts({ now: new Date(digestAt.getTime() + 86_400_000) })).mails).toBe(0)
  })

  it('never mails the same property twice for one saved search: a later price drop is recorded but not sent again', async () => {
    await payload.update({ collection: 'properties', id: propertyId, data: { price_range_minimum: 60 * 100_000 }, overrideAccess: true })
    const events = await payload.find({ collection: 'property-events', where: { kind: { equals: 'price-drop' } }, overrideAccess: true })
    expect(events.docs).toHaveLength(1)
    const run = await alerts.runAlerts({ now: new Date(Date.now() + 2000) })
    expect(run).toMatchObject({ events: 1, matches: 0, mails: 0 })
    const later = schedule.nextDigestAt('weekly', new Date(Date.now() + 2000), TZ)
    expect((await alerts.runAlerts({ now: later })).mails).toBe(0)
    expect(alertMails()).toHaveLength(2)
    const matches = await payload.count({ collection: 'alert-matches', where: { property: { equals: propertyId } }, overrideAccess: true })
    expect(matches.totalDocs).toBe(2)
  })

  it('an unpublished property or an edit that changes nothing of interest records no event', async () => {
    const before = (await payload.count({ collection: 'property-events', overrideAccess: true })).totalDocs
    const draft = await publishProperty({ full_name: 'Quiet Draft', slug: 'quiet-draft', published: false })
    await payload.update({ collection: 'properties', id: propertyId, data: { unit_size: '900 sq.ft' }, overrideAccess: true })
    expect((await payload.count({ collection: 'property-events', overrideAccess: true })).totalDocs).toBe(before)
    await payload.update({ collection: 'properties', id: draft.id, data: { published: true }, overrideAccess: true })
    expect((await payload.count({ collection: 'property-events', overrideAccess: true })).totalDocs).toBe(before + 1)
    const run = await alerts.runAlerts({ now: new Date(Date.now() + 3000) })
    // Quiet Draft has 2 and 3 BHK plans in Lakeshore: the instant and the daily search match it.
    expect(run).toMatchObject({ events: 1, matches: 2, mails: 1 })
    expect(alertMails().at(-1)!.subject).toBe('New match for “Lakeshore 3 BHK”: Quiet Draft')
  })

  it('unsubscribes with the signed token, signed out: GET asks, POST stops the mail; a forged token does nothing', async () => {
    const header = alertMails()[0]!.headers!['List-Unsubscribe']!
    const url = header.slice(1, -1)
    const token = new URL(url).searchParams.get('token')!

    const forgedTokens = [`${dailyId}.${token.split('.')[1]}`, `${instantId}.${'A'.repeat(43)}`, 'nonsense']
    for (const forged of forgedTokens) {
      const path = `/api/saved-searches/unsubscribe?token=${encodeURIComponent(forged)}`
      expect((await unsubscribe.GET(request('GET', path))).status).toBe(400)
      expect((await unsubscribe.POST(request('POST', path, { origin: null, form: { 'List-Unsubscribe': 'One-Click' } }))).status).toBe(400)
    }
    expect((await list(asha)).every((s) => s.alerts)).toBe(true)

    const ask = await unsubscribe.GET(request('GET', new URL(url).pathname + new URL(url).search))
    expect(ask.status).toBe(200)
    const page = await ask.text()
    expect(page).toContain('Stop these alerts?')
    expect(page).toContain('<button type="submit">Unsubscribe</button>')
    expect((await list(asha)).find((s) => s.id === instantId)!.alerts).toBe(true)

    // RFC 8058: the mail provider posts `List-Unsubscribe=One-Click` to the URL, from its own servers.
    const done = await unsubscribe.POST(request('POST', new URL(url).pathname + new URL(url).search, { origin: null, form: { 'List-Unsubscribe': 'One-Click' } }))
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('You are unsubscribed')
    const items = await list(asha)
    expect(items.find((s) => s.id === instantId)!.alerts).toBe(false)
    expect(items.find((s) => s.id === dailyId)!.alerts).toBe(true)

    // A new matching property reaches only the searches still subscribed.
    const mailsBefore = alertMails().length
    await publishProperty({ full_name: 'Third Tower', slug: 'third-tower' })
    const run = await alerts.runAlerts({ now: new Date(Date.now() + 4000) })
    expect(run.matches).toBe(1)
    expect(run.mails).toBe(0)
    expect(alertMails()).toHaveLength(mailsBefore)

    // Choosing a frequency again turns the mail back on.
    await item.PATCH(request('PATCH', `/api/saved-searches/${instantId}`, { cookie: asha, body: { frequency: 'instant' } }), params(instantId))
    expect((await list(asha)).find((s) => s.id === instantId)!.alerts).toBe(true)
  })

  it('limits unsubscribe requests per address', async () => {
    const { UNSUBSCRIBE_LIMIT } = await import('@/features/saved-searches/http.server')
    resetLimits()
    const ask = () =>
      unsubscribe.GET(new Request(`${SITE}/api/saved-searches/unsubscribe?token=nonsense`, { headers: { 'x-forwarded-for': '203.0.113.77' } }))
    for (let i = 0; i < UNSUBSCRIBE_LIMIT.points; i++) expect((await ask()).status).toBe(400)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    resetLimits()
  })

  it('two workers racing for the same events do the work once', async () => {
    await publishProperty({ full_name: 'Race Court', slug: 'race-court' })
    const mailsBefore = alertMails().length
    const now = new Date(Date.now() + 5000)
    const [a, b] = await Promise.all([alerts.runAlerts({ now }), alerts.runAlerts({ now })])
    expect(a.events + b.events).toBe(1)
    expect(a.mails + b.mails).toBe(1)
    expect(alertMails()).toHaveLength(mailsBefore + 1)
  })

  it('an event claimed by a process that died is taken again once its lease has run out', async () => {
    const { alertStore } = await import('@/features/saved-searches/alert-store.server')
    const store = alertStore(payload)
    const property = await publishProperty({ full_name: 'Lease Gardens', slug: 'lease-gardens' })
    const now = new Date(Date.now() + 6000)
    const [event] = (await store.dueEvents(now, 50)).filter((e) => e.propertyId === property.id)
    const lease = new Date(now.getTime() + alerts.ALERT_LEASE_MS)
    expect(await store.claimEvent(event!, now, lease)).toBe(true)
    // The claiming process dies here. Until the lease ends nobody else takes the event …
    expect((await alerts.runAlerts({ now: new Date(lease.getTime() - 1000) })).events).toBe(0)
    // … then it is due again and done once.
    const after = await alerts.runAlerts({ now: new Date(lease.getTime() + 1000) })
    expect(after).toMatchObject({ events: 1, matches: 2 })
  })
})

describe("in the saved search's language (docs/product.md §21)", () => {
  let meera: string
  let hindiId: number
  let englishId: number
  const MEERA = 'meera@example.com'
  const stored = async (id: number) => (await payload.findByID({ collection: 'saved-searches', id, depth: 0, overrideAccess: true })).language

  it('stores the language a search is saved in: a Hindi page’s form and JSON alike; English without one', async () => {
    meera = await signUp(MEERA, 'Meera Iyer')
    const city = await createCity(payload, { city_name: 'Riverside' })
    await payload.update({ collection: 'cities', id: city.id, locale: 'hi', data: { city_name: 'नदीनगर' }, overrideAccess: true })

    const saved = await collection.POST(request('POST', '/api/saved-searches', { cookie: meera, form: { query: 'city=Riverside', frequency: 'instant', language: 'hi' } }))
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/hi/profile?saved=1#saved-searches')
    // Named in Hindi, the city by its Hindi name.
    const hindi = (await list(meera)).find((s) => s.query === 'city=Riverside')!
    expect(hindi.name).toBe('नदीनगर')
    hindiId = hindi.id
    expect(await stored(hindiId)).toBe('hi')

    const json = await createOk(meera, { query: 'city=Riverside&bhk=4&max=20000000', frequency: 'daily', language: 'hi' })
    expect(await stored(json)).toBe('hi')
    expect((await list(meera)).find((s) => s.id === json)!.name).toBe('नदीनगर · 4 BHK · ₹2 करोड़ तक')
    const named = await createOk(meera, { query: 'city=Riverside&bhk=5', frequency: 'weekly', language: 'hi', name: 'My river flats' })
    expect((await list(meera)).find((s) => s.id === named)!.name).toBe('My river flats')
    const english = await collection.POST(request('POST', '/api/saved-searches', { cookie: meera, form: { query: 'city=Riverside&bhk=2', frequency: 'instant' } }))
    expect(english.headers.get('location')).toBe('/profile?saved=1#saved-searches')
    const englishSearch = (await list(meera)).find((s) => s.query === 'city=Riverside&bhk=2')!
    expect(englishSearch.name).toBe('Riverside · 2 BHK')
    englishId = englishSearch.id
    expect(await stored(englishId)).toBe('en')
  })

  it('an unknown language is a 422 naming it, as JSON or as a form; a Hindi form’s refusal is in Hindi', async () => {
    const before = (await list(meera)).length
    const json = await create(meera, { query: 'city=Riverside', frequency: 'daily', language: 'fr' })
    expect(json.status).toBe(422)
    expect(await json.json()).toEqual({ field: 'language', error: 'language must be one of en, hi' })
    const form = await collection.POST(request('POST', '/api/saved-searches', { cookie: meera, form: { query: 'city=Riverside', frequency: 'daily', language: 'fr' } }))
    expect(form.status).toBe(422)
    const page = await form.text()
    expect(page).toContain('<html lang="en"')
    expect(page).toContain('Saved search not changed')
    expect(page).toContain('language must be one of en, hi')
    expect(page).toContain('<a href="/profile#saved-searches">Go back</a>')
    expect(await list(meera)).toHaveLength(before)

    const hindi = await collection.POST(request('POST', '/api/saved-searches', { cookie: meera, form: { query: 'min=abc', frequency: 'daily', language: 'hi' } }))
    expect(hindi.status).toBe(422)
    const hindiPage = await hindi.text()
    expect(hindiPage).toContain('<html lang="hi"')
    expect(hindiPage).toContain('<h1>सेव की गई खोज नहीं बदली गई</h1>')
    expect(hindiPage).toContain('<a href="/hi/profile#saved-searches">वापस जाएँ</a>')
    const profileForm = await item.POST(request('POST', `/api/saved-searches/${hindiId}`, { cookie: meera, form: { action: 'rename', language: 'hi' } }), params(hindiId))
    expect(profileForm.status).toBe(422)
    expect(await profileForm.text()).toContain('<h1>सेव की गई खोज नहीं बदली गई</h1>')
    // What a visitor can meet with the forms as they are is said in the form's language too.
    const gone = await item.POST(request('POST', '/api/saved-searches/999999', { cookie: meera, form: { action: 'delete', language: 'hi' } }), params(999999))
    expect(gone.status).toBe(404)
    expect(await gone.text()).toContain('यह सेव की गई खोज अब आपकी प्रोफ़ाइल पर नहीं है।')
    const goneEnglish = await item.POST(request('POST', '/api/saved-searches/999999', { cookie: meera, form: { action: 'delete' } }), params(999999))
    expect(await goneEnglish.text()).toContain('This saved search is no longer on your profile.')
  })

  it('the worker mails a Hindi search in Hindi and an English one in English', async () => {
    await publishProperty({ full_name: 'Nadi Vihar', slug: 'nadi-vihar', city: (await payload.find({ collection: 'cities', where: { city_name: { equals: 'Riverside' } }, overrideAccess: true })).docs[0]!.id })
    await alerts.runAlerts({ now: new Date(Date.now() + 10 * 60_000) })
    const mine = alertMails().filter((m) => m.to === MEERA)
    expect(mine).toHaveLength(2)
    const hindi = mine.find((m) => m.headers!['List-Unsubscribe']!.includes(`token=${hindiId}.`))!
    expect(hindi.subject).toBe('“नदीनगर” से मेल खाता नया घर: Nadi Vihar')
    expect(hindi.text).toContain('आपकी सेव की गई खोज “नदीनगर” से मेल खाते नए घर:')
    expect(hindi.text).toContain(`- नया: Nadi Vihar, नदीनगर — ₹75 लाख – ₹1.2 करोड़\n  ${SITE}/hi/property/riverside/nadi-vihar`)
    expect(hindi.text).toContain(`सभी नतीजे देखें: ${SITE}/hi/search?city=Riverside`)
    expect(hindi.text).toContain(`${SITE}/hi/profile#saved-searches`)
    expect(hindi.headers!['List-Unsubscribe']).toMatch(new RegExp(`^<${SITE}/api/saved-searches/unsubscribe\\?token=${hindiId}\\.[\\w-]{43}&language=hi>$`))
    expect(hindi.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(hindi.text).toContain(`ये सूचनाएँ बंद करें: ${hindi.headers!['List-Unsubscribe']!.slice(1, -1)}`)
    expect(hindi.html).toMatch(/^<div lang="hi">/)

    const english = mine.find((m) => m !== hindi)!
    expect(english.subject).toBe('New match for “Riverside · 2 BHK”: Nadi Vihar')
    expect(english.text).toContain(`- New: Nadi Vihar, Riverside — ₹75 L – ₹1.2 Cr\n  ${SITE}/property/riverside/nadi-vihar`)
    expect(english.text).toContain(`See every result: ${SITE}/search?city=Riverside&bhk=2`)
    expect(english.text).not.toContain('/hi/')
    expect(english.headers!['List-Unsubscribe']).toMatch(new RegExp(`^<${SITE}/api/saved-searches/unsubscribe\\?token=${englishId}\\.[\\w-]{43}>$`))
  })

  it('the unsubscribe link of a Hindi mail asks and answers in Hindi; an English one in English', async () => {
    const [hindi, english] = [hindiId, englishId].map((id) => {
      const mail = alertMails().find((m) => m.to === MEERA && m.headers!['List-Unsubscribe']!.includes(`token=${id}.`))!
      const url = new URL(mail.headers!['List-Unsubscribe']!.slice(1, -1))
      return url.pathname + url.search
    })

    const ask = await unsubscribe.GET(request('GET', hindi!))
    expect(ask.status).toBe(200)
    const askPage = await ask.text()
    expect(askPage).toContain('<html lang="hi"')
    expect(askPage).toContain('<h1>ये सूचनाएँ बंद करें?</h1>')
    expect(askPage).toContain('आपकी सेव की गई खोज <strong>नदीनगर</strong> से मेल खाते नए घरों के बारे में')
    expect(askPage).toContain('action="/api/saved-searches/unsubscribe?language=hi"')
    expect(askPage).toContain('<button type="submit">सूचनाएँ बंद करें</button>')

    const token = new URLSearchParams(hindi!.split('?')[1]).get('token')!
    const done = await unsubscribe.POST(request('POST', '/api/saved-searches/unsubscribe?language=hi', { origin: null, form: { token } }))
    expect(done.status).toBe(200)
    const donePage = await done.text()
    expect(donePage).toContain('<html lang="hi"')
    expect(donePage).toContain('<h1>आपकी सूचनाएँ बंद हो गई हैं</h1>')
    expect(donePage).toContain('<a href="/hi/profile#saved-searches">अपनी प्रोफ़ाइल</a>')
    expect((await list(meera)).find((s) => s.id === hindiId)!.alerts).toBe(false)
    const again = await (await unsubscribe.GET(request('GET', hindi!))).text()
    expect(again).toContain('<strong>नदीनगर</strong> के लिए अब आपको कोई सूचना नहीं मिलेगी।')

    const invalid = await unsubscribe.GET(request('GET', '/api/saved-searches/unsubscribe?token=nonsense&language=hi'))
    expect(invalid.status).toBe(400)
    const invalidPage = await invalid.text()
    expect(invalidPage).toContain('<html lang="hi"')
    expect(invalidPage).toContain('<h1>सूचनाएँ बंद करने का यह लिंक सही नहीं है</h1>')
    expect(invalidPage).toContain('href="/hi/profile#saved-searches"')
    const unknown = await unsubscribe.GET(request('GET', '/api/saved-searches/unsubscribe?token=nonsense&language=fr'))
    expect(await unknown.text()).toContain('<h1>This unsubscribe link is not valid</h1>')

    const englishAsk = await (await unsubscribe.GET(request('GET', english!))).text()
    expect(englishAsk).toContain('<html lang="en"')
    expect(englishAsk).toContain('<h1>Stop these alerts?</h1>')
    expect(englishAsk).toContain('<p>You will get no more e-mail about new homes for your saved search <strong>Riverside · 2 BHK</strong>. The search stays saved on your profile.</p>')
    expect(englishAsk).toContain('<form method="post" action="/api/saved-searches/unsubscribe">')
    expect((await list(meera)).find((s) => s.id === englishId)!.alerts).toBe(true)
  })

  it('the rate limit of the link answers in its language, in plain text', async () => {
    const { UNSUBSCRIBE_LIMIT } = await import('@/features/saved-searches/http.server')
    resetLimits()
    const ask = (query: string) =>
      unsubscribe.GET(new Request(`${SITE}/api/saved-searches/unsubscribe?token=nonsense${query}`, { headers: { 'x-forwarded-for': '203.0.113.78' } }))
    for (let i = 0; i < UNSUBSCRIBE_LIMIT.points; i++) expect((await ask('&language=hi')).status).toBe(400)
    const hindi = await ask('&language=hi')
    expect(hindi.status).toBe(429)
    expect(hindi.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(Number(hindi.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await hindi.text()).toBe('बहुत ज़्यादा अनुरोध आए हैं। कृपया एक मिनट बाद फिर कोशिश करें।')
    const english = await ask('')
    expect(english.status).toBe(429)
    expect(await english.text()).toBe('Too many requests; please try again in a minute.')
    resetLimits()
  })
})

describe('access', () => {
  it('visitors cannot reach the collections through the CMS API; sales and admins can read them, content editors not', async () => {
    for (const slug of ['saved-searches', 'property-events', 'alert-matches'] as const) {
      await expect(payload.find({ collection: slug, overrideAccess: false })).rejects.toThrow()
      await expect(payload.create({ collection: 'saved-searches', data: { user_id: 'x', email: 'x@example.com', name: 'x', frequency: 'daily', language: 'en' }, overrideAccess: false })).rejects.toThrow()
    }
    // Visitors' searches and addresses are personal data (docs/product.md §17).
    const editor = await createEditor(payload, ['editor'])
    for (const slug of ['saved-searches', 'alert-matches'] as const) {
      await expect(payload.find({ collection: slug, overrideAccess: false, user: editor })).rejects.toThrow()
    }
    const sales = await createEditor(payload, ['sales'])
    const read = await payload.find({ collection: 'saved-searches', overrideAccess: false, user: sales })
    expect(read.totalDocs).toBeGreaterThan(0)
    await expect(payload.create({ collection: 'saved-searches', data: { user_id: 'x', email: 'x@example.com', name: 'x', frequency: 'daily', language: 'en' }, overrideAccess: false, user: sales })).rejects.toThrow()
  })
})
