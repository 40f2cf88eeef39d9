/**
 * Distances and boxes for map search (docs/product.md §14). Pure: the search SQL uses the same constants, and
 * the unit tests check the two agree.
 */

/** Mean Earth radius (IUGG), in km: haversine with it is within 0.5 % of the ellipsoid. */
export const EARTH_RADIUS_KM = 6371.0088
/** Length of one degree of latitude (and of longitude at the equator), in km. */
export const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180

/** `[minLng, minLat, maxLng, maxLat]`, the order of the `bbox` parameter (GeoJSON's). */
export type BBox = readonly [minLng: number, minLat: number, maxLng: number, maxLat: number]
/** `[lat, lng]`, the order of the `near` parameter. */
export type LatLng = readonly [lat: number, lng: number]

const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in km (haversine). */
export function haversineKm([lat1, lng1]: LatLng, [lat2, lng2]: LatLng): number {
  const h = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The smallest latitude/longitude box that holds every point within `radiusKm` of `center`: the
 * indexed prefilter of a radius search. Near a pole (or across the antimeridian) it widens to all
 * longitudes rather than wrap, so it never loses a point.
 */
export function boxAround([lat, lng]: LatLng, radiusKm: number): BBox {
  const dLat = radiusKm / KM_PER_DEGREE
  const minLat = Math.max(-90, lat - dLat)
  const maxLat = Math.min(90, lat + dLat)
  // The widest longitude span is at the box's latitude farthest from the equator.
  const cos = Math.cos(rad(Math.max(Math.abs(minLat), Math.abs(maxLat))))
  const dLng = cos > 1e-9 ? radiusKm / (KM_PER_DEGREE * cos) : 360
  if (dLng >= 180 || lng - dLng < -180 || lng + dLng > 180) return [-180, minLat, 180, maxLat]
  return [lng - dLng, minLat, lng + dLng, maxLat]
}

/** A distance as the API shows it: km to 0.1. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10
}
