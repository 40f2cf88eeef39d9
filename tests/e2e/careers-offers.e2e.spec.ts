/**
 * The careers pages and /offers (docs/product.md §4, §5, §7): open positions and a job's detail with its
 * JobPosting data and the CV form (a real upload, checked through the stored lead), 404s for unknown
 * and hidden jobs, and /offers listing only active offers, soonest-ending first.
 */
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'

import { E2E_BASE_URL, SAME_ORIGIN_HEADERS } from './support/constants'
import { dayFromToday } from './support/dates'
import { expect, expectAccessible, hydrated, loginAsEditor, test } from './support/fixtures'

const run = Date.now().toString(36)
/** The smallest PDF the CV checks accept (as in lead-forms.e2e.spec.ts). */
const TINY_PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\nstartxref\n44\n%%EOF\n'

/** The seed's first open position (src/cms/seed/data/company.ts). */
const JOB = { title: 'Property Consultant', slug: 'property-consultant-bengaluru', location: 'Bengaluru', type: 'Full-time' }

let editor: APIRequestContext
const made: { collection: string; id: number }[] = []

async function create(collection: string, data: Record<string, unknown>): Promise<{ id: number; slug: string }> {
  const res = await editor.post(`/api/cms/${collection}`, { data })
  expect(res.status(), await res.text()).toBe(201)
  const doc = ((await res.json()) as { doc: { id: number; slug: string } }).doc
  made.push({ collection, id: doc.id })
  return doc
}

test.beforeAll(async () => {
  editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
  await loginAsEditor(editor)
})

test.afterAll(async () => {
  for (const { collection, id } of made.reverse()) await editor.delete(`/api/cms/${collection}/${id}`)
  await editor.dispose()
})

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>)
}

test.describe('careers', () => {
  test('lists the open positions and leads to a job', async ({ page }) => {
    const response = await page.goto('/careers')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/^Careers · Griha Homes$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/careers`)
    const list = page.getByTestId('job-list')
    // Five of the six seeded positions are open; the internship is closed.
    await expect(list.getByRole('listitem')).toHaveCount(5)
    await expect(list.getByRole('link', { name: 'Marketing Intern' })).toHaveCount(0)
    const card = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: JOB.title, exact: true }) })
    await expect(card).toContainText(JOB.location)
    await expect(card).toContainText(JOB.type)
    await expect(card).toContainText('Guide home buyers from their first enquiry to booking.')
    await expectAccessible(page)

    await card.getByRole('link', { name: JOB.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/careers/${JOB.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: JOB.title })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What you will do' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Plan and lead site visits' })).toBeVisible()
    await expectAccessible(page)
  })

  test('a job page has its metadata, JobPosting and breadcrumbs', async ({ page }) => {
    await page.goto(`/careers/${JOB.slug}`)
    const url = `${E2E_BASE_URL}/careers/${JOB.slug}`
    await expect(page).toHaveTitle(`${JOB.title} — Careers · Griha Homes`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Property Consultant \(Full-time in Bengaluru\)/)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url)

    const blocks = await jsonLd(page)
    const posting = blocks.find((b) => b['@type'] === 'JobPosting')
    expect(posting).toMatchObject({
      title: JOB.title,
      url,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Griha Homes' },
      jobLocation: { '@type': 'Place', address: { addressLocality: JOB.location, addressCountry: 'IN' } },
    })
    expect(posting!.description).toContain('Guide home buyers from their first enquiry to booking.')
    expect(posting!.description).toContain('Answer enquiries within the hour')
    expect(posting!.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')
    expect((crumbs!.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item])).toEqual([
      ['Home', `${E2E_BASE_URL}/`],
      ['Careers', `${E2E_BASE_URL}/careers`],
      [JOB.title, url],
    ])
  })

  test('the CV form on a job page uploads a PDF and lands on success', async ({ page }) => {
    await page.goto(`/careers/${JOB.slug}`)
    await hydrated(page)
    const form = page.locator('form[data-lead-form="cv"]')
    const email = `applicant.${run}@example.com`
    await form.getByLabel('Name', { exact: true }).focus()
    await expect(form.locator('xpath=self::form[@novalidate]')).toHaveCount(1)
    await form.getByLabel('Name', { exact: true }).fill('Meera Pillai')
    await form.getByLabel('Email', { exact: true }).fill(email)
    await form.getByLabel('Phone number', { exact: true }).fill(`98${String(Date.now() % 100_000_000).padStart(8, '0')}`)
    await form.getByLabel('Location', { exact: true }).fill('Bengaluru')
    await form.getByLabel(/^CV/).setInputFiles({ name: 'meera-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(TINY_PDF) })
    await form.getByRole('checkbox').check()
    await expectAccessible(page)
    const [post] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/forms/cv')),
      form.getByRole('button', { name: 'Send my CV' }).click(),
    ])
    expect(post.headers()['content-type']).toMatch(/multipart\/form-data/)
    await expect(page.getByRole('dialog', { name: 'Request Submitted' })).toBeVisible()

    const res = await editor.get(`/api/cms/leads?where[email][equals]=${encodeURIComponent(email)}&sort=-createdAt&limit=1&depth=0`)
    expect(res.status(), await res.text()).toBe(200)
    const lead = ((await res.json()) as { docs: Record<string, unknown>[] }).docs[0]
    expect(lead, `a lead from ${email}`).toBeTruthy()
    expect(lead).toMatchObject({ form: 'cv', name: 'Meera Pillai', location: 'Bengaluru', source: `careers: ${JOB.title}` })
    expect(lead!.resume).toBeTruthy()
  })

  test('an unknown, unpublished or closed job is a 404', async ({ page, request }) => {
    const hidden = await create('careers', { title: `Hidden Role ${run}`, location: 'Pune', type: 'Full-time', published: false, open: true })
    const closed = await create('careers', { title: `Closed Role ${run}`, location: 'Pune', type: 'Full-time', published: true, open: false })
    for (const path of ['/careers/no-such-job', `/careers/${hidden.slug}`, `/careers/${closed.slug}`]) {
      const missing = await request.get(path)
      expect(missing.status(), path).toBe(404)
      // Rendered on the server (src/lib/server/not-found-page.ts), not by the browser's JavaScript.
      expect(await missing.text(), path).toMatch(/<h1[^>]*>We couldn’t find that page<\/h1>/)
    }
    const response = await page.goto('/careers/no-such-job')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible()
    await expectAccessible(page)
    await page.goto('/careers')
    await expect(page.getByRole('link', { name: `Hidden Role ${run}` })).toHaveCount(0)
    await expect(page.getByRole('link', { name: `Closed Role ${run}` })).toHaveCount(0)
  })
})

test.describe('offers', () => {
  test('lists only active offers, soonest-ending first, with their validity', async ({ page }) => {
    const cities = (await (await editor.get('/api/cms/cities?limit=1&sort=city_name&depth=0')).json()) as { docs: { id: number }[] }
    const city = cities.docs[0]!.id
    const active = { name: `Offer Test Tomorrow ${run}`, offer: `Free parking till tomorrow ${run}` }
    const expired = { name: `Offer Test Yesterday ${run}`, offer: `Gold coin ended yesterday ${run}` }
    await create('properties', { full_name: active.name, city, published: true, offer_available: active.offer, offer_validity: dayFromToday(1) })
    await create('properties', { full_name: expired.name, city, published: true, offer_available: expired.offer, offer_validity: dayFromToday(-1) })

    // /offers is rendered per request and its data is dropped by the properties tag on each change.
    await expect(async () => {
      await page.goto('/offers')
      await expect(page.getByRole('link', { name: active.name })).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 15_000 })
    await expect(page).toHaveTitle('Offers on new homes · Griha Homes')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/offers`)
    await expect(page.getByText(expired.name)).toHaveCount(0)
    await expect(page.getByText(expired.offer)).toHaveCount(0)

    const items = page.getByTestId('offer-list').getByRole('listitem')
    const card = items.filter({ has: page.getByRole('link', { name: active.name }) })
    await expect(card).toContainText(active.offer)
    await expect(card).toContainText('Offer valid till')

    // Every listed offer is valid today or later, in validity order.
    const today = dayFromToday(0)
    const days = (await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-offer-validity') ?? ''))).map((v) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(v)),
    )
    expect(days.length).toBeGreaterThan(1)
    for (const day of days) expect(day >= today, `${day} is today or later`).toBe(true)
    expect([...days].sort()).toEqual(days)
    expect(days).toContain(dayFromToday(1))
    await expectAccessible(page)

    // The demo seed has more active offers than a page holds: page 2 carries on where page 1 ended.
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Next/ })
    await expect(next).toHaveAttribute('href', '/offers?page=2')
    await next.click()
    await expect(page).toHaveURL(/\/offers\?page=2$/)
    const secondDays = (await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-offer-validity') ?? ''))).map((v) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(v)),
    )
    expect(secondDays.length).toBeGreaterThan(0)
    expect(secondDays[0]! >= days.at(-1)!).toBe(true)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/offers?page=2`)

    expect((await page.request.get('/offers?page=0')).status()).toBe(404)
    expect((await page.request.get('/offers?page=999')).status()).toBe(404)
  })

  test('a property page with an offer is kept until the day ends in the site\'s time zone, one without for the 4-hour safety net', async ({ request }) => {
    const cities = (await (await editor.get('/api/cms/cities?limit=1&sort=city_name&depth=0')).json()) as { docs: { id: number; slug: string }[] }
    const city = cities.docs[0]!
    const withOffer = await create('properties', {
      full_name: `Offer Lifetime ${run}`,
      city: city.id,
      published: true,
      offer_available: `Ends tonight ${run}`,
      offer_validity: dayFromToday(0),
    })
    const without = await create('properties', { full_name: `No Offer Lifetime ${run}`, city: city.id, published: true })
    const sharedMaxAge = async (slug: string) => {
      const res = await request.get(`/property/${city.slug}/${slug}`)
      expect(res.status()).toBe(200)
      return Number(/s-maxage=(\d+)/.exec(res.headers()['cache-control'] ?? '')?.[1])
    }
    // Past midnight an offer valid today is over: the page showing it must not outlive the day.
    const asked = Date.now()
    const kept = await sharedMaxAge(withOffer.slug)
    // India has no clock changes: the next day begins at 00:00 +05:30.
    const untilMidnight = (Date.parse(`${dayFromToday(1)}T00:00:00+05:30`) - asked) / 1000
    expect(kept).toBeGreaterThan(0)
    expect(kept).toBeLessThanOrEqual(Math.min(4 * 60 * 60, Math.max(60, Math.ceil(untilMidnight))))
    // Not re-rendered every minute: kept to the end of the day or the 4-hour net, less the moments
    // the request took (close to midnight the day may still be yesterday's, then a minute).
    if (untilMidnight > 5 * 60) expect(kept).toBeGreaterThanOrEqual(Math.min(4 * 60 * 60, Math.floor(untilMidnight) - 30))
    expect(await sharedMaxAge(without.slug)).toBe(4 * 60 * 60)
  })
})
