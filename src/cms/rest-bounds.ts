import * as qs from 'qs-esm'

/**
 * The bounds of a public read of Payload's REST API (docs/product.md §17): at most MAX_LIMIT
 * documents a page (`limit=0` and `pagination=false` mean "all" to Payload, so they are over it),
 * at most MAX_DEPTH levels of relationships, at most MAX_WHERE_CONDITIONS conditions in `where`.
 * The query is parsed with the same library and options as Payload's own (createPayloadRequest),
 * so what is counted is what Payload would run. Staff reads (the CMS admin) are not bounded.
 */
export const MAX_LIMIT = 100
export const MAX_DEPTH = 2
export const MAX_WHERE_CONDITIONS = 50

export type BoundProblem = { parameter: string; message: string }

const WHOLE_NUMBER = /^\d{1,9}$/

function countConditions(where: unknown, depth = 0): number {
  if (depth > 20 || where === null || typeof where !== 'object') return 1
  let count = 0
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if ((key === 'and' || key === 'or') && value && typeof value === 'object') {
      for (const part of Object.values(value as Record<string, unknown>)) count += countConditions(part, depth + 1)
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      // `{ field: { equals: x, exists: true } }`: one condition per operator.
      count += Math.max(1, Object.keys(value).length)
    } else {
      count += 1
    }
  }
  return count
}

/** The first bound a query string breaks, or null. `search` is the URL's query (`?…` or empty). */
export function restReadProblem(search: string): BoundProblem | null {
  if (!search || search === '?') return null
  const query = qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<string, unknown>
  const limit = query.limit
  if (limit !== undefined) {
    if (typeof limit !== 'string' || !WHOLE_NUMBER.test(limit) || Number(limit) < 1 || Number(limit) > MAX_LIMIT) {
      return { parameter: 'limit', message: `limit must be a whole number from 1 to ${MAX_LIMIT}` }
    }
  }
  if (query.pagination !== undefined && query.pagination !== 'true') {
    return { parameter: 'pagination', message: `pagination cannot be turned off; pages hold at most ${MAX_LIMIT} documents` }
  }
  const depth = query.depth
  if (depth !== undefined && (typeof depth !== 'string' || !WHOLE_NUMBER.test(depth) || Number(depth) > MAX_DEPTH)) {
    return { parameter: 'depth', message: `depth must be a whole number from 0 to ${MAX_DEPTH}` }
  }
  if (query.where !== undefined) {
    if (typeof query.where !== 'object' || query.where === null) return { parameter: 'where', message: 'where must be a set of conditions' }
    if (countConditions(query.where) > MAX_WHERE_CONDITIONS) {
      return { parameter: 'where', message: `where may hold at most ${MAX_WHERE_CONDITIONS} conditions` }
    }
  }
  const page = query.page
  if (page !== undefined && (typeof page !== 'string' || !WHOLE_NUMBER.test(page) || Number(page) < 1)) {
    return { parameter: 'page', message: 'page must be a whole number from 1' }
  }
  return null
}
