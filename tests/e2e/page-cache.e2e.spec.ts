/**
 * Whole-page caching (docs/product.md §12 "cached city page"): listing and property pages without search
 * parameters are served from cache, the same pages with filters are rendered per request, the
 * home page follows the `city` cookie without mixing cities, and the internal routes behind the
 * proxy are not reachable.
 */
import { expect, test } from './support/fixtures'

type SearchApi = { results: { url: string; city: string }[] }

const fromCache = (headers: Record<string, string>) => headers['x-response-cache'] === 'HIT' || headers['x-nextjs-cache'] === 'HIT'

/** The page without its per-answer CSP nonces: a cached copy gets a fresh nonce on every answer. */
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, '')

test('a city page and a property page are answered from cache on repeat visits', async ({ request }) => {
  const first = ((await (await request.get('/api/search?pageSize=1')).json()) as SearchApi).results[0]!
  const cityPath = first.url.split('/').slice(0, 3).join('/')
  for (const path of [cityPath, first.url]) {
    const warm = await request.get(path)
    expect(warm.status()).toBe(200)
    expect(warm.headers()['cache-control']).toMatch(/s-maxage=\d+/)
    const again = await request.get(path)
    expect(again.status()).toBe(200)
    expect(fromCache(again.headers()), `${path} served from cache`).toBe(true)
    const [warmHtml, againHtml] = [await warm.text(), await again.text()]
    expect(withoutNonces(againHtml)).toBe(withoutNonces(warmHtml))
    // Each answer carries its own nonce, never the one the cached copy was first sent with.
    const nonce = (html: string) => /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1]
    expect(nonce(againHtml)).toBeTruthy()
    expect(nonce(againHtml)).not.toBe(nonce(warmHtml))
  }
})

test('filters on a listing page are applied per URL; the same filtered listing is kept for a minute', async ({ request }) => {
  const first = ((await (await request.get('/api/search?pageSize=1')).json()) as SearchApi).results[0]!
  const cityPath = first.url.split('/').slice(0, 3).join('/')
  const filtered = await request.get(`${cityPath}?bhk=3&sort=price_asc`)
  expect(filtered.status()).toBe(200)
  expect(filtered.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60')
  const again = await request.get(`${cityPath}?bhk=3&sort=price_asc`)
  expect(fromCache(again.headers())).toBe(true)
  // The filter is really applied: the canonical link carries it; another filter is another page.
  expect(await again.text()).toContain(`${cityPath}?bhk=3&amp;sort=price_asc`)
  const other = await request.get(`${cityPath}?bhk=2&sort=price_asc`)
  expect(fromCache(other.headers())).toBe(false)
  expect(await other.text()).toContain(`${cityPath}?bhk=2&amp;sort=price_asc`)
})

test('the home page follows the city cookie and tells shared caches so', async ({ playwright, baseURL }) => {
  const cities = (await (await (await playwright.request.newContext({ baseURL })).get('/api/cms/cities?limit=2&sort=city_name&depth=0')).json()) as {
    docs: { city_name: string }[]
  }
  const [a, b] = cities.docs
  for (const city of [a!, b!]) {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `city=${encodeURIComponent(city.city_name)}` } })
    for (let i = 0; i < 2; i++) {
      const res = await context.get('/')
      expect(res.headers()['vary']).toMatch(/cookie/i)
      expect(await res.text()).toContain(`Featured projects in ${city.city_name}`)
    }
    await context.dispose()
  }
  const anonymous = await playwright.request.newContext({ baseURL })
  const home = await (await anonymous.get('/')).text()
  expect(home).not.toContain(`Featured projects in ${a!.city_name}`)
  expect(home).toContain('Featured projects')
  await anonymous.dispose()
})

test('the routes behind the proxy are not reachable directly', async ({ request }) => {
  for (const path of ['/_home/all', '/_home/pune', '/_filtered/property/pune', '/_filtered/builders/x']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})
