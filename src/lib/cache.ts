/**
 * Content caching (docs/product.md §9): every public content read goes through this process's content cache
 * with its tags, so a CMS change can drop it within seconds (`revalidateContent`), and with a
 * safety-net expiry.
 *
 * The cache is an LRU bounded by bytes (the JSON length of what it holds) in this process, not
 * Next's data cache (`unstable_cache`): that one stored each result as JSON and parsed it again on
 * every hit, looked for a file on disk on every miss of its 4 MB memory (which it shared with
 * Next's pages), and hashed the arguments for its key (docs/quality.md at 4a32e07, "Fifteenth pass"; ADR 031).
 * A result is kept as the query returned it, frozen all the way down: every caller shares that one
 * copy, and code that would change it fails at once instead of changing it for everyone.
 *
 * Errors are never cached: a failing read throws out of the cache, `cachedQuery` logs it and hands
 * the page an empty result (docs/product.md §11), and the next request tries again.
 */
import { LRUCache } from 'lru-cache'
import { revalidatePath, revalidateTag } from 'next/cache'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { after } from 'next/server'
import { cache } from 'react'

import { logger } from './logger'
import { clearResponseCache } from './server/response-cache-registry'
import { publishInvalidation } from './shared/invalidation'

export const CACHE_TAGS = {
  siteData: 'site-data',
  siteVariables: 'site-variables',
  properties: 'properties',
  cities: 'cities',
  builders: 'builders',
  collections: 'property-collections',
  propertyTypes: 'property-types',
  amenities: 'amenities',
  blogs: 'blogs',
  teamMembers: 'team-members',
  careers: 'careers',
  media: 'media',
  genericPages: 'generic-pages',
  faqs: 'faqs',
  accreditations: 'accreditations',
  pricing: 'pricing',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

/** Content expires on its own after 4 hours; reference lists after 48 hours (docs/product.md §9). */
export const CONTENT_TTL_SECONDS = 4 * 60 * 60
export const REFERENCE_TTL_SECONDS = 48 * 60 * 60

const REFERENCE_TAGS: ReadonlySet<string> = new Set([
  CACHE_TAGS.cities,
  CACHE_TAGS.collections,
  CACHE_TAGS.builders,
  CACHE_TAGS.propertyTypes,
  CACHE_TAGS.amenities,
  CACHE_TAGS.siteVariables,
])

/** The expiry for data carrying these tags: the shortest that applies. */
export function ttlForTags(tags: readonly string[]): number {
  return tags.length > 0 && tags.every((t) => REFERENCE_TAGS.has(t)) ? REFERENCE_TTL_SECONDS : CONTENT_TTL_SECONDS
}

/** What the content cache holds at most, counted in characters of the results' JSON. */
export const CONTENT_CACHE_MAX_BYTES = 4 * 1024 * 1024
/** A result larger than this is handed out but not kept. */
const CONTENT_ENTRY_MAX_BYTES = 512 * 1024

type ContentCache = {
  entries: LRUCache<string, { value: unknown }>
  /** Reads under way, shared by the requests that ask for the same key meanwhile. */
  pending: Map<string, Promise<unknown>>
  /** The tags of each query name: what a content change drops. */
  tagsOf: Map<string, readonly string[]>
  /** Bumped by every drop: a read that started before it is handed out but not kept. */
  generation: number
  /** Calls answered from the cache, and reads run (misses), for `/api/metrics`. */
  hits: number
  reads: number
}

// One cache per process, whichever of the server's bundles (pages, route handlers) loads this module.
const CACHE = Symbol.for('griha.contentCache')

function contentCache(): ContentCache {
  const g = globalThis as { [CACHE]?: ContentCache }
  return (g[CACHE] ??= {
    entries: new LRUCache<string, { value: unknown }>({ maxSize: CONTENT_CACHE_MAX_BYTES, maxEntrySize: CONTENT_ENTRY_MAX_BYTES }),
    pending: new Map(),
    tagsOf: new Map(),
    generation: 0,
    hits: 0,
    reads: 0,
  })
}

/** Freezes plain data (objects, arrays; a `Date` too), all the way down. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** The content cache's size and use, for tests (`/api/metrics` reads the same object). */
export function contentCacheStats(): { entries: number; bytes: number; hits: number; reads: number } {
  const { entries, hits, reads } = contentCache()
  return { entries: entries.size, bytes: entries.calculatedSize, hits, reads }
}

/**
 * Wraps a content read in the content cache: a failure is not kept and reaches the caller (an API
 * answers it with a 503). Pages use `cachedQuery`, which turns it into an empty result.
 *
 * `name` identifies the query in the cache key and in logs; arguments become part of the key, so
 * pass request-dependent values (city, today's date) as arguments, never read them inside.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: readonly CacheTag[],
  query: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const keep = cachedValue<Result>(name, tags)
  return (...args: Args) => keep(JSON.stringify(args), () => query(...args))
}

/**
 * `cachedRead` with the key made by the caller: for a value shared by reads that differ in ways
 * that do not change it (a search's count is the same whatever its order and page), when its
 * inputs are not plain arguments. `key` must name everything the value depends on.
 */
export function cachedValue<Result>(name: string, tags: readonly CacheTag[]): (key: string, read: () => Promise<Result>) => Promise<Result> {
  const store = contentCache()
  store.tagsOf.set(name, tags)
  const ttl = ttlForTags(tags) * 1000
  return (ownKey, query) => {
    const key = `${name}\u0000${ownKey}`
    const hit = store.entries.get(key)
    if (hit) {
      store.hits++
      return Promise.resolve(hit.value as Result)
    }
    let read = store.pending.get(key) as Promise<Result> | undefined
    if (!read) {
      store.reads++
      const generation = store.generation
      read = query().then((result) => {
        // Its JSON length is its size in the budget (a result JSON cannot hold is not kept).
        const json = JSON.stringify(result) as string | undefined
        const value = deepFreeze(result)
        if (generation === store.generation && json !== undefined) store.entries.set(key, { value }, { ttl, size: Math.max(1, json.length) })
        return value
      })
      const shared = read.finally(() => {
        if (store.pending.get(key) === shared) store.pending.delete(key)
      })
      store.pending.set(key, shared)
      read = shared
    }
    return read
  }
}

/**
 * Wraps a content read in the content cache (`cachedRead`) and in the docs/product.md §11 failure rule: a
 * failing read is logged and the page gets `fallback`.
 */
export function cachedQuery<Args extends unknown[], Result>(
  name: string,
  tags: readonly CacheTag[],
  query: (...args: Args) => Promise<Result>,
  fallback: Result,
): (...args: Args) => Promise<Result> {
  const cached = cachedRead(name, tags, query)
  // React's `cache` shares one call per request: a page and its metadata ask for the same
  // property, and the layout and the page for the same cities, and a miss is read once.
  return cache(async (...args: Args) => {
    // The build has no database; a page Next prerenders anyway (the static 404 shell) gets the
    // empty result instead of a failing query.
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return fallback
    try {
      return await cached(...args)
    } catch (error) {
      logger.error({ err: error, query: name, args }, `Content query failed: ${name}`)
      return fallback
    }
  })
}

/**
 * Drops cached content after a CMS change (for collection hooks). The next visitor gets fresh data;
 * outside a Next request (seed, CLI) there is no cache to drop here. With REDIS_URL the other
 * instances are told too, once this request's response is sent (after the change has committed).
 */
export function revalidateContent(...tags: CacheTag[]): void {
  dropContentHere(tags)
  try {
    after(() => publishInvalidation(tags))
  } catch {
    // Not inside a request (seed, CLI): announce it now.
    void publishInvalidation(tags)
  }
}

/** Drops this process's cached content with these tags (also for changes announced by another instance). */
export function dropContentHere(tags: readonly string[]): void {
  const store = contentCache()
  store.generation++
  store.pending.clear()
  const dropped = new Set([...store.tagsOf].filter(([, own]) => own.some((t) => tags.includes(t))).map(([name]) => name))
  for (const key of [...store.entries.keys()]) {
    if (dropped.has(key.slice(0, key.indexOf('\u0000')))) store.entries.delete(key)
  }
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside a Next server context (e.g. the seed script): nothing is cached there.
    }
  }
  // Pages Next keeps as ISR HTML (listings, blog posts) were tagged by the data they read when it
  // came from Next's data cache; the content cache does not tag them, so every kept page goes.
  try {
    revalidatePath('/', 'layout')
  } catch {
    // Not inside a Next server context: no page is kept there.
  }
  // Whole responses held for a moment in front of Next (scripts/serve.ts) go too.
  clearResponseCache()
}
