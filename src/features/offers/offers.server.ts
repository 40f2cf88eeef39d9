import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { CACHE_TAGS, cachedQuery } from '@/lib/cache'
import { env } from '@/lib/env'
import { SUMMARY_POPULATE, SUMMARY_SELECT } from '@/features/properties/properties.server'
import { type PropertySummary, toPropertySummary } from '@/features/properties/summary'

import { dayInTimeZone, isOfferActive, startOfDayInTimeZone } from './offer'

const queryActiveOffers = cachedQuery(
  'active-offers',
  [CACHE_TAGS.properties, CACHE_TAGS.cities, CACHE_TAGS.builders, CACHE_TAGS.media],
  // `today` is part of the cache key, so yesterday's list is never served after midnight.
  async (today: string, timeZone: string, limit: number): Promise<PropertySummary[]> => {
    const payload = await getPayload({ config })
    const now = new Date()
    const result = await payload.find({
      collection: 'properties',
      overrideAccess: false,
      where: {
        and: [
          { offer_available: { exists: true } },
          { offer_available: { not_equals: '' } },
          { offer_validity: { greater_than_equal: startOfDayInTimeZone(now, timeZone).toISOString() } },
        ],
      },
      limit,
      depth: 1,
      sort: ['offer_validity', 'full_name'],
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
