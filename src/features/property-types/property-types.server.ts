import 'server-only'

import { referenceList, type ReferenceItem } from '@/features/reference/reference-list.server'
import { CACHE_TAGS } from '@/lib/cache'

export type PropertyTypeRef = ReferenceItem

/** Property types alphabetical by name (docs/product.md §3 reference list), for the search filters. */
export const getPropertyTypes = referenceList('property-types', 'property_type', CACHE_TAGS.propertyTypes)
