/**
 * Leads from other channels (docs/product.md §22) against a real database, SQLite or PostgreSQL
 * (TEST_PG_URL): lead sources with hashed keys; `POST /api/leads` (401, 422 per field, 413, 429 per
 * key, Idempotency-Key also under concurrent repeats) through the site forms' store, duplicates,
 * routing and outbox; and the Google Ads webhook (403, ids kept, a repeated lead_id stored once, a
 * test lead neither routed nor delivered).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Editor, Lead, LeadSource, Property } from '@/cms/payload-types'
import { createCity, createEditor, createProperty } from '@/cms/seed/factories'

import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'

let ctx: FreshPayload
let payload: Payload
let postLead: (request: Request) => Promise<Response>
let postGoogle: (request: Request) => Promise<Response>
let property: Property
let sales: Editor
let apiKey: string
let googleKey: string
let apiSource: LeadSource

type SourceWithKey = LeadSource & { key?: string }

async function createSource(data: Partial<LeadSource> & { key?: string }): Promise<SourceWithKey> {
  return (await payload.create({ collection: 'lead-sources', data: data as never, overrideAccess: true })) as SourceWithKey
}

function api(body: unknown, key: string | null = apiKey, headers: Record<string, string> = {}): Promise<Response> {
  return postLead(
    new Request(`${SITE}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

function google(body: Record<string, unknown>): Promise<Response> {
  return postGoogle(new Request(`${SITE}/api/leads/google-ads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))
}

let n = 0
const buyer = (over: Record<string, unknown> = {}) => {
  const i = String(++n).padStart(4, '0')
  return { name: `Api Buyer ${i}`, phone: `+91 98770 1${i}`, email: `api${i}@example.com`, ...over }
}

const lead = (id: number | string): Promise<Lead> => payload.findByID({ collection: 'leads', id: Number(id), depth: 0, overrideAccess: true })
const deliveriesOf = async (id: number | string) =>
  (await payload.find({ collection: 'lead-deliveries', where: { lead: { equals: Number(id) } }, depth: 0, limit: 50, overrideAccess: true })).docs

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  ;({ POST: postLead } = await import('@/app/api/leads/route'))
  ;({ POST: postGoogle } = await import('@/app/api/leads/google-ads/route'))
  const city = await createCity(payload, { city_name: 'Pune' })
  property = await createProperty(payload, { city: city.id, full_name: 'Sky Villas', slug: 'sky-villas' })
  sales = await createEditor(payload, ['sales'], { name: 'Anita' })
  await payload.create({ collection: 'lead-routing-rules', data: { name: 'API leads', priority: 10, forms: ['api', 'google-ads'], assignees: [sales.id] } as never, overrideAccess: true })
  apiSource = await createSource({ name: 'Housing Portal', kind: 'api' })
  apiKey = (apiSource as SourceWithKey).key!
  googleKey = 'google-lead-form-key-for-the-tests-0001'
  await createSource({ name: 'Google Ads – Sky Villas', kind: 'google-ads', key: googleKey, default_property: property.id })
}, 120_000)

afterAll(async () => {
  await ctx?.cleanup()
})

describe('lead sources', () => {
  it('generates a key shown once and stores only its hash', async () => {
    expect(apiKey).toMatch(/^ls_[\w-]{32}$/)
    const stored = await payload.findByID({ collection: 'lead-sources', id: apiSource.id, depth: 0, overrideAccess: true })
    expect(stored).not.toHaveProperty('key')
    expect(stored.key_hash).toMatch(/^[a-f0-9]{64}$/)
    expect(stored.key_hash).not.toContain(apiKey)
    expect(stored.key_prefix).toBe(apiKey.slice(0, 8))
  })

  it('refuses a given key shorter than 24 characters', async () => {
    await expect(createSource({ name: 'Short key', kind: 'api', key: 'too-short-key' })).rejects.toThrow(/key/i)
  })

  it('shows sales a source by name, never its key, and lets only admins change it', async () => {
    const asSales = { overrideAccess: false, user: { ...sales, collection: 'editors' } } as const
    const seen = (await payload.findByID({ collection: 'lead-sources', id: apiSource.id, depth: 0, ...asSales })) as unknown as Record<string, unknown>
    expect(seen.name).toBe(apiSource.name)
    expect(seen).not.toHaveProperty('key_hash')
    expect(seen).not.toHaveProperty('key_prefix')
    expect(seen.key ?? null).toBeNull()
    await expect(payload.update({ collection: 'lead-sources', id: apiSource.id, data: { active: false } as never, ...asSales })).rejects.toThrow()
    await expect(payload.create({ collection: 'lead-sources', data: { name: 'By sales', kind: 'api' } as never, ...asSales })).rejects.toThrow()
  })
})

describe('POST /api/leads', () => {
  it('answers 401 without a key, with an unknown or inactive key, and with a google-ads key', async () => {
    const inactive = await createSource({ name: 'Old partner', kind: 'api', active: false })
    for (const key of [null, 'x'.repeat(40), inactive.key!, googleKey]) {
      const res = await api(buyer(), key)
      expect(res.status).toBe(401)
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/)
    }
  })

  it('stores the lead with form api, the source name, routing and the outbox; 201 {id}', async () => {
    const res = await api(buyer({ property: 'sky-villas', message: 'Call after 6', utm_campaign: 'diwali', language: 'hi', source_ref: 'HP-1', consent: true, received_at: '2026-11-30T10:00:00Z' }))
    expect(res.status).toBe(201)
    const body = (await res.json()) as { id: string; duplicate_of?: string }
    expect(body).toEqual({ id: expect.stringMatching(/^\d+$/) })
    const stored = await lead(body.id)
    expect(stored).toMatchObject({
      form: 'api',
      status: 'new',
      source: 'Housing Portal',
      lead_source: apiSource.id,
      property: property.id,
      project_name: 'Sky Villas',
      city: 'Pune',
      phone: expect.stringMatching(/^\+9198770/),
      message: 'Call after 6',
      utm_campaign: 'diwali',
      language: 'hi',
      source_ref: 'HP-1',
      assignee: sales.id,
      consent_text: 'Consent collected by the lead source Housing Portal',
    })
    expect(stored.received_at).toBe('2026-11-30T10:00:00.000Z')
    expect((await deliveriesOf(body.id)).map((d) => d.channel)).toContain('email')
  })

  it('links a repeat enquiry within 24 hours as duplicate_of, and keeps an e-mail-less lead without one', async () => {
    const first = (await (await api(buyer({ phone: '9812300001', email: '', property: String(property.id) }))).json()) as { id: string }
    const again = await api(buyer({ phone: '+919812300001', email: '', property: String(property.id) }))
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual({ id: expect.any(String), duplicate_of: first.id })
    expect((await lead(first.id)).email ?? null).toBeNull()
    // Without an e-mail another buyer's e-mail-less lead is no duplicate.
    const other = await api(buyer({ phone: '9812300002', email: '', property: String(property.id) }))
    expect(await other.json()).not.toHaveProperty('duplicate_of')
  })

  it('answers 422 naming each bad field with the site forms’ messages', async () => {
    const res = await api({ name: 'R@hul', phone: '12', email: 'not-an-address', received_at: 'yesterday', property: 'no-such-place' })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { ok: false; error: string; errors: Record<string, string> }
    expect(body.errors).toEqual({
      name: 'Name is invalid or contains prohibited characters',
      phone: 'Phone number not valid',
      email: 'Email is not valid',
      received_at: 'received_at must be an ISO 8601 date and time, not in the future',
    })
    expect(body.error).toBe('name: Name is invalid or contains prohibited characters')
    const missing = (await (await api({})).json()) as { errors: Record<string, string> }
    expect(missing.errors).toMatchObject({ name: 'Please enter your Name', phone: 'Phone number not valid' })
    const unknownProperty = await api(buyer({ property: 'no-such-place' }))
    expect(unknownProperty.status).toBe(422)
    expect(((await unknownProperty.json()) as { errors: object }).errors).toEqual({ property: 'property must be the id or slug of a published property' })
    expect((await api('[1, 2]')).status).toBe(422)
    expect((await api('{not json')).status).toBe(400)
  })

  it('answers 413 to a body over the cap without storing it', async () => {
    const before = (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs
    const res = await api(buyer({ message: 'x'.repeat(400 * 1024) }))
    expect(res.status).toBe(413)
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('gives the first answer again for a repeated Idempotency-Key and stores one lead', async () => {
    const data = buyer()
    const first = await api(data, apiKey, { 'idempotency-key': 'order-1' })
    expect(first.status).toBe(201)
    const answer = await first.json()
    const again = await api({ ...data, message: 'changed' }, apiKey, { 'idempotency-key': 'order-1' })
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual(answer)
    expect((await payload.count({ collection: 'leads', where: { phone: { equals: (await lead((answer as { id: string }).id)).phone } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await api(buyer(), apiKey, { 'idempotency-key': 'bad key with spaces' })).status).toBe(422)
  })

  it('stores one lead for concurrent repeats of one Idempotency-Key, and all get its answer', async () => {
    const data = buyer()
    const answers = await Promise.all(Array.from({ length: 6 }, () => api(data, apiKey, { 'idempotency-key': 'concurrent-1' })))
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201))
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id)))
    expect(ids.size).toBe(1)
    const stored = await lead([...ids][0]!)
    expect((await payload.count({ collection: 'leads', where: { phone: { equals: stored.phone } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await deliveriesOf(stored.id)).filter((d) => d.channel === 'email')).toHaveLength(1)
  })

  it('answers 429 once a key used up its minute, other keys unaffected', async () => {
    const busy = await createSource({ name: 'Busy partner', kind: 'api' })
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await api({}, busy.key!)).status)
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(422))
    expect(statuses[60]).toBe(429)
    const limited = await api({}, busy.key!)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await api({}, apiKey)).status).toBe(422)
  })
})

describe('POST /api/leads/google-ads', () => {
  const webhook = (over: Record<string, unknown> = {}) => ({
    google_key: googleKey,
    lead_id: `gl-${++n}`,
    api_version: '1.0',
    form_id: 40001,
    campaign_id: 50001,
    adgroup_id: 60001,
    creative_id: 70001,
    gcl_id: 'Cj0KCQ-test',
    is_test: false,
    user_column_data: [
      { column_id: 'FIRST_NAME', string_value: 'Meera' },
      { column_id: 'LAST_NAME', string_value: 'Iyer' },
      { column_id: 'EMAIL', string_value: 'Meera.Iyer@Example.com' },
      { column_id: 'PHONE_NUMBER', string_value: '+91 99000 12345' },
      { column_id: 'CITY', string_value: 'Pune' },
      { column_name: 'Budget', column_id: 'budget_q', string_value: '80 lakh' },
    ],
    ...over,
  })

  it('answers 403 to a missing, unknown or api-kind google_key', async () => {
    for (const key of [undefined, 'y'.repeat(40), apiKey]) expect((await google(webhook({ google_key: key }))).status).toBe(403)
  })

  it('maps the fields, keeps the ids, routes and delivers; 200 {}', async () => {
    const body = webhook()
    const res = await google(body)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({})
    const [stored] = (await payload.find({ collection: 'leads', where: { google_lead_id: { equals: body.lead_id } }, depth: 0, overrideAccess: true })).docs
    expect(stored).toMatchObject({
      form: 'google-ads',
      status: 'new',
      name: 'Meera Iyer',
      email: 'meera.iyer@example.com',
      phone: '+919900012345',
      property: property.id,
      source: 'Google Ads – Sky Villas',
      google_campaign_id: '50001',
      google_adgroup_id: '60001',
      google_form_id: '40001',
      google_creative_id: '70001',
      gcl_id: 'Cj0KCQ-test',
      message: 'Budget: 80 lakh',
      assignee: sales.id,
    })
    expect((await deliveriesOf(stored!.id)).map((d) => d.channel)).toContain('email')
  })

  it('stores a repeated lead_id once, also when Google sends it twice at once', async () => {
    const body = webhook({ user_column_data: [{ column_id: 'FULL_NAME', string_value: 'Kiran Rao' }, { column_id: 'PHONE_NUMBER', string_value: '+919900054321' }] })
    const answers = await Promise.all([google(body), google(body), google(body)])
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    expect((await google(body)).status).toBe(200)
    expect((await payload.count({ collection: 'leads', where: { google_lead_id: { equals: body.lead_id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('stores a test lead marked test, neither routed nor delivered', async () => {
    const body = webhook({ is_test: true })
    expect((await google(body)).status).toBe(200)
    const [stored] = (await payload.find({ collection: 'leads', where: { google_lead_id: { equals: body.lead_id } }, depth: 0, overrideAccess: true })).docs
    expect(stored).toMatchObject({ status: 'test' })
    expect(stored!.assignee ?? null).toBeNull()
    expect(await deliveriesOf(stored!.id)).toHaveLength(0)
  })
})

describe('/admin lead reports', () => {
  it('counts leads by source, UTM campaign and property, with the share that reached each status; spam and test left out', async () => {
    const { getLeadReports, reportCsv } = await import('@/features/admin/lead-reports.server')
    const { storeLead } = await import('@/features/leads/intake/store.server')
    await storeLead(payload, {
      data: { form: 'contact', name: 'Site Visitor', email: 'site.visitor@example.com', phone: { e164: '+919811100001', callingCode: '+91', nationalNumber: '9811100001' }, message: '', bhk: [], utm: { utm_campaign: 'diwali' }, consent: false, honeypotFilled: false },
      status: 'new',
    })
    await storeLead(payload, {
      data: { form: 'contact', name: 'Spammer', email: 'spam@example.com', phone: { e164: '+919811100002', callingCode: '+91', nationalNumber: '9811100002' }, message: '', bhk: [], utm: { utm_campaign: 'diwali' }, consent: false, honeypotFilled: true },
      status: 'spam',
    })
    const worked = (await (await api(buyer({ utm_campaign: 'diwali' }))).json()) as { id: string }
    await payload.update({ collection: 'leads', id: Number(worked.id), data: { status: 'contacted' }, overrideAccess: true })
    await payload.update({ collection: 'leads', id: Number(worked.id), data: { status: 'qualified' }, overrideAccess: true })

    const reports = await getLeadReports({ days: 30, payload })
    const all = await payload.find({ collection: 'leads', where: { status: { not_in: ['spam', 'test'] } }, limit: 0, pagination: false, depth: 0, overrideAccess: true })
    expect(reports.total).toBe(all.docs.length)
    const bySource = Object.fromEntries(reports.source.map((r) => [r.label, r.leads]))
    expect(bySource['Site forms']).toBe(1)
    expect(bySource['Google Ads']).toBe(all.docs.filter((l) => l.form === 'google-ads').length)
    expect(bySource['Housing Portal']).toBe(all.docs.filter((l) => l.source === 'Housing Portal').length)
    expect(reports.source.reduce((sum, r) => sum + r.leads, 0)).toBe(reports.total)
    expect(reports.campaign.find((r) => r.label === 'diwali')!.leads).toBe(all.docs.filter((l) => l.utm_campaign === 'diwali').length)
    expect(reports.property.find((r) => r.label === 'Sky Villas')!.leads).toBe(all.docs.filter((l) => l.project_name === 'Sky Villas').length)
    const share = Object.fromEntries(reports.statuses.map((s) => [s.status, s.leads]))
    expect(share.new).toBe(reports.total)
    expect(share.contacted).toBe(1)
    expect(share.qualified).toBe(1)
    expect(share.won).toBe(0)
    expect(reports.statuses.map((s) => s.status)).not.toContain('spam')

    const csv = reportCsv(reports, 'source').split('\r\n')
    expect(csv[0]).toBe('Source,Leads,Share')
    expect(csv).toContain(`Site forms,1,${(1 / reports.total).toFixed(3)}`)
  })

  it('serves the CSV only to signed-in sales staff and admins', async () => {
    const { GET } = await import('@/app/(site)/admin/reports/route')
    expect((await GET(new Request(`${SITE}/admin/reports?report=source&days=7`))).status).toBe(401)
  })
})
