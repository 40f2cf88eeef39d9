import 'server-only'

import config from '@payload-config'
import { getPayload, type Where } from 'payload'

import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

import { type PropertyDetail, type PropertySummary, toPropertyDetail, toPropertySummary } from './summary'

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

/** Featured projects of one city (or of all cities when `cityId` is null), by name. */
export const getFeaturedProperties = cachedQuery(
  'featured-properties',
  TAGS,
  async (cityId: number | null, limit: number): Promise<PropertySummary[]> => {
    const payload = await getPayload({ config })
    const where: Where = { featured: { equals: true } }
    if (cityId !== null) where.city = { equals: cityId }
    const result = await payload.find({
      collection: 'properties',
      overrideAccess: false,
      where,
      limit,
      depth: 1,
      sort: 'full_name',
      select: SUMMARY_SELECT,
      populate: SUMMARY_POPULATE,
    })
    return result.docs.map(toPropertySummary)
  },
  [] as PropertySummary[],
)

/** One published property by its city and its slug within that city, or null. */
export const getPropertyBySlug = cachedQuery(
  'property-by-slug',
  TAGS,
  async (cityId: number, slug: string): Promise<PropertyDetail | null> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'properties',
      overrideAccess: false,
      where: { and: [{ city: { equals: cityId } }, { slug: { equals: slug } }] },
      limit: 1,
      pagination: false,
      depth: 1,
      populate: SUMMARY_POPULATE,
    })
    const doc = result.docs[0]
    return doc ? toPropertyDetail(doc) : null
  },
  null,
)
