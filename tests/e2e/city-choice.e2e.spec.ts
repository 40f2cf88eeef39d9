/** City choice by location (docs/product.md §6): ask once, nearest city by great-circle distance, else 'All cities'. */
import type { APIRequestContext, BrowserContext } from '@playwright/test'

import { nearestCity } from '../../src/features/cities/nearest'
import { expect, expectAccessible, test } from './support/fixtures'

type CityDoc = { city_name: string; slug: string; location?: { latitude?: number | null; longitude?: number | null } }

async function citiesWithCoordinates(request: APIRequestContext) {
  const res = await request.get('/api/cms/cities?limit=100&depth=0&sort=city_name')
  expect(res.ok()).toBe(true)
  const docs = ((await res.json()) as { docs: CityDoc[] }).docs
  return docs
    .filter((c) => typeof c.location?.latitude === 'number' && typeof c.location?.longitude === 'number')
    .map((c) => ({ name: c.city_name, slug: c.slug, latitude: c.location!.latitude!, longitude: c.location!.longitude! }))
}

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === name)
  return cookie ? decodeURIComponent(cookie.value) : undefined
}

/** Counts location requests in localStorage, so the count survives reloads. */
async function countLocationRequests(context: BrowserContext) {
  await context.addInitScript(() => {
    const geo = navigator.geolocation
    if (!geo) return
    const original = geo.getCurrentPosition.bind(geo)
    geo.getCurrentPosition = (success, error, options) => {
      localStorage.setItem('location-requests', String(Number(localStorage.getItem('location-requests') ?? '0') + 1))
      original(success, error, options)
    }
  })
}

test('granted location near a city picks that city, for the cookie, the header picker and the home page', async ({
  browser,
  request,
  baseURL,
}) => {
  const cities = await citiesWithCoordinates(request)
  expect(cities.length).toBeGreaterThan(1)
  const target = cities.find((c) => c.name === 'Pune') ?? cities[0]!
  // About 8 km from the centre: still nearest to the target, not to a neighbour.
  const position = { latitude: target.latitude + 0.05, longitude: target.longitude + 0.05 }
  expect(nearestCity(position.latitude, position.longitude, cities)?.name).toBe(target.name)

  const context = await browser.newContext({ baseURL, permissions: ['geolocation'], geolocation: position })
  await countLocationRequests(context)
  const page = await context.newPage()
  await page.goto('/')

  await expect.poll(() => cookieValue(context, 'city')).toBe(target.name)
  expect(await cookieValue(context, 'location_asked')).toBe('1')
  // The page refreshes itself: the pickers and the featured projects follow the new city.
  await expect(page.locator('#header-city')).toHaveValue(target.slug)
  await expect(page.getByLabel('Show projects in')).toHaveValue(target.slug)
  await expect(page.getByRole('region', { name: `Featured projects in ${target.name}` })).toBeVisible()
  const cookie = (await context.cookies()).find((c) => c.name === 'city')!
  expect(cookie.path).toBe('/')
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
  await expectAccessible(page)

  await page.reload()
  await expect(page.locator('#header-city')).toHaveValue(target.slug)
  expect(await page.evaluate(() => localStorage.getItem('location-requests'))).toBe('1')
  await context.close()
})

test('denied location gives All cities and is remembered, so nobody is asked twice', async ({ browser, baseURL }) => {
  // No geolocation permission: the browser refuses.
  const context = await browser.newContext({ baseURL })
  await countLocationRequests(context)
  const page = await context.newPage()
  await page.goto('/')

  await expect.poll(() => cookieValue(context, 'city'), { timeout: 30_000 }).toBe('All cities')
  expect(await cookieValue(context, 'location_asked')).toBe('1')
  await expect(page.locator('#header-city')).toHaveValue('all')
  await expectAccessible(page)

  await page.goto('/search')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Give a second request (there should be none) a moment to happen.
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => localStorage.getItem('location-requests'))).toBe('1')
  await context.close()
})

test('an unknown city in the cookie asks for the location; a known one does not', async ({ browser, baseURL, request }) => {
  const cities = await citiesWithCoordinates(request)
  const target = cities.at(-1)!

  const unknown = await browser.newContext({
    baseURL,
    permissions: ['geolocation'],
    geolocation: { latitude: target.latitude, longitude: target.longitude },
  })
  await unknown.addCookies([{ name: 'city', value: 'Atlantis', url: baseURL! }])
  const page = await unknown.newPage()
  await page.goto('/')
  await expect.poll(() => cookieValue(unknown, 'city')).toBe(target.name)
  await expect(page.locator('#header-city')).toHaveValue(target.slug)
  await unknown.close()

  const known = await browser.newContext({ baseURL, permissions: ['geolocation'], geolocation: { latitude: 0, longitude: 0 } })
  await countLocationRequests(known)
  await known.addCookies([{ name: 'city', value: encodeURIComponent(target.name), url: baseURL! }])
  const second = await known.newPage()
  await second.goto('/')
  await expect(second.locator('#header-city')).toHaveValue(target.slug)
  await second.waitForTimeout(500)
  expect(await second.evaluate(() => localStorage.getItem('location-requests'))).toBeNull()
  expect(await cookieValue(known, 'location_asked')).toBeUndefined()
  await known.close()
})
