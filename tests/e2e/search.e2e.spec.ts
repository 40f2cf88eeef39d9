/** Search with filters (docs/product.md §5): the UI, the URL, Back, no-JS, paging — checked against GET /api/search. */
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectAccessible, expectVisibleFocus, hydrated, tabTo, test } from './support/fixtures'

type SearchAnswer = { total: number; page: number; totalPages: number; results: { full_name: string }[] }

async function apiSearch(request: APIRequestContext, query: string): Promise<SearchAnswer> {
  const res = await request.get(`/api/search?${query}`)
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as SearchAnswer
}

const countText = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'project' : 'projects'}`

async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: /projects?$/ }).getByRole('article').getByRole('heading').allTextContents()
}

/** A city, BHK and budget (from the form's budget options) with at least one match. */
async function findFilters(request: APIRequestContext) {
  const res = await request.get('/api/cms/cities?limit=100&depth=0&sort=city_name')
  const cities = ((await res.json()) as { docs: { city_name: string }[] }).docs
  for (const city of cities) {
    for (const bhk of ['2', '3']) {
      for (const [min, max] of [
        ['3000000', '20000000'],
        ['2000000', '30000000'],
        ['1000000', '50000000'],
      ] as const) {
        const query = new URLSearchParams({ city: city.city_name, bhk, min, max }).toString()
        const answer = await apiSearch(request, query)
        const wider = await apiSearch(request, new URLSearchParams({ city: city.city_name, bhk, min }).toString())
        if (answer.total > 0 && wider.total > answer.total) return { city: city.city_name, bhk, min, max, answer, wider }
      }
    }
  }
  throw new Error('no city, BHK and budget with matches in the demo data')
}

test('filtering by city, BHK and budget from the form shows the API’s projects, in the URL, and Back restores', async ({
  page,
  request,
}) => {
  const f = await findFilters(request)
  await page.goto('/search')
  // The live filter form takes over once the page has hydrated; a choice made before is a plain select.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  const form = page.getByRole('form', { name: 'Filter projects' })

  await form.getByLabel('City').selectOption(f.city)
  await expect(page).toHaveURL(new RegExp(`[?&]city=${encodeURIComponent(f.city).replace(/%20/g, '(\\+|%20)')}`))
  await form.getByLabel(`${f.bhk} BHK`).check()
  await expect(page).toHaveURL(new RegExp(`[?&]bhk=${f.bhk}`))
  await form.getByLabel('Minimum').selectOption(f.min)
  await expect(page).toHaveURL(new RegExp(`[?&]min=${f.min}`))
  await expect(page.getByTestId('result-count')).toHaveText(countText(f.wider.total))
  await form.getByLabel('Maximum').selectOption(f.max)
  await expect(page).toHaveURL(new RegExp(`[?&]max=${f.max}`))

  await expect(page.getByTestId('result-count')).toHaveText(countText(f.answer.total))
  expect(await cardNames(page)).toEqual(f.answer.results.map((r) => r.full_name))
  const url = new URL(page.url())
  expect(url.pathname).toBe('/search')
  expect(Object.fromEntries(url.searchParams)).toEqual({ city: f.city, bhk: f.bhk, min: f.min, max: f.max })
  await expectAccessible(page)

  // Back: the previous filters and results, without the maximum.
  await page.goBack()
  await expect(page).not.toHaveURL(/max=/)
  await expect(page.getByTestId('result-count')).toHaveText(countText(f.wider.total))
  await expect(form.getByLabel('Maximum')).toHaveValue('')
  await expect(form.getByLabel('Minimum')).toHaveValue(f.min)
  await expect(form.getByLabel(`${f.bhk} BHK`)).toBeChecked()

  await page.goForward()
  await expect(form.getByLabel('Maximum')).toHaveValue(f.max)
  await expect(page.getByTestId('result-count')).toHaveText(countText(f.answer.total))
})

test('keyboard only: choose a city and a BHK, apply the filters and open a result', async ({ page, request }) => {
  const f = await findFilters(request)
  const narrowed = await apiSearch(request, new URLSearchParams({ city: f.city, bhk: f.bhk }).toString())
  expect(narrowed.total).toBeGreaterThan(0)
  await page.goto('/search')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  const form = page.getByRole('form', { name: 'Filter projects' })

  // From the top of the page to the city filter; every stop shows where the focus is.
  const city = form.getByLabel('City')
  for (let presses = 0; presses < 60 && !(await city.evaluate((el) => el === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab')
    await expectVisibleFocus(page)
  }
  await expect(city).toBeFocused()
  // Typing on a closed select picks the option that starts with the text (and applies it at once).
  await page.keyboard.type(f.city)
  await expect(city).toHaveValue(f.city)
  await expect(page).toHaveURL(new RegExp(`[?&]city=${encodeURIComponent(f.city).replace(/%20/g, '(\\+|%20)')}`))
  await expect(city).toBeFocused()

  const bhk = form.getByLabel(`${f.bhk} BHK`)
  await tabTo(page, bhk, { max: 15 })
  await expectVisibleFocus(page)
  await page.keyboard.press('Space')
  await expect(bhk).toBeChecked()
  await expect(page).toHaveURL(new RegExp(`[?&]bhk=${f.bhk}`))

  const apply = form.getByRole('button', { name: 'Apply filters' })
  await tabTo(page, apply, { max: 40 })
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('result-count')).toHaveText(countText(narrowed.total))
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ city: f.city, bhk: f.bhk })

  // On to the first result and into it with Enter.
  const first = page.getByRole('region', { name: /projects?$/ }).getByRole('article').first()
  const name = (await first.getByRole('heading').textContent())!.trim()
  const link = first.getByRole('link', { name }).first()
  await tabTo(page, link, { max: 40 })
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/property\/[^/]+\/[^/?]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
})

test('the filter form works without JavaScript', async ({ browser, baseURL, request }) => {
  const f = await findFilters(request)
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/search')
  const form = page.getByRole('form', { name: 'Filter projects' })
  await form.getByLabel('City').selectOption(f.city)
  await form.getByLabel(`${f.bhk} BHK`).check()
  await form.getByLabel('Minimum').selectOption(f.min)
  await form.getByLabel('Maximum').selectOption(f.max)
  await form.getByRole('button', { name: 'Apply filters' }).click()

  await expect(page).toHaveURL(/\/search\?/)
  const params = new URL(page.url()).searchParams
  expect(params.get('city')).toBe(f.city)
  expect(params.getAll('bhk')).toEqual([f.bhk])
  expect(params.get('min')).toBe(f.min)
  expect(params.get('max')).toBe(f.max)
  await expect(page.getByTestId('result-count')).toHaveText(countText(f.answer.total))
  expect(await cardNames(page)).toEqual(f.answer.results.map((r) => r.full_name))
  // axe-core needs script in the page; the same page is checked with JavaScript on above.
  await context.close()
})

test('text search from the path, the query and the search box agree; no matches gives a way back', async ({ page, request }) => {
  const answer = await apiSearch(request, 'q=park')
  expect(answer.total).toBeGreaterThan(0)
  for (const path of ['/search?q=park', '/search/park', '/searchbox/park', '/searchbox/PARK']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByTestId('result-count')).toHaveText(countText(answer.total))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/park/i)
    await expect(page.getByLabel('Project name')).toHaveValue(/park/i)
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\?q=PARK$/)

  await page.goto('/search?q=zzzz-no-such-project')
  await expect(page.getByTestId('result-count')).toHaveText('0 projects')
  await expect(page.getByText('No projects match these filters.')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).last().click()
  await expect(page).toHaveURL(/\/search$/)
  // The URL changes as the navigation starts; the page (and its <title>) once it has arrived.
  const everything = await apiSearch(request, '')
  await expect(page.getByTestId('result-count')).toHaveText(countText(everything.total))
  await expectAccessible(page)
})

test('paging links are real links with the filters kept', async ({ page, request }) => {
  const all = await apiSearch(request, 'sort=price_asc')
  expect(all.totalPages).toBeGreaterThan(2)
  await page.goto('/search?sort=price_asc')
  await hydrated(page)
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?sort=price_asc&page=2')
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0)
  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/search\?sort=price_asc&page=2$/)
  const second = await apiSearch(request, 'sort=price_asc&page=2')
  await expect.poll(() => cardNames(page)).toEqual(second.results.map((r) => r.full_name))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\?sort=price_asc&page=2$/)
  await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 2')
  await pages.getByRole('link', { name: `Page ${all.totalPages}` }).click()
  await expect(page).toHaveURL(new RegExp(`page=${all.totalPages}$`))
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0)
  await pages.getByRole('link', { name: 'Previous' }).click()
  await expect(page).toHaveURL(new RegExp(`page=${all.totalPages - 1}$`))
})

test('a bad parameter gets a 400 page naming it, with a way back', async ({ page }) => {
  const response = await page.goto('/search?page=-1')
  expect(response?.status()).toBe(400)
  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert).toContainText('page')
  await expect(page.getByRole('heading', { name: 'This filter is not valid' })).toBeVisible()
  await expectAccessible(page)

  const city = await page.goto('/property/bengaluru?min=abc&bhk=2')
  expect(city?.status()).toBe(400)
  await expect(alert).toContainText('min must be a number')
  await page.getByRole('link', { name: 'Show results without the min filter' }).click()
  await expect(page).toHaveURL(/\/property\/bengaluru\?bhk=2$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bengaluru')
})

test('search has its title, description, canonical, Open Graph and breadcrumb data', async ({ page, baseURL }) => {
  await page.goto('/search?sort=relevance&page=1&bhk=3&bhk=2')
  await expect(page).toHaveTitle('Search new home projects · Griha Homes')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/search?bhk=2&bhk=3`)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/search?bhk=2&bhk=3`)
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as { '@type': string },
  )
  expect(jsonLd.map((d) => d['@type'])).toContain('BreadcrumbList')
})
