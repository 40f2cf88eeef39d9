import 'server-only'

import config from '@payload-config'
import { type CollectionSlug, getPayload } from 'payload'

import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

import { type Locale } from './locales'
import { type ContentNames, ENGLISH_NAMES } from './content-names'

type Localized = Partial<Record<Locale, string | null>> | string | null | undefined

const SOURCES = [
  ['city', 'cities', 'city_name'],
  ['type', 'property-types', 'property_type'],
  ['amenity', 'amenities', 'amenity'],
  ['collection', 'property-collections', 'name'],
] as const satisfies readonly (readonly [keyof ContentNames, CollectionSlug, string])[]

/** English name → the `locale` name, for the documents that have one that differs. */
function pairs(docs: Record<string, unknown>[], field: string, key: string, locale: Locale): Record<string, string> {
  const out: Record<string, string> = {}
  for (const doc of docs) {
    const names = doc[key] as Localized
    const byLocale = doc[field] as Localized
    if (!names || typeof names !== 'object' || !byLocale || typeof byLocale !== 'object') continue
    const english = names.en?.trim()
    const local = byLocale[locale]?.trim()
    if (english && local && local !== english) out[english] = local
  }
  return out
}

/**
 * The Hindi names of every city, type, amenity and collection (and collections' descriptions),
 * read once with all their locales and kept in the content cache until one of them changes.
 */
const readNames = cachedQuery(
  'content-names',
  [CACHE_TAGS.cities, CACHE_TAGS.propertyTypes, CACHE_TAGS.amenities, CACHE_TAGS.collections],
  async (locale: Locale): Promise<ContentNames> => {
    const payload = await getPayload({ config })
    const names: ContentNames = { ...ENGLISH_NAMES }
    await Promise.all(
      SOURCES.map(async ([kind, collection, field]) => {
        const { docs } = await payload.find({
          collection,
          locale: 'all',
          overrideAccess: false,
          pagination: false,
          limit: 1000,
          depth: 0,
          select: { [field]: true, ...(kind === 'collection' ? { description: true } : {}) },
        })
        const rows = docs as unknown as Record<string, unknown>[]
        names[kind] = pairs(rows, field, field, locale)
        if (kind === 'collection') names.collectionDescription = pairs(rows, 'description', field, locale)
      }),
    )
    return names
  },
  ENGLISH_NAMES,
)

/** The content's names in `locale` (docs/product.md §21); English pages need no read. */
export async function contentNames(locale: Locale): Promise<ContentNames> {
  return locale === 'en' ? ENGLISH_NAMES : readNames(locale)
}
