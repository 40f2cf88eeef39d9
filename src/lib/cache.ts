/**
 * Content caching (SPEC §9): every public content read goes through Next's data cache with a tag,
 * so a CMS change can drop it within seconds (`revalidateContent`), and with a safety-net expiry.
 *
 * Errors are never cached: a failing read throws out of the cache, `cachedQuery` logs it and hands
 * the page an empty result (SPEC §11), and the next request tries again.
 */
import { revalidateTag, unstable_cache } from 'next/cache'
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

/** Content expires on its own after 4 hours; reference lists after 48 hours (SPEC §9). */
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

/**
 * Wraps a content read in the data cache and in the SPEC §11 failure rule.
 *
 * `name` identifies the query in the cache key and in logs; arguments become part of the key, so
 * pass request-dependent values (city, today's date) as arguments, never read them inside.
 */
export function cachedQuery<Args extends unknown[], Result>(
  name: string,
  tags: readonly CacheTag[],
  query: (...args: Args) => Promise<Result>,
  fallback: Result,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(query, ['content', name], { tags: [...tags], revalidate: ttlForTags(tags) })
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
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside a Next server context (e.g. the seed script): nothing is cached there.
    }
  }
  // Whole responses held for a moment in front of Next (scripts/serve.ts) go too.
  clearResponseCache()
}
