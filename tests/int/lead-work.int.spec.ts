/**
 * Working a lead (docs/product.md §22) against a real database, SQLite or PostgreSQL (TEST_PG_URL):
 * the buyer's acknowledgement by mail (in the dev outbox) and by WhatsApp template (against a local
 * stand-in of the Cloud API at WHATSAPP_API_URL), status changes and notes on the timeline, and the
 * follow-up reminder mailed once through the outbox.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Editor, Lead, Property } from '@/cms/payload-types'
import { createCity, createEditor, createProperty } from '@/cms/seed/factories'
import type { LeadData } from '@/features/leads/schema'

import { listenOnLoopback } from '../support/loopback'
import { type FreshPayload, freshPayload } from './support/database'

type Graph = { path: string; auth: string; body: Record<string, unknown> }

let ctx: FreshPayload
let payload: Payload
let store: typeof import('@/features/leads/intake/store.server')
let worker: typeof import('@/features/leads/delivery/worker.server')
let property: Property
let anita: Editor
let graphStatus = 200
const graph: Graph[] = []
let closeGraph: () => Promise<void>

let phone = 0
function leadData(over: Partial<LeadData> = {}): LeadData {
  const n = String(++phone).padStart(4, '0')
  return {
    form: 'interest',
    name: `Buyer ${n}`,
    email: `buyer${n}@example.com`,
    phone: { e164: `+91987660${n}`, callingCode: '+91', nationalNumber: `987660${n}` },
    message: '',
    language: 'en',
    bhk: ['2'],
    utm: {},
    consent: true,
    honeypotFilled: false,
    ...over,
  }
}

const at = () => ({ id: property.id, projectName: property.full_name, city: 'Pune' })
const mails = (): Record<string, string>[] => {
  const file = path.join(ctx.dataDir, 'outbox', 'mail.jsonl')
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>) : []
}
const deliveries = async (lead: number, channel: string) =>
  (await payload.find({ collection: 'lead-deliveries', where: { and: [{ lead: { equals: lead } }, { channel: { equals: channel } }] }, depth: 0, overrideAccess: true })).docs
const activities = async (lead: number) =>
  (await payload.find({ collection: 'lead-activities', where: { lead: { equals: lead } }, sort: '-at', depth: 0, overrideAccess: true })).docs
const asUser = (editor: Editor) => ({ ...editor, collection: 'editors' as const })

beforeAll(async () => {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      graph.push({ path: req.url ?? '', auth: String(req.headers.authorization), body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') })
      res.writeHead(graphStatus, { 'content-type': 'application/json' })
      res.end(JSON.stringify(graphStatus === 200 ? { messaging_product: 'whatsapp', messages: [{ id: `wamid.${graph.length}` }] } : { error: { message: 'Temporarily unavailable' } }))
    })
  })
  const listening = await listenOnLoopback(server)
  closeGraph = listening.close
  process.env.WHATSAPP_TOKEN = 'test-whatsapp-token'
  process.env.WHATSAPP_PHONE_NUMBER_ID = '1234567890'
  process.env.WHATSAPP_ACK_TEMPLATE = 'enquiry_received'
  process.env.WHATSAPP_API_URL = `${listening.origin}/v21.0`
  ctx = await freshPayload()
  payload = ctx.payload
  store = await import('@/features/leads/intake/store.server')
  worker = await import('@/features/leads/delivery/worker.server')
  const city = await createCity(payload, { city_name: 'Pune', slug: 'pune' })
  property = await createProperty(payload, { city: city.id, full_name: 'Sky Villas', slug: 'sky-villas' })
  anita = await createEditor(payload, ['sales'], { name: 'Anita Rao', phone: '+91 98765 00001' })
  await payload.create({ collection: 'lead-routing-rules', data: { name: 'All', priority: 10, assignees: [anita.id] } as never, overrideAccess: true })
  await payload.create({ collection: 'site-data', data: { item: 'office_hours', content: 'Mon–Sat, 09:30 to 18:30' } as never, overrideAccess: true })
}, 120_000)

afterAll(async () => {
  await closeGraph?.()
  await ctx?.cleanup()
})

describe('buyer acknowledgement', () => {
  it('mails the buyer with the project, its link, the assignee and office hours, once', async () => {
    const stored = await store.storeLead(payload, { data: leadData(), status: 'new', property: at() })
    expect(await deliveries(stored.id, 'buyer-ack')).toHaveLength(1)
    await worker.runDueDeliveries({ payload })
    await worker.runDueDeliveries({ payload })
    const lead = await payload.findByID({ collection: 'leads', id: stored.id, depth: 0, overrideAccess: true })
    const sent = mails().filter((m) => m.to === lead.email)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toBe('We have your enquiry about Sky Villas')
    expect(sent[0]!.text).toContain('/property/pune/sky-villas')
    expect(sent[0]!.text).toContain('Anita Rao will call you from +91 98765 00001.')
    expect(sent[0]!.text).toContain('Mon–Sat, 09:30 to 18:30')
    expect((await deliveries(stored.id, 'buyer-ack'))[0]!.status).toBe('sent')
  })

  it('sends the WhatsApp template to the buyer’s phone through the Cloud API, retrying a failure', async () => {
    graph.length = 0
    graphStatus = 503
    const stored = await store.storeLead(payload, { data: leadData({ language: 'hi' }), status: 'new', property: at() })
    await worker.runDueDeliveries({ payload })
    const [row] = await deliveries(stored.id, 'buyer-whatsapp')
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row!.last_error).toContain('503')
    graphStatus = 200
    await worker.runDueDeliveries({ payload, now: new Date(Date.now() + 60 * 60_000) })
    expect((await deliveries(stored.id, 'buyer-whatsapp'))[0]!.status).toBe('sent')
    const lead = await payload.findByID({ collection: 'leads', id: stored.id, depth: 0, overrideAccess: true })
    const last = graph.at(-1)!
    expect(last.path).toBe('/v21.0/1234567890/messages')
    expect(last.auth).toBe('Bearer test-whatsapp-token')
    expect(last.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: lead.phone!.slice(1),
      type: 'template',
      template: { name: 'enquiry_received', language: { code: 'hi' }, components: [{ type: 'body', parameters: [{ type: 'text', text: lead.name }, { type: 'text', text: 'Sky Villas' }] }] },
    })
  })

  it('sends nothing to the buyer of a spam lead', async () => {
    const stored = await store.storeLead(payload, { data: leadData(), status: 'spam', spamReason: 'test', property: at() })
    expect(await deliveries(stored.id, 'buyer-ack')).toHaveLength(0)
    expect(await deliveries(stored.id, 'buyer-whatsapp')).toHaveLength(0)
  })
})

describe('timeline', () => {
  let lead: Lead
  beforeAll(async () => {
    const stored = await store.storeLead(payload, { data: leadData(), status: 'new' })
    lead = await payload.findByID({ collection: 'leads', id: stored.id, depth: 0, overrideAccess: true })
  })

  it('records a status change with from, to, who and when', async () => {
    await payload.update({ collection: 'leads', id: lead.id, data: { status: 'contacted' }, overrideAccess: false, user: asUser(anita) })
    const [change] = await activities(lead.id)
    expect(change).toMatchObject({ kind: 'status', from: 'new', to: 'contacted', by: anita.id })
    expect(Date.now() - new Date(change!.at).getTime()).toBeLessThan(60_000)
    // Saving without a status change adds nothing.
    await payload.update({ collection: 'leads', id: lead.id, data: { notes: 'x' }, overrideAccess: false, user: asUser(anita) })
    expect(await activities(lead.id)).toHaveLength(1)
  })

  it('takes notes and calls from staff, stamped with who and when; never a status change', async () => {
    await payload.create({ collection: 'lead-activities', data: { lead: lead.id, kind: 'note', text: ' Wants a corner flat ' } as never, overrideAccess: false, user: asUser(anita) })
    await payload.create({ collection: 'lead-activities', data: { lead: lead.id, kind: 'call', outcome: 'no-answer' } as never, overrideAccess: false, user: asUser(anita) })
    const [call, note] = await activities(lead.id)
    expect(call).toMatchObject({ kind: 'call', outcome: 'no-answer', by: anita.id })
    expect(note).toMatchObject({ kind: 'note', text: 'Wants a corner flat', by: anita.id })
    await expect(
      payload.create({ collection: 'lead-activities', data: { lead: lead.id, kind: 'status', from: 'new', to: 'won' } as never, overrideAccess: false, user: asUser(anita) }),
    ).rejects.toThrow(/status changes are recorded by the system/)
    await expect(payload.create({ collection: 'lead-activities', data: { lead: lead.id, kind: 'note', text: '  ' } as never, overrideAccess: false, user: asUser(anita) })).rejects.toThrow(/text/)
  })
})

describe('timeline of the lead page', () => {
  it('lists activities newest first and the earlier enquiries from the same phone, for sales and admins only', async () => {
    const { leadTimelineEndpoint } = await import('@/features/leads/timeline/timelineEndpoint')
    const data = leadData()
    const older = await store.storeLead(payload, { data: { ...data, form: 'contact' }, status: 'new' })
    const other = await store.storeLead(payload, { data: leadData(), status: 'new' })
    const current = await store.storeLead(payload, { data, status: 'new', property: at() })
    await payload.update({ collection: 'leads', id: current.id, data: { status: 'contacted' }, overrideAccess: true })
    await payload.create({ collection: 'lead-activities', data: { lead: current.id, kind: 'note', text: 'Site visit on Sunday' } as never, overrideAccess: false, user: asUser(anita) })
    const call = (user: unknown) =>
      leadTimelineEndpoint.handler({ user, payload, routeParams: { id: String(current.id) } } as never) as Promise<Response>
    const res = await call(asUser(anita))
    expect(res.status).toBe(200)
    const timeline = (await res.json()) as import('@/features/leads/timeline/timeline.server').LeadTimeline
    expect(timeline.activities.map((a) => [a.kind, a.text ?? a.to])).toEqual([
      ['note', 'Site visit on Sunday'],
      ['status', 'contacted'],
    ])
    expect(timeline.activities[0]!.by).toBe('Anita Rao')
    expect(timeline.earlier.map((l) => l.id)).toEqual([older.id])
    expect(timeline.earlier.map((l) => l.id)).not.toContain(other.id)
    expect((await call(null)).status).toBe(401)
    const editor = await createEditor(payload, ['editor'], { name: 'Content only' })
    expect((await call(asUser(editor))).status).toBe(403)
  })
})

describe('follow-ups', () => {
  it('mails the assignee once when follow_up_at comes, and records it', async () => {
    const stored = await store.storeLead(payload, { data: leadData(), status: 'new' })
    const when = new Date(Date.now() + 2 * 60 * 60_000)
    await payload.update({ collection: 'leads', id: stored.id, data: { follow_up_at: when.toISOString() }, overrideAccess: false, user: asUser(anita) })
    await payload.update({ collection: 'leads', id: stored.id, data: { follow_up_at: when.toISOString(), notes: 'same time again' }, overrideAccess: false, user: asUser(anita) })
    expect(await deliveries(stored.id, 'follow-up-reminder')).toHaveLength(1)
    const reminders = () => mails().filter((m) => m.to === anita.email && m.subject.startsWith('Follow up now'))
    const before = reminders().length
    await worker.runDueDeliveries({ payload })
    expect(reminders()).toHaveLength(before)
    await worker.runDueDeliveries({ payload, now: new Date(when.getTime() + 60_000) })
    await worker.runDueDeliveries({ payload, now: new Date(when.getTime() + 120_000) })
    expect(reminders()).toHaveLength(before + 1)
    expect((await activities(stored.id)).map((a) => a.kind)).toContain('follow-up')
  })

  it('sends nothing for a follow-up moved since; the new time has its own reminder', async () => {
    const stored = await store.storeLead(payload, { data: leadData(), status: 'new' })
    const first = new Date(Date.now() + 60 * 60_000)
    const moved = new Date(Date.now() + 5 * 60 * 60_000)
    await payload.update({ collection: 'leads', id: stored.id, data: { follow_up_at: first.toISOString() }, overrideAccess: true })
    await payload.update({ collection: 'leads', id: stored.id, data: { follow_up_at: moved.toISOString() }, overrideAccess: true })
    const lead = await payload.findByID({ collection: 'leads', id: stored.id, depth: 0, overrideAccess: true })
    const about = () => mails().filter((m) => m.subject === `Follow up now: ${lead.name}`)
    await worker.runDueDeliveries({ payload, now: new Date(first.getTime() + 60_000) })
    expect(about()).toHaveLength(0)
    await worker.runDueDeliveries({ payload, now: new Date(moved.getTime() + 60_000) })
    expect(about()).toHaveLength(1)
  })
})

describe("today's follow-ups on /admin", () => {
  it('lists the leads to follow up today per sales person, leaving out other days and closed leads', async () => {
    const { getTodaysFollowUps } = await import('@/features/admin/follow-ups.server')
    const bala = await createEditor(payload, ['sales'], { name: 'Bala' })
    const now = new Date('2027-03-10T06:00:00Z') // 11:30 in Kolkata
    const make = async (followUp: string, over: Record<string, unknown> = {}) => {
      const stored = await store.storeLead(payload, { data: leadData(), status: 'new' })
      await payload.update({ collection: 'leads', id: stored.id, data: { follow_up_at: followUp, ...over }, overrideAccess: true })
      return stored.id
    }
    const anitaLater = await make('2027-03-10T12:00:00Z')
    const anitaEarly = await make('2027-03-10T04:00:00Z')
    const balaToday = await make('2027-03-10T17:00:00Z', { assignee: bala.id }) // 22:30 in Kolkata
    await make('2027-03-10T19:00:00Z') // 00:30 tomorrow in Kolkata
    await make('2027-03-10T08:00:00Z', { status: 'won' })
    const groups = await getTodaysFollowUps({ timeZone: 'Asia/Kolkata', now, payload })
    expect(groups.map((g) => [g.assignee, g.leads.map((l) => l.id)])).toEqual([
      ['Anita Rao', [anitaEarly, anitaLater]],
      ['Bala', [balaToday]],
    ])
  })
})
