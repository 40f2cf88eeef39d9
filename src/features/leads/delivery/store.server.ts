import 'server-only'

/**
 * The outbox table `lead_deliveries`, read and written with one SQL text for SQLite and PostgreSQL
 * over the adapter's own drizzle instance (like src/features/search/search.server.ts).
 *
 * Claiming is a compare-and-set: a due row is taken by moving its `next_attempt_at` forward by a
 * lease, only where it still holds the value this process read. Of two processes that read the same
 * row exactly one changes it; the other gets no row back and leaves it. A process that dies while
 * sending leaves the lease behind, and the row is due again when the lease runs out.
 */
import type { Payload } from 'payload'

import { dialectOf, type Fragment, type Row, rows as runRows, sqlFor } from '@/cms/db/raw-sql'

export type DueDelivery = {
  id: number
  leadId: number
  channel: string
  attempts: number
  idempotencyKey: string
  /** The stored `next_attempt_at` exactly as read (the claim compares against it); null if unset. */
  nextAttemptAt: string | null
  retryFrom: Date | null
}

export type Outbox = ReturnType<typeof outbox>

function iso(value: unknown): string | null {
  if (value == null) return null
  return value instanceof Date ? value.toISOString() : String(value)
}

/** The outbox queries bound to a Payload instance's database. */
export function outbox(payload: Payload) {
  const dialect = dialectOf(payload)
  const sql = sqlFor(dialect)
  const rows = (query: Fragment): Promise<Row[]> => runRows(payload, query)

  return {
    /**
     * Leads (not spam, not test) created between `from` and `until` that have no outbox row at all: the
     * intake writes a lead and its rows together, but where the database has no transaction
     * (SQLite) a crash between the two writes would leave the lead undelivered.
     */
    async leadsWithoutDeliveries(from: Date, until: Date, limit: number): Promise<{ id: number; form: string }[]> {
      const found = await rows(sql`
        SELECT l."id", l."form" FROM "leads" l
        WHERE l."created_at" >= ${from.toISOString()} AND l."created_at" <= ${until.toISOString()}
          AND l."status" NOT IN ('spam', 'test')
          AND NOT EXISTS (SELECT 1 FROM "lead_deliveries" d WHERE d."lead_id" = l."id")
        ORDER BY l."id"
        LIMIT ${limit}`)
      return found.map((r) => ({ id: Number(r.id), form: String(r.form) }))
    },

    /**
     * How many rows wait to be sent, and when the oldest of them was queued (for the metrics). Rows
     * booked for later (a visit reminder, an SLA alert) and not tried yet are not waiting: counted,
     * they would make the oldest age days long on a healthy site. (A row of the lead's own channels
     * counts while it is being sent, its `next_attempt_at` moved on by the lease.)
     */
    async backlog(now: Date): Promise<{ pending: number; oldestCreatedAt: Date | null }> {
      const [row] = await rows(sql`
        SELECT COUNT(*) AS "pending", MIN("created_at") AS "oldest" FROM "lead_deliveries"
        WHERE "status" = 'pending'
          AND NOT ("channel" IN ('visit-reminder', 'sla-alert', 'follow-up-reminder') AND "attempts" = 0 AND "next_attempt_at" > ${now.toISOString()})`)
      const oldest = iso(row?.oldest)
      return { pending: Number(row?.pending ?? 0), oldestCreatedAt: oldest === null ? null : new Date(oldest) }
    },

    /** Pending rows whose time has come, oldest due first. */
    async due(now: Date, limit: number): Promise<DueDelivery[]> {
      const found = await rows(sql`
        SELECT "id", "lead_id", "channel", "attempts", "idempotency_key", "next_attempt_at", "retry_from"
        FROM "lead_deliveries"
        WHERE "status" = 'pending' AND ("next_attempt_at" IS NULL OR "next_attempt_at" <= ${now.toISOString()})
        ORDER BY "next_attempt_at", "id"
        LIMIT ${limit}`)
      return found.map((r) => ({
        id: Number(r.id),
        leadId: Number(r.lead_id),
        channel: String(r.channel),
        attempts: Number(r.attempts ?? 0),
        idempotencyKey: String(r.idempotency_key),
        nextAttemptAt: iso(r.next_attempt_at),
        retryFrom: r.retry_from == null ? null : new Date(iso(r.retry_from)!),
      }))
    },

    /** Takes the row until `leaseUntil`; false when another process took it first. */
    async claim(row: DueDelivery, now: Date, leaseUntil: Date): Promise<boolean> {
      const current = row.nextAttemptAt === null ? sql`"next_attempt_at" IS NULL` : sql`"next_attempt_at" = ${row.nextAttemptAt}`
      const claimed = await rows(sql`
        UPDATE "lead_deliveries" SET "next_attempt_at" = ${leaseUntil.toISOString()}, "updated_at" = ${now.toISOString()}
        WHERE "id" = ${row.id} AND "status" = 'pending' AND ${current}
        RETURNING "id"`)
      return claimed.length === 1
    },

    async markSent(id: number, now: Date): Promise<void> {
      await rows(sql`
        UPDATE "lead_deliveries" SET "status" = 'sent', "sent_at" = ${now.toISOString()}, "last_error" = NULL, "updated_at" = ${now.toISOString()}
        WHERE "id" = ${id}
        RETURNING "id"`)
    },

    /**
     * Records a failed try: the next try at `retryAt`, or status failed when `retryAt` is null. Only
     * while this process still holds its lease, so a late answer never overwrites a newer outcome.
     */
    async markFailed(id: number, lease: Date, attempts: number, error: string, now: Date, retryAt: Date | null): Promise<void> {
      const next = retryAt ? sql`"next_attempt_at" = ${retryAt.toISOString()}` : sql`"status" = 'failed'`
      await rows(sql`
        UPDATE "lead_deliveries" SET "attempts" = ${attempts}, "last_error" = ${error}, "updated_at" = ${now.toISOString()}, ${next}
        WHERE "id" = ${id} AND "status" = 'pending' AND "next_attempt_at" = ${lease.toISOString()}
        RETURNING "id"`)
    },
  }
}
