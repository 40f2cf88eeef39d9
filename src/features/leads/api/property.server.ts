import 'server-only'

import type { Payload } from 'payload'

import { dialectOf, readRows, sqlFor } from '@/cms/db/raw-sql'

import { findPublishedProperty, type LeadProperty } from '../intake/store.server'

/** A published property by id or by slug (the first by id when a slug is used in several cities). */
export async function findPublishedPropertyByRef(payload: Payload, ref: string | number): Promise<LeadProperty | undefined> {
  const posted = String(ref).trim()
  if (/^\d{1,15}$/.test(posted)) return findPublishedProperty(payload, posted)
  if (!/^[a-z0-9-]{1,255}$/i.test(posted)) return undefined
  const sql = sqlFor(dialectOf(payload))
  const [row] = await readRows(
    payload,
    sql`SELECT p."id" FROM "properties" p WHERE p."slug" = ${posted.toLowerCase()} AND p."published" = true ORDER BY p."id" LIMIT 1`,
    { point: true },
  )
  return row ? findPublishedProperty(payload, String(row.id)) : undefined
}
