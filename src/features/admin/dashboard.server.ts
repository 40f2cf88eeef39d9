import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { dialectOf, type Fragment, rows, type Sql, sqlFor } from '@/cms/db/raw-sql'
import type { Lead } from '@/cms/payload-types'

import { DASHBOARD_DAYS, type DayWindow, lastDays } from './lead-days'

/** Leads flagged as spam by the intake (docs/product.md §7) are stored but left out of every figure. */
export const EXCLUDED_STATUS = 'spam'

export type Tally = { key: string | null; count: number }

export type NewestLead = Pick<Lead, 'id' | 'name' | 'form' | 'city' | 'project_name' | 'status' | 'createdAt'>

export type LeadDashboard = {
  timeZone: string
  days: (DayWindow & { count: number })[]
  /** Leads in the window, spam left out. */
  total: number
  byForm: Tally[]
  /** `key` null: leads without a city (the contact and CV forms carry none). */
  byCity: Tally[]
  /** Spam leads in the same window, shown beside the figures so none is left out silently. */
  spam: number
  /** Null when the viewer's role may not read leads. */
  newest: NewestLead[] | null
}

const NEWEST_LIMIT = 10

/**
 * The /admin Home tab (docs/product.md §10): leads per local day over the last 30 days, by form and by city,
 * and the newest leads. Every figure is a GROUP BY in the database over the window's `created_at`
 * range (indexed), so the cost does not grow with the number of leads kept.
 */
export async function getLeadDashboard(options: {
  timeZone: string
  now?: Date
  canReadLeads: boolean
  payload?: Payload
}): Promise<LeadDashboard> {
  const payload = options.payload ?? (await getPayload({ config }))
  const sql = sqlFor(dialectOf(payload))
  const windows = lastDays(options.now ?? new Date(), options.timeZone, DASHBOARD_DAYS)
  const from = windows[0]!.start
  const to = windows.at(-1)!.end
  const inWindow = sql`"created_at" >= ${from} AND "created_at" < ${to}`
  const counted = sql`${inWindow} AND "status" <> ${EXCLUDED_STATUS}`

  const [perDay, byForm, byCity, spam, newest] = await Promise.all([
    rows(payload, sql`SELECT ${dayIndex(sql, windows)} AS "day", count(*) AS "n" FROM "leads" WHERE ${counted} GROUP BY 1`),
    rows(payload, sql`SELECT "form" AS "key", count(*) AS "n" FROM "leads" WHERE ${counted} GROUP BY "form"`),
    rows(payload, sql`SELECT nullif("city", '') AS "key", count(*) AS "n" FROM "leads" WHERE ${counted} GROUP BY 1`),
    rows(payload, sql`SELECT count(*) AS "n" FROM "leads" WHERE ${inWindow} AND "status" = ${EXCLUDED_STATUS}`),
    options.canReadLeads ? newestLeads(payload) : Promise.resolve(null),
  ])

  const counts = new Array<number>(windows.length).fill(0)
  for (const row of perDay) counts[Number(row.day)] = Number(row.n)
  const days = windows.map((window, i) => ({ ...window, count: counts[i]! }))
  return {
    timeZone: options.timeZone,
    days,
    total: counts.reduce((a, b) => a + b, 0),
    byForm: tallies(byForm),
    byCity: tallies(byCity),
    spam: Number(spam[0]?.n ?? 0),
    newest,
  }
}

/**
 * The index of the local day a lead's `created_at` falls in. The bounds are parameters compared
 * with the column, so PostgreSQL reads them as timestamps and SQLite compares the ISO text Payload
 * stores; both see the same half-open days.
 */
function dayIndex(sql: Sql, windows: DayWindow[]): Fragment {
  const branches = windows.slice(0, -1).map((window, i) => sql`WHEN "created_at" < ${window.end} THEN ${sql.raw(String(i))}`)
  return sql`CASE ${sql.join(branches, sql` `)} ELSE ${sql.raw(String(windows.length - 1))} END`
}

/** Largest first; ties by name, with "no value" last. */
function tallies(found: Record<string, unknown>[]): Tally[] {
  return found
    .map((row) => ({ key: row.key === null || row.key === undefined || row.key === '' ? null : String(row.key), count: Number(row.n) }))
    .sort((a, b) => b.count - a.count || (a.key === null ? 1 : b.key === null ? -1 : a.key.localeCompare(b.key)))
}

async function newestLeads(payload: Payload): Promise<NewestLead[]> {
  const result = await payload.find({
    collection: 'leads',
    where: { status: { not_equals: EXCLUDED_STATUS } },
    sort: '-createdAt',
    limit: NEWEST_LIMIT,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true, form: true, city: true, project_name: true, status: true, createdAt: true },
  })
  return result.docs as NewestLead[]
}
