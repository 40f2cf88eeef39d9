/**
 * Reading the visitor's city choice (docs/product.md §6 `city` cookie). The cookie holds the city's name as
 * shown in the picker, or 'All cities'; older or hand-written values may hold a slug, so both are
 * accepted, case-insensitively. Pure.
 */
import { ALL_CITIES } from '../../lib/site'

export type CityRef = {
  id: number
  /** The English name (docs/product.md §3), which the city cookie and filters hold. */
  name: string
  slug: string
  /** The name in the page's language where it is not English (docs/product.md §21). */
  label?: string
}

/** True for the "no city filter" placeholder in any of its spellings ('All cities', 'all'). */
export function isAllCities(value: string | null | undefined): boolean {
  const v = (value ?? '').trim().toLowerCase()
  return v === '' || v === 'all' || v === ALL_CITIES.toLowerCase() || v === 'all-cities'
}

/** The chosen city, or null for all cities or an unknown value. */
export function resolveCityChoice<C extends Pick<CityRef, 'name' | 'slug'>>(value: string | null | undefined, cities: readonly C[]): C | null {
  if (isAllCities(value)) return null
  const v = value!.trim().toLowerCase()
  return cities.find((c) => c.name.toLowerCase() === v || c.slug.toLowerCase() === v) ?? null
}
