/**
 * The /admin dashboard's figures (docs/product.md §10) against a real database: leads per local day for 30
 * days, by form and by city, spam shown apart, and the newest leads, all equal to the leads made
 * here, on SQLite and PostgreSQL (TEST_PG_URL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createLead } from '@/cms/seed/factories'
import type { LeadDashboard } from '@/features/admin/dashboard.server'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload
let payload: Payload
let getLeadDashboard: typeof import('@/features/admin/dashboard.server').getLeadDashboard

// 11:30 in Kolkata on 22 November 2026.
const NOW = new Date('2026-11-22T06:00:00.000Z')
const TZ = 'Asia/Kolkata'

const made: Record<string, number> = {}

async function lead(label: string, createdAt: string, data: Parameters<typeof createLead>[1] = {}) {
  const doc = await createLead(payload, { name: `Lead ${label}`, email: `${label}@example.com`, createdAt, ...data })
  made[label] = doc.id
  return doc
}

function countOn(dashboard: LeadDashboard, day: string): number {
  const found = dashboard.days.find((d) => d.day === day)
  if (!found) throw new Error(`${day} is not on the chart`)
  return found.count
}

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  ;({ getLeadDashboard } = await import('@/features/admin/dashboard.server'))

  await lead('today-a', '2026-11-22T05:00:00.000Z', { form: 'contact' })
  await lead('today-b', '2026-11-22T04:00:00.000Z', { form: 'interest', city: 'Pune', project_name: 'Sky Villas' })
  // 00:15 on the 22nd in Kolkata, still the 21st in UTC.
  await lead('after-midnight', '2026-11-21T18:45:00.000Z', { form: 'enquiry', city: 'Pune' })
  // 23:45 on the 21st in Kolkata.
  await lead('before-midnight', '2026-11-21T18:15:00.000Z', { form: 'enquiry', city: 'Bengaluru' })
  await lead('ten-days', '2026-11-12T09:00:00.000Z', { form: 'interest', city: 'Bengaluru' })
  // The first day on the chart, 24 October in Kolkata, from its first minute.
  await lead('first-day', '2026-10-23T18:30:00.000Z', { form: 'cv', city: 'Mumbai' })
  // One millisecond before the window: not counted anywhere.
  await lead('too-old', '2026-10-23T18:29:59.999Z', { form: 'contact', city: 'Mumbai' })
  await lead('spam-today', '2026-11-22T03:00:00.000Z', { form: 'contact', city: 'Pune', status: 'spam' })
  await lead('won', '2026-11-20T10:00:00.000Z', { form: 'new-user', city: '', status: 'won' })
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('the lead dashboard', () => {
  it('keeps the created time given, so leads can be placed on past days', async () => {
    const stored = await payload.findByID({ collection: 'leads', id: made['ten-days']!, depth: 0, overrideAccess: true })
    expect(stored.createdAt).toBe('2026-11-12T09:00:00.000Z')
  })

  it('counts leads per local day over the last 30 days, spam apart', async () => {
    const dashboard = await getLeadDashboard({ payload, timeZone: TZ, now: NOW, canReadLeads: true })
    expect(dashboard.days).toHaveLength(30)
    expect(dashboard.days[0]!.day).toBe('2026-10-24')
    expect(dashboard.days.at(-1)!.day).toBe('2026-11-22')

    expect(countOn(dashboard, '2026-11-22')).toBe(3)
    expect(countOn(dashboard, '2026-11-21')).toBe(1)
    expect(countOn(dashboard, '2026-11-20')).toBe(1)
    expect(countOn(dashboard, '2026-11-12')).toBe(1)
    expect(countOn(dashboard, '2026-10-24')).toBe(1)
    expect(dashboard.days.reduce((sum, d) => sum + d.count, 0)).toBe(7)
    expect(dashboard.total).toBe(7)
    expect(dashboard.spam).toBe(1)
  })

  it('counts by form and by city, with leads without a city as their own row', async () => {
    const dashboard = await getLeadDashboard({ payload, timeZone: TZ, now: NOW, canReadLeads: true })
    expect(dashboard.byForm).toEqual([
      { key: 'enquiry', count: 2 },
      { key: 'interest', count: 2 },
      { key: 'contact', count: 1 },
      { key: 'cv', count: 1 },
      { key: 'new-user', count: 1 },
    ])
    expect(dashboard.byCity).toEqual([
      { key: 'Bengaluru', count: 2 },
      { key: 'Pune', count: 2 },
      { key: null, count: 2 },
      { key: 'Mumbai', count: 1 },
    ])
  })

  it('follows the site time zone', async () => {
    const utc = await getLeadDashboard({ payload, timeZone: 'UTC', now: NOW, canReadLeads: false })
    expect(countOn(utc, '2026-11-22')).toBe(2)
    expect(countOn(utc, '2026-11-21')).toBe(2)
    // 24 October in UTC starts 5.5 hours later than in Kolkata, which leaves the 'first-day' lead out.
    expect(utc.days[0]!.day).toBe('2026-10-24')
    expect(utc.total).toBe(6)
  })

  it('lists the newest leads, spam left out, only for roles that may read leads', async () => {
    const dashboard = await getLeadDashboard({ payload, timeZone: TZ, now: NOW, canReadLeads: true })
    expect(dashboard.newest!.map((l) => l.id)).toEqual(
      ['today-a', 'today-b', 'after-midnight', 'before-midnight', 'won', 'ten-days', 'first-day', 'too-old'].map((label) => made[label]),
    )
    expect(dashboard.newest![1]).toMatchObject({ name: 'Lead today-b', form: 'interest', city: 'Pune', project_name: 'Sky Villas', status: 'new' })

    const withoutLeads = await getLeadDashboard({ payload, timeZone: TZ, now: NOW, canReadLeads: false })
    expect(withoutLeads.newest).toBeNull()
    expect(withoutLeads.total).toBe(7)
  })

  it('shows at most 10 newest leads and an empty chart when there are none in the window', async () => {
    for (let i = 0; i < 11; i++) await lead(`burst-${i}`, `2026-11-22T05:30:${String(i).padStart(2, '0')}.000Z`)
    const dashboard = await getLeadDashboard({ payload, timeZone: TZ, now: NOW, canReadLeads: true })
    expect(dashboard.newest).toHaveLength(10)
    expect(dashboard.newest![0]!.id).toBe(made['burst-10'])
    expect(countOn(dashboard, '2026-11-22')).toBe(14)

    const later = await getLeadDashboard({ payload, timeZone: TZ, now: new Date('2027-06-01T00:00:00.000Z'), canReadLeads: false })
    expect(later.days.every((d) => d.count === 0)).toBe(true)
    expect(later).toMatchObject({ total: 0, spam: 0, byForm: [], byCity: [] })
  })
})
