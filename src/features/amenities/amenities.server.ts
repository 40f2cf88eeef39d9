import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { slugify } from '@/cms/fields/slugify'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

export type AmenityRef = { id: number; name: string; slug: string }

/** Amenities alphabetical by name (SPEC §3 reference list), for the search filters. */
export const getAmenities = cachedQuery(
  'amenities',
  [CACHE_TAGS.amenities],
  async (): Promise<AmenityRef[]> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'amenities',
      overrideAccess: false,
      pagination: false,
      limit: 1000,
      depth: 0,
      sort: 'amenity',
      select: { amenity: true, slug: true },
    })
    return result.docs
      .map((a) => ({ id: a.id, name: a.amenity, slug: a.slug || slugify(a.amenity) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  },
  [] as AmenityRef[],
)
