import 'server-only'

import config from '@payload-config'
import { type CollectionSlug, getPayload, type Where } from 'payload'

import { readRows, sqlFor, dialectOf } from '@/cms/db/raw-sql'
import { slugify } from '@/cms/fields/slugify'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { STATIC_PAGES } from './static-pages'
import { SITEMAPINDEX_CLOSE, SITEMAPINDEX_OPEN, sitemapEntry, URLS_PER_PAGE, URLSET_CLOSE, URLSET_OPEN, urlEntry } from './xml'

/** Rows per database read: bounded memory however many properties there are. */
export const SITEMAP_PAGE_SIZE = 1000

type Row = { id: number; updatedAt?: string | null } & Record<string, unknown>

/**
 * Reads one collection in id order, `SITEMAP_PAGE_SIZE` rows at a time, as the anonymous visitor
 * (so only public documents), selecting just the fields the sitemap needs. Keyset paging keeps each
 * read as cheap as the first and skips the count query.
 */
async function* rows(collection: CollectionSlug, select: Record<string, true>, where?: Where): AsyncGenerator<Row> {
  const payload = await getPayload({ config })
  let lastId = 0
  for (;;) {
    const idAfter: Where = { id: { greater_than: lastId } }
    const result = await payload.find({
      collection,
      overrideAccess: false,
      where: where ? { and: [where, idAfter] } : idAfter,
      sort: 'id',
      limit: SITEMAP_PAGE_SIZE,
      pagination: false,
      depth: 0,
      select: { ...select, updatedAt: true },
    })
    const docs = result.docs as unknown as Row[]
    for (const doc of docs) yield doc
    if (docs.length < SITEMAP_PAGE_SIZE) return
    lastId = docs[docs.length - 1]!.id
  }
}

/** At most this many URLs in one sitemap file (sitemaps.org); beyond it the sitemap is an index of parts. */
export const SITEMAP_MAX_URLS = 50_000

type PropertyRow = { id: number; full_name: unknown; slug: unknown; city: unknown; updatedAt: unknown }

/**
 * The published properties in id order after `afterId`, at most `limit`, `SITEMAP_PAGE_SIZE` at a
 * time, read in SQL: the public condition is the anonymous visitor's (publishedOrStaff:
 * `published = true`). Through Payload's `find` each document went through its field traversal
 * and `afterRead` hooks: 18–19 s of the main thread for 100,000 properties, a sitemap request
 * holding every page render behind it.
 */
async function* publishedProperties(afterId = 0, limit = Number.POSITIVE_INFINITY): AsyncGenerator<PropertyRow> {
  const payload = await getPayload({ config })
  const sql = sqlFor(dialectOf(payload))
  let lastId = afterId
  let left = limit
  while (left > 0) {
    const size = Math.min(SITEMAP_PAGE_SIZE, left)
    const found = await readRows(
      payload,
      sql`SELECT p."id", p."full_name", p."slug", p."city_id", p."updated_at" FROM "properties" p
        WHERE p."published" = true AND p."id" > ${lastId} ORDER BY p."id" LIMIT ${size}`,
    )
    for (const row of found) yield { id: Number(row.id), full_name: row.full_name, slug: row.slug, city: row.city_id == null ? null : Number(row.city_id), updatedAt: row.updated_at }
    if (found.length < size) return
    left -= found.length
    lastId = Number(found[found.length - 1]!.id)
  }
}

async function publishedPropertyCount(): Promise<number> {
  const payload = await getPayload({ config })
  const sql = sqlFor(dialectOf(payload))
  const [row] = await readRows(payload, sql`SELECT count(*) AS "total" FROM "properties" p WHERE p."published" = true`)
  return Number(row?.total ?? 0)
}

/** The id after which property part `part` (1, 2, …) starts; null when there is no such part. */
async function partStart(part: number, perPart: number): Promise<number | null> {
  if (part === 1) return 0
  const payload = await getPayload({ config })
  const sql = sqlFor(dialectOf(payload))
  const [row] = await readRows(
    payload,
    sql`SELECT p."id" FROM "properties" p WHERE p."published" = true ORDER BY p."id" LIMIT 1 OFFSET ${(part - 1) * perPart - 1}`,
  )
  return row ? Number(row.id) : null
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/** A stored instant from either driver's raw value (SQLite: ISO text; PostgreSQL: its own text form or a Date). */
function lastmod(value: unknown): string | Date | null {
  if (value instanceof Date) return value
  return typeof value === 'string' && value ? value : null
}

/** The collections listed besides cities and properties: [slug, name field, slug field, path prefix]. */
const SIMPLE: Array<[CollectionSlug, string, string, string]> = [
  ['builders', 'builder_name', 'slug', '/builders/'],
  ['property-collections', 'name', 'slug', '/collections/'],
  ['blogs', 'title', 'link_title', '/blogs/'],
  ['careers', 'title', 'slug', '/careers/'],
  ['generic-pages', 'title', 'page_link', '/page/'],
  // Read as the anonymous visitor: hidden team members are not listed.
  ['team-members', 'name', 'slug', '/about/'],
]

/** City id → slug, and the city pages' entries. */
async function cities(siteUrl: string): Promise<{ slugs: Map<number, string>; entries: string }> {
  const slugs = new Map<number, string>()
  let entries = ''
  for await (const city of rows('cities', { city_name: true, slug: true })) {
    const name = text(city.city_name)
    if (!name) continue
    const slug = text(city.slug) ?? slugify(name)
    slugs.set(city.id, slug)
    entries += urlEntry(siteUrl, `/property/${slug}`, city.updatedAt)
  }
  return { slugs, entries }
}

async function* propertyEntries(siteUrl: string, citySlugs: Map<number, string>, afterId?: number, limit?: number): AsyncGenerator<string> {
  let chunk = ''
  for await (const p of publishedProperties(afterId, limit)) {
    const citySlug = typeof p.city === 'number' ? citySlugs.get(p.city) : undefined
    const name = text(p.full_name)
    if (!citySlug || !name) continue
    chunk += urlEntry(siteUrl, `/property/${citySlug}/${text(p.slug) ?? slugify(name)}`, lastmod(p.updatedAt))
    if (chunk.length > 64_000) {
      yield chunk
      chunk = ''
    }
  }
  yield chunk
}

async function* simpleEntries(siteUrl: string): AsyncGenerator<string> {
  for (const [collection, nameField, slugField, prefix] of SIMPLE) {
    let chunk = ''
    try {
      for await (const doc of rows(collection, { [nameField]: true, [slugField]: true })) {
        const slug = text(doc[slugField]) ?? (text(doc[nameField]) ? slugify(text(doc[nameField])!) : null)
        if (slug) chunk += urlEntry(siteUrl, `${prefix}${slug}`, doc.updatedAt)
      }
    } catch (error) {
      // One failing collection leaves its URLs out; the rest of the sitemap still answers (docs/product.md §11).
      logger.error({ err: error, collection }, 'Sitemap: reading a collection failed')
    }
    yield chunk
  }
}

/** How many URLs the sitemap lists besides the properties (an upper bound: what the anonymous visitor may read). */
async function otherUrlCount(): Promise<number> {
  const payload = await getPayload({ config })
  const counts = await Promise.all(
    (['cities', ...SIMPLE.map(([collection]) => collection)] as CollectionSlug[]).map(
      async (collection) => (await payload.count({ collection, overrideAccess: false }).catch(() => ({ totalDocs: 0 }))).totalDocs,
    ),
  )
  return STATIC_PAGES.length + counts.reduce((sum, n) => sum + n, 0)
}

export type SitemapOptions = {
  /** One part of an index: 0 for every URL but the properties, 1, 2, … for the properties in id order. */
  part?: number
  /** URLs per file (tests use a small one). */
  maxUrls?: number
}

/**
 * The XML sitemap, chunk by chunk. Without `part`: every public URL in one `urlset` while they fit
 * in `maxUrls` (SITEMAP_MAX_URLS); beyond, a `sitemapindex` of parts (`/dynamic-sitemap.xml?part=N`):
 * part 0 holds the fixed pages, cities and the other collections, each further part up to `maxUrls`
 * URLs of properties in id order (each property in English and Hindi: docs/product.md §21). A part beyond the last is an empty `urlset`.
 */
export async function* sitemapChunks({ part, maxUrls = SITEMAP_MAX_URLS }: SitemapOptions = {}): AsyncGenerator<string> {
  const siteUrl = env().SITE_URL
  // Every page is listed once per language (urlEntry), so a part holds half as many properties.
  const perPart = Math.max(1, Math.floor(maxUrls / URLS_PER_PAGE))
  if (part === undefined) {
    const properties = await publishedPropertyCount()
    if ((properties + (await otherUrlCount())) * URLS_PER_PAGE > maxUrls) {
      const parts = Math.ceil(properties / perPart)
      yield SITEMAPINDEX_OPEN
      for (let n = 0; n <= parts; n++) yield sitemapEntry(siteUrl, `/dynamic-sitemap.xml?part=${n}`)
      yield SITEMAPINDEX_CLOSE
      return
    }
  }
  yield URLSET_OPEN
  if (part === undefined || part === 0) yield STATIC_PAGES.map((p) => urlEntry(siteUrl, p.path)).join('')
  const city = await cities(siteUrl)
  if (part === undefined || part === 0) yield city.entries
  if (part === undefined) yield* propertyEntries(siteUrl, city.slugs)
  else if (part > 0) {
    const after = await partStart(part, perPart)
    if (after !== null) yield* propertyEntries(siteUrl, city.slugs, after, perPart)
  }
  if (part === undefined || part === 0) yield* simpleEntries(siteUrl)
  yield URLSET_CLOSE
}
