/**
 * The search parameters of SPEC §5, shared by `GET /api/search`, the search pages and the filter
 * form: one parser (so an error message is written once) and one canonical query string for links
 * and paging. Pure: safe to import from browser and server code.
 */
import { z } from 'zod'

import { isAllCities } from '../cities/choice'

export const SORT_VALUES = ['relevance', 'price_asc', 'price_desc', 'newest'] as const
export type SearchSort = (typeof SORT_VALUES)[number]

export const SORT_OPTIONS: readonly { value: SearchSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest first' },
]

export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100
/** Longest accepted name, slug or text value (SPEC §11 names are 1–256 characters). */
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

export type ParseResult = { ok: true; params: SearchParams } | { ok: false; param: string; error: string }

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
      // false means "no filter": the SPEC only defines `true`.
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
      ctx.addIssue({ code: 'custom', message: `sort must be one of ${SORT_VALUES.join(', ')}` })
      return z.NEVER
    }),
  page: wholeNumber('page', 1),
  pageSize: wholeNumber('pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
})

const REPEATABLE = new Set(['amenity', 'bhk'])
const KEYS = Object.keys(schema.shape) as (keyof typeof schema.shape)[]

/** Every query parameter name of SPEC §5. */
export const SEARCH_PARAM_NAMES: readonly string[] = KEYS

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
    const params: SearchParams = { amenity: p.amenity, bhk: p.bhk, sort: p.sort, page: p.page, pageSize: p.pageSize }
    for (const key of ['city', 'builder', 'type', 'collection', 'zoning', 'status', 'q'] as const) {
      if (p[key] !== undefined) params[key] = p[key]
    }
    if (p.featured) params.featured = true
    if (p.offers) params.offers = true
    if (p.min !== undefined) params.min = p.min
    if (p.max !== undefined) params.max = p.max
    return { ok: true, params }
  }
  const issue = result.error.issues[0]!
  const param = String(issue.path[0] ?? 'query')
  return { ok: false, param, error: issue.message }
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
  add('sort', params.sort && params.sort !== 'relevance' ? params.sort : undefined)
  add('page', params.page && params.page > 1 ? params.page : undefined)
  add('pageSize', params.pageSize && params.pageSize !== DEFAULT_PAGE_SIZE ? params.pageSize : undefined)
  return out.toString()
}

/** Total pages for a count: 0 when nothing matched. */
export function totalPagesFor(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize)
}
