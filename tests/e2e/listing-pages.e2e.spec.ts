/** City, featured, builder and collection pages (docs/product.md §4): their projects, 404s and slug redirects. */
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectAccessible, test } from './support/fixtures'

type SearchAnswer = { total: number; results: { full_name: string; city: string | null; featured: boolean }[] }

async function apiSearch(request: APIRequestContext, params: Record<string, string>): Promise<SearchAnswer> {
  const res = await request.get(`/api/search?${new URLSearchParams(params)}`)
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as SearchAnswer
}

async function firstDoc<T>(request: APIRequestContext, collection: string, query = ''): Promise<T> {
  const res = await request.get(`/api/cms/${collection}?limit=1&depth=0${query}`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { docs: T[] }).docs[0]!
}

const countText = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'project' : 'projects'}`

async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: /projects?$/ }).getByRole('article').getByRole('heading').allTextContents()
}

async function expectListing(page: Page, answer: SearchAnswer) {
  await expect(page.getByTestId('result-count')).toHaveText(countText(answer.total))
  expect(await cardNames(page)).toEqual(answer.results.map((r) => r.full_name))
}

async function breadcrumbNames(page: Page): Promise<string[]> {
  for (const text of await page.locator('script[type="application/ld+json"]').allTextContents()) {
    const data = JSON.parse(text) as { '@type': string; itemListElement?: { name: string }[] }
    if (data['@type'] === 'BreadcrumbList') return data.itemListElement!.map((i) => i.name)
  }
  return []
}

test('city page: the city’s projects, with filters that keep the city', async ({ page, request, baseURL }) => {
  const city = await firstDoc<{ city_name: string; slug: string }>(request, 'cities', '&sort=city_name')
  const response = await page.goto(`/property/${city.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`New homes in ${city.city_name}`)
  const answer = await apiSearch(request, { city: city.city_name })
  expect(answer.total).toBeGreaterThan(0)
  await expectListing(page, answer)
  for (const r of answer.results) expect(r.city).toBe(city.city_name)
  await expect(page).toHaveTitle(`New homes in ${city.city_name} · Griha Homes`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/property/${city.slug}`)
  expect(await breadcrumbNames(page)).toEqual(['Home', city.city_name])
  await expectAccessible(page)

  // The form has no city field here; its filters stay on the city page.
  const form = page.getByRole('form', { name: 'Filter projects' })
  await expect(form.getByLabel('City')).toHaveCount(0)
  await form.getByLabel('3 BHK').check()
  await expect(page).toHaveURL(new RegExp(`/property/${city.slug}\\?bhk=3$`))
  await expectListing(page, await apiSearch(request, { city: city.city_name, bhk: '3' }))
})

test('featured page shows only the city’s featured projects', async ({ page, request }) => {
  const featured = await firstDoc<{ city: number }>(request, 'properties', '&where[featured][equals]=true')
  const cityRes = await request.get(`/api/cms/cities/${featured.city}?depth=0`)
  const city = (await cityRes.json()) as { city_name: string; slug: string }
  const response = await page.goto(`/property/${city.slug}/featured`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Featured projects in ${city.city_name}`)
  const answer = await apiSearch(request, { city: city.city_name, featured: 'true' })
  expect(answer.total).toBeGreaterThan(0)
  for (const r of answer.results) expect(r.featured).toBe(true)
  await expectListing(page, answer)
  expect(await breadcrumbNames(page)).toEqual(['Home', city.city_name, 'Featured'])
  await expectAccessible(page)
})

test('builder page: the builder card and its projects', async ({ page, request, baseURL }) => {
  const builder = await firstDoc<{
    builder_name: string
    slug: string
    established_year: number | null
    total_projects: number | null
    description: string | null
    website_link: string | null
  }>(request, 'builders', '&sort=builder_name')
  const response = await page.goto(`/builders/${builder.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(builder.builder_name)
  if (builder.established_year) await expect(page.getByText(String(builder.established_year), { exact: true })).toBeVisible()
  if (builder.description) await expect(page.getByText(builder.description)).toBeVisible()
  if (builder.website_link) {
    await expect(page.getByRole('link', { name: new RegExp(`Visit the ${builder.builder_name} website`) })).toHaveAttribute('target', '_blank')
  }
  const answer = await apiSearch(request, { builder: builder.builder_name })
  expect(answer.total).toBeGreaterThan(0)
  await expectListing(page, answer)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/builders/${builder.slug}`)
  expect(await breadcrumbNames(page)).toEqual(['Home', builder.builder_name])
  await expectAccessible(page)
})

test('collection page: its name and its projects', async ({ page, request }) => {
  const collection = await firstDoc<{ name: string; slug: string }>(request, 'property-collections', '&sort=order')
  const response = await page.goto(`/collections/${collection.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection.name)
  const answer = await apiSearch(request, { collection: collection.name })
  expect(answer.total).toBeGreaterThan(0)
  await expectListing(page, answer)
  await expect(page).toHaveTitle(`${collection.name} · Griha Homes`)
  expect(await breadcrumbNames(page)).toEqual(['Home', collection.name])
  await expectAccessible(page)
})

test('unknown city, builder and collection are 404s', async ({ page }) => {
  for (const path of ['/property/atlantis', '/property/atlantis/featured', '/builders/no-such-builder', '/collections/no-such-collection']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
  }
})

test('raw-name URLs redirect permanently to the slug URLs, keeping the query', async ({ request }) => {
  const cities = ((await (await request.get('/api/cms/cities?limit=100&depth=0')).json()) as { docs: { city_name: string; slug: string }[] }).docs
  const city = cities.find((c) => c.city_name.includes(' ')) ?? cities[0]!
  const builder = await firstDoc<{ builder_name: string; slug: string }>(request, 'builders', '&sort=builder_name')
  const collection = await firstDoc<{ name: string; slug: string }>(request, 'property-collections', '&sort=order')
  const cases: [string, string][] = [
    [`/property/${encodeURIComponent(city.city_name)}`, `/property/${city.slug}`],
    [`/property/${encodeURIComponent(city.city_name.toUpperCase())}?bhk=2`, `/property/${city.slug}?bhk=2`],
    [`/property/${encodeURIComponent(city.city_name)}/featured`, `/property/${city.slug}/featured`],
    [`/builders/${encodeURIComponent(builder.builder_name)}`, `/builders/${builder.slug}`],
    [`/collections/${encodeURIComponent(collection.name)}`, `/collections/${collection.slug}`],
  ]
  for (const [from, to] of cases) {
    const res = await request.get(from, { maxRedirects: 0 })
    expect(res.status(), from).toBe(308)
    expect(new URL(res.headers()['location']!, 'http://x').pathname + new URL(res.headers()['location']!, 'http://x').search, from).toBe(to)
  }
})

test('listing pages on a phone: filters behind a Filters button', async ({ browser, baseURL, request }) => {
  const city = await firstDoc<{ slug: string }>(request, 'cities', '&sort=city_name')
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(`/property/${city.slug}`)
  const form = page.getByRole('form', { name: 'Filter projects' })
  await expect(form.getByLabel('Property type')).toBeHidden()
  await page.locator('summary', { hasText: 'Filters' }).click()
  await expect(form.getByLabel('Property type')).toBeVisible()
  await expectAccessible(page)
  await context.close()
})
