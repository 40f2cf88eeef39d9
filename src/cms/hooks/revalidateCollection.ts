import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { CACHE_TAGS, type CacheTag, revalidateContent } from '../../lib/cache'

const knownTags = new Set<string>(Object.values(CACHE_TAGS))

/** Property pages and cards embed these documents (names, slugs, images), so they go stale with them. */
const embeddedInProperties = new Set<string>([
  CACHE_TAGS.cities,
  CACHE_TAGS.builders,
  CACHE_TAGS.propertyTypes,
  CACHE_TAGS.amenities,
  CACHE_TAGS.collections,
  CACHE_TAGS.media,
])

/**
 * Public pages cache content under a tag named after its collection; a change in the CMS drops that
 * tag so the site shows it within seconds. The seed passes `context.seed` and skips this.
 */
export function withContentRevalidation(collection: CollectionConfig): CollectionConfig {
  if (!knownTags.has(collection.slug)) return collection
  const tags: CacheTag[] = [collection.slug as CacheTag]
  if (embeddedInProperties.has(collection.slug)) tags.push(CACHE_TAGS.properties)
  const afterChange: CollectionAfterChangeHook = ({ doc, req }) => {
    if (!req.context?.seed) revalidateContent(...tags)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    if (!req.context?.seed) revalidateContent(...tags)
    return doc
  }
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
    },
  }
}
