import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { slugify } from '@/cms/fields/slugify'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

import type { CityLocation } from './nearest'

/** Cities with their map position, for choosing the nearest one (SPEC §6). */
export const getCityLocations = cachedQuery(
  'city-locations',
  [CACHE_TAGS.cities],
  async (): Promise<CityLocation[]> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'cities',
      overrideAccess: false,
      pagination: false,
      limit: 1000,
      depth: 0,
      sort: 'city_name',
      select: { city_name: true, slug: true, location: true },
    })
    return result.docs.map((c) => ({
      name: c.city_name,
      slug: c.slug || slugify(c.city_name),
      latitude: c.location?.latitude ?? null,
      longitude: c.location?.longitude ?? null,
    }))
  },
  [] as CityLocation[],
)
