import 'server-only'

import type { Metadata } from 'next'

import { PROPERTY_STATUSES } from '@/cms/collections/Properties'
import { getAmenities } from '@/features/amenities/amenities.server'
import { getBuilders } from '@/features/builders/builders.server'
import { getCities } from '@/features/cities/cities.server'
import { getCollections } from '@/features/collections/collections.server'
import { type Locale } from '@/features/i18n/locales'
import { type ContentNames, ENGLISH_NAMES, nameIn } from '@/features/i18n/content-names'
import { messagesOf } from '@/features/i18n/messages.server'
import { formatPrice, type PriceWords } from '@/features/properties/price'
import { statusLabel } from '@/features/properties/summary'
import { getPropertyTypes } from '@/features/property-types/property-types.server'
import { pageMetadata } from '@/features/seo/metadata'

import { DEFAULT_PAGE_SIZE, type SearchInput, type SearchParams, parseSearchParams, SORT_OPTIONS, searchParamsToQuery } from '../params'
import type { FilterStrings } from './filter-strings'
import { type FilterOption, optionLabel, optionValue } from './filter-option'
import type { FilterOptions, FilterValues } from './SearchFilters'

export type RawSearchParams = Record<string, string | string[] | undefined>

/** Filters a page's path fixes (the city of /property/{city}, the builder of /builders/{builder} …). */
export type FixedFilters = Partial<Pick<SearchParams, 'city' | 'builder' | 'collection' | 'featured'>>

export type ListingState =
  | {
      ok: true
      params: SearchParams
      /** Canonical path and query of this page (without the fixed filters, which the path carries). */
      canonical: string
      hrefFor: (page: number) => string
      fixed: FixedFilters
      basePath: string
      /** `?view=map` (docs/product.md §14): the results on a map too; paging keeps it. */
      view: ListingViewMode
      /** This page (its filters and page number) in the given view. */
      viewHref: (view: ListingViewMode) => string
    }
  | { ok: false; param: string; error: string; status: 400 | 422; basePath: string; fixed: FixedFilters }

export type ListingViewMode = 'list' | 'map'

/** A query-string record as URLSearchParams (repeatable values kept). */
export function toUrlSearchParams(raw: RawSearchParams): URLSearchParams {
  const out = new URLSearchParams()
  for (const [key, value] of Object.entries(raw)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(key, v)
  }
  return out
}

/** `path?query` for a redirect that keeps the visitor's query string. */
export function withQuery(path: string, raw: RawSearchParams): string {
  const query = toUrlSearchParams(raw).toString()
  return query ? `${path}?${query}` : path
}

/**
 * Reads a listing page's filters: the query string, with `defaults` for absent values (the text of
 * /search/{q}) and the page's `fixed` filters on top. One parser for every page (docs/product.md §5).
 */
export function listingState(
  raw: RawSearchParams,
  { basePath, fixed = {}, defaults = {} }: { basePath: string; fixed?: FixedFilters; defaults?: Partial<Record<string, string>> },
): ListingState {
  const input: SearchInput = { ...raw }
  for (const [key, value] of Object.entries(defaults)) if (input[key] === undefined || input[key] === '') input[key] = value
  for (const [key, value] of Object.entries(fixed)) input[key] = value === undefined ? undefined : String(value)
  const parsed = parseSearchParams(input)
  if (!parsed.ok) return { ...parsed, basePath, fixed }
  const params = parsed.params
  const view: ListingViewMode = toUrlSearchParams(raw).get('view') === 'map' ? 'map' : 'list'
  const unfixed = (page: number, inView: ListingViewMode = 'list'): string => {
    const rest: Partial<SearchParams> = { ...params, page }
    for (const key of Object.keys(fixed) as (keyof FixedFilters)[]) delete rest[key]
    const query = [searchParamsToQuery(rest), inView === 'map' ? 'view=map' : ''].filter(Boolean).join('&')
    return query ? `${basePath}?${query}` : basePath
  }
  return {
    ok: true,
    params,
    // The map view shows the same results, so its canonical URL is the list's.
    canonical: unfixed(params.page),
    hrefFor: (page) => unfixed(page, view),
    fixed,
    basePath,
    view,
    viewHref: (inView) => unfixed(params.page, inView),
  }
}

/** Title, description, canonical URL and Open Graph for a listing page; bad filters are not indexed. */
export function listingMetadata(state: ListingState, title: string, description: string): Metadata {
  if (!state.ok) {
    return pageMetadata({ title: `${title} (invalid filter)`, description, path: state.basePath, noIndex: true })
  }
  const page = state.params.page > 1 ? ` – page ${state.params.page}` : ''
  return pageMetadata({ title: `${title}${page}`, description, path: state.canonical })
}

const BUDGETS = [
  1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 6_000_000, 7_500_000, 10_000_000, 12_500_000, 15_000_000,
  20_000_000, 25_000_000, 30_000_000, 50_000_000, 100_000_000, 200_000_000,
]

const BHKS = ['1', '2', '3', '4', '5']

/**
 * Options from a reference list: the English name as the value, shown by its name in the page's
 * language when that differs (docs/product.md §21), in that language's alphabetical order.
 */
function byName(items: { name: string }[], names: ContentNames = ENGLISH_NAMES, kind?: Exclude<keyof ContentNames, 'collectionDescription'>): FilterOption[] {
  if (!kind || Object.keys(names[kind]).length === 0) return items.map((i) => i.name)
  return items
    .map((i) => [i.name, nameIn(names, kind, i.name)] as const)
    .sort((a, b) => a[1].localeCompare(b[1], 'hi'))
    .map(([value, label]) => (label === value ? value : ([value, label] as const)))
}

/** The option a URL value names (by name or slug, any case), adding it when it is not listed. */
function pick(options: FilterOption[], value: string | undefined, slugs: Map<string, string> = new Map()): [FilterOption[], string[]] {
  if (value === undefined) return [options, []]
  const v = value.toLowerCase()
  const match = options.find((o) => {
    const name = optionValue(o)
    return name.toLowerCase() === v || slugs.get(name)?.toLowerCase() === v || optionLabel(o).toLowerCase() === v
  })
  if (match) return [options, [optionValue(match)]]
  return [[...options, value], [value]]
}

function amountOptions(values: (number | undefined)[], words: PriceWords): FilterOption[] {
  const all = [...new Set([...BUDGETS, ...values.filter((v): v is number => v !== undefined)])].sort((a, b) => a - b)
  return all.map((n) => [String(n), formatPrice(n, 'INR', words) ?? String(n)] as const)
}

/**
 * What the filter form needs: the reference lists as options (without the fixed filters' fields),
 * the current values matched to those options, and hidden fields for parameters the form has no
 * field for, so a change keeps them.
 */
export async function filterForm(
  state: ListingState,
  locale: Locale = 'en',
  names: ContentNames = ENGLISH_NAMES,
): Promise<{ options: FilterOptions; values: FilterValues; hidden: [string, string][]; strings: FilterStrings }> {
  const params: Partial<SearchParams> = state.ok ? state.params : {}
  const [cities, builders, types, amenities, collections] = await Promise.all([
    state.fixed.city ? Promise.resolve([]) : getCities(),
    state.fixed.builder ? Promise.resolve([]) : getBuilders(1000),
    getPropertyTypes(),
    getAmenities(),
    state.fixed.collection ? Promise.resolve([]) : getCollections(),
  ])
  const slugsOf = (items: { name: string; slug: string }[]) => new Map(items.map((i) => [i.name, i.slug]))

  const [cityOptions, city] = pick(byName(cities, names, 'city'), params.city, slugsOf(cities))
  const [builderOptions, builder] = pick(byName(builders), params.builder, slugsOf(builders))
  const [typeOptions, type] = pick(byName(types, names, 'type'), params.type, slugsOf(types))
  const [collectionOptions, collection] = pick(byName(collections, names, 'collection'), params.collection, slugsOf(collections))
  const statusLabels = messagesOf(locale, 'Property')
  const [statusOptions, status] = pick(
    PROPERTY_STATUSES.map((s) => [s.value, statusLabel(s.value, statusLabels) ?? s.label] as const),
    params.status,
  )
  let amenityOptions = byName(amenities, names, 'amenity')
  const amenity: string[] = []
  for (const a of params.amenity ?? []) {
    const [next, [value]] = pick(amenityOptions, a, slugsOf(amenities))
    amenityOptions = next
    amenity.push(value!)
  }
  const bhk = params.bhk ?? []
  const bhkValues = [...new Set([...BHKS, ...bhk])].sort((a, b) => Number(a) - Number(b))

  const options: FilterOptions = {
    cities: state.fixed.city ? undefined : cityOptions,
    builders: state.fixed.builder ? undefined : builderOptions,
    types: typeOptions,
    amenities: amenityOptions,
    collections: state.fixed.collection ? undefined : collectionOptions,
    statuses: statusOptions,
    bhk: bhkValues,
    budgets: amountOptions([params.min, params.max], messagesOf(locale, 'Price')),
    sorts: SORT_OPTIONS.map((s) => s.value),
  }
  const values: FilterValues = {
    q: params.q ? [params.q] : [],
    city,
    builder,
    type,
    collection,
    status,
    bhk,
    amenity,
    min: params.min !== undefined ? [String(params.min)] : [],
    max: params.max !== undefined ? [String(params.max)] : [],
    offers: params.offers ? ['true'] : [],
    sort: params.sort ? [params.sort] : [],
  }
  const hidden: [string, string][] = []
  if (params.zoning) hidden.push(['zoning', params.zoning])
  if (params.featured && !state.fixed.featured) hidden.push(['featured', 'true'])
  if (params.pageSize && params.pageSize !== DEFAULT_PAGE_SIZE) hidden.push(['pageSize', String(params.pageSize)])
  // A filter change keeps the map's area and view (docs/product.md §14).
  const mapQuery = new URLSearchParams(searchParamsToQuery({ bbox: params.bbox, near: params.near, radius_km: params.radius_km }))
  for (const [key, value] of mapQuery) hidden.push([key, value])
  if (state.ok && state.view === 'map') hidden.push(['view', 'map'])
  return { options, values, hidden, strings: messagesOf(locale, 'Filters') }
}
