import 'server-only'

import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { getPayload } from 'payload'

import { dialectOf, readRows, type Sql, sqlFor } from '@/cms/db/raw-sql'
import { dayInTimeZone } from '@/features/dates/time-zone'
import { loadPropertySummaries, publishedIds } from '@/features/properties/catalogue.server'
import type { PropertySummary } from '@/features/properties/summary'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'
import { env } from '@/lib/env'
import { limitSharedLifetime } from '@/lib/observability/request-context'

import { isOfferActive, secondsOfOfferDay, startOfDayInTimeZone } from './offer'

const OFFER_TAGS = [CACHE_TAGS.properties, CACHE_TAGS.cities, CACHE_TAGS.builders, CACHE_TAGS.media] as const

/**
 * The database form of `isOfferActive`: valid from the first instant of today on, with an offer
 * text (the English one, localized in properties_locales: docs/product.md §21).
 */
const activeOffer = (startOfToday: string) => (sql: Sql) =>
  sql`p."offer_validity" >= ${startOfToday} AND EXISTS (SELECT 1 FROM "properties_locales" pe
    WHERE pe."_parent_id" = p."id" AND pe."_locale" = 'en' AND pe."offer_available" IS NOT NULL AND pe."offer_available" <> '')`

/** Soonest-ending first; the name and id keep the order stable between pages. */
const OFFER_ORDER = (sql: Sql) => sql`p."offer_validity", p."full_name", p."id"`

const queryActiveOffers = cachedQuery(
  'active-offers',
  [...OFFER_TAGS],
  // `today` is part of the cache key, so yesterday's list is never served after midnight.
  async (today: string, timeZone: string, limit: number): Promise<PropertySummary[]> => {
    const payload = await getPayload({ config })
    const now = new Date()
    const ids = await publishedIds(payload, activeOffer(startOfDayInTimeZone(now, timeZone).toISOString()), OFFER_ORDER, limit)
    return (await loadPropertySummaries(payload, ids)).filter((p) => isOfferActive(p.offerValidity, now, timeZone) && p.offer)
  },
  [] as PropertySummary[],
)

/** How long an ISR page that shows an offer may be kept (the day is read again after it). */
const OFFER_DAY_SECONDS = 60

const offerDay = unstable_cache(async (timeZone: string) => dayInTimeZone(new Date(), timeZone), ['offer-day'], { revalidate: OFFER_DAY_SECONDS })

/**
 * Today in the site's time zone, for a page that shows offers. Pages otherwise live for the 4-hour
 * safety net of docs/product.md §9; reading the day through a cache entry that lives a minute gives an ISR page
 * that calls it a one-minute lifetime, so an offer that ends at midnight leaves on time. A page
 * rendered per request and kept by the response cache (a property page, ADR 027) is kept until the
 * day ends in the site's time zone (`limitSharedLifetime`; at most its 4 hours), when such an offer
 * is over: a popular page with an offer is not rendered again every minute.
 */
export async function getOfferDay(): Promise<string> {
  const timeZone = env().SITE_TIME_ZONE
  const day = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD ? dayInTimeZone(new Date(), timeZone) : await offerDay(timeZone)
  limitSharedLifetime(secondsOfOfferDay(day, new Date(), timeZone, OFFER_DAY_SECONDS))
  return day
}

/** Properties whose offer is still valid today in the site's time zone, soonest-ending first. */
export async function getActiveOffers(limit: number): Promise<PropertySummary[]> {
  return queryActiveOffers(await getOfferDay(), env().SITE_TIME_ZONE, limit)
}

export const OFFERS_PAGE_SIZE = 24

export type OffersPage = {
  total: number
  page: number
  pageSize: number
  totalPages: number
  results: PropertySummary[]
}

const EMPTY_PAGE: OffersPage = { total: 0, page: 1, pageSize: OFFERS_PAGE_SIZE, totalPages: 0, results: [] }

async function queryOffersPage(startOfToday: string, page: number, pageSize: number): Promise<OffersPage> {
  const payload = await getPayload({ config })
  const sql = sqlFor(dialectOf(payload))
  const where = activeOffer(startOfToday)
  // Published only, as the anonymous visitor sees them (publishedOrStaff).
  const [counted, ids] = await Promise.all([
    readRows(payload, sql`SELECT count(*) AS "total" FROM "properties" p WHERE p."published" = true AND ${where(sql)}`),
    publishedIds(payload, where, OFFER_ORDER, pageSize, (page - 1) * pageSize),
  ])
  const total = Number(counted[0]?.total ?? 0)
  return { total, page, pageSize, totalPages: Math.ceil(total / pageSize), results: await loadPropertySummaries(payload, ids) }
}

/**
 * One page of the properties with an active offer (docs/product.md §5), soonest-ending first, counted and
 * paged in the database. Not cached: the /offers page uses `getOffersPage`; tests pass `now`.
 */
export async function findActiveOffers({
  now = new Date(),
  timeZone,
  page = 1,
  pageSize = OFFERS_PAGE_SIZE,
}: {
  now?: Date
  timeZone: string
  page?: number
  pageSize?: number
}): Promise<OffersPage> {
  return queryOffersPage(startOfDayInTimeZone(now, timeZone).toISOString(), page, pageSize)
}

// The first instant of today is part of the cache key, so after midnight a new list is read.
const cachedOffersPage = cachedQuery('active-offers-page', [...OFFER_TAGS], queryOffersPage, EMPTY_PAGE)

/** The /offers page's list for today in the site's time zone. */
export async function getOffersPage(page: number, pageSize: number = OFFERS_PAGE_SIZE): Promise<OffersPage> {
  const start = startOfDayInTimeZone(new Date(), env().SITE_TIME_ZONE).toISOString()
  return cachedOffersPage(start, page, pageSize)
}
