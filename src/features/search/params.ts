/**
 * The search parameters of docs/product.md §5, shared by `GET /api/search`, the search pages and the filter
 * form: one parser (so an error message is written once) and one canonical query string for links
 * and paging. Pure: safe to import from browser and server code.
 */
import { z } from 'zod'

import { isAllCities } from '../cities/choice'
import type { BBox, LatLng } from './geo'

/** `distance` is the default with `near` (docs/product.md §14) and is refused without it; the form does not offer it. */
export const SORT_VALUES = ['relevance', 'price_asc', 'price_desc', 'newest', 'distance'] as const
export type SearchSort = (typeof SORT_VALUES)[number]

export const SORT_OPTIONS: readonly { value: SearchSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest first' },
]

export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100
/** Longest accepted name, slug or text value (docs/product.md §11 names are 1–256 characters). */
export const MAX_TEXT_LENGTH = 256

export type SearchParams = {
  city?: string
  builder?: string
  type?: string
  amenity: string[]
  collection?: string
  bhk: string[]
  zoning?: string
  status?: string
  featured?: boolean
  offers?: boolean
  min?: number
  max?: number
  q?: string
  /** Map search (docs/product.md §14): a box `[minLng, minLat, maxLng, maxLat]`, a centre `[lat, lng]` and radius. */
  bbox?: BBox
  near?: LatLng
  radius_km?: number
  sort: SearchSort
  page: number
  pageSize: number
}

export type SearchResponse<T> = {
  total: number
  page: number
  pageSize: number
  totalPages: number
  results: T[]
}

/**
 * A bad §5 parameter is a 400; a bad map parameter (`bbox`, `near`, `radius_km`, `sort=distance`
 * without `near`) is a 422, as docs/product.md §14 asks.
 */
export type ParseResult = { ok: true; params: SearchParams } | { ok: false; param: string; error: string; status: 400 | 422 }

export type SearchInput = URLSearchParams | Record<string, string | string[] | undefined | null>

const text = (name: string) =>
  z.string().max(MAX_TEXT_LENGTH, `${name} must be at most ${MAX_TEXT_LENGTH} characters`).optional()

const texts = (name: string) =>
  z.array(z.string().max(MAX_TEXT_LENGTH, `${name} must be at most ${MAX_TEXT_LENGTH} characters`))

const wholeNumber = (name: string, fallback: number, max?: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback
      const n = /^\+?\d+$/.test(value) ? Number(value) : Number.NaN
      if (!Number.isSafeInteger(n) || n < 1) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number of at least 1` })
        return z.NEVER
      }
      if (max !== undefined && n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be at most ${max}` })
        return z.NEVER
      }
      return n
    })

const amount = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined
      const n = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value) ? Number(value) : Number.NaN
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a number` })
        return z.NEVER
      }
      if (n < 0) {
        ctx.addIssue({ code: 'custom', message: `${name} must be at least 0` })
        return z.NEVER
      }
      return n
    })

const flag = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined
      const v = value.toLowerCase()
      if (v === 'true' || v === '1') return true
      // false means "no filter": docs/product.md §5 defines only `true`.
      if (v === 'false' || v === '0') return undefined
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false` })
      return z.NEVER
    })

const BHK_PATTERN = /^\d{1,3}(\.\d{1,2})?$/

const schema = z.object({
  city: text('city').transform((v) => (v === undefined || isAllCities(v) ? undefined : v)),
  builder: text('builder'),
  type: text('type'),
  amenity: texts('amenity'),
  collection: text('collection'),
  bhk: z.array(z.string().regex(BHK_PATTERN, 'bhk must be a number such as 2 or 2.5')),
  zoning: text('zoning'),
  status: text('status'),
  featured: flag('featured'),
  offers: flag('offers'),
  min: amount('min'),
  max: amount('max'),
  q: text('q'),
  sort: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return 'relevance' as SearchSort
      const v = value.toLowerCase()
      if ((SORT_VALUES as readonly string[]).includes(v)) return v as SearchSort
      // distance is left out of the message: it is only for near searches (docs/product.md §14).
      ctx.addIssue({ code: 'custom', message: `sort must be one of ${SORT_OPTIONS.map((o) => o.value).join(', ')}` })
      return z.NEVER
    }),
  page: wholeNumber('page', 1),
  pageSize: wholeNumber('pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
})

const REPEATABLE = new Set(['amenity', 'bhk'])
const KEYS = Object.keys(schema.shape) as (keyof typeof schema.shape)[]
const GEO_KEYS = ['bbox', 'near', 'radius_km'] as const

/** Every query parameter name of docs/product.md §5 and the map parameters of §14. */
export const SEARCH_PARAM_NAMES: readonly string[] = [...KEYS, ...GEO_KEYS]

export const MIN_RADIUS_KM = 1
export const MAX_RADIUS_KM = 50

type GeoResult = { ok: true; bbox?: BBox; near?: LatLng; radius_km?: number } | { ok: false; param: string; error: string }

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/
const numbers = (value: string) => value.split(',').map((v) => (NUMBER.test(v.trim()) ? Number(v.trim()) : Number.NaN))
const latOk = (n: number) => n >= -90 && n <= 90
const lngOk = (n: number) => n >= -180 && n <= 180

/**
 * The map parameters. `near` needs `radius_km` and the other way round (no silent default radius:
 * a missing one is a 422 naming `radius_km`, or `near`). A box crossing the antimeridian
 * (minLng > maxLng) is refused like any min > max.
 */
function parseGeo(bbox: string | undefined, near: string | undefined, radius: string | undefined): GeoResult {
  const out: GeoResult = { ok: true }
  if (bbox !== undefined) {
    const n = numbers(bbox)
    if (n.length !== 4 || n.some((v) => !Number.isFinite(v))) {
      return { ok: false, param: 'bbox', error: 'bbox must be four numbers: minLng,minLat,maxLng,maxLat' }
    }
    const [minLng, minLat, maxLng, maxLat] = n as [number, number, number, number]
    if (!lngOk(minLng) || !lngOk(maxLng)) return { ok: false, param: 'bbox', error: 'bbox longitudes must be between -180 and 180' }
    if (!latOk(minLat) || !latOk(maxLat)) return { ok: false, param: 'bbox', error: 'bbox latitudes must be between -90 and 90' }
    if (minLng > maxLng || minLat > maxLat) return { ok: false, param: 'bbox', error: 'bbox minimum must not be greater than its maximum' }
    out.bbox = [minLng, minLat, maxLng, maxLat]
  }
  if (near !== undefined) {
    const n = numbers(near)
    if (n.length !== 2 || n.some((v) => !Number.isFinite(v))) return { ok: false, param: 'near', error: 'near must be two numbers: lat,lng' }
    const [lat, lng] = n as [number, number]
    if (!latOk(lat) || !lngOk(lng)) return { ok: false, param: 'near', error: 'near must be a latitude between -90 and 90 and a longitude between -180 and 180' }
    out.near = [lat, lng]
  }
  if (radius !== undefined) {
    const r = NUMBER.test(radius) ? Number(radius) : Number.NaN
    if (!Number.isFinite(r) || r < MIN_RADIUS_KM || r > MAX_RADIUS_KM) {
      return { ok: false, param: 'radius_km', error: `radius_km must be a number from ${MIN_RADIUS_KM} to ${MAX_RADIUS_KM}` }
    }
    if (!out.near) return { ok: false, param: 'radius_km', error: 'radius_km needs near=<lat>,<lng>' }
    out.radius_km = r
  } else if (out.near) {
    return { ok: false, param: 'radius_km', error: `near needs radius_km (${MIN_RADIUS_KM} to ${MAX_RADIUS_KM})` }
  }
  return out
}

/** Repeatable values without duplicates in a fixed order (bhk numerically), so equal filters have equal keys. */
function canonicalList(key: string, values: readonly string[]): string[] {
  const list = [...new Set(values)]
  return key === 'bhk' ? list.sort((x, y) => Number(x) - Number(y) || x.localeCompare(y)) : list.sort()
}

/** All non-empty (trimmed) values of a parameter; empty strings count as absent. */
function valuesOf(input: SearchInput, key: string): string[] {
  const raw: unknown = input instanceof URLSearchParams ? input.getAll(key) : input[key]
  const list = Array.isArray(raw) ? raw : raw == null ? [] : [raw]
  return list.map((v) => String(v).trim()).filter((v) => v !== '')
}

/** Parses query parameters; a bad value gives the first offending parameter and a message naming it. */
export function parseSearchParams(input: SearchInput): ParseResult {
  const record: Record<string, string | string[] | undefined> = {}
  for (const key of KEYS) {
    const values = valuesOf(input, key)
    // A repeated single-valued parameter keeps its first value, as URLSearchParams.get does.
    record[key] = REPEATABLE.has(key) ? canonicalList(key, values) : values[0]
  }
  const result = schema.safeParse(record)
  if (result.success) {
    const p = result.data
    const geo = parseGeo(valuesOf(input, 'bbox')[0], valuesOf(input, 'near')[0], valuesOf(input, 'radius_km')[0])
    if (!geo.ok) return { ...geo, status: 422 }
    if (p.sort === 'distance' && !geo.near) return { ok: false, param: 'sort', error: 'sort=distance needs near and radius_km', status: 422 }
    const params: SearchParams = { amenity: p.amenity, bhk: p.bhk, sort: p.sort, page: p.page, pageSize: p.pageSize }
    for (const key of ['city', 'builder', 'type', 'collection', 'zoning', 'status', 'q'] as const) {
      if (p[key] !== undefined) params[key] = p[key]
    }
    if (p.featured) params.featured = true
    if (p.offers) params.offers = true
    if (p.min !== undefined) params.min = p.min
    if (p.max !== undefined) params.max = p.max
    if (geo.bbox) params.bbox = geo.bbox
    if (geo.near) {
      params.near = geo.near
      params.radius_km = geo.radius_km
      // Nearest first unless another order was asked for explicitly.
      if (record.sort === undefined) params.sort = 'distance'
    }
    return { ok: true, params }
  }
  const issue = result.error.issues[0]!
  const param = String(issue.path[0] ?? 'query')
  return { ok: false, param, error: issue.message, status: 400 }
}

/** The parameters with every default applied: what an empty query string means. */
export function defaultSearchParams(overrides: Partial<SearchParams> = {}): SearchParams {
  return { amenity: [], bhk: [], sort: 'relevance', page: 1, pageSize: DEFAULT_PAGE_SIZE, ...overrides }
}

/**
 * The canonical query string (without '?') for links, paging and cache keys: a fixed parameter
 * order, defaults omitted, repeatable values sorted. Parsing it gives the same parameters back.
 */
export function searchParamsToQuery(params: Partial<SearchParams>): string {
  const out = new URLSearchParams()
  const add = (key: string, value: string | number | boolean | undefined) => {
    if (value === undefined || value === '' || value === false) return
    out.append(key, String(value))
  }
  add('q', params.q)
  add('city', params.city && !isAllCities(params.city) ? params.city : undefined)
  add('builder', params.builder)
  add('type', params.type)
  for (const a of canonicalList('amenity', params.amenity ?? [])) add('amenity', a)
  add('collection', params.collection)
  for (const b of canonicalList('bhk', params.bhk ?? [])) add('bhk', b)
  add('zoning', params.zoning)
  add('status', params.status)
  add('featured', params.featured ? 'true' : undefined)
  add('offers', params.offers ? 'true' : undefined)
  add('min', params.min)
  add('max', params.max)
  add('bbox', params.bbox?.join(','))
  add('near', params.near?.join(','))
  add('radius_km', params.near ? params.radius_km : undefined)
  const defaultSort: SearchSort = params.near ? 'distance' : 'relevance'
  add('sort', params.sort && params.sort !== defaultSort ? params.sort : undefined)
  add('page', params.page && params.page > 1 ? params.page : undefined)
  add('pageSize', params.pageSize && params.pageSize !== DEFAULT_PAGE_SIZE ? params.pageSize : undefined)
  return out.toString()
}

/** Total pages for a count: 0 when nothing matched. */
export function totalPagesFor(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize)
}
