/**
 * The CMS REST API at /api/cms on the running server: an editor can create, read, update and delete
 * every content collection; an anonymous visitor reads only public content and changes nothing.
 */
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'

import { E2E_BASE_URL, SAME_ORIGIN_HEADERS } from './support/constants'
import { expect, loginAsEditor, test } from './support/fixtures'

type Doc = { id: number | string } & Record<string, unknown>

const run = Date.now().toString(36)

/** For each content collection: a valid new document, a change, and the field that shows the change. */
const contentCollections: Array<{
  slug: string
  create: (refs: { cityId: Doc['id'] }) => Record<string, unknown>
  update: Record<string, unknown>
  field: string
}> = [
  {
    slug: 'cities',
    create: () => ({
      city_name: `Testpur ${run}`,
      loan_interest_minimum: 8.4,
      loan_interest_maximum: 9.1,
      location: { latitude: 21.1, longitude: 79.1 },
    }),
    update: { loan_interest_maximum: 9.6 },
    field: 'loan_interest_maximum',
  },
  {
    slug: 'properties',
    create: ({ cityId }) => ({
      full_name: `Test Residency ${run}`,
      city: cityId,
      price_range_minimum: 4_500_000,
      price_range_maximum: 9_000_000,
      floor_plans: [{ bhk: '2', carpet_area: 950, price: 4_500_000 }],
      published: true,
    }),
    update: { price_range_maximum: 9_900_000 },
    field: 'price_range_maximum',
  },
  {
    slug: 'builders',
    create: () => ({ builder_name: `Test Builders ${run}`, established_year: 2001 }),
    update: { established_year: 1999 },
    field: 'established_year',
  },
  {
    slug: 'property-types',
    create: () => ({ property_type: `Test Type ${run}`, icon: 'home' }),
    update: { icon: 'building' },
    field: 'icon',
  },
  {
    slug: 'amenities',
    create: () => ({ amenity: `Test Amenity ${run}`, icon: 'pool' }),
    update: { icon: 'gym' },
    field: 'icon',
  },
  {
    slug: 'property-collections',
    create: () => ({ name: `Test Collection ${run}`, order: 90 }),
    update: { order: 91 },
    field: 'order',
  },
  {
    slug: 'blogs',
    create: () => ({
      title: `Test post ${run}`,
      link_title: `test-post-${run}`,
      date: '2026-01-15T00:00:00.000Z',
      minutes: 4,
      preview_paragraph: 'A test post.',
      published: true,
    }),
    update: { minutes: 6 },
    field: 'minutes',
  },
  {
    slug: 'team-members',
    create: () => ({ name: `Test Person ${run}`, role: 'Advisor', hide: false }),
    update: { role: 'Senior Advisor' },
    field: 'role',
  },
  {
    slug: 'careers',
    create: () => ({ title: `Test Job ${run}`, location: 'Pune', type: 'Full-time', open: true, published: true }),
    update: { location: 'Mumbai' },
    field: 'location',
  },
  {
    slug: 'pricing',
    create: () => ({ plan: `Test Plan ${run}`, price: 1000 }),
    update: { price: 2000 },
    field: 'price',
  },
  {
    slug: 'faqs',
    create: () => ({ question: `Test question ${run}?`, answer: 'Yes.' }),
    update: { answer: 'No.' },
    field: 'answer',
  },
  {
    slug: 'accreditations',
    create: () => ({ name: `Test Award ${run}`, type: 'award', year: 2024 }),
    update: { year: 2025 },
    field: 'year',
  },
  {
    slug: 'generic-pages',
    create: () => ({ page_link: `test-page-${run}`, title: 'Test page' }),
    update: { title: 'Test page, revised' },
    field: 'title',
  },
  {
    slug: 'site-data',
    create: () => ({ item: `test_item_${run}`, content: 'one' }),
    update: { content: 'two' },
    field: 'content',
  },
  {
    slug: 'site-variables',
    create: () => ({ key: `test_key_${run}`, value: 'one' }),
    update: { value: 'two' },
    field: 'value',
  },
]

async function anonymous(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
}

test.describe('CMS REST API as an editor', () => {
  test('creates, reads, updates and deletes every content collection', async ({ request }) => {
    test.setTimeout(120_000)
    await loginAsEditor(request)
    const city = await request.post('/api/cms/cities', {
      data: { city_name: `Refcity ${run}`, loan_interest_minimum: 8, loan_interest_maximum: 9 },
    })
    expect(city.status(), await city.text()).toBe(201)
    const cityId = ((await city.json()) as { doc: Doc }).doc.id

    for (const c of contentCollections) {
      const created = await request.post(`/api/cms/${c.slug}`, { data: c.create({ cityId }) })
      expect(created.status(), `${c.slug} create: ${await created.text()}`).toBe(201)
      const id = ((await created.json()) as { doc: Doc }).doc.id

      const read = await request.get(`/api/cms/${c.slug}/${id}`)
      expect(read.status(), `${c.slug} read`).toBe(200)

      const updated = await request.patch(`/api/cms/${c.slug}/${id}`, { data: c.update })
      expect(updated.status(), `${c.slug} update: ${await updated.text()}`).toBe(200)
      const reread = (await (await request.get(`/api/cms/${c.slug}/${id}`)).json()) as Doc
      expect(reread[c.field], `${c.slug}.${c.field} after update`).toEqual(c.update[c.field])

      const deleted = await request.delete(`/api/cms/${c.slug}/${id}`)
      expect(deleted.status(), `${c.slug} delete`).toBe(200)
      expect((await request.get(`/api/cms/${c.slug}/${id}`)).status(), `${c.slug} gone`).toBe(404)
    }
  })

  test('uploads media with the 300/600/1000 px sizes (WebP, cached a day) and deletes it', async ({ request }) => {
    await loginAsEditor(request)
    const sharp = (await import('sharp')).default
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer()
    const res = await request.post('/api/cms/media', {
      multipart: {
        file: { name: `test-${run}.png`, mimeType: 'image/png', buffer: png },
        _payload: JSON.stringify({ alt: 'A test image' }),
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    const doc = ((await res.json()) as { doc: Doc & { mimeType: string; sizes: Record<string, { width: number; mimeType: string; url: string }> } }).doc
    expect(doc.sizes.w300?.width).toBe(300)
    expect(doc.sizes.w600?.width).toBe(600)
    expect(doc.sizes.w1000?.width).toBe(1000)
    // The original stays as uploaded; the copies pages show are WebP.
    expect(doc.mimeType).toBe('image/png')
    for (const name of ['w300', 'w600', 'w1000']) expect(doc.sizes[name]?.mimeType, name).toBe('image/webp')
    const file = await request.get(String(doc.url))
    expect(file.status()).toBe(200)
    const copy = await request.get(doc.sizes.w600!.url)
    expect(copy.status()).toBe(200)
    expect(copy.headers()['content-type']).toBe('image/webp')
    expect((await copy.body()).subarray(8, 12).toString('latin1')).toBe('WEBP')
    expect(copy.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800')
    expect((await request.delete(`/api/cms/media/${doc.id}`)).status()).toBe(200)
  })
})

test.describe('CMS REST API as an anonymous visitor', () => {
  test('reads published public content only', async ({ request }) => {
    const anon = await anonymous()
    for (const slug of ['properties', 'cities', 'builders', 'blogs', 'site-data', 'property-collections']) {
      const res = await anon.get(`/api/cms/${slug}?limit=1`)
      expect(res.status(), slug).toBe(200)
      const body = (await res.json()) as { totalDocs: number }
      expect(body.totalDocs, `${slug} has demo content`).toBeGreaterThan(0)
    }

    // A draft made by an editor is invisible to visitors, by id and in lists.
    await loginAsEditor(request)
    const cities = (await (await anon.get('/api/cms/cities?limit=1')).json()) as { docs: Doc[] }
    const draft = await request.post('/api/cms/properties', {
      data: {
        full_name: `Unpublished Heights ${run}`,
        city: cities.docs[0]!.id,
        published: false,
      },
    })
    expect(draft.status(), await draft.text()).toBe(201)
    const draftId = ((await draft.json()) as { doc: Doc }).doc.id
    expect((await anon.get(`/api/cms/properties/${draftId}`)).status()).toBe(404)
    const listed = (await (
      await anon.get(`/api/cms/properties?where[full_name][equals]=${encodeURIComponent(`Unpublished Heights ${run}`)}`)
    ).json()) as { totalDocs: number }
    expect(listed.totalDocs).toBe(0)
    await request.delete(`/api/cms/properties/${draftId}`)
    await anon.dispose()
  })

  test('cannot read private collections', async () => {
    const anon = await anonymous()
    for (const slug of ['leads', 'lead-deliveries', 'resumes', 'buyers', 'image-upload-keys', 'editors']) {
      const res = await anon.get(`/api/cms/${slug}`)
      expect(res.status(), slug).toBe(403)
    }
    await anon.dispose()
  })

  test('cannot create, update or delete content', async () => {
    const anon = await anonymous()
    const created = await anon.post('/api/cms/cities', { data: { city_name: `Anon City ${run}` } })
    expect(created.status()).toBe(403)
    const existing = (await (await anon.get('/api/cms/cities?limit=1')).json()) as { docs: Doc[] }
    const id = existing.docs[0]!.id
    expect((await anon.patch(`/api/cms/cities/${id}`, { data: { city_name: 'Hijacked' } })).status()).toBe(403)
    expect((await anon.delete(`/api/cms/cities/${id}`)).status()).toBe(403)
    const lead = await anon.post('/api/cms/leads', { data: { form: 'contact', name: 'x' } })
    expect(lead.status()).toBe(403)
    await anon.dispose()
  })
})
