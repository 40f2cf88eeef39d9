/** The home page (docs/product.md §4) and the pages it leads to first: a property and contact. */
import { expect, expectAccessible, test } from './support/fixtures'

test('home shows the demo content: featured projects, collections, offers, builders, blogs', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('search', { name: 'Search projects' })).toBeVisible()
  await expect(page.getByLabel('Show projects in')).toHaveValue('all')

  const featured = page.getByRole('region', { name: 'Featured projects' })
  const cards = featured.getByRole('article')
  expect(await cards.count()).toBeGreaterThan(0)
  const firstCard = cards.first()
  await expect(firstCard.getByRole('link')).toHaveAttribute('href', /^\/property\/[a-z0-9-]+\/[a-z0-9-]+$/)
  await expect(firstCard).toContainText(/₹[\d.,]+ (L|Cr)|Price on request/)

  for (const name of ['Collections', 'Builders', 'From the blog']) {
    const section = page.getByRole('region', { name })
    expect(await section.getByRole('link').count(), `${name} has links`).toBeGreaterThan(0)
  }
  await expect(page.getByRole('region', { name: 'Offers running today' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Builders' })).toHaveAttribute('id', 'builders')

  await expectAccessible(page)
})

test('property images are responsive: sized, srcset, lazy except the first', async ({ page }) => {
  await page.goto('/')
  const images = page.getByRole('region', { name: 'Featured projects' }).locator('img')
  expect(await images.count()).toBeGreaterThan(1)
  await expect(images.first()).toHaveAttribute('loading', 'eager')
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy')
  for (const attribute of ['width', 'height', 'srcset']) {
    await expect(images.first()).toHaveAttribute(attribute, /\S/)
  }
})

test('home has title, description, canonical, Open Graph and Organization data', async ({ page, baseURL }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/ · Griha Homes$/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${baseURL}/?$`))
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Griha Homes/)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /^https?:\/\//)
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
  expect(types).toContain('Organization')
})

test('featured projects follow the city cookie', async ({ page, context, request, baseURL }) => {
  const res = await request.get('/api/cms/properties?where[featured][equals]=true&limit=1&depth=1')
  const city = ((await res.json()) as { docs: { city: { city_name: string } }[] }).docs[0]!.city.city_name
  await context.addCookies([{ name: 'city', value: encodeURIComponent(city), url: baseURL! }])
  await page.goto('/')
  const featured = page.getByRole('region', { name: `Featured projects in ${city}` })
  const cards = featured.getByRole('article')
  expect(await cards.count()).toBeGreaterThan(0)
  for (const text of await cards.allTextContents()) expect(text).toContain(city)
})

test('property page shows the essentials and is accessible', async ({ page, request }) => {
  const res = await request.get('/api/cms/properties?where[rera_number][exists]=true&limit=1&depth=1&sort=full_name')
  const doc = ((await res.json()) as {
    docs: { slug: string; full_name: string; rera_number: string; city: { slug: string; city_name: string } }[]
  }).docs[0]!
  const response = await page.goto(`/property/${doc.city.slug}/${doc.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: doc.full_name })).toBeVisible()
  await expect(page.getByText(doc.rera_number, { exact: true })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(doc.city.city_name)
  await expect(page).toHaveTitle(`${doc.full_name} in ${doc.city.city_name} · Griha Homes`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/property/${doc.city.slug}/${doc.slug}$`))
  await expect(page.getByTestId('help-button')).toBeVisible()
  await expectAccessible(page)
})

test('a property URL with the raw name redirects permanently to the slug URL', async ({ request }) => {
  const res = await request.get('/api/cms/properties?limit=1&depth=1&sort=full_name')
  const doc = ((await res.json()) as { docs: { slug: string; full_name: string; city: { slug: string; city_name: string } }[] })
    .docs[0]!
  const raw = `/property/${encodeURIComponent(doc.city.city_name.toUpperCase())}/${encodeURIComponent(doc.full_name)}`
  const redirect = await request.get(raw, { maxRedirects: 0 })
  expect(redirect.status()).toBe(308)
  expect(redirect.headers()['location']).toMatch(new RegExp(`/property/${doc.city.slug}/${doc.slug}$`))
})

test('contact page lists phone, WhatsApp and e-mail and is accessible', async ({ page }) => {
  const response = await page.goto('/contact')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Contact us · Griha Homes')
  const main = page.getByRole('main')
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(1)
  await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible()
  await expect(main.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /text=/)
  await expectAccessible(page)
})
