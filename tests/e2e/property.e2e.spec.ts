/**
 * The property detail page (docs/product.md §4): every part of it for a project created through the CMS API,
 * responsive images, structured data, offers only while active, redirects, 404s, and an editor's
 * price change showing within seconds (docs/product.md §9).
 */
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'

import { E2E_BASE_URL, SAME_ORIGIN_HEADERS } from './support/constants'
import { dayFromToday } from './support/dates'
import { expect, expectAccessible, loginAsEditor, test } from './support/fixtures'

type Doc = { id: number } & Record<string, unknown>
type Ref = { id: number; slug: string }

const run = Date.now().toString(36)

let editor: APIRequestContext
let city: Ref & { city_name: string }
let builder: Ref & { builder_name: string; established_year: number | null }
let amenities: { id: number; amenity: string }[]
const made: { collection: string; id: number }[] = []

const names = {
  active: `Test Horizon ${run}`,
  expired: `Test Sunset ${run}`,
}
const text = {
  rera: `P521000${run.toUpperCase()}`,
  offer: `Free modular kitchen ${run}`,
  expiredOffer: `Old festive discount ${run}`,
  alert: `Possession date revised to 2028 ${run}`,
  question: `Is the project approved by banks ${run}?`,
  answer: 'Yes, major banks have approved home loans for this project.',
}
let activeUrl = ''
let activeId = 0
let expiredUrl = ''

async function create(collection: string, data: Record<string, unknown>): Promise<Doc> {
  const res = await editor.post(`/api/cms/${collection}`, { data })
  expect(res.status(), await res.text()).toBe(201)
  const doc = ((await res.json()) as { doc: Doc }).doc
  made.push({ collection, id: doc.id })
  return doc
}

async function uploadImage(label: string, colour: string): Promise<number> {
  const sharp = (await import('sharp')).default
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).png().toBuffer()
  const res = await editor.post('/api/cms/media', {
    multipart: {
      file: { name: `prop-${run}-${label}.png`, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: `Test photo ${label}` }),
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const id = ((await res.json()) as { doc: Doc }).doc.id
  made.push({ collection: 'media', id })
  return id
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
  await loginAsEditor(editor)
  city = ((await (await editor.get('/api/cms/cities?limit=1&sort=city_name&depth=0')).json()) as { docs: (typeof city)[] }).docs[0]!
  builder = (
    (await (await editor.get('/api/cms/builders?limit=1&sort=builder_name&depth=0&where[established_year][exists]=true')).json()) as {
      docs: (typeof builder)[]
    }
  ).docs[0]!
  amenities = ((await (await editor.get('/api/cms/amenities?limit=3&sort=amenity&depth=0')).json()) as { docs: typeof amenities }).docs
  const images = [await uploadImage('a', '#2a6f97'), await uploadImage('b', '#97622a'), await uploadImage('c', '#2a9741')]

  const active = await create('properties', {
    full_name: names.active,
    city: city.id,
    builder_name: builder.id,
    published: true,
    status: 'under-construction',
    rera_number: text.rera,
    currency: 'INR',
    price_range_minimum: 4_500_000,
    price_range_maximum: 12_500_000,
    unit_size: '650 – 1,450 sq.ft',
    offer_available: text.offer,
    offer_validity: dayFromToday(30),
    location: { address: 'Survey No. 12, Ring Road', latitude: 18.5204, longitude: 73.8567 },
    images,
    floor_plans: [
      { bhk: '3', carpet_area: 1450, price: 12_500_000 },
      { bhk: '2', carpet_area: 950, price: 7_800_000 },
    ],
    amenities: amenities.map((a) => a.id),
    faq: [{ question: text.question, answer: text.answer }],
    alert_text: text.alert,
    not_assured_project: true,
    brochure: images[0],
    videos: [{ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
  })
  activeId = active.id
  activeUrl = `/property/${city.slug}/${String(active.slug)}`

  const expired = await create('properties', {
    full_name: names.expired,
    city: city.id,
    published: true,
    currency: 'INR',
    price_range_minimum: 3_000_000,
    price_range_maximum: 6_000_000,
    offer_available: text.expiredOffer,
    offer_validity: dayFromToday(-1),
    floor_plans: [{ bhk: '1', carpet_area: 500, price: 3_000_000 }],
  })
  expiredUrl = `/property/${city.slug}/${String(expired.slug)}`
})

test.afterAll(async () => {
  for (const { collection, id } of made.reverse().filter((m) => m.collection === 'properties')) {
    await editor.delete(`/api/cms/${collection}/${id}`)
  }
  for (const { collection, id } of made.filter((m) => m.collection !== 'properties')) {
    await editor.delete(`/api/cms/${collection}/${id}`)
  }
  await editor.dispose()
})

test('shows everything a buyer needs about the project', async ({ page }) => {
  const response = await page.goto(activeUrl)
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: names.active })).toBeVisible()
  await expect(page.getByTestId('price-range')).toHaveText('₹45 L – ₹1.25 Cr')
  await expect(main.getByText('2, 3 BHK').first()).toBeVisible()
  await expect(main.getByText(text.rera)).toBeVisible()
  await expect(main.getByText('Under construction').first()).toBeVisible()
  await expect(main.getByText('650 – 1,450 sq.ft')).toBeVisible()

  const plans = main.getByRole('region', { name: 'Floor plans' })
  await expect(plans.getByRole('heading', { name: '2 BHK' })).toBeVisible()
  await expect(plans).toContainText('1,450 sq.ft')
  await expect(plans).toContainText('₹78 L')

  const amenityList = main.getByRole('region', { name: 'Amenities' })
  for (const a of amenities) await expect(amenityList.getByText(a.amenity, { exact: true })).toBeVisible()

  const builderCard = page.getByTestId('builder-card')
  await expect(builderCard).toContainText(builder.builder_name)
  if (builder.established_year) await expect(builderCard).toContainText(String(builder.established_year))
  await expect(builderCard.getByRole('link', { name: `All projects by ${builder.builder_name}` })).toHaveAttribute(
    'href',
    `/builders/${builder.slug}`,
  )

  const offer = page.getByTestId('offer')
  await expect(offer).toContainText(text.offer)
  await expect(offer).toContainText('Valid till')

  await expect(main.getByRole('note').filter({ hasText: text.alert })).toBeVisible()
  await expect(main.getByRole('note').filter({ hasText: 'Not an assured project' })).toBeVisible()

  const faq = main.getByRole('region', { name: 'Frequently asked questions' })
  await expect(faq.getByText(text.answer)).toBeHidden()
  await faq.getByText(text.question).click()
  await expect(faq.getByText(text.answer)).toBeVisible()

  await expect(page.getByTestId('location')).toContainText('Survey No. 12, Ring Road')
  await expect(page.getByTestId('location')).toContainText('18.5204, 73.8567')
  await expect(main.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute('href', /openstreetmap\.org/)
  await expect(main.getByRole('link', { name: 'Download brochure' })).toHaveAttribute('href', /\/api\/cms\/media\/file\//)
  await expect(main.getByRole('link', { name: /Video 1 on YouTube/ })).toHaveAttribute('href', /youtube\.com/)
  // Without JavaScript the link jumps to the inline interest form; with it, it opens the popup (lead-forms.e2e).
  await expect(main.getByRole('link', { name: 'Get price details' })).toHaveAttribute('href', '#interest-form')
  await expectAccessible(page)
})

test('an expired offer is not shown', async ({ page }) => {
  const response = await page.goto(expiredUrl)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: names.expired })).toBeVisible()
  await expect(page.getByTestId('offer')).toHaveCount(0)
  await expect(page.getByText(text.expiredOffer)).toHaveCount(0)
  await expect(page.getByRole('note')).toHaveCount(0)
  await expectAccessible(page)
})

test('gallery images are responsive: sized, srcset, first eager, the rest lazy', async ({ page }) => {
  await page.goto(activeUrl)
  const photos = page.getByRole('main').locator('img[alt^="Test photo"]')
  await expect(photos).toHaveCount(3)
  for (let i = 0; i < 3; i++) {
    const img = photos.nth(i)
    await expect(img).toHaveAttribute('srcset', /300w.*600w.*1000w/)
    await expect(img).toHaveAttribute('width', /^\d+$/)
    await expect(img).toHaveAttribute('height', /^\d+$/)
    await expect(img).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy')
  }
  await expect(photos.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\/.+/)
  await expectAccessible(page)
})

test('structured data: listing with price range and offer, breadcrumbs, FAQ', async ({ page }) => {
  await page.goto(activeUrl)
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown> & { '@type': string },
  )
  const listing = blocks.find((b) => b['@type'] === 'RealEstateListing')
  expect(listing).toBeTruthy()
  expect(listing!.name).toBe(names.active)
  const offers = listing!.offers as Record<string, unknown>[]
  expect(offers).toContainEqual(
    expect.objectContaining({ '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: 4_500_000, highPrice: 12_500_000 }),
  )
  expect(offers).toContainEqual(expect.objectContaining({ '@type': 'Offer', name: text.offer, validThrough: dayFromToday(30) }))

  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as unknown as { itemListElement: { name: string; item: string }[] }
  expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', city.city_name, names.active])
  expect(crumbs.itemListElement[2]!.item).toBe(`${E2E_BASE_URL}${activeUrl}`)

  const faq = blocks.find((b) => b['@type'] === 'FAQPage') as unknown as { mainEntity: { name: string }[] }
  expect(faq.mainEntity[0]!.name).toBe(text.question)

  await page.goto(expiredUrl)
  const expiredBlocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as { '@type': string; offers?: unknown },
  )
  expect(expiredBlocks.some((b) => b['@type'] === 'FAQPage')).toBe(false)
  const expiredListing = expiredBlocks.find((b) => b['@type'] === 'RealEstateListing')!
  expect(expiredListing.offers).toMatchObject({ '@type': 'AggregateOffer' })
})

test('a raw-name URL redirects permanently; unknown and unpublished projects are 404', async ({ request, page }) => {
  const raw = `/property/${encodeURIComponent(city.city_name.toUpperCase())}/${encodeURIComponent(names.active)}`
  const redirect = await request.get(raw, { maxRedirects: 0 })
  expect([301, 308]).toContain(redirect.status())
  expect(redirect.headers()['location']).toMatch(new RegExp(`${activeUrl}$`))

  const missing = await page.goto(`/property/${city.slug}/no-such-project-${run}`)
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible()
  await expectAccessible(page)
  // Its address stays the one asked for, and its links lead on.
  expect(new URL(page.url()).pathname).toBe(`/property/${city.slug}/no-such-project-${run}`)
  await page.getByRole('navigation', { name: 'Suggestions' }).getByRole('link', { name: 'Current offers' }).click()
  await expect(page).toHaveURL(/\/offers$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Offers on new homes' })).toBeVisible()
  // The 404 page is in the HTML itself, for crawlers and browsers without JavaScript: not Next's
  // empty `__next_error__` document (vercel/next.js#62228; src/lib/server/not-found-page.ts).
  for (const path of [`/property/${city.slug}/no-such-project-${run}`, `/no-such-section-${run}/page`]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(html, path).toMatch(/<h1[^>]*>We couldn’t find that page<\/h1>/)
    expect(html, path).toContain('aria-label="Search the site"')
    expect(html, path).not.toContain('__next_error__')
  }

  const hidden = await create('properties', { full_name: `Test Hidden ${run}`, city: city.id, published: false })
  expect((await request.get(`/property/${city.slug}/${String(hidden.slug)}`)).status()).toBe(404)
})

test('an editor’s price change shows on the page within seconds', async ({ page }) => {
  await page.goto(activeUrl)
  await expect(page.getByTestId('price-range')).toHaveText('₹45 L – ₹1.25 Cr')
  const res = await editor.patch(`/api/cms/properties/${activeId}`, { data: { price_range_maximum: 15_000_000 } })
  expect(res.status(), await res.text()).toBe(200)
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('price-range')).toHaveText('₹45 L – ₹1.5 Cr', { timeout: 1000 })
  }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] })
})

test('location: a static block and no third-party requests; with a tile URL the map loads only on demand', async ({ page }) => {
  const foreign: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(E2E_BASE_URL) && !r.url().startsWith('data:')) foreign.push(r.url())
  })
  await page.goto(activeUrl)
  await expect(page.getByTestId('location')).toContainText('Survey No. 12, Ring Road')
  await expect(page.getByRole('button', { name: 'Show interactive map' })).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])

  // Tiles from this server (no internet in tests): any URL with {z}/{x}/{y} shows that tiles are asked for.
  const variable = await editor.post('/api/cms/site-variables', {
    data: { key: 'map_tile_url', value: `${E2E_BASE_URL}/api/health?tile={z}/{x}/{y}` },
  })
  expect(variable.status(), await variable.text()).toBe(201)
  const variableId = ((await variable.json()) as { doc: Doc }).doc.id
  try {
    const tileRequests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/health?tile=')) tileRequests.push(r.url())
    })
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('button', { name: 'Show interactive map' })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await page.waitForLoadState('networkidle')
    expect(tileRequests).toEqual([])
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Show interactive map' }).click()
    await expect(page.getByRole('region', { name: `Map of ${names.active}` })).toBeVisible()
    await expect.poll(() => tileRequests.length).toBeGreaterThan(0)
    expect(foreign).toEqual([])
  } finally {
    await editor.delete(`/api/cms/site-variables/${variableId}`)
  }
})
