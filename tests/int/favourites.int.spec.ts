/**
 * `/api/favourites` and the shortlist (docs/product.md §8) against the real database: the route handlers are
 * called with real `Request` objects, the way Next calls them, without a session (the `fav` cookie)
 * and with one made through Better Auth's own handler (the buyers record).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createCity, createProperty } from '@/cms/seed/factories'

import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'
const PASSWORD = 'a-strong-passphrase-42'

type Handler = (request: Request) => Promise<Response>

let ctx: FreshPayload
let payload: Payload
let api: { GET: Handler; PUT: Handler; DELETE: Handler }
let auth: Handler
let limits: typeof import('@/features/favourites/rate-limit.server')
let accountLimits: { resetAccountRateLimits(): void }
let shortlist: typeof import('@/features/favourites/visitor-favourites.server')
let a: number
let b: number
let c: number
let hidden: number
let ipCounter = 0

const nextIp = () => `203.0.113.${(++ipCounter % 250) + 1}`

type CallOptions = { cookie?: string; ip?: string; origin?: string | null; body?: string }

function favCookie(ids: unknown[]): string {
  return `fav=${encodeURIComponent(JSON.stringify(ids))}`
}

function call(method: 'GET' | 'PUT' | 'DELETE', opts: CallOptions = {}): Promise<Response> {
  const headers = new Headers({ 'x-forwarded-for': opts.ip ?? nextIp() })
  if (method !== 'GET' && opts.origin !== null) headers.set('origin', opts.origin ?? SITE)
  if (opts.cookie) headers.set('cookie', opts.cookie)
  if (opts.body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(`${SITE}/api/favourites`, { method, headers, ...(opts.body !== undefined ? { body: opts.body } : {}) })
  return api[method](request)
}

const put = (ids: unknown, opts: CallOptions = {}) => call('PUT', { ...opts, body: JSON.stringify({ ids }) })

/** The list a response's Set-Cookie writes to `fav`, or undefined when it sets none. */
function setFav(res: Response): number[] | undefined {
  const line = res.headers.getSetCookie().find((l) => l.startsWith('fav='))
  if (!line) return undefined
  expect(line).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax/)
  return JSON.parse(decodeURIComponent(line.split(';')[0]!.slice('fav='.length))) as number[]
}

async function body(res: Response): Promise<{ ids?: number[]; error?: string }> {
  return (await res.json()) as { ids?: number[]; error?: string }
}

function authCall(pathname: string, data: unknown, cookie?: string): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': nextIp() })
  if (cookie) headers.set('cookie', cookie)
  return auth(new Request(`${SITE}/api/auth${pathname}`, { method: 'POST', headers, body: JSON.stringify(data) }))
}

/** Signs up (once per address) and signs in with `fav` as the browser's cookie; the session cookie. */
async function signIn(email: string, fav?: number[]): Promise<{ session: string; fav: number[] | undefined }> {
  const up = await authCall('/sign-up/email', { name: 'Asha Menon', email, password: PASSWORD })
  expect(up.status, await up.clone().text()).toBe(200)
  const res = await authCall('/sign-in/email', { email, password: PASSWORD }, fav ? favCookie(fav) : undefined)
  expect(res.status, await res.clone().text()).toBe(200)
  const line = res.headers.getSetCookie().find((l) => /session_token=/.test(l))
  expect(line, 'a session cookie').toBeDefined()
  return { session: line!.split(';')[0]!, fav: setFav(res) }
}

async function storedFor(email: string): Promise<number[]> {
  const found = await payload.find({ collection: 'buyers', where: { email: { equals: email } }, depth: 0, overrideAccess: true })
  expect(found.docs, `a buyers record for ${email}`).toHaveLength(1)
  return (found.docs[0]!.favourites ?? []).map((f) => (typeof f === 'object' && f ? f.id : f))
}

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  const route = await import('@/app/api/favourites/route')
  api = { GET: route.GET, PUT: route.PUT, DELETE: route.DELETE }
  auth = (await import('@/app/api/auth/[...all]/route')).POST
  limits = await import('@/features/favourites/rate-limit.server')
  accountLimits = await import('@/features/accounts/auth.server')
  shortlist = await import('@/features/favourites/visitor-favourites.server')
  const city = await createCity(payload, { city_name: 'Lakeshore' })
  a = (await createProperty(payload, { city: city.id, full_name: 'Amber Court' })).id
  b = (await createProperty(payload, { city: city.id, full_name: 'Birch Meadows' })).id
  c = (await createProperty(payload, { city: city.id, full_name: 'Coral Heights' })).id
  hidden = (await createProperty(payload, { city: city.id, full_name: 'Draft Towers', published: false })).id
})

afterAll(async () => {
  await ctx?.cleanup()
})

beforeEach(() => {
  limits.resetFavouriteRateLimits()
  accountLimits.resetAccountRateLimits()
})

describe('without a session: the fav cookie', () => {
  it('GET answers the cookie list, never cached, and sets no cookie', async () => {
    const none = await call('GET')
    expect(none.status).toBe(200)
    expect(await body(none)).toEqual({ ids: [] })
    expect(none.headers.get('cache-control')).toBe('no-store')
    expect(setFav(none)).toBeUndefined()

    const some = await call('GET', { cookie: `city=pune; ${favCookie([b, a, b])}` })
    expect(await body(some)).toEqual({ ids: [b, a] })
  })

  it('PUT replaces the list deduplicated, drops unknown and unpublished ids, and writes the cookie', async () => {
    const res = await put([c, a, c, 999_999, hidden, a], { cookie: favCookie([b]) })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await body(res)).toEqual({ ids: [c, a] })
    expect(setFav(res)).toEqual([c, a])
  })

  it('PUT of an empty list and DELETE clear it', async () => {
    const empty = await put([], { cookie: favCookie([a]) })
    expect(await body(empty)).toEqual({ ids: [] })
    expect(setFav(empty)).toEqual([])

    const cleared = await call('DELETE', { cookie: favCookie([a, b]) })
    expect(cleared.status).toBe(200)
    expect(await body(cleared)).toEqual({ ids: [] })
    expect(setFav(cleared)).toEqual([])
  })
})

describe('bad requests', () => {
  it.each([
    ['not JSON', '{"ids": [1,', /^body: must be JSON/],
    ['a bare list', '[1, 2]', /^body: must be a JSON object/],
    ['no ids field', '{"id": [1]}', /^ids: is required/],
    ['ids as a string', '{"ids": "1,2"}', /^ids: must be a list/],
    ['a non-numeric id', '{"ids": [1, "two"]}', /^ids\[1\]: must be a positive whole number/],
    ['a negative id', '{"ids": [-1]}', /^ids\[0\]: must be a positive whole number/],
    ['too many ids', JSON.stringify({ ids: Array.from({ length: 201 }, (_, i) => i + 1) }), /^ids: may hold at most 200/],
  ])('PUT with %s is a 400 naming the field and rule', async (_label, text, message) => {
    const res = await call('PUT', { body: text, cookie: favCookie([a]) })
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(setFav(res)).toBeUndefined()
    expect((await body(res)).error).toMatch(message)
  })

  it('refuses a change from another site with a 403, and lets one without an Origin through', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
      const res = await put([a], { origin })
      expect(res.status, origin).toBe(403)
      expect((await body(res)).error).toMatch(/^origin:/)
      expect(setFav(res)).toBeUndefined()
    }
    const cleared = await call('DELETE', { origin: 'https://evil.example', cookie: favCookie([a]) })
    expect(cleared.status).toBe(403)

    expect((await put([a], { origin: null })).status).toBe(200)
  })

  it('rate-limits changes per IP with a 429 and Retry-After', async () => {
    const ip = '198.51.100.77'
    for (let i = 0; i < limits.FAV_IP_LIMIT.points; i++) {
      expect((await call('PUT', { ip, body: 'x' })).status).toBe(400)
    }
    const limited = await put([a], { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await put([a], { ip: '198.51.100.78' })).status).toBe(200)
    // Reading is not limited.
    expect((await call('GET', { ip })).status).toBe(200)
  })
})

describe('with a session: the stored list', () => {
  it('GET, PUT and DELETE work on the buyers record and keep the cookie in step', async () => {
    const { session } = await signIn('asha@example.com')
    expect(await storedFor('asha@example.com')).toEqual([])

    // The cookie says otherwise, but signed in the stored list counts.
    const saved = await put([b, a, b, 999_999], { cookie: `${session}; ${favCookie([c])}` })
    expect(saved.status).toBe(200)
    expect(await body(saved)).toEqual({ ids: [b, a] })
    expect(setFav(saved)).toEqual([b, a])
    expect(await storedFor('asha@example.com')).toEqual([b, a])

    const read = await call('GET', { cookie: `${session}; ${favCookie([c])}` })
    expect(await body(read)).toEqual({ ids: [b, a] })
    expect(setFav(read)).toEqual([b, a])
    expect(read.headers.get('cache-control')).toBe('no-store')

    const cleared = await call('DELETE', { cookie: session })
    expect(await body(cleared)).toEqual({ ids: [] })
    expect(setFav(cleared)).toEqual([])
    expect(await storedFor('asha@example.com')).toEqual([])

    // Without the session the same browser is back on its cookie.
    expect(await body(await call('GET', { cookie: favCookie([c]) }))).toEqual({ ids: [c] })
  })

  it('after sign-in with a fav cookie the stored list is the deduplicated merge', async () => {
    const first = await signIn('dev@example.com')
    await put([a, b], { cookie: first.session })

    // Signed out, the visitor shortlists more in the same browser, then signs in again.
    const again = await signIn('dev@example.com', [c, a, c])
    expect(again.fav).toEqual([a, b, c])
    expect(await storedFor('dev@example.com')).toEqual([a, b, c])
    expect(await body(await call('GET', { cookie: again.session }))).toEqual({ ids: [a, b, c] })
  })

  it('a forged session cookie is treated as no session', async () => {
    const res = await call('GET', { cookie: `griha.session_token=forged.value; ${favCookie([b])}` })
    expect(res.status).toBe(200)
    expect(await body(res)).toEqual({ ids: [b] })
  })
})

describe('the shortlist page data', () => {
  it('lists the published properties among the ids as cards, in the list order', async () => {
    const headers = new Headers({ cookie: favCookie([c, hidden, 999_999, a]) })
    const list = await shortlist.getShortlist(headers)
    expect(list.signedIn).toBe(false)
    expect(list.properties.map((p) => p.name)).toEqual(['Coral Heights', 'Amber Court'])
    expect(list.properties[0]!.url).toMatch(/^\/property\/lakeshore\//)
  })

  it('shows the stored list to a signed-in visitor', async () => {
    const { session } = await signIn('lina@example.com')
    await put([b], { cookie: session })
    const list = await shortlist.getShortlist(new Headers({ cookie: `${session}; ${favCookie([a])}` }))
    expect(list.signedIn).toBe(true)
    expect(list.properties.map((p) => p.name)).toEqual(['Birch Meadows'])
  })
})
