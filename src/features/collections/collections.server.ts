import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { slugify } from '@/cms/fields/slugify'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'
import { type ResponsiveImage, responsiveImage } from '@/features/media/image'

export type CollectionSummary = {
  id: number
  name: string
  slug: string
  url: string
  description: string | null
  image: ResponsiveImage | null
}

/** Curated property collections in their editorial order (docs/product.md §3). */
export const getCollections = cachedQuery(
  'property-collections',
  [CACHE_TAGS.collections, CACHE_TAGS.media],
  async (): Promise<CollectionSummary[]> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'property-collections',
      overrideAccess: false,
      pagination: false,
      limit: 200,
      depth: 1,
      sort: ['order', 'name'],
      select: { name: true, slug: true, description: true, image: true },
    })
    return result.docs.map((c) => {
      const slug = c.slug || slugify(c.name)
      return {
        id: c.id,
        name: c.name,
        slug,
        url: `/collections/${slug}`,
        description: c.description?.trim() || null,
        image: responsiveImage(c.image, c.name, 'w600'),
      }
    })
  },
  [] as CollectionSummary[],
)
