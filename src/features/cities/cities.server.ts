import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { slugify } from '@/cms/fields/slugify'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

import type { CityRef } from './choice'

/** All cities, alphabetical by name (SPEC §3 reference list). */
export const getCities = cachedQuery(
  'cities',
  [CACHE_TAGS.cities],
  async (): Promise<CityRef[]> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'cities',
      overrideAccess: false,
      pagination: false,
      limit: 1000,
      depth: 0,
      sort: 'city_name',
      select: { city_name: true, slug: true },
    })
    return result.docs
      .map((c) => ({ id: c.id, name: c.city_name, slug: c.slug || slugify(c.city_name) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  },
  [] as CityRef[],
)
