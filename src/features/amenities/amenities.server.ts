import 'server-only'

import { referenceList, type ReferenceItem } from '@/features/reference/reference-list.server'
import { CACHE_TAGS } from '@/lib/cache'

export type AmenityRef = ReferenceItem

/** Amenities alphabetical by name (docs/product.md §3 reference list), for the search filters. */
export const getAmenities = referenceList('amenities', 'amenity', CACHE_TAGS.amenities)
