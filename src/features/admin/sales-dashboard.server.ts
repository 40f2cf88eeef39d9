import 'server-only'

/**
 * The sales figures of the /admin Home tab (docs/product.md §15): leads still `new` beyond the SLA, the median
 * time to first status change per week, and WhatsApp clicks per property. Beside the leads
 * dashboard (dashboard.server.ts) rather than inside it, so each stays one screen long.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { dialectOf, rows, sqlFor } from '@/cms/db/raw-sql'
import { slaMinutes } from '@/features/leads/routing/routing.server'
import { CLICK_DAYS, type PropertyClicks, topClickedProperties } from '@/features/whatsapp/clicks.server'

import { lastWeeks, type WeekMedian, weeklyMedians } from './response-times'

export type OverdueLead = { id: number; name: string | null; createdAt: string; city: string | null; project: string | null; assignee: string | null }

export type SalesDashboard = {
  slaMinutes: number
  overdueCount: number
  /** The longest-waiting overdue leads; null when the viewer's role may not read leads. */
  overdue: OverdueLead[] | null
  weeks: WeekMedian[]
  clickDays: number
  clicksTotal: number
  clicks: PropertyClicks[]
}

const OVERDUE_LIMIT = 10

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString())
const textOrNull = (value: unknown): string | null => (value == null || value === '' ? null : String(value))

export async function getSalesDashboard(options: { timeZone: string; canReadLeads: boolean; now?: Date; payload?: Payload }): Promise<SalesDashboard> {
  const payload = options.payload ?? (await getPayload({ config }))
  const sql = sqlFor(dialectOf(payload))
  const now = options.now ?? new Date()
  const sla = await slaMinutes(payload)
  const dueBefore = new Date(now.getTime() - sla * 60_000).toISOString()
  const weeks = lastWeeks(now, options.timeZone)
  const overdueWhere = sql`"status" = 'new' AND "created_at" < ${dueBefore}`

  const [count, overdue, worked, clicks] = await Promise.all([
    rows(payload, sql`SELECT count(*) AS "n" FROM "leads" WHERE ${overdueWhere}`),
    options.canReadLeads
      ? rows(
          payload,
          sql`SELECT l."id", l."name", l."created_at", l."city", l."project_name", e."name" AS "assignee_name", e."email" AS "assignee_email"
              FROM "leads" l LEFT JOIN "editors" e ON e."id" = l."assignee_id"
              WHERE l."status" = 'new' AND l."created_at" < ${dueBefore}
              ORDER BY l."created_at", l."id" LIMIT ${OVERDUE_LIMIT}`,
        )
      : Promise.resolve(null),
    rows(
      payload,
      sql`SELECT "created_at", "first_status_change_at" FROM "leads"
          WHERE "created_at" >= ${weeks[0]!.start} AND "created_at" < ${weeks.at(-1)!.end}
            AND "first_status_change_at" IS NOT NULL AND "status" <> 'spam'`,
    ),
    topClickedProperties(payload, { now, timeZone: options.timeZone, days: CLICK_DAYS }),
  ])

  return {
    slaMinutes: sla,
    overdueCount: Number(count[0]?.n ?? 0),
    overdue:
      overdue?.map((row) => ({
        id: Number(row.id),
        name: textOrNull(row.name),
        createdAt: iso(row.created_at),
        city: textOrNull(row.city),
        project: textOrNull(row.project_name),
        assignee: textOrNull(row.assignee_name) ?? textOrNull(row.assignee_email),
      })) ?? null,
    weeks: weeklyMedians(
      worked.map((row) => ({ createdAt: new Date(iso(row.created_at)), firstStatusChangeAt: new Date(iso(row.first_status_change_at)) })),
      weeks,
    ),
    clickDays: CLICK_DAYS,
    clicksTotal: clicks.total,
    clicks: clicks.top,
  }
}
