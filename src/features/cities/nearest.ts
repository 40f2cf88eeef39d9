/**
 * Nearest city to the visitor (docs/product.md §6): great-circle distance by the haversine formula on a sphere
 * of radius 6371 km. Pure, so the browser and the tests share it.
 */

export const EARTH_RADIUS_KM = 6371

export type CityLocation = { name: string; slug: string; latitude: number | null; longitude: number | null }

const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in kilometres between two points given in degrees. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1)
  const dLon = toRadians(lon2 - lon1)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

function hasCoordinates<C extends CityLocation>(city: C): city is C & { latitude: number; longitude: number } {
  return (
    typeof city.latitude === 'number' &&
    typeof city.longitude === 'number' &&
    Number.isFinite(city.latitude) &&
    Number.isFinite(city.longitude)
  )
}

/**
 * The city closest to (lat, lon) among those with coordinates, or null when none has any. The
 * 'All cities' placeholder is never a candidate: it has no place on the map.
 */
export function nearestCity<C extends CityLocation>(lat: number, lon: number, cities: readonly C[]): C | null {
  let best: C | null = null
  let bestKm = Infinity
  for (const city of cities) {
    if (!hasCoordinates(city)) continue
    const km = haversineKm(lat, lon, city.latitude, city.longitude)
    if (km < bestKm) {
      best = city
      bestKm = km
    }
  }
  return best
}

/** Cookie remembering that the visitor was asked for their location once (docs/product.md §6), one year. */
export const LOCATION_ASKED_COOKIE = 'location_asked'
