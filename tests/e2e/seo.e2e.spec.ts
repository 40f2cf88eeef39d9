/** SEO surfaces (docs/product.md §4): the streamed XML sitemap, robots.txt and the human /sitemap page. */
import { E2E_BASE_URL } from './support/constants'
import { expect, expectAccessible, loginAsEditor, test } from './support/fixtures'

const run = Date.now().toString(36)

test('the XML sitemap is valid, absolute, and lists a newly published property', async ({ request, page }) => {
  await loginAsEditor(request)
  const city = ((await (await request.get('/api/cms/cities?limit=1&sort=city_name&depth=0')).json()) as {
    docs: { id: number; slug: string }[]
  }).docs[0]!
  const created = await request.post('/api/cms/properties', {
    data: { full_name: `Sitemap Towers & Co ${run}`, city: city.id, published: true, price_range_minimum: 5_000_000 },
  })
  expect(created.status(), await created.text()).toBe(201)
  const doc = ((await created.json()) as { doc: { id: number; slug: string } }).doc

  try {
    const res = await request.get('/dynamic-sitemap.xml')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('application/xml')
    const xml = await res.text()

    await page.goto('/api/health')
    const parsed = await page.evaluate((source) => {
      const d = new DOMParser().parseFromString(source, 'application/xml')
      const error = d.getElementsByTagName('parsererror').length > 0
      const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9'
      const urls = Array.from(d.getElementsByTagNameNS(ns, 'url')).map((u) => ({
        loc: u.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
        lastmod: u.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? null,
      }))
      return { error, root: d.documentElement.localName, urls }
    }, xml)
    expect(parsed.error).toBe(false)
    expect(parsed.root).toBe('urlset')
    expect(parsed.urls.length).toBeGreaterThan(50)
    for (const u of parsed.urls) {
      expect(u.loc.startsWith(`${E2E_BASE_URL}/`), u.loc).toBe(true)
      if (u.lastmod) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\+00:00|Z)$/)
    }
    const locs = new Set(parsed.urls.map((u) => u.loc))
    expect(locs.has(`${E2E_BASE_URL}/property/${city.slug}/${doc.slug}`)).toBe(true)
    expect(locs.has(`${E2E_BASE_URL}/property/${city.slug}`)).toBe(true)
    expect(locs.has(`${E2E_BASE_URL}/`)).toBe(true)
    expect(parsed.urls.some((u) => u.loc.includes('/blogs/'))).toBe(true)
    expect(parsed.urls.some((u) => u.loc.includes('/builders/'))).toBe(true)
    expect(parsed.urls.filter((u) => u.loc.includes(`/property/${city.slug}/`)).every((u) => u.lastmod)).toBe(true)
    // The fixed pages (one path segment), `/awards&press` among them, are listed as they are served.
    const fixed = parsed.urls.map((u) => u.loc).filter((loc) => new URL(loc).pathname.split('/').filter(Boolean).length === 1)
    expect(fixed).toContain(`${E2E_BASE_URL}/awards&press`)
    for (const loc of fixed) expect((await request.get(loc)).status(), loc).toBe(200)
  } finally {
    await request.delete(`/api/cms/properties/${doc.id}`)
  }
})

test('robots.txt allows the site, keeps staff areas out and points to the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt')
  expect(res.status()).toBe(200)
  const body = await res.text()
  expect(body).toContain(`Sitemap: ${E2E_BASE_URL}/dynamic-sitemap.xml`)
  for (const path of ['/cms', '/admin', '/api']) expect(body).toContain(`Disallow: ${path}`)
  expect(body).toMatch(/Allow: \/\n/)
})

test('the /sitemap page lists the sections and is accessible', async ({ page, request }) => {
  const response = await page.goto('/sitemap')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Sitemap · Griha Homes')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible()
  for (const name of ['Pages', 'Projects by city', 'Latest projects', 'Builders', 'Collections', 'From the blog']) {
    await expect(main.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  const city = ((await (await request.get('/api/cms/cities?limit=1&sort=city_name&depth=0')).json()) as {
    docs: { slug: string; city_name: string }[]
  }).docs[0]!
  await expect(main.getByRole('link', { name: `Projects in ${city.city_name}` })).toHaveAttribute('href', `/property/${city.slug}`)
  await expectAccessible(page)
})
