import 'server-only'

/**
 * Today's follow-ups per sales person for the /admin Home tab (docs/product.md §22): leads whose
 * `follow_up_at` falls on today (site time zone) and that are still being worked, grouped by
 * assignee, earliest first. Only for those who may read leads.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { dialectOf, rows, sqlFor } from '@/cms/db/raw-sql'

import { lastDays } from './lead-days'

export type FollowUp = { id: number; name: string | null; at: string; project: string | null; status: string }
export type FollowUpGroup = { assignee: string | null; leads: FollowUp[] }

const LIMIT = 200

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString())

export async function getTodaysFollowUps(options: { timeZone: string; now?: Date; payload?: Payload }): Promise<FollowUpGroup[]> {
  const payload = options.payload ?? (await getPayload({ config }))
  const sql = sqlFor(dialectOf(payload))
  const [today] = lastDays(options.now ?? new Date(), options.timeZone, 1)
  const found = await rows(
    payload,
    sql`SELECT l."id", l."name", l."follow_up_at", l."project_name", l."status", e."name" AS "assignee_name", e."email" AS "assignee_email"
        FROM "leads" l LEFT JOIN "editors" e ON e."id" = l."assignee_id"
        WHERE l."follow_up_at" >= ${today!.start} AND l."follow_up_at" < ${today!.end}
          AND l."status" NOT IN ('won', 'lost', 'spam', 'test')
        ORDER BY l."follow_up_at", l."id" LIMIT ${LIMIT}`,
  )
  const groups = new Map<string, FollowUpGroup>()
  for (const row of found) {
    const assignee = (row.assignee_name as string | null) || (row.assignee_email as string | null) || null
    const key = assignee ?? ''
    if (!groups.has(key)) groups.set(key, { assignee, leads: [] })
    groups.get(key)!.leads.push({ id: Number(row.id), name: (row.name as string | null) ?? null, at: iso(row.follow_up_at), project: (row.project_name as string | null) ?? null, status: String(row.status) })
  }
  return [...groups.values()].sort((a, b) => (a.assignee === null ? 1 : b.assignee === null ? -1 : a.assignee.localeCompare(b.assignee)))
}
