/**
 * 'Search this area' on the map view (docs/product.md §14): the visible map as a `bbox` parameter and the
 * URL to go to. Pure, shared by the map island and its unit tests.
 */
import type { BBox } from '../search/geo'

const PLACES = 1e5 // about 1 m: short URLs, and rounding outwards never loses a point on the edge

/** The visible map as `[minLng, minLat, maxLng, maxLat]`, rounded outwards and clamped to the globe. */
export function visibleBBox(west: number, south: number, east: number, north: number): BBox {
  const clamp = (v: number, limit: number) => Math.min(limit, Math.max(-limit, v))
  const down = (v: number) => Math.floor(v * PLACES) / PLACES
  const up = (v: number) => Math.ceil(v * PLACES) / PLACES
  // A map zoomed out past one world shows more than 360° of longitude: that is every longitude.
  const wide = east - west >= 360
  return [wide ? -180 : clamp(down(west), 180), clamp(down(south), 90), wide ? 180 : clamp(up(east), 180), clamp(up(north), 90)]
}

/**
 * The same search limited to a box: other filters kept, any earlier box replaced, the page
 * reset, the map view kept.
 */
export function searchAreaHref(currentHref: string, bbox: BBox): string {
  const url = new URL(currentHref)
  url.searchParams.set('bbox', bbox.join(','))
  url.searchParams.delete('page')
  url.searchParams.set('view', 'map')
  return `${url.pathname}?${url.searchParams.toString()}`
}

/** The `bbox` of a URL when it is well formed (the page validated it already), else null. */
export function bboxOf(href: string): BBox | null {
  const value = new URL(href).searchParams.get('bbox')
  const n = value?.split(',').map(Number)
  return n && n.length === 4 && n.every(Number.isFinite) ? (n as unknown as BBox) : null
}
