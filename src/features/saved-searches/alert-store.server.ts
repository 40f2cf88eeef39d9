import 'server-only'

/**
 * The alert tables — `property_events` (the outbox of property changes), `alert_matches` and the
 * lease of `saved_searches` — read and written with one SQL text for SQLite and PostgreSQL, like
 * the lead outbox (src/features/leads/delivery/store.server.ts).
 *
 * Claims are compare-and-set updates: an event is taken by moving its `next_attempt_at` forward by a
 * lease where it still holds the value read; a saved search's mail by setting `lease_until` where
 * it is still free. Of several processes exactly one wins; a process that dies leaves the lease,
 * which runs out, and the work is taken again.
 */
import type { Payload } from 'payload'

import { dialectOf, type Fragment, type Row, rows as runRows, sqlFor } from '@/cms/db/raw-sql'
import { isLocale, type Locale } from '@/features/i18n/locales'

import type { AlertFrequency } from './input'

export type DueEvent = { id: number; propertyId: number | null; kind: string; attempts: number; nextAttemptAt: string | null }

export type PendingSearch = {
  id: number
  userId: string
  email: string
  name: string
  query: string
  frequency: AlertFrequency
  /** The language its mail is written in (the page it was saved on). */
  language: Locale
  leaseUntil: string | null
  oldestPending: Date
}

export type PendingMatch = { id: number; propertyId: number | null; kind: string }

export type AlertStore = ReturnType<typeof alertStore>

function iso(value: unknown): string | null {
  if (value == null) return null
  return value instanceof Date ? value.toISOString() : String(value)
}

export function alertStore(payload: Payload) {
  const sql = sqlFor(dialectOf(payload))
  const rows = (query: Fragment): Promise<Row[]> => runRows(payload, query)

  return {
    async dueEvents(now: Date, limit: number): Promise<DueEvent[]> {
      const found = await rows(sql`
        SELECT "id", "property_id", "kind", "attempts", "next_attempt_at" FROM "property_events"
        WHERE "status" = 'pending' AND ("next_attempt_at" IS NULL OR "next_attempt_at" <= ${now.toISOString()})
        ORDER BY "next_attempt_at", "id"
        LIMIT ${limit}`)
      return found.map((r) => ({
        id: Number(r.id),
        propertyId: r.property_id == null ? null : Number(r.property_id),
        kind: String(r.kind),
        attempts: Number(r.attempts ?? 0),
        nextAttemptAt: iso(r.next_attempt_at),
      }))
    },

    async claimEvent(event: DueEvent, now: Date, leaseUntil: Date): Promise<boolean> {
      const current = event.nextAttemptAt === null ? sql`"next_attempt_at" IS NULL` : sql`"next_attempt_at" = ${event.nextAttemptAt}`
      const claimed = await rows(sql`
        UPDATE "property_events" SET "next_attempt_at" = ${leaseUntil.toISOString()}, "updated_at" = ${now.toISOString()}
        WHERE "id" = ${event.id} AND "status" = 'pending' AND ${current}
        RETURNING "id"`)
      return claimed.length === 1
    },

    async finishEvent(id: number, lease: Date, now: Date): Promise<void> {
      await rows(sql`
        UPDATE "property_events" SET "status" = 'done', "last_error" = NULL, "updated_at" = ${now.toISOString()}
        WHERE "id" = ${id} AND "status" = 'pending' AND "next_attempt_at" = ${lease.toISOString()}
        RETURNING "id"`)
    },

    /** A failed try: again at `retryAt`, or status failed when null; only while the lease is ours. */
    async failEvent(id: number, lease: Date, attempts: number, error: string, now: Date, retryAt: Date | null): Promise<void> {
      const next = retryAt ? sql`"next_attempt_at" = ${retryAt.toISOString()}` : sql`"status" = 'failed'`
      await rows(sql`
        UPDATE "property_events" SET "attempts" = ${attempts}, "last_error" = ${error}, "updated_at" = ${now.toISOString()}, ${next}
        WHERE "id" = ${id} AND "status" = 'pending' AND "next_attempt_at" = ${lease.toISOString()}
        RETURNING "id"`)
    },

    /** Saved searches that still want mail, a batch after `afterId` (keyset paging). */
    async subscribedSearches(afterId: number, limit: number): Promise<{ id: number; query: string }[]> {
      const found = await rows(sql`
        SELECT "id", "query" FROM "saved_searches"
        WHERE "unsubscribed_at" IS NULL AND "id" > ${afterId}
        ORDER BY "id"
        LIMIT ${limit}`)
      return found.map((r) => ({ id: Number(r.id), query: r.query == null ? '' : String(r.query) }))
    },

    /**
     * Records that a property matches a saved search; false when it already did. The unique
     * (saved_search_id, property_id) index makes this the once-only guarantee, across processes.
     */
    async addMatch(savedSearchId: number, propertyId: number, kind: string, now: Date): Promise<boolean> {
      const at = now.toISOString()
      const added = await rows(sql`
        INSERT INTO "alert_matches" ("saved_search_id", "property_id", "kind", "status", "updated_at", "created_at")
        VALUES (${savedSearchId}, ${propertyId}, ${kind}, 'pending', ${at}, ${at})
        ON CONFLICT DO NOTHING
        RETURNING "id"`)
      return added.length === 1
    },

    /** Subscribed saved searches with unsent matches and no live lease, with their oldest match. */
    async pendingSearches(now: Date, limit: number): Promise<PendingSearch[]> {
      const found = await rows(sql`
        SELECT s."id", s."user_id", s."email", s."name", s."query", s."frequency", s."language", s."lease_until", min(m."created_at") AS "oldest"
        FROM "alert_matches" m JOIN "saved_searches" s ON s."id" = m."saved_search_id"
        WHERE m."status" = 'pending' AND s."unsubscribed_at" IS NULL
          AND (s."lease_until" IS NULL OR s."lease_until" <= ${now.toISOString()})
        GROUP BY s."id", s."user_id", s."email", s."name", s."query", s."frequency", s."language", s."lease_until"
        ORDER BY min(m."created_at"), s."id"
        LIMIT ${limit}`)
      return found.map((r) => ({
        id: Number(r.id),
        userId: String(r.user_id),
        email: String(r.email),
        name: String(r.name),
        query: r.query == null ? '' : String(r.query),
        frequency: String(r.frequency) as AlertFrequency,
        language: isLocale(r.language) ? r.language : 'en',
        leaseUntil: iso(r.lease_until),
        oldestPending: new Date(iso(r.oldest)!),
      }))
    },

    async claimSearch(search: PendingSearch, now: Date, leaseUntil: Date): Promise<boolean> {
      const current = search.leaseUntil === null ? sql`"lease_until" IS NULL` : sql`"lease_until" = ${search.leaseUntil}`
      const claimed = await rows(sql`
        UPDATE "saved_searches" SET "lease_until" = ${leaseUntil.toISOString()}
        WHERE "id" = ${search.id} AND ${current}
        RETURNING "id"`)
      return claimed.length === 1
    },

    async pendingMatches(savedSearchId: number, limit: number): Promise<PendingMatch[]> {
      const found = await rows(sql`
        SELECT "id", "property_id", "kind" FROM "alert_matches"
        WHERE "saved_search_id" = ${savedSearchId} AND "status" = 'pending'
        ORDER BY "created_at", "id"
        LIMIT ${limit}`)
      return found.map((r) => ({ id: Number(r.id), propertyId: r.property_id == null ? null : Number(r.property_id), kind: String(r.kind) }))
    },

    /** Marks the mailed matches sent and frees the saved search's lease (only while it is ours). */
    async markSent(savedSearchId: number, matchIds: readonly number[], lease: Date, now: Date): Promise<void> {
      const at = now.toISOString()
      if (matchIds.length > 0) {
        await rows(sql`
          UPDATE "alert_matches" SET "status" = 'sent', "sent_at" = ${at}, "updated_at" = ${at}
          WHERE "id" IN (${sql.join(matchIds.map((id) => sql`${id}`), sql`, `)}) AND "status" = 'pending'
          RETURNING "id"`)
      }
      await rows(sql`
        UPDATE "saved_searches" SET "lease_until" = NULL, "last_sent_at" = ${at}
        WHERE "id" = ${savedSearchId} AND "lease_until" = ${lease.toISOString()}
        RETURNING "id"`)
    },

    /** After a failed send: keep the lease as the pause before the next try (`retryAt`). */
    async retrySearchAt(savedSearchId: number, lease: Date, retryAt: Date): Promise<void> {
      await rows(sql`
        UPDATE "saved_searches" SET "lease_until" = ${retryAt.toISOString()}
        WHERE "id" = ${savedSearchId} AND "lease_until" = ${lease.toISOString()}
        RETURNING "id"`)
    },
  }
}
