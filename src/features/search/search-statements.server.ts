import 'server-only'

/**
 * The statement building of the search (src/features/search/search.server.ts, docs/product.md §5,
 * §14): the SQL fragments of its terms (map, relation, BHK), the id merge that counts on SQLite, and
 * the orders. Pure text over `sql`; nothing here reads the database.
 */
import { type Dialect, type Fragment, inList, type Sql } from '@/cms/db/raw-sql'

import { boxAround, EARTH_RADIUS_KM, roundKm } from './geo'
import { likePattern } from './match'
import type { SearchParams } from './params'

/**
 * The map terms (docs/product.md §14, ADR 018): boxes on the latitude/longitude columns, which the map index
 * (published, latitude, longitude, then every filtered and sorted column) serves; a radius as the
 * box around the circle plus the exact haversine test. Both dialects have sin, cos and sqrt (libSQL
 * ships SQLite's math functions), so the exact test, the count and the distance order all stay in
 * SQL. `h` is the haversine term: the distance is 2R·asin(√h), growing with h, so
 * `h <= sin²(r/2R)` is the radius test and `ORDER BY h` is nearest first without asin in SQL.
 *
 * `box` is the box alone (for `boxIsSmall`); `indexed` spells the terms so the database may use
 * the map index, `walked` (`+column`) so SQLite checks them per row while it walks an order index.
 */
export type GeoTerms = { box?: Fragment; indexed: Fragment[]; walked: Fragment[]; h?: Fragment }

export function geoTerms(sql: Sql, params: SearchParams): GeoTerms {
  const boxes: (readonly [number, number, number, number])[] = []
  if (params.bbox) boxes.push(params.bbox)
  if (params.near && params.radius_km !== undefined) boxes.push(boxAround(params.near, params.radius_km))
  if (boxes.length === 0) return { indexed: [], walked: [] }
  const spell = (plus: string) =>
    boxes.map(
      (b) =>
        sql`${sql.raw(`${plus}p."location_latitude"`)} BETWEEN ${b[1]} AND ${b[3]} AND ${sql.raw(`${plus}p."location_longitude"`)} BETWEEN ${b[0]} AND ${b[2]}`,
    )
  const indexed = spell('')
  const walked = spell('+')
  const box = sql.join(indexed, sql` AND `)
  if (!params.near || params.radius_km === undefined) return { box, indexed, walked }
  const [lat, lng] = params.near
  const half = Math.PI / 360 // degrees to radians, halved
  const h = sql`(sin((p."location_latitude" - ${lat}) * ${half}) * sin((p."location_latitude" - ${lat}) * ${half}) + ${Math.cos(lat * 2 * half)} * cos(p."location_latitude" * ${2 * half}) * sin((p."location_longitude" - ${lng}) * ${half}) * sin((p."location_longitude" - ${lng}) * ${half}))`
  const within = sql`${h} <= ${Math.sin(params.radius_km / (2 * EARTH_RADIUS_KM)) ** 2}`
  return { box, indexed: [...indexed, within], walked: [...walked, within], h }
}

/** On SQLite both budget reads take the filter index, which holds both prices; PostgreSQL chooses by its statistics. */
export const pricesIndex = (sql: Sql, dialect: Dialect) => (dialect === 'sqlite' ? sql.raw(' INDEXED BY "properties_search_filter_idx"') : sql``)

export const distanceKm = (h: unknown) => roundKm(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(Math.max(0, Number(h))))))

/**
 * The rows of a set of property ids on SQLite, driven by the set (`p."id" = s."value"` goes in the
 * WHERE): the CROSS JOIN keeps that order whatever the planner's statistics say (left to it, a
 * small database's planner walked an order index and tested every row against the set).
 */
export const rowsOfSet = (sql: Sql, ids: readonly number[]) => sql`json_each(${JSON.stringify(ids)}) s CROSS JOIN "properties" p`

/**
 * A relation or BHK condition in four spellings: the page query probes the index per row
 * (`EXISTS`) while it walks the order index and stops after one page; the count gathers the
 * matching ids once (`+id IN (…)`); when relation terms are the only filters, the count reads the
 * relation index alone (`ids`, the others as probes); and `streams`, one SELECT of the matching
 * property ids per value, each read by SQLite from the index already in id order, so the count can
 * merge them (`idMerge`) without a temporary b-tree (ADR 005).
 */
export type Term = { count: Fragment; page: Fragment; ids: Fragment; probe: (parent: Fragment) => Fragment; streams: Fragment[] }

export function related(sql: Sql, path: string, column: string, targetIds: readonly number[]): Term {
  const match = sql`${sql.raw(`r."${column}"`)} IN (${inList(sql, targetIds)}) AND r."path" = ${path}`
  const ids = sql`SELECT r."parent_id" AS "pid" FROM "properties_rels" r WHERE ${match}`
  const probe = (parent: Fragment) => sql`EXISTS (SELECT 1 FROM "properties_rels" r WHERE ${match} AND r."parent_id" = ${parent})`
  const streams = targetIds.map(
    (id) => sql`SELECT r."parent_id" AS "id" FROM "properties_rels" r WHERE ${sql.raw(`r."${column}"`)} = ${id} AND r."path" = ${path}`,
  )
  return { count: sql`+p."id" IN (${ids})`, page: probe(sql`p."id"`), ids, probe, streams }
}

export function hasBhk(sql: Sql, values: readonly string[]): Term {
  const match = sql`f."bhk" IN (${sql.join(values.map((b) => sql`${b}`), sql`, `)})`
  const ids = sql`SELECT f."_parent_id" AS "pid" FROM "properties_floor_plans" f WHERE ${match}`
  const probe = (parent: Fragment) => sql`EXISTS (SELECT 1 FROM "properties_floor_plans" f WHERE ${match} AND f."_parent_id" = ${parent})`
  const streams = values.map((b) => sql`SELECT f."_parent_id" AS "id" FROM "properties_floor_plans" f WHERE f."bhk" = ${b}`)
  return { count: sql`+p."id" IN (${ids})`, page: probe(sql`p."id"`), ids, probe, streams }
}

/**
 * The statements that read a filter's matches: `count` counts them, `ids` lists their ids, each
 * once, in any order (the count and the set of `FEW_MATCHES` read together).
 */
export type MatchReads = { count: Fragment; ids: Fragment }

/** The matches when relation and BHK terms are the only filters besides `published`. */
export function relationOnlyMatches(sql: Sql, terms: readonly Term[]): MatchReads {
  const [first, ...others] = terms as [Term, ...Term[]]
  const checks = others.map((t) => t.probe(sql`d."pid"`))
  const unpublished = sql`d."pid" NOT IN (SELECT "id" FROM "properties" WHERE "published" = false OR "published" IS NULL)`
  const matches = sql`FROM (${first.ids}) d WHERE ${sql.join([...checks, unpublished], sql` AND `)}`
  return {
    count: sql`SELECT count(DISTINCT d."pid") AS "total" ${matches}`,
    ids: sql`SELECT DISTINCT d."pid" AS "id" ${matches}`,
  }
}

/**
 * The count as a merge of id streams (SQLite): `[a1 UNION a2 … INTERSECT] s1 INTERSECT s2 …
 * EXCEPT (unpublished ids) ORDER BY 1`. Each stream is one index range that SQLite reads in id
 * order (a relation, a BHK value, a city or builder id), so it merges them in one pass without a
 * temporary b-tree and without touching the wide property rows; the unpublished ids come from the
 * `published` index (few). The compound yields distinct ids, so a property with two matching floor
 * plans counts once. One filter with several values (`bhk=2&bhk=3`) is the leading `any` group:
 * SQLite applies compound operators left to right (and takes no parentheses in a compound; a
 * subquery would lose the id order). Two amenities of ~30,000 properties each: 6 ms instead of
 * 23 ms; a collection of 35,000: 5 ms instead of 18 ms; a city and a BHK: 4 ms instead of 17 ms.
 * PostgreSQL plans INTERSECT/EXCEPT as hashed or sorted set operations, 2–4 times slower there
 * than its semi-joins, and binds INTERSECT tighter than UNION, so it keeps the other counts
 * (ADR 005).
 */
export function idMerge(sql: Sql, any: readonly Fragment[], streams: readonly Fragment[]): MatchReads {
  const unpublished = [
    sql`SELECT p."id" AS "id" FROM "properties" p WHERE p."published" = false`,
    sql`SELECT p."id" AS "id" FROM "properties" p WHERE p."published" IS NULL`,
  ]
  const group = any.length === 0 ? [] : [sql.join([...any], sql` UNION `)]
  const merged = sql`${sql.join([...group, ...streams], sql` INTERSECT `)} EXCEPT ${sql.join(unpublished, sql` EXCEPT `)} ORDER BY 1`
  return { count: sql`SELECT count(*) AS "total" FROM (${merged}) "s"`, ids: merged }
}

/** `pricesSet`: every row has a price (a budget), so the order is the price index's after its `IS NULL` column. */
export function orderBy(sql: Sql, params: SearchParams, q: string | undefined, pricesSet = false): Fragment {
  const nullsLast = pricesSet ? sql`` : sql`p."price_range_minimum" IS NULL, `
  switch (params.sort) {
    case 'price_asc':
      return sql`${nullsLast}p."price_range_minimum" ASC, p."id" ASC`
    case 'price_desc':
      return sql`${nullsLast}p."price_range_minimum" DESC, p."id" ASC`
    case 'newest':
      return sql`p."created_at" DESC, p."id" DESC`
    case 'distance': // only with near, ordered by the caller; relevance otherwise
    case 'relevance':
      if (q) {
        const rank = sql`CASE WHEN lower(p."full_name") = ${q} THEN 0 WHEN lower(p."full_name") LIKE ${likePattern(q, 'prefix')} ESCAPE '\\' THEN 1 ELSE 2 END`
        return sql`p."featured" DESC, ${rank}, lower(p."full_name") ASC, p."id" ASC`
      }
      return sql`p."featured" DESC, lower(p."full_name") ASC, p."id" ASC`
  }
}
