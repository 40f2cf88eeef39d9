/**
 * Map search (docs/product.md §14): the List/Map switch, clustered markers from the page's own results,
 * 'Search this area' with the visible box, list–map sync, keyboard access to markers, axe, and the
 * list without JavaScript. The demo data has no `map_tile_url`: markers on a plain background.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectAccessible, tabTo, test } from './support/fixtures'

type Answer = { total: number; results: { full_name: string }[] }

async function apiSearch(request: APIRequestContext, query: string): Promise<Answer> {
  const res = await request.get(`/api/search?${query}`)
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as Answer
}

const countText = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'project' : 'projects'}`

/** A published demo property with a location, and a tiny box around it. */
async function placedProperty(request: APIRequestContext) {
  const res = await request.get('/api/cms/properties?limit=20&depth=0&sort=id&where[published][equals]=true')
  const docs = ((await res.json()) as { docs: { full_name: string; location?: { latitude?: number; longitude?: number } }[] }).docs
  const doc = docs.find((d) => typeof d.location?.latitude === 'number' && typeof d.location?.longitude === 'number')
  if (!doc) throw new Error('no demo property with a location')
  const { latitude: lat, longitude: lng } = doc.location as { latitude: number; longitude: number }
  const d = 0.0005
  return { name: doc.full_name, bbox: [lng - d, lat - d, lng + d, lat + d].map((v) => v.toFixed(5)).join(',') }
}

const map = (page: Page) => page.getByRole('region', { name: 'Map of the results' })

test('switching to Map shows clustered markers; moving the map and Search this area searches the visible box', async ({ page, request }) => {
  await page.goto('/search')
  const views = page.getByRole('navigation', { name: 'View' })
  await expect(views.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page')
  await views.getByRole('link', { name: 'Map' }).click()
  await expect(page).toHaveURL(/[?&]view=map/)
  await expect(map(page)).toBeVisible()
  // 24 results spread over the demo cities: some markers are clusters.
  await expect(map(page).locator('.map-cluster').first()).toBeVisible()
  const before = await apiSearch(request, '')
  await expect(page.getByTestId('result-count')).toHaveText(countText(before.total))
  await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0)

  // Zoom in twice with the map's own control, then pan by dragging.
  const zoomIn = map(page).getByRole('button', { name: 'Zoom in', exact: true })
  await zoomIn.click()
  await zoomIn.click()
  const frame = (await map(page).boundingBox())!
  await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2)
  await page.mouse.down()
  await page.mouse.move(frame.x + frame.width / 2 - 80, frame.y + frame.height / 2 + 40, { steps: 8 })
  await page.mouse.up()
  const area = page.getByRole('button', { name: 'Search this area' })
  await expect(area).toBeVisible()
  await area.click()
  await expect(page).toHaveURL(/[?&]bbox=[-\d.]+%2C[-\d.]+%2C[-\d.]+%2C[-\d.]+/)
  const url = new URL(page.url())
  expect(url.searchParams.get('view')).toBe('map')
  expect(url.searchParams.has('page')).toBe(false)
  const box = url.searchParams.get('bbox')!
  const after = await apiSearch(request, new URLSearchParams({ bbox: box }).toString())
  await expect(page.getByTestId('result-count')).toHaveText(countText(after.total))
  expect(after.total).toBeLessThan(before.total)
  // The map shows the box that was asked for; the cards are the API's results for it.
  await expect(map(page)).toBeVisible()
  const names = await page.locator('[data-map-results] .card h3').allTextContents()
  expect(names).toEqual(after.results.map((r) => r.full_name))
})

test('markers are keyboard buttons named after the project; Enter opens its link, and list and map follow each other', async ({ page, request }) => {
  const property = await placedProperty(request)
  await page.goto(`/search?view=map&bbox=${encodeURIComponent(property.bbox)}`)
  const card = page.locator('[data-map-results] > li').filter({ hasText: property.name })
  await expect(card).toHaveCount(1)
  const marker = map(page).getByRole('button', { name: property.name, exact: true })
  await expect(marker).toBeVisible()

  // Hovering the card lights its marker.
  await card.hover()
  await expect(marker).toHaveClass(/is-active/)

  await page.locator('body').click({ position: { x: 1, y: 1 } })
  await tabTo(page, marker, { max: 200 })
  await page.keyboard.press('Enter')
  const popupLink = map(page).locator('.leaflet-popup').getByRole('link', { name: property.name })
  await expect(popupLink).toBeVisible()
  // Activating the marker highlights its card.
  await expect(card).toHaveAttribute('data-active', '')
  // The popup fades in (Leaflet's 0.2 s opacity transition): contrast is judged on what stays on screen.
  await expect(map(page).locator('.leaflet-popup')).toHaveCSS('opacity', '1')
  await expectAccessible(page)
})

test('the map view passes axe, and listing pages have the switch too', async ({ page }) => {
  await page.goto('/search?view=map')
  await expect(map(page).locator('.leaflet-marker-icon').first()).toBeVisible()
  // No tiles configured: a scale instead of a picture, and no attribution of nothing.
  await expect(map(page).locator('.leaflet-control-scale')).toBeVisible()
  await expect(map(page).locator('.leaflet-tile')).toHaveCount(0)
  await expectAccessible(page)

  await page.goto('/search')
  const city = await page.locator('.card-meta').first().textContent()
  expect(city).toBeTruthy()
  const cityLink = await page.locator('a[href^="/property/"]').first().getAttribute('href')
  const cityPath = cityLink!.split('/').slice(0, 3).join('/')
  await page.goto(`${cityPath}?view=map`)
  await expect(page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page')
  await expect(map(page).locator('.leaflet-marker-icon').first()).toBeVisible()
  await expectAccessible(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the map view still lists the results', async ({ page, request }) => {
    await page.goto('/search?view=map')
    const all = await apiSearch(request, '')
    await expect(page.getByTestId('result-count')).toHaveText(countText(all.total))
    await expect(page.locator('[data-map-results] article')).toHaveCount(all.results.length)
    await expect(page.locator('.leaflet-container')).toHaveCount(0)
  })
})
