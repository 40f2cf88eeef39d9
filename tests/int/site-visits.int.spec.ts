/**
 * Site-visit booking (docs/product.md §15) against the real database (SQLite, or PostgreSQL with TEST_PG_URL):
 * the slots API, a booking stored as a `site-visit` lead with its booking, 20 visitors racing for a
 * slot of 3 places (exactly 3 win), the cancel link freeing a place, and the visitor's mails from
 * the lead outbox: the confirmation with its .ics, the reminder due 24 hours before the visit and
 * skipped for a cancelled visit. The route handlers are called with real Requests, as Next does.
 */
import fs from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { LeadDelivery, Property } from '@/cms/payload-types'
import { createCity, createEditor, createProperty } from '@/cms/seed/factories'
import { bookingDays, zonedInstant } from '@/features/site-visits/hours'

import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'
const TIME_ZONE = 'Asia/Kolkata'

let ctx: FreshPayload
let payload: Payload
let POST: (request: Request, context: { params: Promise<{ form: string }> }) => Promise<Response>
let GET: (request: Request, context: { params: Promise<{ form: string }> }) => Promise<Response>
let slotsGET: (request: Request) => Promise<Response>
let cancelGET: (request: Request) => Promise<Response>
let cancelPOST: (request: Request) => Promise<Response>
let formStarted: typeof import('@/features/leads/intake/form-started.server')
let rateLimits: typeof import('@/features/leads/intake/rate-limit.server')
let visitHttp: typeof import('@/features/site-visits/http.server')
let worker: typeof import('@/features/leads/delivery/worker.server')
let property: Property
let closedSundays: Property
/** Three days ahead: the reminder (start − 24 h) is still to come. */
let day: string

let counter = 0
const nextIp = () => `198.51.100.${++counter % 250}, 10.1.${Math.floor(counter / 250)}.${counter % 250}`
const nextPhone = () => `97${String(41_000_000 + ++counter).padStart(8, '0')}`

function booking(fields: Record<string, string> = {}): Record<string, string> {
  return {
    SingleLine: 'Meera Iyer',
    Email: 'meera@example.com',
    PhoneNumber_countrycodeval: '+91',
    PhoneNumber_countrycode: nextPhone(),
    consent: 'on',
    property: String(property.id),
    visit_date: day,
    visit_slot: '10:00',
    form_started: formStarted.formStartedToken(Date.now() - 10_000),
    ...fields,
  }
}

function postVisit(fields: Record<string, string>, json = true): Promise<Response> {
  const body = new URLSearchParams(fields)
  const headers = { accept: json ? 'application/json' : 'text/html', origin: SITE, 'x-forwarded-for': nextIp() }
  return POST(new Request(`${SITE}/forms/site-visit`, { method: 'POST', headers, body }), { params: Promise.resolve({ form: 'site-visit' }) })
}

async function slots(query: string): Promise<{ status: number; body: { slots?: { start: string; end: string; available: number }[]; errors?: Record<string, string> } }> {
  const res = await slotsGET(new Request(`${SITE}/api/site-visits/slots?${query}`, { headers: { 'x-forwarded-for': nextIp() } }))
  expect(res.headers.get('cache-control')).toBe('no-store')
  return { status: res.status, body: (await res.json()) as never }
}

const deliveriesOf = async (leadId: number) =>
  (await payload.find({ collection: 'lead-deliveries', where: { lead: { equals: leadId } }, depth: 0, overrideAccess: true, sort: 'channel' })).docs as LeadDelivery[]

type OutboxMail = { to: string; subject: string; text: string; icalEvent?: { method: string; content: string } }
const outboxMails = (): OutboxMail[] => {
  const file = `${ctx.dataDir}/outbox/mail.jsonl`
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail)
}

beforeAll(async () => {
  process.env.SITE_TIME_ZONE = TIME_ZONE
  ctx = await freshPayload()
  payload = ctx.payload
  ;({ POST, GET } = await import('@/app/forms/[form]/route'))
  ;({ GET: slotsGET } = await import('@/app/api/site-visits/slots/route'))
  ;({ GET: cancelGET, POST: cancelPOST } = await import('@/app/site-visits/cancel/route'))
  formStarted = await import('@/features/leads/intake/form-started.server')
  rateLimits = await import('@/features/leads/intake/rate-limit.server')
  visitHttp = await import('@/features/site-visits/http.server')
  worker = await import('@/features/leads/delivery/worker.server')
  const city = await createCity(payload, { city_name: 'Lakeshore' })
  property = await createProperty(payload, { city: city.id, full_name: 'Alpha Heights', location: { address: '12 Lake Road' } })
  closedSundays = await createProperty(payload, {
    city: city.id,
    full_name: 'Beta Gardens',
    visiting_hours: { opens: '09:00', closes: '12:00', capacity: 1, closed_days: 'Sunday' },
  })
  day = bookingDays(new Date(), TIME_ZONE)[3]!
})

afterAll(async () => {
  await ctx?.cleanup()
})

beforeEach(() => {
  rateLimits.resetRateLimits()
  visitHttp.resetSiteVisitRateLimits()
})

describe('the slots API', () => {
  it('lists the day in the site time zone, honours overrides and closed days, and names bad parameters', async () => {
    const open = await slots(`property=${property.id}&date=${day}`)
    expect(open.status).toBe(200)
    expect(open.body.slots).toHaveLength(8)
    expect(open.body.slots![0]).toEqual({ start: '10:00', end: '11:00', available: 3 })
    expect(open.body.slots!.at(-1)).toEqual({ start: '17:00', end: '18:00', available: 3 })

    const days = bookingDays(new Date(), TIME_ZONE)
    const sunday = days.find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0)!
    const weekday = days.find((d, i) => i > 0 && new Date(`${d}T00:00:00Z`).getUTCDay() !== 0)!
    expect((await slots(`property=${closedSundays.id}&date=${sunday}`)).body).toEqual({ slots: [] })
    expect((await slots(`property=${closedSundays.id}&date=${weekday}`)).body.slots).toEqual([
      { start: '09:00', end: '10:00', available: 1 },
      { start: '10:00', end: '11:00', available: 1 },
      { start: '11:00', end: '12:00', available: 1 },
    ])

    expect(await slots(`date=${day}`)).toMatchObject({ status: 400, body: { errors: { property: expect.any(String) } } })
    expect(await slots(`property=${property.id}&date=tomorrow`)).toMatchObject({ status: 400, body: { errors: { date: expect.any(String) } } })
    const later = bookingDays(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000), TIME_ZONE)[0]!
    expect(await slots(`property=${property.id}&date=${later}`)).toMatchObject({ status: 422, body: { errors: { date: expect.any(String) } } })
    expect((await slots(`property=99999&date=${day}`)).status).toBe(404)
    const hidden = await createProperty(payload, { full_name: 'Hidden Towers', published: false })
    expect((await slots(`property=${hidden.id}&date=${day}`)).status).toBe(404)
  })
})

describe('booking a visit', () => {
  it('has a plain booking page with the open days and the chosen day\'s times', async () => {
    const res = await GET(new Request(`${SITE}/forms/site-visit?property=${property.id}&visit_date=${day}&zf_redirect_url=%2Fproperty%2Fx`, { headers: { 'x-forwarded-for': nextIp() } }), {
      params: Promise.resolve({ form: 'site-visit' }),
    })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<h1>Book a site visit</h1>')
    expect(html).toContain(`<option value="${day}" selected>`)
    expect(html).toContain('<option value="10:00">10:00–11:00</option>')
    expect(html).toContain(`name="property" value="${property.id}"`)
    expect(html).toContain('name="zf_redirect_url" value="/property/x"')
    expect(html).not.toContain('Please check the form')
    const missing = await GET(new Request(`${SITE}/forms/site-visit?property=99999`), { params: Promise.resolve({ form: 'site-visit' }) })
    expect(missing.status).toBe(404)
  })

  it('refuses a bad day or slot naming the field, and a spam booking takes no place', async () => {
    expect(await (await postVisit(booking({ visit_date: '2020-01-01' }))).json()).toMatchObject({ errors: { visit_date: 'Please pick a day in the next 14 days' } })
    expect(await (await postVisit(booking({ visit_slot: '10:30' }))).json()).toMatchObject({ errors: { visit_slot: 'Please pick a visiting time' } })
    expect(await (await postVisit(booking({ visit_slot: 'soon' }))).json()).toMatchObject({ errors: { visit_slot: 'Please pick a visiting time' } })
    expect(await (await postVisit(booking({ property: '' }))).json()).toMatchObject({ errors: { property: expect.any(String) } })
    expect(await (await postVisit(booking({ SingleLine: '' }))).json()).toMatchObject({ errors: { SingleLine: 'Please enter your Name' } })

    const spam = await postVisit(booking({ visit_slot: '17:00', website: 'http://spam.example' }))
    expect(spam.status).toBe(201)
    const spamLead = await payload.findByID({ collection: 'leads', id: Number(((await spam.json()) as { id: string }).id), overrideAccess: true })
    expect(spamLead).toMatchObject({ form: 'site-visit', status: 'spam' })
    expect((await slots(`property=${property.id}&date=${day}`)).body.slots!.at(-1)!.available).toBe(3)
    expect((await payload.count({ collection: 'site-visits', where: { lead: { equals: spamLead.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('lets exactly 3 of 20 racing visitors into a slot of 3; the others get 409; mails and cancel work', async () => {
    const posted = await Promise.all(Array.from({ length: 20 }, () => postVisit(booking())))
    const statuses = posted.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 409)).toHaveLength(17)
    const refused = (await posted.find((r) => r.status === 409)!.json()) as Record<string, unknown>
    expect(refused).toEqual({ ok: false, error: 'This slot is full, please pick another', errors: { visit_slot: 'This slot is full, please pick another' } })
    const ids = await Promise.all(posted.filter((r) => r.status === 201).map(async (r) => Number(((await r.json()) as { id: string }).id)))

    expect((await slots(`property=${property.id}&date=${day}`)).body.slots![0]).toEqual({ start: '10:00', end: '11:00', available: 0 })
    expect(await payload.count({ collection: 'leads', where: { form: { equals: 'site-visit' }, status: { equals: 'new' } }, overrideAccess: true })).toMatchObject({ totalDocs: 3 })

    // The no-JavaScript post of a full slot shows the form again with the message.
    const page = await postVisit(booking(), false)
    expect(page.status).toBe(409)
    const html = await page.text()
    expect(html).toContain('This slot is full, please pick another')
    expect(html).toContain('name="visit_slot"')

    const lead = await payload.findByID({ collection: 'leads', id: ids[0]!, overrideAccess: true, depth: 0 })
    expect(lead).toMatchObject({ form: 'site-visit', status: 'new', property: property.id, project_name: 'Alpha Heights' })
    expect(lead.message).toMatch(/^Site visit to Alpha Heights on .*10:00–11:00$/)
    const visits = await payload.find({ collection: 'site-visits', where: { lead: { in: ids } }, depth: 0, overrideAccess: true })
    expect(visits.docs).toHaveLength(3)
    const startsAt = zonedInstant(day, '10:00', TIME_ZONE)
    expect(visits.docs[0]).toMatchObject({ status: 'booked', visit_date: day, slot_start: '10:00', slot_end: '11:00', property: property.id })
    expect(new Date(visits.docs[0]!.starts_at).getTime()).toBe(startsAt.getTime())
    // 10:00 in Kolkata is 04:30 UTC.
    expect(startsAt.toISOString().slice(11, 16)).toBe('04:30')

    const rows = await deliveriesOf(ids[0]!)
    // The sales mail, the buyer's acknowledgement, the SLA alert of lead routing (due later), the visitor's confirmation and reminder.
    // (Sorted here: PostgreSQL sorts the channel enum in its declared order, SQLite by name.)
    expect(rows.map((r) => r.channel).sort()).toEqual(['buyer-ack', 'email', 'sla-alert', 'visit-confirmation', 'visit-reminder'])
    const reminderAt = startsAt.getTime() - 24 * 60 * 60 * 1000
    expect(new Date(rows.find((r) => r.channel === 'visit-reminder')!.next_attempt_at!).getTime()).toBe(reminderAt)

    // The confirmation goes out now, with its invitation; the reminders are not due yet.
    const first = await worker.runDueDeliveries({ payload, now: new Date(), limit: 100 })
    expect(first.failed + first.retrying).toBe(0)
    const confirmations = outboxMails().filter((m) => m.subject.startsWith('Site visit booked'))
    expect(confirmations).toHaveLength(3)
    const mail = confirmations[0]!
    expect(mail.to).toBe('meera@example.com')
    const ics = mail.icalEvent!.content
    expect(mail.icalEvent!.method).toBe('REQUEST')
    expect(ics).toContain('METHOD:REQUEST')
    expect(ics).toMatch(/UID:site-visit-\d+@localhost/)
    expect(ics).toContain(`DTSTART:${day.replaceAll('-', '')}T043000Z`)
    expect(ics).toContain(`DTEND:${day.replaceAll('-', '')}T053000Z`)
    expect(ics).toContain('LOCATION:12 Lake Road\\, Lakeshore')
    const link = /(http:\/\/localhost:3000\/site-visits\/cancel\?token=\S+)/.exec(mail.text)![1]!
    expect(outboxMails().filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0)

    // Cancel: GET only shows the booking; POST cancels it and frees the place.
    const cancelledLead = (await payload.find({ collection: 'site-visits', where: { id: { equals: Number(new URL(link).searchParams.get('token')!.split('.')[0]) } }, depth: 0, overrideAccess: true })).docs[0]!
    const shown = await cancelGET(new Request(link, { headers: { 'x-forwarded-for': nextIp() } }))
    expect(shown.status).toBe(200)
    expect(await shown.text()).toContain('Cancel visit')
    // A booking that cannot be read for a moment is not a missing one: the page asks to try again.
    const findByID = payload.findByID.bind(payload)
    payload.findByID = ((args: Parameters<Payload['findByID']>[0]) =>
      args.collection === 'site-visits' ? Promise.reject(new Error('Connection terminated unexpectedly')) : findByID(args)) as Payload['findByID']
    try {
      const busy = await cancelGET(new Request(link, { headers: { 'x-forwarded-for': nextIp() } }))
      expect(busy.status).toBe(503)
      expect(await busy.text()).toContain('Please try again')
    } finally {
      payload.findByID = findByID
    }
    expect((await slots(`property=${property.id}&date=${day}`)).body.slots![0]!.available).toBe(0)
    const token = new URL(link).searchParams.get('token')!
    const forged = await cancelGET(new Request(`${SITE}/site-visits/cancel?token=${token.slice(0, -2)}xx`, { headers: { 'x-forwarded-for': nextIp() } }))
    expect(forged.status).toBe(404)
    expect((await cancelGET(new Request(`${SITE}/site-visits/cancel?token=nonsense`))).status).toBe(400)
    const cancel = () =>
      cancelPOST(
        new Request(`${SITE}/site-visits/cancel`, {
          method: 'POST',
          headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
          body: new URLSearchParams({ token }),
        }),
      )
    const done = await cancel()
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Your site visit is cancelled')
    expect((await cancel()).status).toBe(200) // twice frees one place only
    expect((await slots(`property=${property.id}&date=${day}`)).body.slots![0]!.available).toBe(1)
    expect(await payload.findByID({ collection: 'site-visits', id: cancelledLead.id, overrideAccess: true })).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) })

    // The freed place can be booked again.
    expect((await postVisit(booking())).status).toBe(201)
    expect((await postVisit(booking())).status).toBe(409)

    // Sales cancel a visit in the CMS: its place is free too; content editors cannot see visits.
    const sales = await createEditor(payload, ['sales'])
    const editor = await createEditor(payload, ['editor'])
    await expect(payload.find({ collection: 'site-visits', user: editor, overrideAccess: false })).rejects.toThrow()
    const byCms = visits.docs.find((v) => v.id !== cancelledLead.id)!
    await payload.update({ collection: 'site-visits', id: byCms.id, data: { status: 'cancelled' }, user: sales, overrideAccess: false })
    expect((await slots(`property=${property.id}&date=${day}`)).body.slots![0]!.available).toBe(1)
    await expect(payload.update({ collection: 'site-visits', id: byCms.id, data: { status: 'booked' }, user: sales, overrideAccess: false })).rejects.toThrow()

    // A minute before start − 24 h no reminder is due; at it, the booked visits get theirs and the cancelled one none.
    await worker.runDueDeliveries({ payload, now: new Date(reminderAt - 60_000), limit: 100 })
    expect(outboxMails().filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0)
    const due = await worker.runDueDeliveries({ payload, now: new Date(reminderAt), limit: 100 })
    expect(due.failed + due.retrying).toBe(0)
    expect(outboxMails().filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(2)
    const cancelledReminder = (await deliveriesOf(Number(cancelledLead.lead))).find((r) => r.channel === 'visit-reminder')!
    expect(cancelledReminder.status).toBe('sent')
  })
})
