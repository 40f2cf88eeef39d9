import 'server-only'

import config from '@payload-config'
import { type CollectionSlug, getPayload, type Where } from 'payload'

import { readRows, sqlFor, dialectOf } from '@/cms/db/raw-sql'
import { slugify } from '@/cms/fields/slugify'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { STATIC_PAGES } from './static-pages'
import { URLSET_CLOSE, URLSET_OPEN, urlEntry } from './xml'

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

/**
 * The published properties in id order, `SITEMAP_PAGE_SIZE` at a time, read in SQL: the public
 * condition is the anonymous visitor's (publishedOrStaff: `published = true`). Through Payload's
 * `find` each document went through its field traversal and `afterRead` hooks: 18–19 s of the main
 * thread for 100,000 properties, a sitemap request holding every page render behind it.
 */
async function* publishedProperties(): AsyncGenerator<{ id: number; full_name: unknown; slug: unknown; city: unknown; updatedAt: unknown }> {
  const payload = await getPayload({ config })
  const sql = sqlFor(dialectOf(payload))
  let lastId = 0
  for (;;) {
    const found = await readRows(
      payload,
      sql`SELECT p."id", p."full_name", p."slug", p."city_id", p."updated_at" FROM "properties" p
        WHERE p."published" = true AND p."id" > ${lastId} ORDER BY p."id" LIMIT ${SITEMAP_PAGE_SIZE}`,
    )
    for (const row of found) yield { id: Number(row.id), full_name: row.full_name, slug: row.slug, city: row.city_id == null ? null : Number(row.city_id), updatedAt: row.updated_at }
    if (found.length < SITEMAP_PAGE_SIZE) return
    lastId = Number(found[found.length - 1]!.id)
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/** A stored instant from either driver's raw value (SQLite: ISO text; PostgreSQL: its own text form or a Date). */
function lastmod(value: unknown): string | Date | null {
  if (value instanceof Date) return value
  return typeof value === 'string' && value ? value : null
}

/** Every public URL of the site as sitemap XML, chunk by chunk. */
export async function* sitemapChunks(): AsyncGenerator<string> {
  const siteUrl = env().SITE_URL
  yield URLSET_OPEN
  yield STATIC_PAGES.map((p) => urlEntry(siteUrl, p.path)).join('')

  const citySlugs = new Map<number, string>()
  let chunk = ''
  for await (const city of rows('cities', { city_name: true, slug: true })) {
    const name = text(city.city_name)
    if (!name) continue
    const slug = text(city.slug) ?? slugify(name)
    citySlugs.set(city.id, slug)
    chunk += urlEntry(siteUrl, `/property/${slug}`, city.updatedAt)
  }
  yield chunk

  chunk = ''
  for await (const p of publishedProperties()) {
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

  const simple: Array<[CollectionSlug, string, string, string]> = [
    ['builders', 'builder_name', 'slug', '/builders/'],
    ['property-collections', 'name', 'slug', '/collections/'],
    ['blogs', 'title', 'link_title', '/blogs/'],
    ['careers', 'title', 'slug', '/careers/'],
    ['generic-pages', 'title', 'page_link', '/page/'],
    // Read as the anonymous visitor: hidden team members are not listed.
    ['team-members', 'name', 'slug', '/about/'],
  ]
  for (const [collection, nameField, slugField, prefix] of simple) {
    chunk = ''
    try {
      for await (const doc of rows(collection, { [nameField]: true, [slugField]: true })) {
        const slug = text(doc[slugField]) ?? (text(doc[nameField]) ? slugify(text(doc[nameField])!) : null)
        if (slug) chunk += urlEntry(siteUrl, `${prefix}${slug}`, doc.updatedAt)
      }
    } catch (error) {
      // One failing collection leaves its URLs out; the rest of the sitemap still answers (SPEC §11).
      logger.error({ err: error, collection }, 'Sitemap: reading a collection failed')
    }
    yield chunk
  }
  yield URLSET_CLOSE
}
