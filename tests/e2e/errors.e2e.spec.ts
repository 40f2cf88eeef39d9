/** Missing pages answer 404 with a real page; unexpected errors a friendly 500 (docs/product.md §4, §11). */
import { expect, expectAccessible, test } from './support/fixtures'

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  // Inside the site layout: header and footer are there.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page).toHaveTitle('Page not found · Griha Homes')
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  await expectAccessible(page)
})

test('a missing property answers 404', async ({ page }) => {
  const response = await page.goto('/property/no-such-city/no-such-project')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible()
})

test('the not-found search box searches', async ({ page }) => {
  await page.goto('/missing-thing')
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('villa')
  await page.getByRole('searchbox', { name: 'Search the site' }).press('Enter')
  await expect(page).toHaveURL(/\/search\?q=villa$/)
})

test('a media file that is not there answers 404, not 500; one that is there is served', async ({ request, page }) => {
  for (const missing of ['/m/no-such-file.webp', '/api/cms/media/file/no-such-file.webp']) {
    const response = await request.get(missing)
    expect(response.status(), missing).toBe(404)
  }
  await page.goto('/')
  const src = await page.locator('img[src^="/m/"]').first().getAttribute('src')
  const served = await request.get(src!)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toMatch(/^image\//)
})

test('an unexpected error answers 500 with a friendly page', async ({ page }) => {
  const response = await page.goto('/__test/error')
  expect(response?.status()).toBe(500)
  await expect(page).toHaveTitle('Unexpected Application Error!')
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, this page didn’t load' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  await expect(page.getByText('Deliberate error')).toHaveCount(0)
  await expectAccessible(page)
})

test('the CMS, its API and the health check still answer beside the catch-all', async ({ request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok', instance: expect.stringMatching(/^[0-9a-f]{16}$/) })

  const api = await request.get('/api/cms/site-data?limit=1')
  expect(api.status()).toBe(200)
  expect(await api.json()).toHaveProperty('docs')

  const admin = await request.get('/cms/login')
  expect(admin.status()).toBe(200)
  expect(await admin.text()).not.toContain('We couldn’t find that page')

  const unknownApi = await request.get('/api/no-such-endpoint')
  expect(unknownApi.status()).toBe(404)
})
