/**
 * Security regression tests of the CMS API (docs/security.md, docs/product.md §17), through the
 * real route handler of /api/cms on a real database: each fails if its defence is removed.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createEditor, createProperty, createCity, unique } from '@/cms/seed/factories'
import type { Editor } from '@/cms/payload-types'

import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'
const PASSWORD = 'correct-horse-battery-9'

let ctx: FreshPayload
let payload: Payload
let admin: Editor
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')
let limits: typeof import('@/cms/auth-rate-limit.server')
let ipCounter = 0
const nextIp = () => `203.0.113.${(ipCounter += 1)}`

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  admin = await createEditor(payload, ['admin'])
  rest = await import('@/app/(payload)/api/cms/[...slug]/route')
  limits = await import('@/cms/auth-rate-limit.server')
})
afterAll(async () => {
  await ctx?.cleanup()
})
beforeEach(() => limits.resetCmsAuthLimits())

type Call = { method?: string; body?: BodyInit | null; headers?: Record<string, string>; ip?: string }

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Payload's ValidationError, by the message of its field. */
const invalid = (message: RegExp) => ({ data: { errors: [expect.objectContaining({ message: expect.stringMatching(message) })] } })

function cms(path: string, { method = 'GET', body, headers = {}, ip = '198.51.100.1' }: Call = {}): Promise<Response> {
  const url = `${SITE}/api/cms${path}`
  const slug = new URL(url).pathname.replace(/^\/api\/cms\//, '').split('/').filter(Boolean).map(safeDecode)
  const init = { method, headers: { 'x-forwarded-for': ip, ...headers }, body, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) }
  const request = new Request(url, init as RequestInit)
  const handler = rest[method as 'GET' | 'POST' | 'PATCH' | 'DELETE'] as (r: Request, c: { params: Promise<{ slug: string[] }> }) => Promise<Response>
  return handler(request, { params: Promise.resolve({ slug }) })
}

const json = (data: unknown, ip?: string, headers: Record<string, string> = {}): Call => ({
  method: 'POST',
  body: JSON.stringify(data),
  headers: { 'content-type': 'application/json', ...headers },
  ip,
})

async function tokenOf(email: string, password = PASSWORD): Promise<string> {
  const { token } = await payload.login({ collection: 'editors', data: { email, password } })
  return token!
}

describe('limits follow the router', () => {
  it('counts every spelling of the sign-in path Payload accepts as one route', async () => {
    const ip = nextIp()
    // Each spelling reaches Payload's login: a right password through it signs in.
    for (const path of ['/editors/login', '/editors/LOGIN', '/editors/Login/', '/editors/login/']) {
      expect((await cms(path, json({ email: admin.email, password: PASSWORD }, nextIp()))).status, path).toBe(200)
    }
    const spellings = ['/editors/login', '/editors/LOGIN', '/editors/Login', '/editors/login/', '/editors/LOGIN/']
    for (let i = 0; i < limits.CMS_LOGIN_FAILURES_PER_IP.points; i++) {
      const path = spellings[i % spellings.length]!
      expect((await cms(path, json({ email: `nobody-${i}@example.com`, password: 'wrong-password-1' }, ip))).status, path).toBe(401)
    }
    for (const path of spellings) {
      const refused = await cms(path, json({ email: admin.email, password: PASSWORD }, ip))
      expect(refused.status, path).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })

  it('counts password-reset requests on every spelling of the path', async () => {
    const ip = nextIp()
    const spellings = ['/editors/forgot-password', '/editors/FORGOT-PASSWORD', '/editors/Forgot-Password/']
    for (let i = 0; i < limits.CMS_RESET_MAILS_PER_IP.points; i++) {
      const res = await cms(spellings[i % spellings.length]!, json({ email: `nobody-${i}@example.com` }, ip))
      expect(res.status).toBe(200)
    }
    for (const path of spellings) expect((await cms(path, json({ email: 'x@example.com' }, ip))).status, path).toBe(429)
  })

  it('counts a sign-in sent as a form (the admin’s `_payload`) like a JSON one, and refuses other bodies', async () => {
    const victim = await createEditor(payload, ['editor'])
    const ip = nextIp()
    const asForm = (password: string) => {
      const form = new FormData()
      form.set('_payload', JSON.stringify({ email: victim.email, password }))
      return cms('/editors/Login', { method: 'POST', body: form, ip })
    }
    expect((await asForm(PASSWORD)).status).toBe(200)
    for (let i = 0; i < limits.CMS_LOGIN_FAILURES_PER_ACCOUNT_AND_IP.points; i++) expect((await asForm(`wrong-password-${i}`)).status).toBe(401)
    expect((await asForm(PASSWORD)).status).toBe(429)
    expect((await cms('/editors/login', { method: 'POST', body: 'email=x', headers: { 'content-type': 'application/x-www-form-urlencoded' }, ip: nextIp() })).status).toBe(415)
  })
})

describe('staff sign-in', () => {
  it('limits failures per account and address instead of locking the account', async () => {
    const victim = await createEditor(payload, ['editor'])
    const attacker = nextIp()
    for (let i = 0; i < limits.CMS_LOGIN_FAILURES_PER_ACCOUNT_AND_IP.points; i++) {
      expect((await cms('/editors/login', json({ email: victim.email, password: `wrong-password-${i}` }, attacker))).status).toBe(401)
    }
    // The attacker's address is refused even the right password for this account …
    expect((await cms('/editors/login', json({ email: victim.email.toUpperCase(), password: PASSWORD }, attacker))).status).toBe(429)
    // … while the owner, from their own address, still signs in: no lock anyone can keep shut.
    expect((await cms('/editors/login', json({ email: victim.email, password: PASSWORD }, nextIp()))).status).toBe(200)
  })

  it('bounds guesses at one account from many addresses', async () => {
    const victim = await createEditor(payload, ['editor'])
    for (let i = 0; i < limits.CMS_LOGIN_FAILURES_PER_ACCOUNT.points; i++) {
      expect((await cms('/editors/login', json({ email: victim.email, password: `wrong-${i}-password` }, nextIp()))).status).toBe(401)
    }
    expect((await cms('/editors/login', json({ email: victim.email, password: PASSWORD }, nextIp()))).status).toBe(429)
  })

  it('answers unknown and known addresses alike, in about the same time', async () => {
    const known = await createEditor(payload, ['editor'])
    const time = async (email: string) => {
      const started = performance.now()
      const res = await cms('/editors/login', json({ email, password: 'wrong-password-1' }, nextIp()))
      return { ms: performance.now() - started, status: res.status, body: await res.text() }
    }
    const knownRuns: number[] = []
    const unknownRuns: number[] = []
    let knownBody = ''
    let unknownBody = ''
    for (let i = 0; i < 5; i++) {
      const k = await time(known.email)
      const u = await time(`${unique('ghost')}@staff.example`)
      expect([k.status, u.status]).toEqual([401, 401])
      knownRuns.push(k.ms)
      unknownRuns.push(u.ms)
      knownBody = k.body
      unknownBody = u.body
    }
    expect(unknownBody).toBe(knownBody)
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const ratio = median(unknownRuns) / median(knownRuns)
    expect(ratio, `unknown ${median(unknownRuns).toFixed(0)} ms vs known ${median(knownRuns).toFixed(0)} ms`).toBeGreaterThan(0.6)
    expect(ratio).toBeLessThan(1.7)
  })

  it('holds staff passwords to the visitors’ policy, on create and on reset', async () => {
    for (const password of ['abc', 'password123']) {
      await expect(
        payload.create({ collection: 'editors', data: { email: `${unique('weak')}@staff.example`, password, roles: ['editor'] }, overrideAccess: true }),
      ).rejects.toMatchObject(invalid(/Password must be at least|too common/))
    }
    const token = await tokenOf(admin.email)
    const created = await cms('/editors', json({ email: `${unique('weak')}@staff.example`, password: '12', roles: ['editor'] }, nextIp(), { authorization: `JWT ${token}` }))
    expect(created.status).toBe(400)
    expect(await created.text()).toContain('Password must be at least')
    const reset = await cms('/editors/reset-password', json({ token: 'x'.repeat(40), password: 'abc' }, nextIp()))
    expect(reset.status).toBe(400)
    expect(((await reset.json()) as { errors: Record<string, string> }).errors.password).toMatch(/at least/)
  })

  it('needs the current password to change one’s own', async () => {
    const me = await createEditor(payload, ['editor'])
    const user = { ...me, collection: 'editors' as const }
    const change = (data: Record<string, unknown>) => payload.update({ collection: 'editors', id: me.id, data: data as never, user, overrideAccess: false })
    await expect(change({ password: 'a-brand-new-passphrase-1' })).rejects.toMatchObject(invalid(/current password/i))
    await expect(change({ password: 'a-brand-new-passphrase-1', currentPassword: 'not-my-password-1' })).rejects.toMatchObject(invalid(/current password is not right/i))
    await change({ password: 'a-brand-new-passphrase-1', currentPassword: PASSWORD })
    expect(await tokenOf(me.email, 'a-brand-new-passphrase-1')).toBeTruthy()
    // Nor through a bulk update that happens to reach one's own account.
    await expect(
      payload.update({ collection: 'editors', where: { id: { equals: me.id } }, data: { password: 'another-passphrase-2' } as never, user, overrideAccess: false }),
    ).rejects.toMatchObject(invalid(/one account at a time/))
  })

  it('lets only admins unlock an account', async () => {
    const sales = await createEditor(payload, ['sales'])
    const target = await createEditor(payload, ['editor'])
    const salesToken = await tokenOf(sales.email)
    const asSales = await cms('/editors/unlock', json({ email: target.email }, nextIp(), { authorization: `JWT ${salesToken}` }))
    expect(asSales.status).toBe(403)
    const asAdmin = await cms('/editors/unlock', json({ email: target.email }, nextIp(), { authorization: `JWT ${await tokenOf(admin.email)}` }))
    expect(asAdmin.status).toBe(200)
  })
})

describe('cookie-authenticated CMS writes', () => {
  it('are accepted only from the site’s own origin', async () => {
    const cookie = `payload-token=${await tokenOf(admin.email)}`
    const newAdmin = (origin: Record<string, string>) =>
      cms('/editors', json({ email: `${unique('evil')}@staff.example`, password: 'a-long-passphrase-7', roles: ['admin'] }, nextIp(), { cookie, ...origin }))
    const before = (await payload.count({ collection: 'editors' })).totalDocs
    expect((await newAdmin({ origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await newAdmin({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await payload.count({ collection: 'editors' })).totalDocs).toBe(before)
    expect((await newAdmin({ origin: SITE })).status).toBe(201)
  })
})

describe('bodies are capped while they stream', () => {
  function chunked(chunks: number, size = 64 * 1024) {
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= chunks) return controller.close()
        pulled += 1
        controller.enqueue(new Uint8Array(size).fill(0x20))
      },
    })
    return { stream, pulled: () => pulled }
  }

  it('answers 413 to a 64 MB chunked JSON body before Payload buffers it', async () => {
    const body = chunked(1024)
    const token = await tokenOf(admin.email)
    const res = await cms('/faqs', { method: 'POST', body: body.stream, headers: { 'content-type': 'application/json', authorization: `JWT ${token}` } })
    expect(res.status).toBe(413)
    expect(body.pulled()).toBeLessThan(64)
  })

  it('answers 413 to an oversized sign-in', async () => {
    const body = chunked(1024)
    const res = await cms('/editors/LOGIN', { method: 'POST', body: body.stream, headers: { 'content-type': 'application/json' }, ip: nextIp() })
    expect(res.status).toBe(413)
    expect(body.pulled()).toBeLessThan(64)
  })
})

describe('public reads are bounded', () => {
  beforeAll(async () => {
    const city = await createCity(payload)
    for (let i = 0; i < 3; i++) await createProperty(payload, { city: city.id, full_name: unique('Bound Towers') })
  })

  const orConditions = (n: number) => Array.from({ length: n }, (_, i) => `where[or][${i}][id][equals]=${i}`).join('&')
  it.each([
    ['limit=101', 'limit'],
    ['limit=100000&depth=2', 'limit'],
    ['limit=0', 'limit'],
    ['limit=ten', 'limit'],
    ['pagination=false', 'pagination'],
    ['depth=3', 'depth'],
    ['page=-1', 'page'],
    ['51 or conditions', 'where'],
    ['200 or conditions', 'where'],
  ])('refuses %s with 400 naming %s', async (label, parameter) => {
    const query = label.endsWith(' or conditions') ? orConditions(Number.parseInt(label, 10)) : label
    const res = await cms(`/properties?${query}`)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: string; errors: Record<string, string> }
    expect(Object.keys(body.errors)).toEqual([parameter])
    expect(body.error).toContain(parameter)
  })

  it('serves reads within the bounds, and staff beyond them', async () => {
    const ok = await cms('/properties?limit=100&depth=2&where[or][0][published][equals]=true')
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as { docs: unknown[] }).docs.length).toBeGreaterThan(0)
    const staff = await cms('/properties?limit=500', { headers: { authorization: `JWT ${await tokenOf(admin.email)}` } })
    expect(staff.status).toBe(200)
    // A forged token is no way past the bounds.
    expect((await cms('/properties?limit=500', { headers: { authorization: 'JWT not-a-token', cookie: 'payload-token=forged' } })).status).toBe(400)
  })

  it('answers malformed ids and paths with 404/400, never 500', async () => {
    for (const path of ['/media/abc', '/properties/1%20or%201=1', '/properties/9999999999999999999999', '/cities/-1']) {
      expect((await cms(path)).status, path).toBe(404)
    }
    expect((await cms('/properties/%E0%A4')).status).toBe(400)
    const odd = await cms('/properties?where[full_name][no_such_operator]=x')
    expect(odd.status).toBeGreaterThanOrEqual(400)
    expect(odd.status).toBeLessThan(500)
  })
})
