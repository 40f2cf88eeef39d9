/**
 * The canonical query string of the filter form, built in the browser. It mirrors
 * `searchParamsToQuery` (params.ts) — same parameter order, defaults omitted, repeatable values
 * sorted — without importing the zod parser into the page's JavaScript (docs/product.md §12 budget). The test
 * beside it checks the two agree.
 */

// bbox, near, radius_km and view come from hidden fields in map view (docs/product.md §14).
const ORDER = ['q', 'city', 'builder', 'type', 'amenity', 'collection', 'bhk', 'zoning', 'status', 'featured', 'offers', 'min', 'max', 'bbox', 'near', 'radius_km', 'sort', 'pageSize', 'view'] as const

const DEFAULTS: Partial<Record<(typeof ORDER)[number], string>> = { sort: 'relevance', pageSize: '24' }

function isAllCities(value: string): boolean {
  const v = value.toLowerCase()
  return v === 'all' || v === 'all cities' || v === 'all-cities'
}

/** Entries as a form submits them (FormData or [name, value] pairs) → canonical query without '?'. */
export function formQuery(entries: Iterable<[string, FormDataEntryValue]>): string {
  const values = new Map<string, string[]>()
  for (const [name, raw] of entries) {
    if (typeof raw !== 'string') continue
    const value = raw.trim()
    if (!value) continue
    values.set(name, [...(values.get(name) ?? []), value])
  }
  const out = new URLSearchParams()
  for (const key of ORDER) {
    let list = [...new Set(values.get(key) ?? [])]
    if (key === 'amenity') list.sort()
    else if (key === 'bhk') list.sort((x, y) => Number(x) - Number(y) || x.localeCompare(y))
    else list = list.slice(0, 1)
    for (const value of list) {
      if (DEFAULTS[key] === value) continue
      if (key === 'city' && isAllCities(value)) continue
      if ((key === 'featured' || key === 'offers') && value !== 'true') continue
      out.append(key, value)
    }
  }
  return out.toString()
}
