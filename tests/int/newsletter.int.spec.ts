/**
 * `POST /newsletter` (the footer sign-up) against the real database: stored once per address,
 * answered with the `?newsletter=success` redirect, refusals are 4xx naming the rule.
 */
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

async function subscribers(email: string) {
  const found = await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, depth: 0, overrideAccess: true })
  return found.docs
}

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  ;({ POST } = await import('@/app/newsletter/route'))
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

    const [doc] = await subscribers('twice@example.com')
    await payload.update({ collection: 'newsletter-subscribers', id: doc!.id, data: { unsubscribed: true }, overrideAccess: true })
    await signUp({ email: 'twice@example.com' })
    const after = await subscribers('twice@example.com')
    expect(after).toHaveLength(1)
    expect(after[0]!.unsubscribed).toBe(false)
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
