import 'server-only'

/**
 * WhatsApp click counting (docs/product.md §15): `POST /forms/whatsapp-click` with `property=<id>` (URL-encoded,
 * as navigator.sendBeacon sends it, or JSON), and the per-property figures of the /admin dashboard.
 * Counts live in `whatsapp_clicks`, one row per property and local day, raised by one upsert
 * statement, so concurrent clicks are all counted on SQLite and PostgreSQL without a transaction.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { dialectOf, rows, sqlFor } from '@/cms/db/raw-sql'
import { addDays, dayInTimeZone, isoDate, zonedYmd } from '@/features/dates/time-zone'
import { checkOrigin } from '@/lib/http/origin'
import { clientIp } from '@/lib/http/client-address'
import { findPublishedProperty } from '@/features/leads/intake/store.server'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { consumeLimit, createLimiter } from '@/lib/rate-limit'
import { NO_STORE } from '@/lib/http/responses'

/** A visitor clicks the button a few times at most; a script hammering it is cut off. */
export const CLICK_LIMIT = { points: 20, duration: 10 * 60 } as const
const byIp = createLimiter({ keyPrefix: 'whatsapp-click-ip', ...CLICK_LIMIT })

/** For tests: forget every count of the limit. */
export function resetClickLimit(): void {
  byIp.reset()
}

const BODY_LIMIT_BYTES = 2048
export const CLICK_MESSAGES = {
  property: 'Please send the id of a property',
  unknownProperty: 'There is no such property',
  crossSite: 'Sent from another site',
  rateLimited: 'Too many clicks, please try again later',
  badBody: 'The request could not be read',
  unavailable: 'Please try again in a moment',
} as const


function fail(status: number, error: string, extra: { errors?: Record<string, string>; headers?: Record<string, string> } = {}): Response {
  return Response.json({ ok: false, error, ...(extra.errors ? { errors: extra.errors } : {}) }, { status, headers: { ...NO_STORE, ...extra.headers } })
}

async function readSmallBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > BODY_LIMIT_BYTES) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > BODY_LIMIT_BYTES) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The posted `property`, from JSON or from a URL-encoded body (sendBeacon's, also sent as text/plain). */
function postedProperty(body: string, contentType: string): string | null | undefined {
  if (contentType.includes('application/json')) {
    try {
      const parsed = JSON.parse(body) as unknown
      if (!parsed || typeof parsed !== 'object') return undefined
      const value = (parsed as Record<string, unknown>).property
      return typeof value === 'number' || typeof value === 'string' ? String(value) : null
    } catch {
      return undefined
    }
  }
  return new URLSearchParams(body).get('property')
}

/** Adds one click for the property on the local day of `now`; returns the day's new count. */
export async function recordClick(payload: Payload, propertyId: number, now: Date = new Date(), timeZone = env().SITE_TIME_ZONE): Promise<number> {
  const sql = sqlFor(dialectOf(payload))
  const day = dayInTimeZone(now, timeZone)
  const found = await rows(
    payload,
    sql`INSERT INTO "whatsapp_clicks" ("property_id", "day", "count", "updated_at", "created_at")
        VALUES (${propertyId}, ${day}, 1, ${now.toISOString()}, ${now.toISOString()})
        ON CONFLICT ("property_id", "day") DO UPDATE SET "count" = "whatsapp_clicks"."count" + 1, "updated_at" = ${now.toISOString()}
        RETURNING "count"`,
  )
  return Number(found[0]?.count ?? 0)
}

/** `POST /forms/whatsapp-click`: same origin → per-IP limit → body → property → count → 204. */
export async function handleWhatsAppClick(request: Request): Promise<Response> {
  if (checkOrigin(request.headers, request.url, env().SITE_URL) !== 'same') return fail(403, CLICK_MESSAGES.crossSite)
  const limit = await consumeLimit(byIp, clientIp(request.headers))
  if (!limit.ok) return fail(429, CLICK_MESSAGES.rateLimited, { headers: { 'retry-after': String(limit.retryAfterSeconds) } })
  const body = await readSmallBody(request).catch(() => null)
  if (body === null) return fail(413, CLICK_MESSAGES.badBody)
  const posted = postedProperty(body, (request.headers.get('content-type') ?? '').toLowerCase())
  if (posted === undefined) return fail(400, CLICK_MESSAGES.badBody)
  const id = posted?.trim() ?? ''
  if (!/^\d{1,15}$/.test(id)) return fail(422, CLICK_MESSAGES.property, { errors: { property: CLICK_MESSAGES.property } })
  try {
    const payload = await getPayload({ config })
    const property = await findPublishedProperty(payload, id)
    if (!property) return fail(404, CLICK_MESSAGES.unknownProperty, { errors: { property: CLICK_MESSAGES.unknownProperty } })
    await recordClick(payload, property.id)
  } catch (error) {
    logger.error({ err: error }, 'WhatsApp click could not be counted')
    return fail(503, CLICK_MESSAGES.unavailable, { headers: { 'retry-after': '30' } })
  }
  return new Response(null, { status: 204, headers: NO_STORE })
}

export type PropertyClicks = { propertyId: number; name: string; clicks: number }
export const CLICK_DAYS = 30
const TOP_LIMIT = 10

/** The most clicked properties over the last `days` local days (today included), most first. */
export async function topClickedProperties(payload: Payload, options: { now: Date; timeZone: string; days?: number; limit?: number }): Promise<{ total: number; top: PropertyClicks[] }> {
  const sql = sqlFor(dialectOf(payload))
  const today = zonedYmd(options.now, options.timeZone)
  const since = isoDate(addDays(today, -((options.days ?? CLICK_DAYS) - 1)))
  const until = isoDate(today)
  const found = await rows(
    payload,
    sql`SELECT "property_id" AS "property", sum("count") AS "n" FROM "whatsapp_clicks"
        WHERE "day" >= ${since} AND "day" <= ${until} AND "property_id" IS NOT NULL
        GROUP BY "property_id" ORDER BY sum("count") DESC, "property_id" LIMIT ${options.limit ?? TOP_LIMIT}`,
  )
  const [totalRow] = await rows(payload, sql`SELECT coalesce(sum("count"), 0) AS "n" FROM "whatsapp_clicks" WHERE "day" >= ${since} AND "day" <= ${until}`)
  const ids = found.map((row) => Number(row.property))
  const names = new Map<number, string>()
  if (ids.length > 0) {
    const properties = await payload.find({
      collection: 'properties',
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: true,
      select: { full_name: true },
    })
    for (const property of properties.docs) names.set(property.id, property.full_name)
  }
  return {
    total: Number(totalRow?.n ?? 0),
    top: found.map((row) => ({ propertyId: Number(row.property), name: names.get(Number(row.property)) ?? `Property ${String(row.property)}`, clicks: Number(row.n) })),
  }
}
