import 'server-only'

import config from '@payload-config'
import { getPayload, type Where } from 'payload'

import { dayInTimeZone } from '@/features/dates/time-zone'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'
import { env } from '@/lib/env'
import { SUMMARY_POPULATE, SUMMARY_SELECT } from '@/features/properties/properties.server'
import { type PropertySummary, toPropertySummary } from '@/features/properties/summary'

import { isOfferActive, startOfDayInTimeZone } from './offer'

const OFFER_TAGS = [CACHE_TAGS.properties, CACHE_TAGS.cities, CACHE_TAGS.builders, CACHE_TAGS.media] as const

/** The database form of `isOfferActive`: an offer text, valid from the first instant of today on. */
function activeOfferWhere(startOfToday: string): Where {
  return {
    and: [
      { offer_available: { exists: true } },
      { offer_available: { not_equals: '' } },
      { offer_validity: { greater_than_equal: startOfToday } },
    ],
  }
}

/** Soonest-ending first; the name and id keep the order stable between pages. */
const OFFER_SORT = ['offer_validity', 'full_name', 'id']

const queryActiveOffers = cachedQuery(
  'active-offers',
  [...OFFER_TAGS],
  // `today` is part of the cache key, so yesterday's list is never served after midnight.
  async (today: string, timeZone: string, limit: number): Promise<PropertySummary[]> => {
    const payload = await getPayload({ config })
    const now = new Date()
    const result = await payload.find({
      collection: 'properties',
      overrideAccess: false,
      where: activeOfferWhere(startOfDayInTimeZone(now, timeZone).toISOString()),
      limit,
      depth: 1,
      sort: OFFER_SORT,
      select: SUMMARY_SELECT,
      populate: SUMMARY_POPULATE,
    })
    return result.docs.map(toPropertySummary).filter((p) => isOfferActive(p.offerValidity, now, timeZone) && p.offer)
  },
  [] as PropertySummary[],
)

/** Properties whose offer is still valid today in the site's time zone, soonest-ending first. */
export async function getActiveOffers(limit: number): Promise<PropertySummary[]> {
  const timeZone = env().SITE_TIME_ZONE
  return queryActiveOffers(dayInTimeZone(new Date(), timeZone), timeZone, limit)
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
  const result = await payload.find({
    collection: 'properties',
    // As the anonymous visitor: unpublished properties stay out (publishedOrStaff).
    overrideAccess: false,
    where: activeOfferWhere(startOfToday),
    page,
    limit: pageSize,
    depth: 1,
    sort: OFFER_SORT,
    select: SUMMARY_SELECT,
    populate: SUMMARY_POPULATE,
  })
  return {
    total: result.totalDocs,
    page,
    pageSize,
    totalPages: Math.ceil(result.totalDocs / pageSize),
    results: result.docs.map(toPropertySummary),
  }
}

/**
 * One page of the properties with an active offer (SPEC §5), soonest-ending first, counted and
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
