/**
 * The SQL read path of the public property pages (src/features/properties/catalogue.server.ts)
 * against Payload's own `find`, document by document, on the demo content plus a property that
 * uses every field (brochure, videos, FAQ, an image inside its description) and an unpublished one:
 * what a visitor sees must not depend on which path read it.
 */
import type { Payload, Where } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createCity, createProperty, SEED_CONTEXT } from '@/cms/seed/factories'
import { type PropertyDetail, type PropertySummary, toPropertyDetail, toPropertySummary } from '@/features/properties/summary'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload
let payload: Payload
// Imported once the test database is set up: they read the configuration when loaded.
let catalogue: typeof import('@/features/properties/catalogue.server')
let SUMMARY_SELECT: (typeof import('@/features/properties/properties.server'))['SUMMARY_SELECT']
let SUMMARY_POPULATE: (typeof import('@/features/properties/properties.server'))['SUMMARY_POPULATE']
let full: { id: number; city: number; slug: string }
let hidden: { id: number; city: number; slug: string; builder: number }

/** What getPropertyBySlug read through Payload before the SQL path: the reference. */
const DETAIL_POPULATE = () => ({
  ...SUMMARY_POPULATE,
  builders: {
    builder_name: true,
    slug: true,
    logo: true,
    logo_link: true,
    established_year: true,
    total_projects: true,
    ongoing_projects: true,
    website_link: true,
  },
  amenities: { amenity: true, icon: true },
  'property-types': { property_type: true },
  media: { alt: true, url: true, width: true, height: true, sizes: true, filename: true },
}) as const

async function payloadDetail(cityId: number, slug: string, locale: 'en' | 'hi' = 'en'): Promise<PropertyDetail | null> {
  const result = await payload.find({
    collection: 'properties',
    overrideAccess: false,
    locale,
    fallbackLocale: 'en',
    where: { and: [{ city: { equals: cityId } }, { slug: { equals: slug } }] },
    limit: 1,
    pagination: false,
    depth: 2,
    populate: DETAIL_POPULATE(),
  })
  return result.docs[0] ? toPropertyDetail(result.docs[0]) : null
}

async function payloadSummaries(where: Where, sort: string | string[], limit: number, locale: 'en' | 'hi' = 'en'): Promise<PropertySummary[]> {
  const result = await payload.find({
    collection: 'properties',
    overrideAccess: false,
    locale,
    fallbackLocale: 'en',
    where,
    limit,
    depth: 1,
    sort,
    select: SUMMARY_SELECT,
    populate: SUMMARY_POPULATE,
  })
  return result.docs.map(toPropertySummary)
}

async function upload(name: string, mimetype: string, data: Buffer, alt: string) {
  return payload.create({ collection: 'media', data: { alt }, file: { data, mimetype, name, size: data.length }, overrideAccess: true, context: SEED_CONTEXT })
}

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  const { seedDemo } = await import('@/cms/seed')
  await seedDemo(payload)
  catalogue = await import('@/features/properties/catalogue.server')
  ;({ SUMMARY_SELECT, SUMMARY_POPULATE } = await import('@/features/properties/properties.server'))

  const [city] = (await payload.find({ collection: 'cities', limit: 1, sort: 'city_name', depth: 0 })).docs
  const [builder] = (await payload.find({ collection: 'builders', limit: 1, sort: 'builder_name', depth: 0 })).docs
  const [amenity] = (await payload.find({ collection: 'amenities', limit: 1, depth: 0 })).docs
  const [type] = (await payload.find({ collection: 'property-types', limit: 1, depth: 0 })).docs
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } }).png().toBuffer()
  const photo = await upload('every field photo.png', 'image/png', png, 'A photo with spaces in its name')
  const plan = await upload('every-field-plan.png', 'image/png', png, 'A plan')
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\nstartxref\n44\n%%EOF\n',
  )
  const brochure = await upload('every-field-brochure.pdf', 'application/pdf', pdf, 'Brochure')
  const doc = await createProperty(payload, {
    city: city!.id,
    full_name: 'Every Field Residency',
    builder_name: builder!.id,
    images: [photo.id],
    amenities: [amenity!.id],
    property_type_group: [type!.id],
    floor_plans: [{ bhk: '3', carpet_area: 1200, price: 9_000_000, plan_image: plan.id }, { bhk: '2' }],
    videos: [{ url: 'https://www.youtube.com/watch?v=abc' }, { url: 'javascript:alert(1)' }],
    faq: [{ question: 'Is it ready?', answer: 'Next year.' }],
    brochure: brochure.id,
    alert_text: 'Possession may be delayed.',
    not_assured_project: true,
    offer_available: 'Free parking',
    offer_validity: '2099-01-01T12:00:00.000Z',
    location: { address: 'Ring Road', latitude: 12.9, longitude: 77.6 },
    description: {
      root: {
        type: 'root',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        children: [
          { type: 'paragraph', version: 1, format: '', indent: 0, direction: 'ltr', children: [{ type: 'text', text: 'Lakeside homes.', version: 1, format: 0, detail: 0, mode: 'normal', style: '' }] },
          { type: 'upload', version: 3, format: '', relationTo: 'media', value: photo.id, fields: null },
        ],
      },
    } as never,
  })
  full = { id: doc.id, city: city!.id, slug: doc.slug! }
  const unpublished = await createProperty(payload, {
    city: city!.id,
    full_name: 'Hidden Draft Towers',
    published: false,
    featured: true,
    builder_name: builder!.id,
    offer_available: 'Hidden offer',
    offer_validity: '2099-01-01T12:00:00.000Z',
    price_range_minimum: 5_000_000,
  })
  hidden = { id: unpublished.id, city: city!.id, slug: unpublished.slug!, builder: builder!.id }
}, 600_000)

afterAll(async () => {
  await ctx?.cleanup()
})

describe('loadPropertyDetail', () => {
  it('reads every published demo property exactly as Payload does', async () => {
    const all = (await payload.find({ collection: 'properties', limit: 0, pagination: false, depth: 0, overrideAccess: true, select: { city: true, slug: true, published: true } })).docs
    const published = all.filter((p) => p.published)
    expect(published.length).toBeGreaterThan(350)
    for (const p of published) {
      const cityId = p.city as number
      expect(await catalogue.loadPropertyDetail(payload, cityId, p.slug!), `${p.slug}`).toEqual(await payloadDetail(cityId, p.slug!))
    }
  })

  it('reads the texts of every published demo property in Hindi as Payload does: Hindi where written, English where not', async () => {
    const all = (await payload.find({ collection: 'properties', limit: 0, pagination: false, depth: 0, overrideAccess: true, select: { city: true, slug: true, published: true } })).docs
    let translated = 0
    for (const p of all.filter((d) => d.published)) {
      const cityId = p.city as number
      const hindi = await catalogue.loadPropertyDetail(payload, cityId, p.slug!, 'hi')
      const reference = (await payloadDetail(cityId, p.slug!, 'hi'))!
      // Names stay English in the read and are translated where the page renders them (ADR 061).
      const english = (await catalogue.loadPropertyDetail(payload, cityId, p.slug!))!
      const { description, faq, offer, alertText } = reference
      expect(hindi, `${p.slug}`).toEqual({ ...english, description, faq, offer, alertText })
      if (JSON.stringify(hindi!.description).includes('मुख्य बातें')) translated++
    }
    // The featured demo projects carry Hindi texts (src/cms/seed/data/hindi.ts propertyTextsHi).
    expect(translated).toBeGreaterThanOrEqual(30)
  })

  it('shows an editor\'s Hindi offer, alert and FAQ on the Hindi read only', async () => {
    await payload.update({
      collection: 'properties',
      id: full.id,
      locale: 'hi',
      data: { offer_available: 'मुफ़्त पार्किंग', alert_text: 'पज़ेशन में देरी हो सकती है।', faq: [{ question: 'क्या यह तैयार है?', answer: 'अगले साल।' }] },
      overrideAccess: true,
      context: SEED_CONTEXT,
    })
    const hindi = await catalogue.loadPropertyDetail(payload, full.city, full.slug, 'hi')
    expect(hindi).toMatchObject({ offer: 'मुफ़्त पार्किंग', alertText: 'पज़ेशन में देरी हो सकती है।', faq: [{ question: 'क्या यह तैयार है?', answer: 'अगले साल।' }] })
    // No Hindi description written: the English one.
    expect(JSON.stringify(hindi!.description)).toContain('Lakeside homes.')
    const english = await catalogue.loadPropertyDetail(payload, full.city, full.slug)
    expect(english).toMatchObject({ offer: 'Free parking', alertText: 'Possession may be delayed.', faq: [{ question: 'Is it ready?', answer: 'Next year.' }] })
    const [card] = await catalogue.loadPropertySummaries(payload, [full.id])
    expect(card).toMatchObject({ offer: 'Free parking', offerIn: { hi: 'मुफ़्त पार्किंग' } })
  })

  it('reads a property that uses every field, the image in its description included', async () => {
    const detail = await catalogue.loadPropertyDetail(payload, full.city, full.slug)
    expect(detail).toEqual(await payloadDetail(full.city, full.slug))
    expect(detail!.brochure?.url).toMatch(/every-field-brochure\.pdf$/)
    expect(detail!.images[0]!.src).toBe('/m/every%20field%20photo-600x450.webp')
    expect(detail!.videos).toEqual(['https://www.youtube.com/watch?v=abc'])
    const node = (detail!.description as unknown as { root: { children: { type: string; value: unknown }[] } }).root.children[1]!
    expect(node.value).toMatchObject({ alt: 'A photo with spaces in its name' })
  })

  it('never returns an unpublished property', async () => {
    expect(await catalogue.loadPropertyDetail(payload, hidden.city, hidden.slug)).toBeNull()
    expect(await payloadDetail(hidden.city, hidden.slug)).toBeNull()
  })
})

describe('loadPropertySummaries', () => {
  it('gives the cards Payload gives, in the order asked, leaving unpublished and unknown ids out', async () => {
    const english = await payloadSummaries({}, 'id', 1000)
    // A card carries its Hindi offer beside the English one, where one is written (Payload's Hindi read differs there).
    const hindiOffer = new Map((await payloadSummaries({}, 'id', 1000, 'hi')).map((p) => [p.id, p.offer]))
    const reference = english.map((p) => {
      const hi = hindiOffer.get(p.id)
      return p.offer && hi && hi !== p.offer ? { ...p, offerIn: { hi } } : p
    })
    expect(reference.filter((p) => p.offerIn).length).toBeGreaterThan(5)
    const ids = reference.map((p) => p.id).reverse()
    expect(await catalogue.loadPropertySummaries(payload, [...ids, hidden.id, 999_999])).toEqual([...reference].reverse())
  })
})

describe('the property lists read in SQL', () => {
  const ids = (list: { id: number }[]) => list.map((p) => p.id)
  type Listed = { id: number; full_name: string; featured?: boolean | null }
  /** Published matches of `where` as Payload finds them, ordered in JS: the reference of each list. */
  async function reference(where: Where, order: (a: Listed, b: Listed) => number, limit: number): Promise<number[]> {
    const docs = (await payload.find({ collection: 'properties', overrideAccess: false, where, limit: 0, pagination: false, depth: 0, select: { full_name: true, featured: true } })).docs as Listed[]
    return ids(docs.sort(order).slice(0, limit))
  }
  const byName = (a: Listed, b: Listed) => a.full_name.toLowerCase().localeCompare(b.full_name.toLowerCase(), 'en') || a.id - b.id
  const byRelevance = (a: Listed, b: Listed) => Number(Boolean(b.featured)) - Number(Boolean(a.featured)) || byName(a, b)

  it('featured: the featured projects of a city or of all, by name, published only', async () => {
    for (const cityId of [hidden.city, null]) {
      const where: Where = cityId === null ? { featured: { equals: true } } : { and: [{ featured: { equals: true } }, { city: { equals: cityId } }] }
      const sql = await catalogue.featuredIds(payload, cityId, 8)
      expect(sql).toEqual(await reference(where, byName, 8))
      expect(sql).not.toContain(hidden.id)
    }
  })

  it('similar: same builder or a minimum price within 30 %, in the city, never itself or an unpublished one', async () => {
    const sample = (await payload.find({ collection: 'properties', where: { published: { equals: true } }, limit: 40, depth: 0, sort: 'id' })).docs
    for (const p of [...sample, { id: full.id, city: hidden.city, builder_name: hidden.builder, price_range_minimum: 5_000_000 }]) {
      const builderId = (p.builder_name as number | null) ?? null
      const priceMinimum = p.price_range_minimum ?? null
      const alike: Where[] = []
      if (builderId !== null) alike.push({ builder_name: { equals: builderId } })
      if (priceMinimum) {
        alike.push({ and: [{ price_range_minimum: { greater_than_equal: Math.floor(priceMinimum * 0.7) } }, { price_range_minimum: { less_than_equal: Math.ceil(priceMinimum * 1.3) } }] })
      }
      const expected = alike.length ? await reference({ and: [{ city: { equals: p.city } }, { id: { not_equals: p.id } }, { or: alike }] }, byRelevance, 4) : []
      const sql = await catalogue.similarIds(payload, { propertyId: p.id, cityId: p.city as number, builderId, priceMinimum }, 4)
      expect(sql, `similar to ${p.id}`).toEqual(expected)
      expect(sql).not.toContain(hidden.id)
    }
  })

  it('latest: the newest published projects', async () => {
    const sql = await catalogue.latestIds(payload, 10)
    expect(sql).toEqual(ids(await payloadSummaries({}, ['-createdAt', '-id'], 10)))
    expect(sql).not.toContain(hidden.id)
  })
})

describe('the XML sitemap', () => {
  it('lists every published property, and no other, with the URL and lastmod Payload gives', async () => {
    const { sitemapChunks } = await import('@/features/sitemap/sitemap.server')
    const { urlEntry } = await import('@/features/sitemap/xml')
    const { env } = await import('@/lib/env')
    let xml = ''
    for await (const chunk of sitemapChunks()) xml += chunk
    const entries = new Set(xml.split('\n').filter((line) => /\/property\/[^/<]+\/[^<]+<\/loc>/.test(line)))
    // The reference: the same documents read through Payload as the anonymous visitor.
    const cities = (await payload.find({ collection: 'cities', overrideAccess: false, limit: 0, pagination: false, depth: 0, select: { slug: true } })).docs
    const citySlug = new Map(cities.map((c) => [c.id, c.slug]))
    const visible = (await payload.find({ collection: 'properties', overrideAccess: false, limit: 0, pagination: false, depth: 0, sort: 'id', select: { slug: true, city: true, updatedAt: true } })).docs
    // Each page once per language (docs/product.md §21), one line each.
    const expected = visible.flatMap((p) => urlEntry(env().SITE_URL, `/property/${citySlug.get(p.city as number)}/${p.slug}`, p.updatedAt).trimEnd().split('\n'))
    expect(visible.length).toBeGreaterThan(350)
    expect([...entries]).toEqual(expected)
    expect(expected.filter((line) => /<loc>[^<]*\/hi\/property\//.test(line))).toHaveLength(visible.length)
    expect(xml).not.toContain(`/${hidden.slug}<`)
    expect(expected.some((line) => line.includes(`/${full.slug}</loc><lastmod>`))).toBe(true)
  })

  it('beyond the URLs one file may list, is an index of parts that together list every URL once', async () => {
    const { sitemapChunks, SITEMAP_MAX_URLS } = await import('@/features/sitemap/sitemap.server')
    const { env } = await import('@/lib/env')
    const read = async (options: Parameters<typeof sitemapChunks>[0]) => {
      let xml = ''
      for await (const chunk of sitemapChunks(options)) xml += chunk
      return xml
    }
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(SITEMAP_MAX_URLS).toBe(50_000)
    const whole = await read({})
    expect(whole).toContain('<urlset')
    const all = locs(whole)
    const properties = all.filter((loc) => /\/property\/[^/]+\/[^/]+$/.test(loc)).length
    expect(properties).toBeGreaterThan(350)

    // 150 URLs a file: the demo content needs an index.
    const index = await read({ maxUrls: 150 })
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    const parts = locs(index)
    expect(parts).toEqual(Array.from({ length: Math.ceil(properties / 150) + 1 }, (_, n) => `${env().SITE_URL}/dynamic-sitemap.xml?part=${n}`))
    const listed: string[] = []
    for (let n = 0; n < parts.length; n++) {
      const xml = await read({ part: n, maxUrls: 150 })
      expect(xml).toContain('<urlset')
      const here = locs(xml)
      if (n > 0) expect(here.length).toBeLessThanOrEqual(150)
      listed.push(...here)
    }
    expect(listed.sort()).toEqual([...all].sort())
    // A part beyond the last is an empty list.
    expect(locs(await read({ part: parts.length, maxUrls: 150 }))).toEqual([])
  })

  it('answers a part that is not a number with a 404, and a part with its list', async () => {
    const { GET } = await import('@/app/dynamic-sitemap.xml/route')
    for (const part of ['abc', '-1', '1.5', '1234567']) {
      const res = GET(new Request(`http://localhost/dynamic-sitemap.xml?part=${part}`))
      expect(res.status, part).toBe(404)
    }
    const res = GET(new Request('http://localhost/dynamic-sitemap.xml?part=0'))
    expect(res.status).toBe(200)
    const xml = await res.text()
    expect(xml).toContain('<urlset')
    expect(xml).toContain('/property/')
    expect(xml).not.toMatch(/\/property\/[^/<]+\/[^<]+<\/loc>/)
  })

  it('stops quietly when the client goes away while a part is being read', async () => {
    const { GET } = await import('@/app/dynamic-sitemap.xml/route')
    const { logger } = await import('@/lib/logger')
    const errors = vi.spyOn(logger, 'error')
    try {
      const reader = GET(new Request('http://localhost/dynamic-sitemap.xml?part=1')).body!.getReader()
      const first = await reader.read()
      expect(new TextDecoder().decode(first.value)).toContain('<urlset')
      // The stream has asked for the next chunk (the cities, then the properties: database reads);
      // the client leaves before it comes.
      await new Promise((resolve) => setImmediate(resolve))
      await reader.cancel()
      // Anything the read in flight did after the cancel has happened by now.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(errors.mock.calls.map((call) => call.at(-1))).not.toContain('Sitemap generation failed')
    } finally {
      errors.mockRestore()
    }
  })
})

describe.runIf(process.env.TEST_PG_URL === undefined)('SQLite reads on their own threads (ADR 023)', () => {
  /** A read that keeps SQLite busy for a few hundred milliseconds: a recursive count to three million. */
  const slowRead = async () => {
    const { readRows, sqlFor } = await import('@/cms/db/raw-sql')
    const sql = sqlFor('sqlite')
    return readRows(payload, sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000000) SELECT count(*) AS "total" FROM n`)
  }

  it('keeps the database in WAL mode', async () => {
    const { readRows, sqlFor } = await import('@/cms/db/raw-sql')
    const sql = sqlFor('sqlite')
    expect(await readRows(payload, sql`PRAGMA journal_mode`)).toEqual([{ journal_mode: 'wal' }])
  })

  // docs/product.md §13 memory: the file is read through SQLite's page cache, capped in bytes and shared out
  // over the threads, never mapped whole into the process (a memory map counts in its RSS).
  it('reads through page caches capped in bytes, never a memory map of the file, on the threads and on this thread', async () => {
    const { readRows, sqlFor, SQLITE_POINT_CACHE_KB, SQLITE_READ_CACHE_KB } = await import('@/cms/db/raw-sql')
    const sql = sqlFor('sqlite')
    expect(await readRows(payload, sql`PRAGMA mmap_size`)).toEqual([{ mmap_size: 0 }])
    expect(await readRows(payload, sql`PRAGMA mmap_size`, { point: true })).toEqual([{ mmap_size: 0 }])
    const threads = (globalThis as Record<symbol, { options: { maxThreads: number } } | undefined>)[Symbol.for('homes-site.sqlite-read-pool')]!.options.maxThreads
    // A negative cache_size is a size in KiB.
    expect(await readRows(payload, sql`PRAGMA cache_size`)).toEqual([{ cache_size: -Math.max(1024, Math.floor(SQLITE_READ_CACHE_KB / threads)) }])
    expect(await readRows(payload, sql`PRAGMA cache_size`, { point: true })).toEqual([{ cache_size: -SQLITE_POINT_CACHE_KB }])
  })

  it('runs a read off the main thread: a timer set after it starts fires before it ends', async () => {
    let settled = false
    const read = slowRead().then((rows) => {
      settled = true
      return rows
    })
    // On the main thread the whole count would run before this timer could fire.
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(settled).toBe(false)
    expect(await read).toEqual([{ total: 3000000 }])
  })

  /** Tasks the read threads have finished (tinypool's count), or undefined before the pool exists. */
  const threadReads = () => (globalThis as Record<symbol, { completed: number } | undefined>)[Symbol.for('homes-site.sqlite-read-pool')]?.completed

  it('runs a point read on this thread, with the same rows a read thread gives', async () => {
    const { readRows, sqlFor } = await import('@/cms/db/raw-sql')
    const sql = sqlFor('sqlite')
    const query = sql`SELECT "id", "slug", "state" FROM "cities" ORDER BY "id"`
    const threaded = await readRows(payload, query)
    const before = threadReads()!
    const here = await readRows(payload, query, { point: true })
    expect(threadReads(), 'no read thread ran the point read').toBe(before)
    expect(here).toEqual(threaded)
    expect(here.length).toBeGreaterThan(0)
    await readRows(payload, query)
    expect(threadReads()).toBe(before + 1)
  })

  it('reads a property page and a page of cards on this thread: a round trip to a read thread costs more than those reads', async () => {
    const ids = (await payload.find({ collection: 'properties', limit: 12, depth: 0, select: {} })).docs.map((d) => d.id as number)
    await readRowsWarm()
    const before = threadReads()!
    const detail = await catalogue.loadPropertyDetail(payload, full.city, full.slug)
    const cards = await catalogue.loadPropertySummaries(payload, ids)
    expect(detail?.name).toBe('Every Field Residency')
    expect(detail?.images.length).toBeGreaterThan(0)
    expect(cards.length).toBeGreaterThan(0)
    expect(threadReads(), 'reads sent to a read thread').toBe(before)
  })

  /** Starts the read pool if no test has yet. */
  async function readRowsWarm() {
    const { readRows, sqlFor } = await import('@/cms/db/raw-sql')
    await readRows(payload, sqlFor('sqlite')`SELECT 1 AS "one"`)
  }

  // libSQL frees the native memory of each read in finalizers that run from the thread's event
  // loop; threads that waited for tasks in Atomics.wait never turned it and kept ~1 kB a read.
  it('turns each read thread\'s event loop between reads, where libSQL\'s native memory is freed', async () => {
    await readRowsWarm()
    type Answer = { threadId: number; turned: boolean }
    const pool = (globalThis as Record<symbol, { run(task: unknown, options: { name: string }): Promise<Answer>; options: { maxThreads: number } }>)[Symbol.for('homes-site.sqlite-read-pool')]
    const ask = () => Promise.all(Array.from({ length: 4 * pool.options.maxThreads }, () => pool.run({}, { name: 'eventLoopTurned' })))
    // The first answer from each thread sets its timer; reads come and go meanwhile.
    const first = await ask()
    await Promise.all(Array.from({ length: 20 }, () => readRowsWarm()))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const later = await ask()
    const asked = new Set(first.map((a) => a.threadId))
    const answered = later.filter((a) => asked.has(a.threadId))
    expect(answered.length).toBeGreaterThan(0)
    expect(answered.filter((a) => !a.turned).map((a) => a.threadId), 'threads whose event loop did not turn').toEqual([])
  })

  it('lets a write commit while a read is in progress', async () => {
    let settled = false
    const read = slowRead().then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 5))
    const city = await createCity(payload, { city_name: 'Readwhile' })
    expect(settled, 'the write did not wait for the read').toBe(false)
    expect(city.id).toBeGreaterThan(0)
    await read
  })
})
