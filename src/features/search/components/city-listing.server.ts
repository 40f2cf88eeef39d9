import 'server-only'

import { notFound, permanentRedirect } from 'next/navigation'

import { getCities } from '@/features/cities/cities.server'
import { canonicalSegment } from '@/features/properties/route-params'
import { notFoundUnlessUnavailable } from '@/lib/db/availability.server'

import { type RawSearchParams, withQuery } from './listing.server'

/**
 * The city of /property/{city}…: a raw name (any case, spaces, %20) redirects permanently to the
 * slug URL with the query string kept; an unknown city is a 404.
 */
export async function cityFromSegment(segment: string, raw: RawSearchParams, suffix = '') {
  const { slug, isCanonical } = canonicalSegment(segment)
  if (!slug) notFound()
  if (!isCanonical) permanentRedirect(withQuery(`/property/${slug}${suffix}`, raw))
  const city = (await getCities()).find((c) => c.slug === slug)
  if (!city) return notFoundUnlessUnavailable()
  return city
}
