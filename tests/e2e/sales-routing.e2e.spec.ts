/**
 * Sales tools in the browser (docs/product.md §15): the WhatsApp button of a property page (site data
 * `whatsapp_number`) opens wa.me naming the project, its click is counted and shown on /admin, and
 * the /admin overdue and response-time panels render; both pages axe clean.
 */
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'

import { E2E_BASE_URL, SAME_ORIGIN_HEADERS } from './support/constants'
import { expect, expectAccessible, loginAsEditor, test } from './support/fixtures'

const run = Date.now() % 1_000_000
const projectName = `Tide Court ${run}`
let editor: APIRequestContext
let propertyId = 0
let propertyUrl = ''
let cityName = ''
let digits = ''

test.beforeAll(async () => {
  editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
  await loginAsEditor(editor)
  const city = ((await (await editor.get('/api/cms/cities?limit=1&sort=city_name&depth=0')).json()) as { docs: { id: number; slug: string; city_name: string }[] }).docs[0]!
  cityName = city.city_name
  const res = await editor.post('/api/cms/properties', {
    data: { full_name: projectName, city: city.id, published: true, currency: 'INR', price_range_minimum: 5_000_000, price_range_maximum: 9_000_000 },
  })
  expect(res.status(), await res.text()).toBe(201)
  const doc = ((await res.json()) as { doc: { id: number; slug: string } }).doc
  propertyId = doc.id
  propertyUrl = `/property/${city.slug}/${doc.slug}`
  const item = ((await (await editor.get('/api/cms/site-data?where[item][equals]=whatsapp_number&limit=1')).json()) as { docs: { content: string }[] }).docs[0]
  expect(item?.content, 'the demo seed sets whatsapp_number').toBeTruthy()
  digits = item!.content.replace(/\D/g, '')
})

test.afterAll(async () => {
  await editor?.dispose()
})

async function clicksOnAdmin(page: import('@playwright/test').Page): Promise<number> {
  await loginAsEditor(page.request)
  await page.goto('/admin')
  const panel = page.getByTestId('whatsapp-panel')
  await expect(panel).toBeVisible()
  const row = panel.locator(`tr[data-property="${propertyId}"] td`)
  return (await row.count()) ? Number((await row.innerText()).trim()) : 0
}

test('the WhatsApp button names the project, its click is counted and shown on /admin', async ({ page, context }) => {
  expect(await clicksOnAdmin(page)).toBe(0)
  // wa.me is outside the test network: answer it locally.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }))

  await page.goto(propertyUrl)
  const button = page.getByRole('link', { name: /Chat on WhatsApp/ })
  await expect(button).toBeVisible()
  const href = new URL((await button.getAttribute('href'))!)
  expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${digits}`)
  expect(href.searchParams.get('text')).toBe(`Hi, I am interested in ${projectName}, ${cityName}. Please share details.`)
  await expect(button).toHaveAttribute('target', '_blank')
  await expectAccessible(page)

  const beacon = page.waitForRequest((r) => r.url().endsWith('/forms/whatsapp-click') && r.method() === 'POST')
  const popup = context.waitForEvent('page')
  await button.click()
  expect((await beacon).postData()).toBe(`property=${propertyId}`)
  await (await popup).close()

  await expect.poll(() => clicksOnAdmin(page), { timeout: 10_000 }).toBe(1)
  await expect(page.getByTestId('whatsapp-panel').getByRole('link', { name: projectName })).toBeVisible()
})

test('/admin shows the overdue leads and the weekly median response time', async ({ page }) => {
  await loginAsEditor(page.request)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: /^Overdue leads: \d+$/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Time to first status change' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Median time to first status change per week' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Median time to first status change per week' }).locator('tbody tr')).toHaveCount(12)
  await expectAccessible(page)
})
