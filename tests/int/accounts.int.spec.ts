/**
 * Visitor accounts (docs/product.md §8) end to end against the real database: Better Auth's route handler is
 * called with real `Request` objects, mail and text messages are read from the dev outboxes, and
 * the `buyers` record and `new-user` lead are checked in Payload.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createCity, createProperty } from '@/cms/seed/factories'

import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'

let ctx: FreshPayload
let payload: Payload
let handle: (request: Request) => Promise<Response>
let accountLimits: { resetAccountRateLimits(): void }
let options: typeof import('@/features/accounts/auth-options')
let policy: typeof import('@/features/accounts/password-policy')
let propertyIds: number[] = []
let ipCounter = 0

const nextIp = () => `198.51.100.${(++ipCounter % 250) + 1}`

type CallOptions = { cookie?: string; ip?: string; headers?: Record<string, string>; origin?: string | null }

async function call(method: 'GET' | 'POST', pathname: string, body?: unknown, opts: CallOptions = {}): Promise<Response> {
  const headers = new Headers(opts.headers)
  headers.set('x-forwarded-for', opts.ip ?? nextIp())
  if (opts.origin !== null) headers.set('origin', opts.origin ?? SITE)
  if (opts.cookie) headers.set('cookie', opts.cookie)
  if (body !== undefined) headers.set('content-type', 'application/json')
  return handle(
    new Request(`${SITE}${pathname}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }),
  )
}

/** The cookies a response sets, as a Cookie header (name=value; …), merged over `previous`. */
function cookiesFrom(res: Response, previous = ''): string {
  const jar = new Map<string, string>()
  for (const part of previous.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim())
  }
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const eq = pair!.indexOf('=')
    const value = pair!.slice(eq + 1)
    if (/max-age=0/i.test(line) || value === '') jar.delete(pair!.slice(0, eq))
    else jar.set(pair!.slice(0, eq), value)
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
}

function outbox(kind: 'mail' | 'sms'): Array<Record<string, string>> {
  const file = path.join(ctx.dataDir, 'outbox', `${kind}.jsonl`)
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>)
}

function lastMailTo(to: string): Record<string, string> {
  const mail = outbox('mail').filter((m) => m.to === to).at(-1)
  expect(mail, `a mail to ${to}`).toBeDefined()
  return mail!
}

function linkIn(text: string): string {
  const match = /(https?:\/\/\S+)/.exec(text)
  expect(match, 'a link in the message').not.toBeNull()
  return match![1]!
}

async function signUp(name: string, email: string, password = 'lake-view-terrace-42'): Promise<Response> {
  return call('POST', '/api/auth/sign-up/email', { name, email, password })
}

async function signIn(email: string, password = 'lake-view-terrace-42', opts: CallOptions = {}): Promise<Response> {
  return call('POST', '/api/auth/sign-in/email', { email, password }, opts)
}

async function session(cookie: string) {
  const res = await call('GET', '/api/auth/get-session', undefined, { cookie })
  expect(res.status).toBe(200)
  return (await res.json()) as { user: { id: string; name: string; email: string; emailVerified: boolean; phoneNumber?: string } } | null
}

async function newUserLeads(email?: string, phone?: string) {
  const found = await payload.find({
    collection: 'leads',
    where: { and: [{ form: { equals: 'new-user' } }, email ? { email: { equals: email } } : { phone: { equals: phone } }] },
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

async function solvedAltcha(): Promise<string> {
  const { GET } = await import('@/app/forms/challenge/route')
  const challenge = (await (await GET()).json()) as import('altcha-lib').Challenge
  const { solveChallenge } = await import('altcha-lib')
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2')
  const solution = await solveChallenge({ challenge, deriveKey })
  return btoa(JSON.stringify({ challenge, solution }))
}

function lastCodeFor(phone: string): string {
  const sms = outbox('sms').filter((m) => m.to === phone).at(-1)
  expect(sms, `a text to ${phone}`).toBeDefined()
  const code = /\b(\d{6})\b/.exec(sms!.message)
  expect(code).not.toBeNull()
  return code![1]!
}

async function sendCode(phoneNumber: string, altcha?: string, ip?: string): Promise<Response> {
  return call('POST', '/api/auth/phone-number/send-otp', { phoneNumber }, {
    ...(ip ? { ip } : {}),
    headers: altcha ? { [options.ALTCHA_HEADER]: altcha } : {},
  })
}

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  const route = await import('@/app/api/auth/[...all]/route')
  handle = route.POST
  accountLimits = await import('@/features/accounts/auth.server')
  options = await import('@/features/accounts/auth-options')
  policy = await import('@/features/accounts/password-policy')
  const altcha = await import('@/features/leads/intake/altcha.server')
  altcha.configureAltcha({ cost: 1, counterMin: 1, counterMax: 30 })
  const city = await createCity(payload, { city_name: 'Rivergate' })
  propertyIds = []
  for (const name of ['Palm Court', 'Cedar Rise', 'Oak Vista']) {
    propertyIds.push((await createProperty(payload, { city: city.id, full_name: name })).id)
  }
})

afterAll(async () => {
  await ctx?.cleanup()
})

beforeEach(() => {
  accountLimits.resetAccountRateLimits()
})

describe('e-mail and password', () => {
  it('registers without revealing whether the address is taken, then signs in unverified and is reminded by mail', async () => {
    const first = await signUp('Meera Iyer', 'meera@example.com')
    expect(first.status).toBe(200)
    // Sign-up never signs in (the page does that with the password), so a taken address looks the same.
    expect(first.headers.getSetCookie().some((c) => c.startsWith('griha.session_token='))).toBe(false)
    const verification = lastMailTo('meera@example.com')
    expect(verification.subject).toMatch(/Confirm your e-mail address/)

    const again = await signUp('Someone Else', 'meera@example.com', 'another-long-passphrase')
    expect(again.status).toBe(200)
    expect(Object.keys((await again.json()) as object).sort()).toEqual(Object.keys((await first.clone().json()) as object).sort())
    expect(lastMailTo('meera@example.com').subject).toMatch(/Someone tried to register/)

    const signedIn = await signIn('meera@example.com')
    expect(signedIn.status).toBe(200)
    const cookie = cookiesFrom(signedIn)
    const current = await session(cookie)
    expect(current?.user).toMatchObject({ name: 'Meera Iyer', email: 'meera@example.com', emailVerified: false })

    // The link from the mail verifies the address.
    const link = new URL(linkIn(verification.text))
    expect(link.origin).toBe(SITE)
    const verified = await call('GET', `${link.pathname}${link.search}`)
    expect([200, 302]).toContain(verified.status)
    expect((await session(cookie))?.user.emailVerified).toBe(true)
  })

  it('refuses short, long and common passwords with the policy message, and wrong credentials alike', async () => {
    const short = await signUp('Short', 'short@example.com', 'abc12')
    expect(short.status).toBe(400)
    const long = await signUp('Long', 'long@example.com', 'x'.repeat(129))
    expect(long.status).toBe(400)
    const common = await signUp('Common', 'common@example.com', 'password123')
    expect(common.status).toBe(400)
    expect(((await common.json()) as { message: string }).message).toBe(policy.PASSWORD_MESSAGES.common)

    // An unknown address and a wrong password get the same answer.
    await signUp('Ravi', 'ravi@example.com')
    const unknown = await signIn('nobody@example.com')
    const wrong = await signIn('ravi@example.com', 'not-the-password-1')
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(await unknown.json()).toEqual(await wrong.json())
    // A common password typed at sign-in is just a wrong password, for known and unknown addresses.
    const unknownCommon = await signIn('nobody@example.com', 'password123')
    const knownCommon = await signIn('ravi@example.com', 'password123')
    expect(unknownCommon.status).toBe(401)
    expect(knownCommon.status).toBe(401)
    expect(await unknownCommon.json()).toEqual(await knownCommon.json())
  })

  it('resets a forgotten password through the mailed link and drops the old password and sessions', async () => {
    await signUp('Kiran Rao', 'kiran@example.com')
    const before = cookiesFrom(await signIn('kiran@example.com'))
    const unknown = await call('POST', '/api/auth/request-password-reset', { email: 'ghost@example.com', redirectTo: '/reset_password' })
    const asked = await call('POST', '/api/auth/request-password-reset', { email: 'kiran@example.com', redirectTo: '/reset_password' })
    expect(asked.status).toBe(200)
    expect(await unknown.json()).toEqual(await asked.json())
    expect(outbox('mail').some((m) => m.to === 'ghost@example.com')).toBe(false)

    const link = new URL(linkIn(lastMailTo('kiran@example.com').text))
    const landing = await call('GET', `${link.pathname}${link.search}`)
    expect(landing.status).toBe(302)
    const target = new URL(landing.headers.get('location')!, SITE)
    expect(target.pathname).toBe('/reset_password')
    const token = target.searchParams.get('token')!
    expect(token).toBeTruthy()

    const common = await call('POST', '/api/auth/reset-password', { newPassword: 'qwertyuiop', token })
    expect(common.status).toBe(400)
    const reset = await call('POST', '/api/auth/reset-password', { newPassword: 'harbour-lights-2031', token })
    expect(reset.status).toBe(200)
    expect((await call('POST', '/api/auth/reset-password', { newPassword: 'harbour-lights-2032', token })).status).toBe(400)

    expect(await session(before)).toBeNull()
    expect((await signIn('kiran@example.com')).status).toBe(401)
    expect((await signIn('kiran@example.com', 'harbour-lights-2031')).status).toBe(200)
  })

  it('changes the display name, the password and the e-mail address (confirmed by mail)', async () => {
    await signUp('Anil', 'anil@example.com')
    let cookie = cookiesFrom(await signIn('anil@example.com'))

    expect((await call('POST', '/api/auth/update-user', { name: 'Anil Kumar' }, { cookie })).status).toBe(200)
    expect((await session(cookie))?.user.name).toBe('Anil Kumar')

    const wrongCurrent = await call('POST', '/api/auth/change-password', { currentPassword: 'nope-nope-nope', newPassword: 'monsoon-garden-77' }, { cookie })
    expect(wrongCurrent.status).toBe(400)
    const changed = await call('POST', '/api/auth/change-password', { currentPassword: 'lake-view-terrace-42', newPassword: 'monsoon-garden-77', revokeOtherSessions: true }, { cookie })
    expect(changed.status).toBe(200)
    cookie = cookiesFrom(changed, cookie)
    expect((await signIn('anil@example.com', 'monsoon-garden-77')).status).toBe(200)

    const asked = await call('POST', '/api/auth/change-email', { newEmail: 'anil.kumar@example.com', callbackURL: '/profile' }, { cookie })
    expect(asked.status).toBe(200)
    // The address is unverified, so Better Auth mails the new address its verification link.
    const mail = outbox('mail').filter((m) => m.to === 'anil.kumar@example.com' || m.to === 'anil@example.com').at(-1)!
    const link = new URL(linkIn(mail.text))
    const confirmed = await call('GET', `${link.pathname}${link.search}`, undefined, { cookie })
    expect([200, 302]).toContain(confirmed.status)
    expect((await session(cookie))?.user.email).toBe('anil.kumar@example.com')
    expect((await signIn('anil.kumar@example.com', 'monsoon-garden-77')).status).toBe(200)
  })

  it('rate-limits 20 wrong passwords in a row, even from changing addresses', async () => {
    await signUp('Target', 'target@example.com')
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) statuses.push((await signIn('target@example.com', `wrong-password-${i}`)).status)
    expect(statuses.slice(0, options.SIGN_IN_ATTEMPTS_PER_EMAIL)).toEqual(Array(options.SIGN_IN_ATTEMPTS_PER_EMAIL).fill(401))
    expect(statuses.slice(options.SIGN_IN_ATTEMPTS_PER_EMAIL)).toEqual(Array(20 - options.SIGN_IN_ATTEMPTS_PER_EMAIL).fill(429))
    // The right password is refused too while the limit lasts.
    expect((await signIn('target@example.com')).status).toBe(429)

    // From one address, Better Auth's per-IP rule stops a spray over many accounts.
    const ip = '192.0.2.77'
    const perIp: number[] = []
    for (let i = 0; i < options.SIGN_IN_ATTEMPTS_PER_IP + 1; i++) perIp.push((await signIn(`spray-${i}@example.com`, 'wrong-password-0', { ip })).status)
    expect(perIp.at(-1)).toBe(429)
  })

  it('refuses a state-changing call from another site', async () => {
    await signUp('Origin Test', 'origin@example.com')
    const cookie = cookiesFrom(await signIn('origin@example.com'))
    const res = await call('POST', '/api/auth/update-user', { name: 'Hijacked' }, { cookie, origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect((await session(cookie))?.user.name).toBe('Origin Test')
  })

  it('sets HttpOnly, SameSite session cookies', async () => {
    await signUp('Cookie', 'cookie@example.com')
    const res = await signIn('cookie@example.com')
    const sessionCookie = res.headers.getSetCookie().find((c) => c.startsWith('griha.session_token='))
    expect(sessionCookie).toBeDefined()
    expect(sessionCookie).toMatch(/HttpOnly/i)
    expect(sessionCookie).toMatch(/SameSite=Lax/i)
  })
})

describe('sign-in hand-off', () => {
  it('creates the buyers record and exactly one new-user lead, and merges the fav cookie without duplicates', async () => {
    await signUp('Farah Khan', 'farah@example.com')
    const [a, b, c] = propertyIds as [number, number, number]
    const first = await signIn('farah@example.com', undefined, { cookie: `fav=${encodeURIComponent(JSON.stringify([a, b]))}` })
    expect(first.status).toBe(200)
    expect(first.headers.getSetCookie().find((x) => x.startsWith('fav='))).toMatch(/^fav=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax/)
    const userId = (await session(cookiesFrom(first)))!.user.id
    const buyers = await payload.find({ collection: 'buyers', where: { user_id: { equals: userId } }, depth: 0, overrideAccess: true })
    expect(buyers.docs).toHaveLength(1)
    expect(buyers.docs[0]).toMatchObject({ email: 'farah@example.com', submission: true, favourites: [a, b] })
    expect(await newUserLeads('farah@example.com')).toHaveLength(1)
    const lead = (await newUserLeads('farah@example.com'))[0]!
    expect(lead).toMatchObject({ name: 'Farah Khan', status: 'new' })
    const deliveries = await payload.find({ collection: 'lead-deliveries', where: { lead: { equals: lead.id } }, depth: 0, overrideAccess: true })
    expect(deliveries.docs.length).toBeGreaterThan(0)

    // Another browser with a different cookie list: the merge keeps each id once, stored order first.
    const second = await signIn('farah@example.com', undefined, { cookie: `fav=${encodeURIComponent(JSON.stringify([c, a, 999999]))}` })
    const favCookie = second.headers.getSetCookie().find((x) => x.startsWith('fav='))!
    expect(JSON.parse(decodeURIComponent(favCookie.split(';')[0]!.slice(4)))).toEqual([a, b, c])
    const after = await payload.find({ collection: 'buyers', where: { user_id: { equals: userId } }, depth: 0, overrideAccess: true })
    expect(after.docs[0]!.favourites).toEqual([a, b, c])
    // Signing in again never sends a second lead.
    expect(await newUserLeads('farah@example.com')).toHaveLength(1)
  })

  it('logs "Error fetching user data:" and still signs in when the buyers record cannot be loaded', async () => {
    await signUp('Broken Data', 'broken@example.com')
    const { logger } = await import('@/lib/logger')
    const logged: string[] = []
    const original = logger.error.bind(logger)
    logger.error = ((...args: unknown[]) => {
      logged.push(String(args.find((a) => typeof a === 'string') ?? ''))
    }) as typeof logger.error
    const find = payload.find.bind(payload)
    payload.find = (async (args: Parameters<Payload['find']>[0]) => {
      if (args.collection === 'buyers') throw new Error('buyers table unreachable')
      return find(args as never)
    }) as Payload['find']
    try {
      const res = await signIn('broken@example.com')
      expect(res.status).toBe(200)
      expect(logged.some((m) => m.startsWith('Error fetching user data:') && m.includes('buyers table unreachable'))).toBe(true)
    } finally {
      payload.find = find
      logger.error = original
    }
  })
})

describe('phone one-time codes', () => {
  it('signs in with the code from the dev outbox, adding the leading +', async () => {
    const sent = await sendCode('919876500001', await solvedAltcha())
    expect(sent.status).toBe(200)
    const code = lastCodeFor('+919876500001')
    expect(code).toHaveLength(options.OTP_LENGTH)
    const verified = await call('POST', '/api/auth/phone-number/verify', { phoneNumber: '919876500001', code })
    expect(verified.status).toBe(200)
    const user = (await session(cookiesFrom(verified)))!.user
    expect(user.phoneNumber).toBe('+919876500001')
    // No display name yet, so no lead yet; setting a name completes the hand-off once.
    expect(await newUserLeads(undefined, '+919876500001')).toHaveLength(0)
    await call('POST', '/api/auth/update-user', { name: 'Devika' }, { cookie: cookiesFrom(verified) })
    await call('POST', '/api/auth/update-user', { name: 'Devika S' }, { cookie: cookiesFrom(verified) })
    const leads = await newUserLeads(undefined, '+919876500001')
    expect(leads).toHaveLength(1)
    expect(leads[0]!.email ?? null).toBeNull()
    // The code is single use.
    const reused = await call('POST', '/api/auth/phone-number/verify', { phoneNumber: '+919876500001', code })
    expect(reused.status).toBe(400)
  })

  it('voids a code after three wrong tries', async () => {
    await sendCode('+919876500002', await solvedAltcha())
    const code = lastCodeFor('+919876500002')
    const wrong = code === '000000' ? '111111' : '000000'
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push((await call('POST', '/api/auth/phone-number/verify', { phoneNumber: '+919876500002', code: wrong })).status)
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true)
    const right = await call('POST', '/api/auth/phone-number/verify', { phoneNumber: '+919876500002', code })
    expect(right.status).toBeGreaterThanOrEqual(400)
    expect(right.status).toBeLessThan(500)
  })

  it('refuses an expired code', async () => {
    await sendCode('+919876500003', await solvedAltcha())
    const code = lastCodeFor('+919876500003')
    // Five minutes pass: the stored code's expiry moves into the past, in the column's own format.
    const { rows, sqlFor } = await import('@/cms/db/raw-sql')
    const sql = sqlFor(ctx.dialect)
    const [row] = await rows(payload, sql`SELECT "expiresAt" AS "expiresAt" FROM auth_verifications WHERE identifier = ${'phone-number-otp-+919876500003'}`)
    expect(row).toBeDefined()
    const past = new Date(Date.now() - 1000)
    const value = typeof row!.expiresAt === 'number' ? past.getTime() : past.toISOString()
    await rows(payload, sql`UPDATE auth_verifications SET "expiresAt" = ${value} WHERE identifier = ${'phone-number-otp-+919876500003'} RETURNING id`)
    const res = await call('POST', '/api/auth/phone-number/verify', { phoneNumber: '+919876500003', code })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toMatch(/EXPIRED/)
  })

  it('needs a solved challenge that has not been used before', async () => {
    const missing = await sendCode('+919876500004')
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { message: string }).message).toBe(options.ACCOUNT_MESSAGES.altcha)
    const solved = await solvedAltcha()
    expect((await sendCode('+919876500004', solved)).status).toBe(200)
    const replay = await sendCode('+919876500004', solved)
    expect(replay.status).toBe(400)
    expect(outbox('sms').filter((m) => m.to === '+919876500004')).toHaveLength(1)
  })

  it('answers the 6th send to one number within the window with 429, from any address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < options.OTP_SENDS_PER_NUMBER + 1; i++) statuses.push((await sendCode('+919876500005', await solvedAltcha())).status)
    expect(statuses).toEqual([...Array(options.OTP_SENDS_PER_NUMBER).fill(200), 429])
    expect(outbox('sms').filter((m) => m.to === '+919876500005')).toHaveLength(options.OTP_SENDS_PER_NUMBER)
  })

  it('limits sends per address across numbers', async () => {
    const ip = '192.0.2.99'
    let last = 0
    for (let i = 0; i < options.OTP_SENDS_PER_IP + 1; i++) last = (await sendCode(`+9198765${String(10000 + i)}`, await solvedAltcha(), ip)).status
    expect(last).toBe(429)
  })

  it('links a phone to a signed-in e-mail account', async () => {
    await signUp('Linking', 'link@example.com')
    const cookie = cookiesFrom(await signIn('link@example.com'))
    await sendCode('+919876500006', await solvedAltcha())
    const code = lastCodeFor('+919876500006')
    const linked = await call('POST', '/api/auth/phone-number/verify', { phoneNumber: '+919876500006', code, updatePhoneNumber: true }, { cookie })
    expect(linked.status).toBe(200)
    expect((await session(cookie))?.user).toMatchObject({ email: 'link@example.com', phoneNumber: '+919876500006' })
  })

  it('refuses impossible numbers with a clear message', async () => {
    const res = await sendCode('12', await solvedAltcha())
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(options.ACCOUNT_MESSAGES.invalidPhone)
  })
})
