/**
 * Lead routing and WhatsApp clicks (docs/product.md §15) against a real database, SQLite or PostgreSQL
 * (TEST_PG_URL): rules by city, property and form with priority; round-robin under concurrent
 * leads; the SLA alert from the outbox with a controlled clock; the first status change stamp;
 * the click counter; and the /admin figures.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { City, Editor, Lead, Property } from '@/cms/payload-types'
import { createCity, createEditor, createLead, createProperty } from '@/cms/seed/factories'
import type { LeadData } from '@/features/leads/schema'

import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'

let ctx: FreshPayload
let payload: Payload
let store: typeof import('@/features/leads/intake/store.server')
let worker: typeof import('@/features/leads/delivery/worker.server')
let clicks: typeof import('@/features/whatsapp/clicks.server')
let sales: typeof import('@/features/admin/sales-dashboard.server')
let pune: City
let mumbai: City
let inPune: Property
let inPune2: Property
let inMumbai: Property
let a: Editor
let b: Editor
let c: Editor
let admin: Editor

let phone = 0
function leadData(form: LeadData['form'], over: Partial<LeadData> = {}): LeadData {
  const n = String(++phone).padStart(4, '0')
  return {
    form,
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    phone: { e164: `+91987650${n}`, callingCode: '+91', nationalNumber: `987650${n}` },
    message: '',
    bhk: [],
    utm: {},
    consent: true,
    honeypotFilled: false,
    ...over,
  }
}

const at = (property: Property, city: City) => ({ id: property.id, projectName: property.full_name, city: city.city_name })

async function reload(id: number): Promise<Lead> {
  return payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
}

const assigneeOf = async (id: number) => {
  const value = (await reload(id)).assignee
  return typeof value === 'object' && value ? value.id : (value ?? null)
}

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  store = await import('@/features/leads/intake/store.server')
  worker = await import('@/features/leads/delivery/worker.server')
  clicks = await import('@/features/whatsapp/clicks.server')
  sales = await import('@/features/admin/sales-dashboard.server')
  pune = await createCity(payload, { city_name: 'Pune' })
  mumbai = await createCity(payload, { city_name: 'Mumbai' })
  inPune = await createProperty(payload, { city: pune.id, full_name: 'Sky Villas' })
  inPune2 = await createProperty(payload, { city: pune.id, full_name: 'River Bend' })
  inMumbai = await createProperty(payload, { city: mumbai.id, full_name: 'Sea Breeze' })
  ;[a, b, c, admin] = await Promise.all([
    createEditor(payload, ['sales'], { name: 'Anita' }),
    createEditor(payload, ['sales'], { name: 'Bala' }),
    createEditor(payload, ['sales'], { name: 'Chitra' }),
    createEditor(payload, ['admin'], { name: 'Admin' }),
  ])
}, 60_000)

afterAll(async () => {
  await ctx?.cleanup()
})

describe('assignment on intake', () => {
  beforeAll(async () => {
    const rule = (data: Record<string, unknown>) => payload.create({ collection: 'lead-routing-rules', data: data as never, overrideAccess: true })
    await rule({ name: 'Pune interest', priority: 10, cities: [pune.id], forms: ['interest', 'site-visit'], assignees: [a.id] })
    await rule({ name: 'River Bend', priority: 20, properties: [inPune2.id], assignees: [b.id] })
    await rule({ name: 'Everything (off)', priority: 5, active: false, assignees: [c.id] })
    await rule({ name: 'CVs', priority: 40, forms: ['cv'], assignees: [c.id] })
    // Lower priority than "Pune interest", so an interest lead for Sea Breeze in Mumbai lands here.
    await rule({ name: 'Mumbai team', priority: 50, cities: [mumbai.id], assignees: [a.id, b.id, c.id] })
  })

  it('assigns by the first matching active rule: city, property, form, priority', async () => {
    const interestPune = await store.storeLead(payload, { data: leadData('interest'), status: 'new', property: at(inPune, pune) })
    const enquiryRiver = await store.storeLead(payload, { data: leadData('enquiry'), status: 'new', property: at(inPune2, pune) })
    const interestRiver = await store.storeLead(payload, { data: leadData('interest'), status: 'new', property: at(inPune2, pune) })
    const visit = await store.storeLead(payload, { data: leadData('site-visit' as unknown as LeadData['form']), status: 'new', property: at(inPune, pune) })
    const cv = await store.storeLead(payload, { data: leadData('cv'), status: 'new' })
    const contact = await store.storeLead(payload, { data: leadData('contact'), status: 'new' })
    const account = await store.storeAccountLead(payload, { name: 'New Buyer', email: 'buyer@example.com', source: 'sign-up' })
    const spam = await store.storeLead(payload, { data: leadData('interest'), status: 'spam', spamReason: 'test', property: at(inPune, pune) })

    expect(await assigneeOf(interestPune.id)).toBe(a.id)
    expect(await assigneeOf(enquiryRiver.id)).toBe(b.id)
    // Both rules match; priority 10 wins over 20.
    expect(await assigneeOf(interestRiver.id)).toBe(a.id)
    expect(await assigneeOf(visit.id)).toBe(a.id)
    expect(await assigneeOf(cv.id)).toBe(c.id)
    // The inactive catch-all never applies: no rule, no assignee.
    expect(await assigneeOf(contact.id)).toBeNull()
    expect(await assigneeOf(account.id)).toBeNull()
    expect(await assigneeOf(spam.id)).toBeNull()
  })

  it('shares 30 concurrent leads exactly 10 each among three assignees', async () => {
    const stored = await Promise.all(
      Array.from({ length: 30 }, () => store.storeLead(payload, { data: leadData('enquiry'), status: 'new', property: at(inMumbai, mumbai) })),
    )
    const tally = new Map<number | null, number>()
    for (const { id } of stored) {
      const who = await assigneeOf(id)
      tally.set(who, (tally.get(who) ?? 0) + 1)
    }
    expect(Object.fromEntries(tally)).toEqual({ [a.id]: 10, [b.id]: 10, [c.id]: 10 })
  }, 60_000)

  it('skips assignees who lost the sales role or were deleted', async () => {
    const gone = await createEditor(payload, ['sales'])
    const rule = await payload.create({
      collection: 'lead-routing-rules',
      data: { name: 'Pair', priority: 1, properties: [inMumbai.id], forms: ['contact'], assignees: [b.id, gone.id, c.id] },
      overrideAccess: true,
    })
    await payload.update({ collection: 'editors', id: b.id, data: { roles: ['editor'] }, overrideAccess: true })
    await payload.delete({ collection: 'editors', id: gone.id, overrideAccess: true })
    const ids = []
    for (let i = 0; i < 4; i++) ids.push((await store.storeLead(payload, { data: leadData('contact'), status: 'new', property: at(inMumbai, mumbai) })).id)
    expect(await Promise.all(ids.map(assigneeOf))).toEqual([c.id, c.id, c.id, c.id])
    await payload.delete({ collection: 'lead-routing-rules', id: rule.id, overrideAccess: true })
    await payload.update({ collection: 'editors', id: b.id, data: { roles: ['sales'] }, overrideAccess: true })
  })
})

describe('the first status change', () => {
  it('is stamped once, whoever changes the status, and cannot be written directly', async () => {
    const lead = await createLead(payload, { status: 'new' })
    const noted = await payload.update({ collection: 'leads', id: lead.id, data: { notes: 'Called, no answer' }, overrideAccess: true })
    expect(noted.first_status_change_at ?? null).toBeNull()
    const user = { ...a, collection: 'editors' } as Editor & { collection: 'editors' }
    const worked = await payload.update({ collection: 'leads', id: lead.id, data: { status: 'contacted' }, user, overrideAccess: false })
    expect(worked.first_status_change_at).toBeTruthy()
    const first = worked.first_status_change_at
    const again = await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { status: 'qualified', first_status_change_at: '2020-01-01T00:00:00.000Z' },
      user,
      overrideAccess: false,
    })
    expect(again.first_status_change_at).toBe(first)
  })
})

describe('the SLA alert', () => {
  type Mail = { to: string; subject: string; text: string }
  const mails = (): Mail[] => {
    const file = path.join(ctx.dataDir, 'outbox', 'mail.jsonl')
    if (!fs.existsSync(file)) return []
    return fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Mail)
  }
  const alertsFor = (id: number) => mails().filter((m) => m.subject.startsWith('Lead waiting') && m.text.startsWith(`Lead ${id} `))

  it('mails the assignee and admins once when the lead is still new after lead_sla_minutes, and never for a worked lead', async () => {
    await payload.create({ collection: 'site-data', data: { item: 'lead_sla_minutes', content: '10' }, overrideAccess: true })
    const waiting = await store.storeLead(payload, { data: leadData('interest'), status: 'new', property: at(inPune, pune) })
    const worked = await store.storeLead(payload, { data: leadData('interest'), status: 'new', property: at(inPune, pune) })
    const created = new Date((await reload(waiting.id)).createdAt)
    const row = (
      await payload.find({ collection: 'lead-deliveries', where: { and: [{ lead: { equals: waiting.id } }, { channel: { equals: 'sla-alert' } }] }, overrideAccess: true })
    ).docs
    expect(row).toHaveLength(1)
    expect(row[0]!.idempotency_key).toBe(`lead-${waiting.id}-sla-alert`)
    expect(Date.parse(row[0]!.next_attempt_at!) - created.getTime()).toBe(10 * 60_000)

    await worker.runDueDeliveries({ payload, now: new Date(created.getTime() + 9 * 60_000) })
    expect(alertsFor(waiting.id)).toHaveLength(0)

    await payload.update({ collection: 'leads', id: worked.id, data: { status: 'contacted' }, overrideAccess: true })
    await worker.runDueDeliveries({ payload, now: new Date(created.getTime() + 11 * 60_000), limit: 100 })
    const [alert, ...more] = alertsFor(waiting.id)
    expect(more).toHaveLength(0)
    expect(alert!.to.split(', ').sort()).toEqual([a.email, admin.email].sort())
    expect(alert!.subject).toContain('Sky Villas, Pune')
    expect(alert!.text).toMatch(/still new 1[01] min after it came in/)
    expect(alert!.text).toContain(`/cms/collections/leads/${waiting.id}`)
    expect(alert!.text).toContain('Assigned to: Anita')
    expect(alertsFor(worked.id)).toHaveLength(0)
    const rows = await payload.find({ collection: 'lead-deliveries', where: { channel: { equals: 'sla-alert' }, lead: { in: [waiting.id, worked.id] } }, overrideAccess: true })
    expect(rows.docs.map((d) => d.status)).toEqual(['sent', 'sent'])

    await worker.runDueDeliveries({ payload, now: new Date(created.getTime() + 2 * 60 * 60_000), limit: 100 })
    expect(alertsFor(waiting.id)).toHaveLength(1)
  })

  it('queues at most one alert per lead (unique key)', async () => {
    const lead = await store.storeLead(payload, { data: leadData('contact'), status: 'new' })
    await expect(
      payload.create({
        collection: 'lead-deliveries',
        data: { lead: lead.id, channel: 'sla-alert', status: 'pending', idempotency_key: `lead-${lead.id}-sla-alert` },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })
})

describe('WhatsApp clicks', () => {
  let ip = 0
  const click = (body: BodyInit, options: { ip?: string; origin?: string | null; type?: string } = {}) => {
    const headers = new Headers({ 'content-type': options.type ?? 'application/x-www-form-urlencoded', 'x-forwarded-for': options.ip ?? `198.51.100.${++ip}` })
    if (options.origin !== null) headers.set('origin', options.origin ?? SITE)
    return clicks.handleWhatsAppClick(new Request(`${SITE}/forms/whatsapp-click`, { method: 'POST', headers, body }))
  }
  const countFor = async (property: number) =>
    (await payload.find({ collection: 'whatsapp-clicks', where: { property: { equals: property } }, overrideAccess: true })).docs.reduce((n, d) => n + d.count, 0)

  it('counts every one of many concurrent clicks', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => click(new URLSearchParams({ property: String(inPune.id) }))))
    expect(answers.map((r) => r.status)).toEqual(Array(25).fill(204))
    expect(await click(JSON.stringify({ property: inPune2.id }), { type: 'application/json' })).toHaveProperty('status', 204)
    expect(await countFor(inPune.id)).toBe(25)
    expect(await countFor(inPune2.id)).toBe(1)
  })

  it('names the field for a bad or unknown property, refuses other sites, and limits per IP', async () => {
    const bad = await click('property=abc')
    expect(bad.status).toBe(422)
    expect(await bad.json()).toMatchObject({ errors: { property: expect.any(String) } })
    const unknown = await click('property=999999')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ errors: { property: expect.any(String) } })
    expect((await click('property=1', { origin: 'https://evil.example' })).status).toBe(403)

    const same = '192.0.2.77'
    for (let i = 0; i < clicks.CLICK_LIMIT.points; i++) expect((await click(`property=${inMumbai.id}`, { ip: same })).status).toBe(204)
    const limited = await click(`property=${inMumbai.id}`, { ip: same })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await countFor(inMumbai.id)).toBe(clicks.CLICK_LIMIT.points)
  })
})

describe('the /admin sales figures', () => {
  // Wednesday 10 June 2026, 12:00 in Kolkata: before every lead made above.
  const NOW = new Date('2026-06-10T06:30:00.000Z')
  const TZ = 'Asia/Kolkata'

  it('shows overdue leads, weekly medians to first status change, and clicks per property', async () => {
    const minutes = (n: number) => n * 60_000
    const old = (iso: string, status: Lead['status'], changedAfter?: number) =>
      createLead(payload, {
        createdAt: iso,
        status,
        name: `Old ${iso}`,
        ...(changedAfter !== undefined ? { first_status_change_at: new Date(Date.parse(iso) + minutes(changedAfter)).toISOString() } : {}),
      })
    // This week (from Monday 8 June): 20, 40 and 90 minutes → median 40.
    await old('2026-06-08T04:00:00.000Z', 'contacted', 20)
    await old('2026-06-09T04:00:00.000Z', 'qualified', 40)
    await old('2026-06-09T05:00:00.000Z', 'lost', 90)
    // Last week: 60 and 120 → 90.
    await old('2026-06-02T04:00:00.000Z', 'won', 60)
    await old('2026-06-03T04:00:00.000Z', 'contacted', 120)
    // Still new: overdue (10-minute SLA) unless younger than that; spam never.
    const overdue = await old('2026-06-10T05:00:00.000Z', 'new')
    await old('2026-06-10T06:25:00.000Z', 'new')
    await old('2026-06-10T04:00:00.000Z', 'spam')
    await clicks.recordClick(payload, inMumbai.id, new Date('2026-06-09T10:00:00.000Z'), TZ)
    await clicks.recordClick(payload, inMumbai.id, new Date('2026-06-10T05:00:00.000Z'), TZ)
    await clicks.recordClick(payload, inPune.id, new Date('2026-06-01T05:00:00.000Z'), TZ)
    // 31 days back: outside the window.
    await clicks.recordClick(payload, inPune2.id, new Date('2026-05-10T05:00:00.000Z'), TZ)

    const dashboard = await sales.getSalesDashboard({ payload, now: NOW, timeZone: TZ, canReadLeads: true })
    expect(dashboard.slaMinutes).toBe(10)
    expect(dashboard.overdueCount).toBe(1)
    expect(dashboard.overdue!.map((l) => l.id)).toEqual([overdue.id])
    expect(dashboard.weeks).toHaveLength(12)
    expect(dashboard.weeks.at(-1)).toMatchObject({ week: '2026-06-08', count: 3, medianMinutes: 40 })
    expect(dashboard.weeks.at(-2)).toMatchObject({ week: '2026-06-01', count: 2, medianMinutes: 90 })
    expect(dashboard.clicksTotal).toBe(3)
    expect(dashboard.clicks).toEqual([
      { propertyId: inMumbai.id, name: 'Sea Breeze', clicks: 2 },
      { propertyId: inPune.id, name: 'Sky Villas', clicks: 1 },
    ])
    const forEditor = await sales.getSalesDashboard({ payload, now: NOW, timeZone: TZ, canReadLeads: false })
    expect(forEditor.overdue).toBeNull()
    expect(forEditor.overdueCount).toBe(1)
  })
})
