import 'server-only'

/**
 * The one search implementation of docs/product.md §5, behind `/api/search`, the search pages, city, builder
 * and collection pages.
 *
 * Filtering, counting, sorting and paging happen in one hand-written SQL statement pair (ids of the
 * page, COUNT(*) of the match) over the adapter's own drizzle instance, the same text on SQLite and
 * PostgreSQL except where SQLite counts by merging index ranges (`idMerge`); the page's cards
 * are read by id (src/features/properties/catalogue.server.ts) like every other list's. Why not
 * Payload's `find` for the whole job: see docs/decisions/005-search-queries.md.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { PROPERTY_STATUSES } from '@/cms/collections/Properties'
import { type Fragment, inList, readRows, sqlFor } from '@/cms/db/raw-sql'
import { loadPropertySummaries } from '@/features/properties/catalogue.server'
import type { PropertySummary } from '@/features/properties/summary'
import { dayInTimeZone } from '@/features/dates/time-zone'
import { startOfDayInTimeZone } from '@/features/offers/offer'
import { CACHE_TAGS, cachedQuery, cachedRead, cachedValue } from '@/lib/cache'
import { env } from '@/lib/env'

import { bhkVariants, likePattern } from './match'
import { parseSearchParams, type SearchParams, type SearchResponse, searchParamsToQuery, totalPagesFor } from './params'
import { boxIsSmall, budgetMatches, nameMatches, pricesInOrder, resolveIds, type ScopeColumn, SMALL_BUDGET, storedBhkValues } from './search-reads.server'
import { distanceKm, geoTerms, hasBhk, idMerge, type MatchReads, orderBy, related, relationOnlyMatches, rowsOfSet, type Term } from './search-statements.server'

export type { SearchResponse } from './params'
export { SMALL_BUDGET } from './search-reads.server'

/**
 * A search result: the card, its map position (for map view markers) and, with `near`, its
 * distance in km rounded to 0.1 (docs/product.md §14).
 */
export type SearchHit = PropertySummary & { latitude: number | null; longitude: number | null; distanceKm?: number }

/**
 * The most matches a filter's page is read from its set of ids for (SQLite, `few` in
 * `searchProperties`). Looking a match up by id and sorting it costs about 2.5 µs; the order's walk
 * passes over about (offset + 24) × scope / matches rows at 0.4–3 µs each (an index probe, or a
 * wide row's columns), so the set wins well beyond these limits (a type in a city, 663 matches,
 * took 1.6 ms from the set against 0.2 ms walked), but a walk's cost grows as its matches thin out:
 * on 100,000 properties, walks of filters with 129–1,024 matches took 15–68 ms median, up to 277
 * ms, and within a city those with 129–512 matches 1.4–2.7 ms median, up to 33 ms, where their
 * sets take 0.3–2.5 ms. The limits were 128 and 64 while the set was read apart before the count
 * (a filter over them paid a second read of its matches); the count now lists the ids with it
 * (docs/quality.md at 4a32e07, "Twenty-fourth pass"). Within a city or builder the walk covers only that
 * one's rows (about 16,000 at most).
 */
export const FEW_MATCHES = 1024
export const FEW_MATCHES_IN_SCOPE = 512

export type SearchOptions = {
  now?: Date
  /** Only among these property ids: the saved-search alerts ask whether one property matches. */
  onlyIds?: readonly number[]
  /**
   * Keep the count in the content cache per filter (the pages' and the API's reads): another order
   * or page of the same filter counts nothing again.
   */
  keepCount?: boolean
  /** The most properties a budget is read as a set of ids for (`SMALL_BUDGET`): tests compare both ways. */
  smallBudget?: number
  /** The most matches a page is read from their set of ids for (`FEW_MATCHES`): tests compare both ways. */
  fewMatches?: number
}

/** One page of published properties matching the parameters (docs/product.md §5). */
export async function searchProperties(
  params: SearchParams,
  options: SearchOptions = {},
): Promise<SearchResponse<SearchHit>> {
  const payload = await getPayload({ config })
  const { dialect, SITE_TIME_ZONE } = env()
  const sql = sqlFor(dialect)
  const { page, pageSize } = params
  const empty: SearchResponse<SearchHit> = { total: 0, page, pageSize, totalPages: 0, results: [] }

  const where: Fragment[] = [sql`p."published" = true`]
  if (options.onlyIds) {
    if (options.onlyIds.length === 0) return empty
    where.push(sql`p."id" IN (${inList(sql, options.onlyIds)})`)
  }
  const terms: Term[] = []
  /** Id-ordered streams of the city and builder filters (one id each), for `idMerge`. */
  const columnStreams: Fragment[] = []
  /**
   * Conditions checked row by row while the database walks an index already in the requested
   * order (or the narrow published index, for the count), rather than used as its access path:
   * driven by them, SQLite fetches every matching wide row and sorts them all for 24 results.
   * `+x` and `coalesce(x, NULL)` are the portable spellings that keep SQLite's planner from
   * choosing an index for a term; both dialects read them as the plain value (ADR 005).
   */
  const col = (name: string, kind: 'number' | 'other') =>
    sql.raw(kind === 'number' ? `+p."${name}"` : `coalesce(p."${name}", NULL)`)

  // Name filters first: a name that matches nothing means no results, never "no filter".
  const single = [
    ['city', params.city],
    ['builder', params.builder],
    ['type', params.type],
    ['collection', params.collection],
  ] as const
  /** On SQLite, the part of the rank index a text term reads its names from: the city's or builder's when one is given. */
  let textScope: { column: ScopeColumn; ids: number[] } | undefined
  for (const [key, value] of single) {
    if (value === undefined) continue
    const ids = await resolveIds(payload, sql, key, value)
    if (ids.length === 0) return empty
    if (key === 'city' || key === 'builder') {
      const column = sql.raw(key === 'city' ? 'p."city_id"' : 'p."builder_name_id"')
      where.push(sql`${column} IN (${inList(sql, ids)})`)
      textScope ??= { column: key === 'city' ? 'city_id' : 'builder_name_id', ids }
      if (ids.length === 1) columnStreams.push(sql`SELECT p."id" AS "id" FROM "properties" p WHERE ${column} = ${ids[0]}`)
    }
    else if (key === 'type') terms.push(related(sql, 'property_type_group', 'property_types_id', ids))
    else terms.push(related(sql, 'collections', 'property_collections_id', ids))
  }
  // Every amenity asked for must be present (AND).
  for (const value of params.amenity) {
    const ids = await resolveIds(payload, sql, 'amenity', value)
    if (ids.length === 0) return empty
    terms.push(related(sql, 'amenities', 'amenities_id', ids))
  }

  if (params.bhk.length > 0) {
    const values = await storedBhkValues(payload, sql, [...new Set(params.bhk.flatMap(bhkVariants))])
    if (values.length === 0) return empty
    terms.push(hasBhk(sql, values))
  }
  if (params.status !== undefined) {
    // PostgreSQL stores status as an enum and rejects an unknown value; it matches nothing anyway.
    const status = PROPERTY_STATUSES.find((s) => s.value === params.status!.toLowerCase())
    if (!status) return empty
    where.push(sql`p."status" = ${status.value}`)
  }
  if (params.zoning !== undefined) where.push(sql`lower(p."zoning") = ${params.zoning.toLowerCase()}`)
  if (params.featured) where.push(sql`p."featured" = true`)
  /** The offers boundary, when that filter is given (for the count of offers alone). */
  let offersFrom: string | undefined
  if (params.offers) {
    // Day-based (offer.ts): valid until today means active all day today, in the site's zone.
    offersFrom = startOfDayInTimeZone(options.now ?? new Date(), SITE_TIME_ZONE).toISOString()
    where.push(sql`${col('offer_validity', 'other')} >= ${offersFrom}`)
  }
  /** The ids of every published property within a budget that few meet (`budgetMatches`). */
  let budgetSet: number[] | null = null
  /** The budget as ranges of the minimum price that indexes can read (below). */
  const priceRange: Fragment[] = []
  if (params.min !== undefined || params.max !== undefined) {
    const { min, max } = params
    // Among a few given ids (the saved-search alerts), each is looked up by id anyway: neither step.
    budgetSet = options.onlyIds ? null : await budgetMatches(dialect, min ?? null, max ?? null, options.smallBudget ?? SMALL_BUDGET)
    if (budgetSet) {
      if (budgetSet.length === 0) return empty
      // On SQLite the set is the outer loop (`from` below), each of its ids one row looked up by
      // id; PostgreSQL's planner does the same with the list by its statistics.
      where.push(dialect === 'sqlite' ? sql`p."id" = s."value"` : sql`p."id" IN (${inList(sql, budgetSet)})`)
    } else {
      where.push(sql`p."price_range_minimum" IS NOT NULL AND p."price_range_maximum" IS NOT NULL`)
      if (min !== undefined) where.push(sql`${col('price_range_minimum', 'number')} >= ${min}`)
      if (max !== undefined) where.push(sql`${col('price_range_maximum', 'number')} <= ${max}`)
      // The budget also bounds the minimum price as a range of the indexes that hold it:
      // `minimum >= min` always, and `minimum <= max` while no published property has a minimum
      // above its maximum (the collection refuses one; `pricesInOrder` checks), since then
      // `maximum <= max` implies it. The count reads the range from the (city, published, minimum,
      // maximum) index, entries only (29 → 17 ms for a budget of 46,000 properties; `countRange`);
      // a page sorted by price walks its price index from the bound instead of from the cheapest
      // or dearest project (`?max=6000000&sort=price_desc`: 266 → 6 ms on SQLite).
      if (!options.onlyIds) {
        if (min !== undefined) priceRange.push(sql`p."price_range_minimum" >= ${min}`)
        if (max !== undefined && (await pricesInOrder(dialect))) priceRange.push(sql`p."price_range_minimum" <= ${max}`)
      }
    }
  }
  /** A page sorted by price reads the bounds from its price index; no null price is left to sort last. */
  const priceSeek = priceRange.length > 0 && (params.sort === 'price_asc' || params.sort === 'price_desc')
  /** The rows searched: with a budget's set, its ids first and each property by id (`rowsOfSet`). */
  const from = budgetSet && dialect === 'sqlite' ? rowsOfSet(sql, budgetSet) : sql`"properties" p`
  const q = params.q?.toLowerCase()
  /** On SQLite, the page's own spelling of the text term (at `at` in `where`). */
  let qPage: { at: number; fragment: Fragment; matches: readonly number[] } | undefined
  if (q) {
    // A substring can use no index order, so every published name is tested. On SQLite the test
    // reads the names from the narrow rank index (lower(full_name) is in it) and yields a set of
    // ids, instead of reading each wide row (ADR 005): a rare word under an order's index walk
    // took 300 ms reading rows, the set 8–20 ms. The set is read once per word and scope and kept
    // (`nameMatches`); the count and the page test against it. The count is driven by the set; the
    // page walks its order's index and probes the set (`+` keeps SQLite from driving it by the set,
    // which looked every match up and sorted them: 35 ms for a common word, 10 ms this way). With a
    // city or builder the set is read from that part of its rank index only (`?city=…&q=park` on
    // 100,000 properties: count 37 → 5 ms, page 24 → 4 ms). PostgreSQL reads the same test from a
    // trigram index of the lowered names (pg_trgm; `?q=count` 118 → 46 ms, with a city 73 → 15 ms).
    if (dialect === 'sqlite') {
      const matches = await nameMatches(q, textScope?.column ?? null, textScope?.ids ?? [])
      if (matches.length === 0) return empty
      const names = sql`(SELECT "value" FROM json_each(${JSON.stringify(matches)}))`
      where.push(sql`p."id" IN ${names}`)
      qPage = { at: where.length - 1, fragment: sql`+p."id" IN ${names}`, matches }
    } else where.push(sql`lower(p."full_name") LIKE ${likePattern(q)} ESCAPE '\\'`)
  }
  const geo = geoTerms(sql, params)

  // Distance order reads the map index whatever the box; other orders walk their index unless the box is small.
  const geoPage = geo.box && params.sort !== 'distance' && !(await boxIsSmall(payload, sql, geo.box)) ? geo.walked : geo.indexed
  /**
   * The count reads the budget's range when the other filters can be checked in that index's
   * entries or by id (a city, a builder, relations, BHK): a status, zoning, featured, offers, text
   * or map filter reads the wide row of every property in the range, where its own index was
   * cheaper (a budget with offers 25 → 166 ms, with a status 25 → 261 ms).
   */
  const countRange = priceRange.length > 0 && params.status === undefined && params.zoning === undefined && !params.featured && !params.offers && !q && !geo.box
  /**
   * A builder's budget is counted from the filter index, whose entries hold the city, the builder
   * and both prices (SQLite). Left to choose, SQLite took the budget's range of the city price
   * index (in every city when none is given) and read each entry's wide row to test the builder:
   * on 100,000 properties 130–350 ms for a builder's budget, 60 ms with a city, against 0.1–1 ms
   * this way (docs/quality.md at 4a32e07, "Twenty-fourth pass").
   */
  const countFrom = dialect === 'sqlite' && countRange && params.builder !== undefined ? sql`"properties" p INDEXED BY "properties_search_filter_idx"` : from
  const condition = (kind: 'count' | 'page') =>
    sql.join(
      [
        ...(kind === 'page' && qPage ? where.map((w, i) => (i === qPage.at ? qPage.fragment : w)) : where),
        ...(kind === 'page' ? geoPage : geo.indexed),
        // Driven by a budget's few ids, each relation or BHK term is a probe of the row (the count's
        // spelling would gather every id the term matches: 20 ms for a BHK of 30,000 properties).
        ...terms.map((t) => t[budgetSet ? 'page' : kind]),
        ...((kind === 'count' ? countRange : priceSeek) ? priceRange : []),
        ...(kind === 'page' && priceSeek ? [sql`(p."price_range_minimum" IS NULL) = false`] : []),
      ],
      sql` AND `,
    )
  /**
   * On SQLite the count merges id streams when `where` holds only published and city/builder (one
   * id each) and at most one relation or BHK filter has several values (the leading `any` group).
   */
  const anyOf = terms.filter((t) => t.streams.length > 1)
  const mergeable = dialect === 'sqlite' && !geo.box && where.length === 1 + columnStreams.length && terms.length > 0 && anyOf.length <= 1
  // Only the text term (its set holds published properties only): the set's size is the count.
  const textOnly = qPage !== undefined && where.length === 2 && terms.length === 0 && !geo.box
  // Built only when the matches are read: not for a word alone, nor when the filter's count is kept.
  const matchReads = (): MatchReads => {
    if (mergeable) {
      return idMerge(
        sql,
        anyOf[0]?.streams ?? [],
        [...columnStreams, ...terms.filter((t) => t.streams.length === 1).map((t) => t.streams[0]!)],
      )
    }
    if (where.length === 1 && terms.length > 0 && !geo.box) return relationOnlyMatches(sql, terms)
    // Offers alone: one range of the (published, offer_validity) index, ~20,000 entries instead of
    // a check on each of the 100,000 (0.4 ms instead of 3.6 ms). Combined with other filters the
    // plain spelling would make SQLite walk that range through the wide rows.
    const matches =
      offersFrom !== undefined && where.length === 2 && terms.length === 0 && !geo.box
        ? sql`FROM "properties" p WHERE p."published" = true AND p."offer_validity" >= ${offersFrom}`
        : sql`FROM ${countFrom} WHERE ${condition('count')}`
    return { count: sql`SELECT count(*) AS "total" ${matches}`, ids: sql`SELECT p."id" AS "id" ${matches}` }
  }
  const order = params.sort === 'distance' && geo.h ? sql`${geo.h} ASC, p."id" ASC` : orderBy(sql, params, q, priceSeek)
  const offset = (page - 1) * pageSize
  const columns = sql`p."id" AS "id", p."location_latitude" AS "lat", p."location_longitude" AS "lng"`

  const readCount = async () => Number((await readRows(payload, matchReads().count))[0]?.total ?? 0)
  // The count depends on the filters (and the day, for offers), not on the order or the page: a
  // city × BHK count merges two id streams (about 6 ms on 100,000 properties), the page after it
  // 2 ms. Kept like the search itself, dropped with it by any content change.
  const keepCount = options.keepCount === true && !options.onlyIds
  const filterKey = `${searchParamsToQuery({ ...params, sort: undefined, page: 1, pageSize: undefined })}\u0000${offersFrom ?? ''}`
  const readTotal = () => (textOnly ? Promise.resolve(qPage!.matches.length) : keepCount ? keptCount(filterKey, readCount) : readCount())
  const walkPage = () =>
    readRows(
      payload,
      sql`SELECT ${columns}${geo.h ? sql`, ${geo.h} AS "h"` : sql``} FROM ${from} WHERE ${condition('page')} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`,
    )
  /**
   * A filter few properties meet has its page read from its set of ids (SQLite). The page's walk of
   * its order's index checks each row against the filters, so when each filter alone matches many
   * properties but together few do (a budget, a type and a BHK: 26 of 100,000), the walk read every
   * row to fill a page that the set's rows, looked up by id and sorted, give at once; none at all
   * took the longest walk for nothing. So the matches are read first, in one statement that counts
   * them and lists their ids when there are at most `FEW_MATCHES`: then the set gives the page;
   * past it, the count is the total and the walk reads the page (dense matches fill a page early).
   * Count and set are kept per filter. Until the twenty-fourth pass of docs/quality.md at 4a32e07 the set was
   * read apart, stopping after `FEW_MATCHES + 1`, and a filter that more properties meet was then
   * counted again: both reads gathered its relation and BHK terms' ids, and the first, wasted for
   * six of seven searches of the load mix, was a seventh of the search's SQL time. Not where the walk
   * meets only matches (no filter, or only a city or builder, whose orders have their own indexes),
   * where a budget's set already drives it, for a map search (ADR 018) or for the alerts' few ids. A
   * word alone has its set already (`nameMatches`).
   */
  const fewMayMatch =
    dialect === 'sqlite' && !options.onlyIds && !budgetSet && !geo.box && (textOnly || terms.length > 0 || where.length > 1 + columnStreams.length)
  const fewLimit = options.fewMatches ?? (textScope ? FEW_MATCHES_IN_SCOPE : FEW_MATCHES)
  const readMatches = async (): Promise<Matches> => {
    if (textOnly) return { total: qPage!.matches.length, few: qPage!.matches.length <= fewLimit ? qPage!.matches : null }
    // One row, the ids as one string: rows' objects, made in the read thread and copied to this
    // one, cost 2–4 ms a thousand, where reading their index entries costs well under one. The
    // string is built for every match (3–5 % of a count's time) and sent only for a few.
    const [found] = await readRows(
      payload,
      sql`SELECT count(*) AS "n", CASE WHEN count(*) <= ${fewLimit} THEN group_concat("id") END AS "ids" FROM (${matchReads().ids}) "f"`,
    )
    const n = Number(found?.n ?? 0)
    return { total: n, few: n > fewLimit ? null : n === 0 ? [] : String(found!.ids).split(',').map(Number) }
  }
  const matched = fewMayMatch ? await (keepCount && !textOnly ? keptMatches(filterKey, readMatches) : readMatches()) : null
  const [total, idRows] = matched?.few
    ? [
        matched.total,
        matched.few.length <= offset
          ? []
          : await readRows(
              payload,
              sql`SELECT ${columns} FROM ${rowsOfSet(sql, matched.few)} WHERE p."id" = s."value" ORDER BY ${orderBy(sql, params, q)} LIMIT ${pageSize} OFFSET ${offset}`,
            ),
      ]
    : matched
      ? [matched.total, await walkPage()]
      : await Promise.all([readTotal(), walkPage()])
  const ids = idRows.map((r) => Number(r.id))
  const cards = await loadPropertySummaries(payload, ids)
  const byId = new Map(idRows.map((r) => [Number(r.id), r]))
  const coordinate = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v))
  const results = cards.map((card): SearchHit => {
    const row = byId.get(card.id)
    const hit: SearchHit = { ...card, latitude: coordinate(row?.lat), longitude: coordinate(row?.lng) }
    if (geo.h) hit.distanceKm = distanceKm(row?.h)
    return hit
  })
  return { total, page, pageSize, totalPages: totalPagesFor(total, pageSize), results }
}

const SEARCH_TAGS = [CACHE_TAGS.properties, CACHE_TAGS.cities, CACHE_TAGS.builders, CACHE_TAGS.propertyTypes, CACHE_TAGS.amenities, CACHE_TAGS.collections, CACHE_TAGS.media]
const keptCount = cachedValue<number>('search-count', SEARCH_TAGS)
/** A filter's count, and its ids when there are at most `FEW_MATCHES` (`fewLimit` in `searchProperties`). */
type Matches = { total: number; few: readonly number[] | null }
const keptMatches = cachedValue<Matches>('search-matches', SEARCH_TAGS)
const EMPTY: SearchResponse<SearchHit> = { total: 0, page: 1, pageSize: 0, totalPages: 0, results: [] }

/**
 * One search read, shared by the search page, the filtered listings and `GET /api/search`: the
 * canonical query string and today's date are the cache key (the offers filter changes at midnight
 * in the site's zone), so the same search asked by a page and by the API runs once.
 */
async function readSearch(query: string, _today: string): Promise<SearchResponse<SearchHit>> {
  const parsed = parseSearchParams(new URLSearchParams(query))
  if (!parsed.ok) throw new Error(parsed.error)
  return searchProperties(parsed.params, { keepCount: true })
}
const sharedSearch = cachedRead('search', SEARCH_TAGS, readSearch)
const cachedSearch = cachedQuery('search', SEARCH_TAGS, readSearch, EMPTY)

const searchKey = (params: SearchParams) => [searchParamsToQuery(params), dayInTimeZone(new Date(), env().SITE_TIME_ZONE)] as const

/** `searchProperties` through the content cache, for pages; a failure gives an empty result (docs/product.md §11). */
export async function searchPropertiesCached(params: SearchParams): Promise<SearchResponse<SearchHit>> {
  const result = await cachedSearch(...searchKey(params))
  return result.pageSize === 0 ? { ...result, page: params.page, pageSize: params.pageSize } : result
}

/** `searchProperties` through the content cache, for the API: a failure throws (a 503 there). */
export function searchPropertiesShared(params: SearchParams): Promise<SearchResponse<SearchHit>> {
  return sharedSearch(...searchKey(params))
}

export { type SearchApiResult, toSearchApiResult } from './api-result'

