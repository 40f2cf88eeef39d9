import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { dialectOf, rows, sqlFor } from '@/cms/db/raw-sql'

/** How long a key's first answer is given again (docs/product.md §22). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000
/** A claim this old without an answer belongs to a process that died: a repeat may take it over. */
const STALE_CLAIM_MS = 60_000
/** How long a concurrent repeat waits for the first request's answer. */
const WAIT_MS = 15_000
const POLL_MS = 50

export type StoredAnswer = { status: number; body: unknown }
export type Claim = { kind: 'claimed'; id: number } | { kind: 'answered'; answer: StoredAnswer } | { kind: 'in-progress' }

/** `Idempotency-Key`: 1 to 255 visible ASCII characters. */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[\x21-\x7e]{1,255}$/.test(key)
}

const scopeOf = (sourceId: number, key: string) => `${sourceId}:${createHash('sha256').update(key).digest('hex')}`

/**
 * Claims `key` for this source: one row per source and key under a unique index, inserted with
 * `ON CONFLICT DO NOTHING`, so of any number of concurrent requests with the same key exactly one
 * claims it (on SQLite and PostgreSQL alike). The others wait for its answer and give it again.
 */
export async function claimIdempotencyKey(payload: Payload, sourceId: number, key: string, now = new Date()): Promise<Claim> {
  const sql = sqlFor(dialectOf(payload))
  const scope = scopeOf(sourceId, key)
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString()
  await rows(
    payload,
    // The source's answers past the window go (so the table holds a day of keys), and this key's claim
    // when its process died before answering.
    sql`DELETE FROM "lead_api_requests"
      WHERE ("source_id" = ${sourceId} AND "expires_at" < ${now.toISOString()})
        OR ("scope" = ${scope} AND "status_code" IS NULL AND "created_at" < ${stale})
      RETURNING "id"`,
  )
  const iso = now.toISOString()
  const inserted = await rows(
    payload,
    sql`INSERT INTO "lead_api_requests" ("scope", "source_id", "expires_at", "created_at", "updated_at")
      VALUES (${scope}, ${sourceId}, ${new Date(now.getTime() + IDEMPOTENCY_WINDOW_MS).toISOString()}, ${iso}, ${iso})
      ON CONFLICT ("scope") DO NOTHING RETURNING "id"`,
  )
  if (inserted[0]) return { kind: 'claimed', id: Number(inserted[0].id) }
  const until = Date.now() + WAIT_MS
  for (;;) {
    const [row] = await rows(payload, sql`SELECT "status_code", "answer" FROM "lead_api_requests" WHERE "scope" = ${scope}`)
    // Gone: the first request failed and gave its claim back; this one may try afresh.
    if (!row) return claimIdempotencyKey(payload, sourceId, key, now)
    if (row.status_code != null) {
      const body = typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer
      return { kind: 'answered', answer: { status: Number(row.status_code), body } }
    }
    if (Date.now() > until) return { kind: 'in-progress' }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** Records the answer of a claimed key, for its repeats. */
export async function completeIdempotencyKey(payload: Payload, id: number, answer: StoredAnswer): Promise<void> {
  const sql = sqlFor(dialectOf(payload))
  await rows(
    payload,
    sql`UPDATE "lead_api_requests" SET "status_code" = ${answer.status}, "answer" = ${JSON.stringify(answer.body)}, "updated_at" = ${new Date().toISOString()}
      WHERE "id" = ${id} RETURNING "id"`,
  )
}

/** Gives a claim back (nothing was stored): a repeat is handled as a new request. */
export async function releaseIdempotencyKey(payload: Payload, id: number): Promise<void> {
  const sql = sqlFor(dialectOf(payload))
  await rows(payload, sql`DELETE FROM "lead_api_requests" WHERE "id" = ${id} RETURNING "id"`)
}
