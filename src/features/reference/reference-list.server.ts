import 'server-only'

import config from '@payload-config'
import { type CollectionSlug, getPayload } from 'payload'

import { slugify } from '@/cms/fields/slugify'
import { type CacheTag, cachedQuery } from '@/lib/cache'

export type ReferenceItem = { id: number; name: string; slug: string }

/**
 * A cached reader of a named reference list (docs/product.md §3: property types, amenities …): every item as
 * `{ id, name, slug }`, A–Z by name, read as the anonymous visitor and dropped by `tag`.
 */
export function referenceList(collection: CollectionSlug, nameField: string, tag: CacheTag): () => Promise<ReferenceItem[]> {
  return cachedQuery(
    collection,
    [tag],
    async (): Promise<ReferenceItem[]> => {
      const payload = await getPayload({ config })
      const result = await payload.find({
        collection,
        overrideAccess: false,
        pagination: false,
        limit: 1000,
        depth: 0,
        sort: nameField,
        select: { [nameField]: true, slug: true },
      })
      return (result.docs as unknown as (Record<string, unknown> & { id: number; slug?: string | null })[])
        .map((doc) => {
          const name = String(doc[nameField] ?? '')
          return { id: doc.id, name, slug: doc.slug || slugify(name) }
        })
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    },
    [] as ReferenceItem[],
  )
}
