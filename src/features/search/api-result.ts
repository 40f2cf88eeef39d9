/**
 * The JSON shape of one `GET /api/search` result (docs/product.md §5), from the card summary every page uses.
 * Pure.
 */
import type { PropertySummary } from '../properties/summary'

export type SearchApiResult = {
  id: number
  full_name: string
  slug: string
  url: string
  city: string | null
  builder: string | null
  price_range_minimum: number | null
  price_range_maximum: number | null
  currency: string
  bhk: string[]
  status: string | null
  featured: boolean
  offer_available: string | null
  offer_validity: string | null
  image: string | null
  /** Only with `near` (docs/product.md §14): km from the centre, to 0.1. */
  distance_km?: number
}

export function toSearchApiResult(summary: PropertySummary & { distanceKm?: number }): SearchApiResult {
  const result: SearchApiResult = {
    id: summary.id,
    full_name: summary.name,
    slug: summary.slug,
    url: summary.url,
    city: summary.city?.name ?? null,
    builder: summary.builder?.name ?? null,
    price_range_minimum: summary.priceMinimum,
    price_range_maximum: summary.priceMaximum,
    currency: summary.currency,
    bhk: summary.bhk,
    status: summary.status,
    featured: summary.featured,
    offer_available: summary.offer,
    offer_validity: summary.offerValidity,
    // The 600 px copy when there is one (responsiveImage prefers it), else the original.
    image: summary.image?.src ?? null,
  }
  if (summary.distanceKm !== undefined) result.distance_km = summary.distanceKm
  return result
}
