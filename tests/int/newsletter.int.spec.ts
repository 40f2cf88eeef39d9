/**
 * `POST /newsletter` (the footer sign-up) against the real database: stored once per address,
 * answered with the `?newsletter=success` redirect, refusals are 4xx naming the rule; double opt-in
 * (docs/product.md §17): pending until the mailed link is followed, 7 days to follow it.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'

let ctx: FreshPayload
let payload: Payload
let POST: (request: Request) => Promise<Response>
let ipCounter = 0

function signUp(fields: Record<string, string>, options: { json?: boolean; origin?: string; referer?: string; ip?: string } = {}): Promise<Response> {
  const headers = new Headers({
    origin: options.origin ?? SITE,
    referer: options.referer ?? `${SITE}/blogs?page=2`,
    'x-forwarded-for': options.ip ?? `203.0.113.${++ipCounter}`,
  })
  if (options.json) headers.set('accept', 'application/json')
  return POST(new Request(`${SITE}/newsletter`, { method: 'POST', headers, body: new URLSearchParams(fields) }))
}

type OutboxMail = { to: string; subject: string; text: string }

function outbox(to?: string): OutboxMail[] {
  const file = path.join(ctx.dataDir, 'outbox', 'mail.jsonl')
  if (!fs.existsSync(file)) return []
  const all = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as OutboxMail)
  return to ? all.filter((m) => m.to === to) : all
}

/** The confirmation link of the newest mail to an address. */
function linkFor(to: string): string {
  const mail = outbox(to).at(-1)
  expect(mail?.subject).toBe('Confirm your newsletter subscription')
  const link = /(https?:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec(mail!.text)?.[1]
  expect(link).toBeTruthy()
  return link!
}

let confirm: { GET: (request: Request) => Promise<Response>; POST: (request: Request) => Promise<Response> }
let server: typeof import('@/features/newsletter/newsletter.server')

const confirmGet = (link: string) => confirm.GET(new Request(link, { headers: { 'x-forwarded-for': `203.0.113.${++ipCounter}` } }))
function confirmPost(link: string): Promise<Response> {
  const token = new URL(link).searchParams.get('token') ?? ''
  return confirm.POST(
    new Request(`${SITE}/newsletter/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `203.0.113.${++ipCounter}` },
      body: new URLSearchParams({ token }),
    }),
  )
}

/** The addresses a newsletter send would mail. */
async function recipients(): Promise<string[]> {
  const found = await payload.find({ collection: 'newsletter-subscribers', where: server.NEWSLETTER_RECIPIENTS, limit: 0, pagination: false, depth: 0, overrideAccess: true })
  return found.docs.map((d) => d.email)
}

async function subscribers(email: string) {
  const found = await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, depth: 0, overrideAccess: true })
  return found.docs
}

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  ;({ POST } = await import('@/app/newsletter/route'))
  confirm = await import('@/app/newsletter/confirm/route')
  server = await import('@/features/newsletter/newsletter.server')
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('newsletter sign-up', () => {
  it('stores the address and sends the visitor back to the same page with newsletter=success', async () => {
    const res = await signUp({ email: 'Reader@Example.com' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/blogs?page=2&newsletter=success')
    const stored = await subscribers('reader@example.com')
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ source: '/blogs', unsubscribed: false })
  })

  it('keeps one record per address, whatever the case, and re-subscribes an address that had left', async () => {
    await signUp({ email: 'twice@example.com' })
    const again = await signUp({ email: 'TWICE@example.com' }, { json: true })
    expect(again.status).toBe(201)
    expect(await subscribers('twice@example.com')).toHaveLength(1)

    expect((await confirmPost(linkFor('twice@example.com'))).status).toBe(200)
    const [doc] = await subscribers('twice@example.com')
    await payload.update({ collection: 'newsletter-subscribers', id: doc!.id, data: { unsubscribed: true }, overrideAccess: true })
    // Signing up again after leaving asks for confirmation again; the new link subscribes it.
    await signUp({ email: 'twice@example.com' })
    const after = await subscribers('twice@example.com')
    expect(after).toHaveLength(1)
    expect(after[0]!.unsubscribed).toBe(true)
    expect(await recipients()).not.toContain('twice@example.com')
    expect((await confirmPost(linkFor('twice@example.com'))).status).toBe(200)
    expect((await subscribers('twice@example.com'))[0]!.unsubscribed).toBe(false)
  })

  it('refuses a bad address with 422 naming the field, and stores nothing', async () => {
    const res = await signUp({ email: 'not-an-address' }, { json: true })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ ok: false, error: 'email: Email is not valid' })
    const missing = await signUp({}, { json: true })
    expect(missing.status).toBe(422)
    const html = await signUp({ email: 'x@y' })
    expect(html.status).toBe(422)
    expect(html.headers.get('content-type')).toContain('text/html')
    expect(await html.text()).toContain('Email is not valid')
  })

  it('refuses a post from another site', async () => {
    const res = await signUp({ email: 'cross@example.com' }, { origin: 'https://evil.example', json: true })
    expect(res.status).toBe(403)
    expect(await subscribers('cross@example.com')).toHaveLength(0)
  })

  it('answers a filled honeypot like a person but stores nothing', async () => {
    const res = await signUp({ email: 'bot@example.com', website: 'https://spam.example' })
    expect(res.status).toBe(303)
    expect(await subscribers('bot@example.com')).toHaveLength(0)
  })

  it('limits sign-ups per address with 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await signUp({ email: `many${i}@example.com` }, { ip: '198.51.100.200', json: true })).status)
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('never sends the visitor to another site', async () => {
    const res = await signUp({ email: 'safe@example.com', back: 'https://evil.example/phish' }, { referer: 'https://evil.example/x' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/?newsletter=success')
  })
})

describe('double opt-in', () => {
  it('mails a confirmation link; the address is pending and gets nothing else until it is followed', async () => {
    const email = 'optin@example.com'
    expect((await signUp({ email: 'OptIn@Example.com' })).status).toBe(303)
    const mails = outbox(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('within 7 days')
    const [pending] = await subscribers(email)
    expect(pending!.confirmed_at ?? null).toBeNull()
    expect(await recipients()).not.toContain(email)

    // GET only shows the button and says what happens; a mail scanner following the link subscribes nobody.
    const link = linkFor(email)
    const shown = await confirmGet(link)
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).toContain('Confirm your subscription')
    expect(html).toContain('Until you do, we send nothing to this address')
    expect(await recipients()).not.toContain(email)

    const confirmed = await confirmPost(link)
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('Your subscription is confirmed')
    expect((await subscribers(email))[0]!.confirmed_at).toBeTruthy()
    expect(await recipients()).toContain(email)

    // A confirmed address signing up again gets no mail; the answer is the same.
    expect((await signUp({ email }, { json: true })).status).toBe(201)
    expect(outbox(email)).toHaveLength(1)
  })

  it('refuses a forged link and one for another address', async () => {
    await signUp({ email: 'victim@example.com' })
    await signUp({ email: 'attacker@example.com' })
    const victim = (await subscribers('victim@example.com'))[0]!
    const own = new URL(linkFor('attacker@example.com')).searchParams.get('token')!
    // The attacker's signature on the victim's id, and a made-up one.
    const [, sentAt, mac] = own.split('.')
    for (const token of [`${victim.id}.${sentAt}.${mac}`, `${victim.id}.${sentAt}.${'A'.repeat(43)}`, 'garbage', '']) {
      const link = `${SITE}/newsletter/confirm?token=${encodeURIComponent(token)}`
      const post = await confirmPost(link)
      expect(post.status, token).toBe(400)
      expect(await post.text()).toContain('This confirmation link is not valid')
      expect((await confirmGet(link)).status).toBe(400)
    }
    expect(await recipients()).not.toContain('victim@example.com')
  })

  it('refuses a link older than 7 days, deletes the expired sign-up, and a new sign-up mails a new link', async () => {
    const email = 'late@example.com'
    await signUp({ email })
    const doc = (await subscribers(email))[0]!
    const eightDaysAgo = Date.now() - 8 * 24 * 3600_000
    const old = server.confirmationUrl(doc, eightDaysAgo)
    const refused = await confirmPost(old)
    expect(refused.status).toBe(410)
    expect(await refused.text()).toContain('This confirmation link has expired')
    expect((await confirmGet(old)).status).toBe(410)
    expect(await recipients()).not.toContain(email)

    // Its last mail 8 days ago: the sign-up is forgotten at the next sign-up of anyone.
    await payload.update({ collection: 'newsletter-subscribers', id: doc.id, data: { confirmation_sent_at: new Date(eightDaysAgo).toISOString() }, overrideAccess: true })
    await signUp({ email: 'someone.else@example.com' })
    expect(await subscribers(email)).toHaveLength(0)

    await signUp({ email })
    expect(outbox(email)).toHaveLength(2)
    expect((await confirmPost(linkFor(email))).status).toBe(200)
    expect(await recipients()).toContain(email)
  })

  it('answers a sign-up from a Hindi page in Hindi: its refusals, its confirmation mail and the page its link opens', async () => {
    const hindiPage = { referer: `${SITE}/hi/blogs` }
    const bad = await signUp({ email: 'x@y', language: 'hi' }, hindiPage)
    expect(bad.status).toBe(422)
    const badPage = await bad.text()
    expect(badPage).toContain('<html lang="hi"')
    expect(badPage).toContain('सदस्यता सहेजी नहीं गई')
    expect(badPage).toContain('ईमेल सही नहीं है')
    const unknown = await signUp({ email: 'hindi.reader@example.com', language: 'fr' }, { ...hindiPage, json: true })
    expect(unknown.status).toBe(422)
    expect(((await unknown.json()) as { error: string }).error).toMatch(/^language: /)

    const email = 'hindi.reader@example.com'
    const res = await signUp({ email, language: 'hi' }, hindiPage)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/hi/blogs?newsletter=success')
    const mail = outbox(email).at(-1)!
    expect(mail.subject).toBe('अपनी न्यूज़लेटर सदस्यता की पुष्टि करें')
    expect(mail.text).toContain('7 दिन के भीतर यह लिंक खोलें')
    const link = /(https?:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(mail.text)![1]!
    expect(new URL(link).searchParams.get('language')).toBe('hi')
    const shown = await confirmGet(link)
    expect(shown.status).toBe(200)
    const shownPage = await shown.text()
    expect(shownPage).toContain('<html lang="hi"')
    expect(shownPage).toContain('मेरी सदस्यता की पुष्टि करें')
    expect(shownPage).toContain('action="/newsletter/confirm?language=hi"')
    const token = new URL(link).searchParams.get('token')!
    const confirmed = await confirm.POST(
      new Request(`${SITE}/newsletter/confirm?language=hi`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `203.0.113.${++ipCounter}` },
        body: new URLSearchParams({ token }),
      }),
    )
    expect(confirmed.status).toBe(200)
    const confirmedPage = await confirmed.text()
    expect(confirmedPage).toContain('आपकी सदस्यता की पुष्टि हो गई है')
    expect(confirmedPage).toContain(`<strong>${email}</strong>`)
    expect(confirmedPage).toContain('href="/hi"')
    expect(await recipients()).toContain(email)

    // An English sign-up stays English.
    await signUp({ email: 'english.reader@example.com', language: 'en' })
    expect(outbox('english.reader@example.com').at(-1)!.subject).toBe('Confirm your newsletter subscription')
  })

  it('refuses too many link requests from one address with a plain-text 429 in the link’s language', async () => {
    const { UNSUBSCRIBE_LIMIT, resetSavedSearchRateLimits } = await import('@/features/saved-searches/http.server')
    resetSavedSearchRateLimits()
    const open = (query: string) => confirm.GET(new Request(`${SITE}/newsletter/confirm?token=nonsense${query}`, { headers: { 'x-forwarded-for': '198.51.100.201' } }))
    for (let i = 0; i < UNSUBSCRIBE_LIMIT.points; i++) expect((await open('&language=hi')).status).toBe(400)
    const hindi = await open('&language=hi')
    expect(hindi.status).toBe(429)
    expect(hindi.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(Number(hindi.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await hindi.text()).toBe('बहुत ज़्यादा अनुरोध आए हैं। कृपया एक मिनट बाद फिर कोशिश करें।')
    const english = await open('')
    expect(english.status).toBe(429)
    expect(await english.text()).toBe('Too many requests; please try again in a minute.')
    resetSavedSearchRateLimits()
  })
})
