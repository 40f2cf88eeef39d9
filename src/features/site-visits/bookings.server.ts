import 'server-only'

/**
 * Site-visit bookings in the database (docs/product.md §15, docs/decisions/020-site-visit-slot-counters.md).
 *
 * A slot's places are counted in `site_visit_slots` (one row per property, day and slot start). A
 * booking takes a place with one conditional statement, `UPDATE … SET booked = booked + 1 WHERE …
 * AND booked < capacity RETURNING id`, after making sure the row exists (`INSERT … ON CONFLICT DO
 * NOTHING`): the database decides who gets the last place, on SQLite (one writer at a time) and on
 * PostgreSQL (the row lock; the second writer re-reads `booked` after the first commits). The same
 * SQL text runs on both, over the adapter's drizzle (src/cms/db/raw-sql.ts), inside the lead's
 * transaction where there is one.
 */
import type { Payload, PayloadRequest } from 'payload'

import { dialectOf, type Fragment, readRows, rows, rowsIn, sqlFor } from '@/cms/db/raw-sql'
import { VISIT_ITEMS, type VisitingHours, type VisitingHoursOverride, visitingHours } from './hours'

const SITE_DATA_VISIT_ITEMS = Object.values(VISIT_ITEMS)

export type SlotKey = { property: number; date: string; start: string }

function sqlOf(payload: Payload) {
  return sqlFor(dialectOf(payload))
}

/**
 * Takes one place in the slot, in the request's transaction if it has one; false when the slot
 * already holds `capacity` bookings.
 */
export async function takePlace(payload: Payload, req: Pick<PayloadRequest, 'transactionID'> | undefined, key: SlotKey, capacity: number, now = new Date()): Promise<boolean> {
  const sql = sqlOf(payload)
  const at = now.toISOString()
  await rowsIn(
    payload,
    req,
    sql`INSERT INTO "site_visit_slots" ("property", "visit_date", "slot_start", "booked", "updated_at", "created_at")
        VALUES (${key.property}, ${key.date}, ${key.start}, 0, ${at}, ${at})
        ON CONFLICT DO NOTHING`,
  )
  const taken = await rowsIn(
    payload,
    req,
    sql`UPDATE "site_visit_slots" SET "booked" = "booked" + 1, "updated_at" = ${at}
        WHERE "property" = ${key.property} AND "visit_date" = ${key.date} AND "slot_start" = ${key.start} AND "booked" < ${capacity}
        RETURNING "id"`,
  )
  return taken.length === 1
}

/** Gives a place back (a cancelled booking, or a booking whose other writes failed). */
export async function givePlaceBack(payload: Payload, key: SlotKey, now = new Date()): Promise<void> {
  const sql = sqlOf(payload)
  await rows(
    payload,
    sql`UPDATE "site_visit_slots" SET "booked" = "booked" - 1, "updated_at" = ${now.toISOString()}
        WHERE "property" = ${key.property} AND "visit_date" = ${key.date} AND "slot_start" = ${key.start} AND "booked" > 0
        RETURNING "id"`,
  )
}

/** Places taken per slot start of a property's day (committed bookings). */
export async function bookedCounts(payload: Payload, property: number, date: string): Promise<Map<string, number>> {
  const sql = sqlOf(payload)
  const found = await readRows(
    payload,
    sql`SELECT "slot_start", "booked" FROM "site_visit_slots" WHERE "property" = ${property} AND "visit_date" = ${date}`,
    { point: true },
  )
  return new Map(found.map((r) => [String(r.slot_start), Number(r.booked ?? 0)]))
}

export type BookingRecord = {
  id: number
  leadId: number
  propertyId: number
  date: string
  start: string
  end: string
  startsAt: Date
  status: 'booked' | 'cancelled'
  name: string | null
  projectName: string | null
}

function idOf(value: unknown): number {
  return typeof value === 'object' && value && 'id' in value ? Number((value as { id: unknown }).id) : Number(value)
}

/**
 * A booking by its id, or null when there is none. A failed read throws: the cancel page then asks
 * the visitor to try again, and a visit mail is retried, instead of either taking it for no booking.
 */
export async function findBooking(payload: Payload, id: number): Promise<BookingRecord | null> {
  const doc = await payload.findByID({ collection: 'site-visits', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc) return null
  return {
    id: doc.id,
    leadId: idOf(doc.lead),
    propertyId: idOf(doc.property),
    date: doc.visit_date,
    start: doc.slot_start,
    end: doc.slot_end,
    startsAt: new Date(doc.starts_at),
    status: doc.status,
    name: doc.name ?? null,
    projectName: doc.project_name ?? null,
  }
}

/** The booking of a `site-visit` lead, or null (spam bookings have none). */
export async function bookingOfLead(payload: Payload, leadId: number): Promise<BookingRecord | null> {
  const found = await payload.find({
    collection: 'site-visits',
    where: { lead: { equals: leadId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { status: true },
  })
  const id = found.docs[0]?.id
  return id ? findBooking(payload, id) : null
}

/**
 * Cancels a booking and gives its place back; false when it was not booked (already cancelled, or
 * unknown). The status changes only where it is still `booked`, so two cancels free one place.
 */
export async function cancelBooking(payload: Payload, id: number, now = new Date()): Promise<boolean> {
  const sql = sqlOf(payload)
  const at = now.toISOString()
  const changed = await rows(
    payload,
    sql`UPDATE "site_visits" SET "status" = 'cancelled', "cancelled_at" = ${at}, "updated_at" = ${at}
        WHERE "id" = ${id} AND "status" = 'booked'
        RETURNING "property_id", "visit_date", "slot_start"`,
  )
  const row = changed[0]
  if (!row) return false
  await givePlaceBack(payload, { property: Number(row.property_id), date: String(row.visit_date), start: String(row.slot_start) }, now)
  return true
}

/** Booked visits per day (`YYYY-MM-DD`) from `from` to `to`, both included. */
export async function visitsPerDay(payload: Payload, from: string, to: string): Promise<Map<string, number>> {
  const sql = sqlOf(payload)
  const query: Fragment = sql`
    SELECT "visit_date", COUNT(*) AS "visits" FROM "site_visits"
    WHERE "status" = 'booked' AND "visit_date" >= ${from} AND "visit_date" <= ${to}
    GROUP BY "visit_date"`
  const found = await rows(payload, query)
  return new Map(found.map((r) => [String(r.visit_date), Number(r.visits)]))
}

export type VisitProperty = {
  id: number
  name: string
  city: string | null
  address: string | null
  hours: VisitingHours
}

/** The site data items of visiting hours (item → content). */
async function visitSiteData(payload: Payload): Promise<Record<string, string>> {
  const found = await payload.find({
    collection: 'site-data',
    where: { item: { in: [...SITE_DATA_VISIT_ITEMS] } },
    limit: SITE_DATA_VISIT_ITEMS.length,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { item: true, content: true },
  })
  return Object.fromEntries(found.docs.map((d) => [d.item.trim(), (d.content ?? '').trim()]))
}

/** A published property with its visiting hours (site defaults under its overrides), or null. */
export async function visitProperty(payload: Payload, posted: string | number): Promise<VisitProperty | null> {
  const text = String(posted)
  if (!/^\d{1,15}$/.test(text)) return null
  const result = await payload.find({
    collection: 'properties',
    where: { and: [{ id: { equals: Number(text) } }, { published: { equals: true } }] },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { full_name: true, city: true, location: true, visiting_hours: true },
  })
  const property = result.docs[0]
  if (!property) return null
  const city = typeof property.city === 'object' && property.city ? property.city.city_name : null
  return {
    id: property.id,
    name: property.full_name,
    city,
    address: property.location?.address ?? null,
    hours: visitingHours(await visitSiteData(payload), (property.visiting_hours ?? null) as VisitingHoursOverride | null),
  }
}
