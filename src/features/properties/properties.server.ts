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

/** The detail page also shows the builder card, amenities, property types, plans and the brochure. */
const DETAIL_POPULATE = {
  ...SUMMARY_POPULATE,
  builders: {
    builder_name: true,
    slug: true,
    logo: true,
    logo_link: true,
    established_year: true,
    total_projects: true,
    ongoing_projects: true,
    website_link: true,
  },
  amenities: { amenity: true, icon: true },
  'property-types': { property_type: true },
  media: { alt: true, url: true, width: true, height: true, sizes: true, filename: true },
} as const

const DETAIL_TAGS = [...TAGS, CACHE_TAGS.amenities, CACHE_TAGS.propertyTypes] as const

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
  DETAIL_TAGS,
  async (cityId: number, slug: string): Promise<PropertyDetail | null> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'properties',
      overrideAccess: false,
      where: { and: [{ city: { equals: cityId } }, { slug: { equals: slug } }] },
      limit: 1,
      pagination: false,
      // Depth 2 reaches the builder's logo; `populate` keeps every related document to what is shown.
      depth: 2,
      populate: DETAIL_POPULATE,
    })
    const doc = result.docs[0]
    return doc ? toPropertyDetail(doc) : null
  },
  null,
)

/**
 * Up to `limit` other projects in the same city that cost about the same (minimum price within
 * ±30 %) or come from the same builder, by name.
 */
export const getSimilarProperties = cachedQuery(
  'similar-properties',
  TAGS,
  async (
    propertyId: number,
    cityId: number,
    builderId: number | null,
    priceMinimum: number | null,
    limit: number,
  ): Promise<PropertySummary[]> => {
    const payload = await getPayload({ config })
    const alike: Where[] = []
    if (builderId !== null) alike.push({ builder_name: { equals: builderId } })
    if (priceMinimum !== null && priceMinimum > 0) {
      alike.push({
        and: [
          { price_range_minimum: { greater_than_equal: Math.floor(priceMinimum * 0.7) } },
          { price_range_minimum: { less_than_equal: Math.ceil(priceMinimum * 1.3) } },
        ],
      })
    }
    if (alike.length === 0) return []
    const result = await payload.find({
      collection: 'properties',
      overrideAccess: false,
      where: { and: [{ city: { equals: cityId } }, { id: { not_equals: propertyId } }, { or: alike }] },
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

/** The most recently added published projects, newest first (for the human sitemap). */
export const getLatestProperties = cachedQuery(
  'latest-properties',
  TAGS,
  async (limit: number): Promise<PropertySummary[]> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'properties',
      overrideAccess: false,
      limit,
      depth: 1,
      sort: '-createdAt',
      select: SUMMARY_SELECT,
      populate: SUMMARY_POPULATE,
    })
    return result.docs.map(toPropertySummary)
  },
  [] as PropertySummary[],
)
