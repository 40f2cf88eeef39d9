/**
 * Map tiles are optional (docs/product.md §4 "location and map"): with no tile URL configured the page shows a
 * static location block and makes no map requests at all. Editors set the URL in site variables.
 */
export const MAP_TILE_URL_KEY = 'map_tile_url'
export const MAP_TILE_ATTRIBUTION_KEY = 'map_tile_attribution'

export type MapTiles = { url: string; attribution: string }

/** A usable tile URL template (http(s), with {z}, {x} and {y}) or null. */
export function mapTiles(url: string | null | undefined, attribution: string | null | undefined): MapTiles | null {
  const template = url?.trim()
  if (!template || !/^https?:\/\//i.test(template)) return null
  if (!['{z}', '{x}', '{y}'].every((p) => template.includes(p))) return null
  return { url: template, attribution: attribution?.trim() || '' }
}
