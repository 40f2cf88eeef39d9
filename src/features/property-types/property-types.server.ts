import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { slugify } from '@/cms/fields/slugify'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

export type PropertyTypeRef = { id: number; name: string; slug: string }

/** Property types alphabetical by name (SPEC §3 reference list), for the search filters. */
export const getPropertyTypes = cachedQuery(
  'property-types',
  [CACHE_TAGS.propertyTypes],
  async (): Promise<PropertyTypeRef[]> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'property-types',
      overrideAccess: false,
      pagination: false,
      limit: 1000,
      depth: 0,
      sort: 'property_type',
      select: { property_type: true, slug: true },
    })
    return result.docs
      .map((t) => ({ id: t.id, name: t.property_type, slug: t.slug || slugify(t.property_type) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  },
  [] as PropertyTypeRef[],
)
