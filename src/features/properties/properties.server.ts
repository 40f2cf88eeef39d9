import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import type { Locale } from '@/features/i18n/locales'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

import { featuredIds, latestIds, loadPropertyDetail, loadPropertyDetailsByIds, loadPropertySummaries, similarIds } from './catalogue.server'
import type { PropertyDetail, PropertySummary } from './summary'

/** What a property card needs; the rest of the document stays in the database. */
export const SUMMARY_SELECT = {
  full_name: true,
  slug: true,
  city: true,
  builder_name: true,
  price_range_minimum: true,
  price_range_maximum: true,
  currency: true,
  floor_plans: { bhk: true },
  status: true,
  featured: true,
  offer_available: true,
  offer_validity: true,
  images: true,
} as const

export const SUMMARY_POPULATE = {
  cities: { city_name: true, slug: true },
  builders: { builder_name: true, slug: true },
  media: { alt: true, url: true, width: true, height: true, sizes: true },
} as const

const TAGS = [CACHE_TAGS.properties, CACHE_TAGS.cities, CACHE_TAGS.builders, CACHE_TAGS.media] as const

const DETAIL_TAGS = [...TAGS, CACHE_TAGS.amenities, CACHE_TAGS.propertyTypes] as const

/** Featured projects of one city (or of all cities when `cityId` is null), by name. */
export const getFeaturedProperties = cachedQuery(
  'featured-properties',
  TAGS,
  async (cityId: number | null, limit: number): Promise<PropertySummary[]> => {
    const payload = await getPayload({ config })
    return loadPropertySummaries(payload, await featuredIds(payload, cityId, limit))
  },
  [] as PropertySummary[],
)

/** One published property by its city and its slug within that city, or null; its texts in `locale`. */
export const getPropertyBySlug = cachedQuery(
  'property-by-slug',
  DETAIL_TAGS,
  async (cityId: number, slug: string, locale: Locale): Promise<PropertyDetail | null> =>
    loadPropertyDetail(await getPayload({ config }), cityId, slug, locale),
  null,
)

/** Published properties by id with their page data, in the order given (the compare page), in `locale`. */
export const getPropertiesByIds = cachedQuery(
  'properties-by-ids',
  DETAIL_TAGS,
  async (ids: number[], locale: Locale = 'en'): Promise<PropertyDetail[]> => loadPropertyDetailsByIds(await getPayload({ config }), ids, locale),
  [] as PropertyDetail[],
)

/**
 * Up to `limit` other projects in the same city that cost about the same (minimum price within
 * ±30 %) or come from the same builder, featured first, then by name.
 */
export const getSimilarProperties = cachedQuery(
  'similar-properties',
  TAGS,
  async (propertyId: number, cityId: number, builderId: number | null, priceMinimum: number | null, limit: number): Promise<PropertySummary[]> => {
    const payload = await getPayload({ config })
    return loadPropertySummaries(payload, await similarIds(payload, { propertyId, cityId, builderId, priceMinimum }, limit))
  },
  [] as PropertySummary[],
)

/** The most recently added published projects, newest first (for the human sitemap). */
export const getLatestProperties = cachedQuery(
  'latest-properties',
  TAGS,
  async (limit: number): Promise<PropertySummary[]> => {
    const payload = await getPayload({ config })
    return loadPropertySummaries(payload, await latestIds(payload, limit))
  },
  [] as PropertySummary[],
)
