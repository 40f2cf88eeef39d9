import 'server-only'

/**
 * The small reads a search makes before its statements (src/features/search/search.server.ts,
 * docs/product.md §5): whether a map box is small, a budget's matches, whether prices are in order,
 * the ids a reference filter names, the BHK spellings stored, and a word's name matches. The ones
 * worth keeping are kept in the content cache until the next property change.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { type Dialect, type Fragment, inList, readRows, type Sql, sqlFor } from '@/cms/db/raw-sql'
import { CACHE_TAGS, cachedRead } from '@/lib/cache'

import { likePattern } from './match'
import { pricesIndex } from './search-statements.server'

/**
 * Up to this many published properties in the box, the page is read from the map index and
 * sorted (at most this many rows fetched); beyond it, by walking the order index and checking the
 * box per row, which reaches a page of 24 after about 24 × 100,000 / this rows. Either way a page
 * costs a bounded number of row reads (ADR 018: a city-sized box took 110 ms through the map index).
 */
export const SMALL_BOX = 2000

export async function boxIsSmall(payload: Payload, sql: Sql, box: Fragment): Promise<boolean> {
  const [row] = await readRows(
    payload,
    sql`SELECT count(*) AS "n" FROM (SELECT 1 FROM "properties" p WHERE p."published" = true AND ${box} LIMIT ${SMALL_BOX + 1}) "b"`,
  )
  return Number(row?.n ?? 0) <= SMALL_BOX
}

/**
 * Up to this many published properties within a budget, the search reads their ids first and is
 * driven by them: the count and the page look each one up by id and sort at most this many. Beyond
 * it the page walks the order index and checks the prices row by row, as for every value filter
 * (ADR 005), reaching a page of 24 after about 24 × 100,000 / this rows. A budget that few or no
 * properties meet (above or below every price, or a narrow one) walked the whole order index
 * through the wide rows instead: on 100,000 properties 349 ms on SQLite, 166 ms on PostgreSQL for
 * an empty budget.
 */
export const SMALL_BUDGET = 2000


/**
 * The ids of the published properties within a budget when there are at most `limit`
 * (`SMALL_BUDGET`) of them, else null: one read stopping after `limit + 1` matches, so a budget
 * most properties meet costs about a millisecond and one that none meet a pass over an index. On
 * SQLite it reads the filter index, which holds both prices (entries only, no wide rows; 10–30 ms
 * on 100,000 for a budget none meets); PostgreSQL picks a price index by its statistics. Kept in
 * the content cache per budget (the site's budget choices are a short list), dropped by any
 * property change.
 */
async function readBudgetMatches(dialect: Dialect, min: number | null, max: number | null, limit: number): Promise<number[] | null> {
  const payload = await getPayload({ config })
  const sql = sqlFor(dialect)
  const bounds = [
    ...(min === null ? [] : [sql`b."price_range_minimum" >= ${min}`]),
    ...(max === null ? [] : [sql`b."price_range_maximum" <= ${max}`]),
  ]
  const found = await readRows(
    payload,
    sql`SELECT b."id" AS "id" FROM "properties" b${pricesIndex(sql, dialect)} WHERE b."published" = true AND b."price_range_minimum" IS NOT NULL AND b."price_range_maximum" IS NOT NULL AND ${sql.join(bounds, sql` AND `)} LIMIT ${limit + 1}`,
  )
  return found.length > limit ? null : found.map((r) => Number(r.id))
}
export const budgetMatches = cachedRead('search-budget', [CACHE_TAGS.properties], readBudgetMatches)

/**
 * Whether every published property with both prices has its minimum at most its maximum, as the
 * collection's validation requires (a row written around it would otherwise be missed by the
 * budget's `minimum <= max` range). One pass over the filter index's entries on SQLite (about 15
 * ms on 100,000 properties), over the table on PostgreSQL; kept until the next property change.
 */
async function readPricesInOrder(dialect: Dialect): Promise<boolean> {
  const payload = await getPayload({ config })
  const sql = sqlFor(dialect)
  const found = await readRows(
    payload,
    sql`SELECT 1 AS "x" FROM "properties" b${pricesIndex(sql, dialect)} WHERE b."published" = true AND b."price_range_minimum" > b."price_range_maximum" LIMIT 1`,
  )
  return found.length === 0
}
export const pricesInOrder = cachedRead('search-prices-in-order', [CACHE_TAGS.properties], readPricesInOrder)

/**
 * Reference collections a name filter can point at: table and name column. City, type, amenity
 * and collection names are localized (docs/product.md §21): they live in `<table>_locales`, one row
 * a language, and a filter matches the name in any of them.
 */
export const REFERENCES = {
  city: { table: 'cities', name: 'city_name', localized: true },
  builder: { table: 'builders', name: 'builder_name', localized: false },
  type: { table: 'property_types', name: 'property_type', localized: true },
  amenity: { table: 'amenities', name: 'amenity', localized: true },
  collection: { table: 'property_collections', name: 'name', localized: true },
} as const

export type ReferenceKey = keyof typeof REFERENCES

/**
 * Ids of the reference documents a filter value names: by name in English or Hindi (any case), by
 * slug (any case) or by id. Small tables, one indexed lookup each.
 */
export async function resolveIds(payload: Payload, sql: Sql, key: ReferenceKey, value: string): Promise<number[]> {
  const { table, name, localized } = REFERENCES[key]
  const v = value.trim().toLowerCase()
  const id = /^\d{1,15}$/.test(v) ? Number(v) : -1
  const byName = localized
    ? sql` UNION SELECT "_parent_id" AS "id" FROM ${sql.raw(`"${table}_locales"`)} WHERE lower(${sql.raw(`"${name}"`)}) = ${v}`
    : sql` OR lower(${sql.raw(`"${name}"`)}) = ${v}`
  const found = await readRows(
    payload,
    sql`SELECT "id" FROM ${sql.raw(`"${table}"`)} WHERE (lower("slug") = ${v} OR "id" = ${id})${byName}`,
    { point: true },
  )
  return [...new Set(found.map((r) => Number(r.id)))]
}

/**
 * The BHK spellings of the filter that some floor plan actually has (one tiny index probe each).
 * The CMS stores canonical values, so usually one is left, and a single value lets the count
 * read the (bhk, parent) index in id order; none left means nothing can match.
 */
export async function storedBhkValues(payload: Payload, sql: Sql, values: readonly string[]): Promise<string[]> {
  const probes = values.map((v, i) => sql`EXISTS (SELECT 1 FROM "properties_floor_plans" f WHERE f."bhk" = ${v}) AS ${sql.raw(`"v${i}"`)}`)
  const [found] = await readRows(payload, sql`SELECT ${sql.join(probes, sql`, `)}`, { point: true })
  return values.filter((_, i) => {
    const v = found?.[`v${i}`]
    return v === true || Number(v) === 1
  })
}

export type ScopeColumn = 'city_id' | 'builder_name_id'

/**
 * Ids of the published properties whose name holds `q` (SQLite): read from the narrow rank index,
 * the city's or builder's part of it when the search names one (`column`, `scopeIds`). Kept in the
 * content cache per word and scope, dropped by any property change: the count and the page of a
 * search both test against this set, and a word asked again (another filter, order or page) costs
 * no scan of the names (8–35 ms on 100,000 properties for each statement that scanned them).
 */
async function readNameMatches(q: string, column: ScopeColumn | null, scopeIds: readonly number[]): Promise<number[]> {
  const payload = await getPayload({ config })
  const sql = sqlFor('sqlite')
  const scope =
    column === null
      ? sql`"properties" n INDEXED BY "properties_search_rank_idx" WHERE`
      : column === 'city_id'
        ? sql`"properties" n INDEXED BY "properties_search_city_rank_idx" WHERE n."city_id" IN (${inList(sql, scopeIds)}) AND`
        : sql`"properties" n INDEXED BY "properties_search_builder_rank_idx" WHERE n."builder_name_id" IN (${inList(sql, scopeIds)}) AND`
  const found = await readRows(payload, sql`SELECT n."id" AS "id" FROM ${scope} n."published" = true AND lower(n."full_name") LIKE ${likePattern(q)} ESCAPE '\\'`)
  return found.map((r) => Number(r.id))
}
export const nameMatches = cachedRead('search-names', [CACHE_TAGS.properties], readNameMatches)
