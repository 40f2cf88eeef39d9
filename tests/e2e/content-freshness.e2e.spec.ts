/**
 * docs/product.md §9: a content change in the CMS shows on the site within seconds, without a rebuild. A price
 * edit must reach the city page and the search page (both read the cached search module).
 */
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'

import { E2E_BASE_URL, SAME_ORIGIN_HEADERS } from './support/constants'
import { expect, loginAsEditor, test } from './support/fixtures'

const run = Date.now().toString(36)
const name = `Freshness Towers ${run}`
let editor: APIRequestContext
let propertyId = 0
let citySlug = ''

test.beforeAll(async () => {
  editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
  await loginAsEditor(editor)
  const cities = (await (await editor.get('/api/cms/cities?limit=1&sort=city_name&depth=0')).json()) as {
    docs: { id: number; slug: string }[]
  }
  citySlug = cities.docs[0]!.slug
  const res = await editor.post('/api/cms/properties', {
    data: {
      full_name: name,
      city: cities.docs[0]!.id,
      published: true,
      price_range_minimum: 4_500_000,
      price_range_maximum: 12_500_000,
      floor_plans: [{ bhk: '2', carpet_area: 900, price: 4_500_000 }],
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  propertyId = ((await res.json()) as { doc: { id: number } }).doc.id
})

test.afterAll(async () => {
  await editor.delete(`/api/cms/properties/${propertyId}`)
  await editor.dispose()
})

test('an editor’s price change shows on the city and search pages within seconds', async ({ page }) => {
  const pages = [`/property/${citySlug}?q=${encodeURIComponent(name)}`, `/search?q=${encodeURIComponent(name)}`]
  for (const url of pages) {
    await page.goto(url)
    await expect(page.getByRole('article').filter({ hasText: name })).toContainText('₹1.25 Cr')
  }
  const res = await editor.patch(`/api/cms/properties/${propertyId}`, { data: { price_range_maximum: 15_000_000 } })
  expect(res.status(), await res.text()).toBe(200)
  for (const url of pages) {
    await expect(async () => {
      await page.goto(url)
      await expect(page.getByRole('article').filter({ hasText: name })).toContainText('₹1.5 Cr', { timeout: 1000 })
    }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] })
  }
})
