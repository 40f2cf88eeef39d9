/**
 * Links that open a location in a map site. The page shows these instead of an embedded map, so a
 * visit makes no third-party request until the visitor asks for one.
 */
export type MapLinks = { openStreetMap: string; googleMaps: string; coordinates: string }

export function validCoordinates(latitude: number | null, longitude: number | null): latitude is number {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  )
}

/** Map links for coordinates, or for the address text when there are none; null when neither. */
export function mapLinks(latitude: number | null, longitude: number | null, address: string | null): MapLinks | null {
  if (validCoordinates(latitude, longitude)) {
    const lat = latitude.toFixed(6).replace(/\.?0+$/, '')
    const lng = (longitude as number).toFixed(6).replace(/\.?0+$/, '')
    return {
      openStreetMap: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
      googleMaps: `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`,
      coordinates: `${lat}, ${lng}`,
    }
  }
  const q = address?.trim()
  if (!q) return null
  return {
    openStreetMap: `https://www.openstreetmap.org/search?query=${encodeURIComponent(q)}`,
    googleMaps: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`,
    coordinates: '',
  }
}
