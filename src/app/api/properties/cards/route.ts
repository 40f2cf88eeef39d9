/**
 * `GET /api/properties/cards?ids=1,2,3[&language=hi]`: the card texts (`toCardData`) of up to RECENT_MAX
 * published projects, in the order asked, for lists kept in the browser (recently viewed, docs/product.md §14),
 * in the language of the page asking (prices, place and links; English by default, docs/product.md §21).
 * Unknown or unpublished ids are left out. A malformed `ids` or `language` is a 400 naming it; a
 * database failure a 503.
 * It reads the same catalogue as the search API and counts against the same per-address limit.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { z } from 'zod'

import { clientIp } from '@/lib/http/client-address'
import { contentNames } from '@/features/i18n/content-names.server'
import { LOCALES } from '@/features/i18n/locales'
import { pageLanguage } from '@/features/i18n/messages.server'
import { toCardData } from '@/features/properties/card'
import { loadPropertySummaries } from '@/features/properties/catalogue.server'
import { RECENT_MAX } from '@/features/recently-viewed/recent-list'
import { consumeSearchApiCall } from '@/features/search/rate-limit.server'
import { logger } from '@/lib/logger'
import { NO_STORE } from '@/lib/http/responses'

export const dynamic = 'force-dynamic'

const idsSchema = z
  .string({ error: 'is required: property ids separated by commas' })
  .regex(/^\d{1,15}(,\d{1,15})*$/, 'must be property ids separated by commas, such as 12,34')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((ids) => ids.length <= RECENT_MAX, `may name at most ${RECENT_MAX} properties`)

const languageSchema = z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` }).default('en')

export async function GET(request: Request): Promise<Response> {
  const limit = await consumeSearchApiCall(clientIp(request.headers))
  if (!limit.ok) {
    return Response.json(
      { error: 'Too many requests from this address; please wait a moment.' },
      { status: 429, headers: { ...NO_STORE, 'retry-after': String(limit.retryAfterSeconds) } },
    )
  }
  const query = new URL(request.url).searchParams
  const parsed = idsSchema.safeParse(query.get('ids') ?? undefined)
  if (!parsed.success) {
    return Response.json({ error: `ids: ${parsed.error.issues[0]!.message}` }, { status: 400, headers: NO_STORE })
  }
  const locale = languageSchema.safeParse(query.get('language') ?? undefined)
  if (!locale.success) {
    return Response.json({ error: `language: ${locale.error.issues[0]!.message}` }, { status: 400, headers: NO_STORE })
  }
  try {
    const payload = await getPayload({ config })
    const summaries = await loadPropertySummaries(payload, parsed.data)
    const language = locale.data === 'en' ? undefined : pageLanguage(locale.data, await contentNames(locale.data))
    return Response.json(
      { items: summaries.map((p) => toCardData(p, { language })) },
      { headers: { 'cache-control': 'public, max-age=0, s-maxage=60' } },
    )
  } catch (error) {
    logger.error({ err: error }, 'Property cards query failed')
    return Response.json({ error: 'Projects are unavailable right now; please try again.' }, { status: 503, headers: { ...NO_STORE, 'retry-after': '5' } })
  }
}
