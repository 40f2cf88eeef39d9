/**
 * The global elements of every public page (docs/product.md §6): disclaimer, help button, query-parameter
 * dialogs, city and language cookies, header and footer links.
 */
import type { APIRequestContext } from '@playwright/test'

import { expect, expectAccessible, hydrated, loginAsEditor, test } from './support/fixtures'
import { SAME_ORIGIN_HEADERS } from './support/constants'

const WHATSAPP_TEXT = 'Hi, I would like to know more about your services.'

/** A site data item as the CMS REST API serves it to anyone. */
async function siteData(request: APIRequestContext, item: string): Promise<string> {
  const res = await request.get(`/api/cms/site-data?where[item][equals]=${encodeURIComponent(item)}&limit=1`)
  expect(res.ok(), await res.text()).toBe(true)
  const body = (await res.json()) as { docs: { content?: string | null }[] }
  return body.docs[0]?.content ?? ''
}

/** Waits until client components ran their effects (the shell marks <html data-hydrated>). */
test.describe('disclaimer', () => {
  test('shows once per browser session and again in a new one', async ({ page, browser }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Disclaimer' })
    await expect(banner).toBeVisible()
    await expect(banner).toContainText(/not liable/i)
    expect(await page.evaluate(() => sessionStorage.getItem('disclaimer'))).not.toBeNull()

    await page.reload()
    await hydrated(page)
    await expect(banner).toHaveCount(0)

    const other = await browser.newContext()
    const fresh = await other.newPage()
    await fresh.goto('/contact')
    await expect(fresh.getByRole('region', { name: 'Disclaimer' })).toBeVisible()
    await other.close()
  })

  test('closes with its X button', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Disclaimer' })
    await banner.getByRole('button', { name: 'Close disclaimer' }).click()
    await expect(banner).toHaveCount(0)
  })

  test('collapses on mobile and expands on demand', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Disclaimer' })
    const toggle = banner.getByRole('button', { name: 'Read more' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(banner.locator('#disclaimer-text')).toBeHidden()
    await toggle.click()
    await expect(banner.locator('#disclaimer-text')).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
    await expectAccessible(page)
    await context.close()
  })
})

test.describe('help button', () => {
  test('offers Phone, WhatsApp with the prefilled text, and Enquire', async ({ page, request }) => {
    const phone = await siteData(request, 'phone_number')
    const expectedTel = `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`

    await page.goto('/')
    await hydrated(page)
    const help = page.getByTestId('help-button')
    await help.getByText('Need help?').click()

    await expect(help.getByRole('link', { name: 'Phone', exact: true })).toHaveAttribute('href', expectedTel)

    const whatsapp = await help.getByRole('link', { name: 'WhatsApp', exact: true }).getAttribute('href')
    const url = new URL(whatsapp!)
    expect(url.searchParams.getAll('text')).toEqual([WHATSAPP_TEXT])
    const bot = new URL(await siteData(request, 'whatsappbot'))
    expect(`${url.origin}${url.pathname}`).toBe(`${bot.origin}${bot.pathname}`)

    await expect(help.getByRole('link', { name: 'Enquire', exact: true })).toHaveAttribute('href', '/contact')
    await expectAccessible(page)

    await page.keyboard.press('Escape')
    await expect(help.getByRole('link', { name: 'Phone', exact: true })).toBeHidden()
  })

  // On a property page Enquire opens the enquiry popup instead (lead-forms.e2e).
  test('Enquire away from property pages goes to the contact page', async ({ page }) => {
    await page.goto('/search')
    await hydrated(page)
    const help = page.getByTestId('help-button')
    await help.getByText('Need help?').click()
    await help.getByRole('link', { name: 'Enquire', exact: true }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('keeps its icon still when the visitor prefers reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/')
    await hydrated(page)
    const icon = page.getByTestId('help-button').locator('summary svg')
    const before = await icon.innerHTML()
    await page.waitForTimeout(2600)
    expect(await icon.innerHTML()).toBe(before)
    await context.close()
  })

  test('rotates its icon every 2 s on desktop', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const icon = page.getByTestId('help-button').locator('summary svg')
    const before = await icon.innerHTML()
    await expect.poll(() => icon.innerHTML(), { timeout: 3500 }).not.toBe(before)
  })
})

test.describe('help button beside a chat widget', () => {
  test.describe.configure({ mode: 'serial' })

  test('keeps 140 px clear of the bottom, 100 px at 468 px or less', async ({ page, playwright, baseURL }) => {
    const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
    await loginAsEditor(editor)
    const created = await editor.post('/api/cms/site-data', {
      data: { item: 'chat_widget', content: 'siqE2Eshell0123456789' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      const bottom = () => page.getByTestId('help-button').evaluate((el) => getComputedStyle(el).bottom)
      await page.goto('/')
      await expect.poll(bottom).toBe('140px')
      await page.setViewportSize({ width: 468, height: 800 })
      await expect.poll(bottom).toBe('100px')
      await page.setViewportSize({ width: 469, height: 800 })
      await expect.poll(bottom).toBe('140px')
    } finally {
      await editor.delete(`/api/cms/site-data/${id}`)
      await editor.dispose()
    }
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto('/')
    await expect.poll(() => page.getByTestId('help-button').evaluate((el) => getComputedStyle(el).bottom)).toBe('24px')
  })
})

test.describe('query-parameter dialogs', () => {
  const cases = [
    {
      path: '/contact',
      query: 'submission=success',
      title: 'Request Submitted',
      text: 'We have received your request. Our representative will contact you shortly.',
    },
    { path: '/', query: 'newsletter=success', title: 'Newsletter Subscription', text: 'Follow the link in it within 7 days to confirm your subscription' },
  ]

  for (const c of cases) {
    test(`?${c.query} opens '${c.title}' and Close drops the query`, async ({ page }) => {
      await page.goto(`${c.path}?${c.query}`)
      await hydrated(page)
      const dialog = page.getByRole('dialog', { name: c.title })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(c.text)
      await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeFocused()
      await expectAccessible(page)

      await dialog.getByRole('button', { name: 'Close', exact: true }).click()
      await expect(dialog).toHaveCount(0)
      await expect.poll(() => new URL(page.url()).search).toBe('')
      expect(new URL(page.url()).pathname).toBe(c.path)
    })
  }
})

test.describe('city choice', () => {
  test('choosing a city stores the cookie for a year and opens the city', async ({ page, context, request }) => {
    const res = await request.get('/api/cms/cities?sort=city_name&limit=1')
    const city = ((await res.json()) as { docs: { city_name: string; slug: string }[] }).docs[0]!

    await page.goto('/')
    await hydrated(page)
    await page.getByLabel('Show projects in').selectOption({ label: city.city_name })
    await expect(page).toHaveURL(new RegExp(`/property/${city.slug}$`))
    const cookie = (await context.cookies()).find((c) => c.name === 'city')!
    expect(decodeURIComponent(cookie.value)).toBe(city.city_name)
    expect(cookie.path).toBe('/')
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)

    await page.goto('/')
    await expect(page.getByRole('heading', { name: `Featured projects in ${city.city_name}` })).toBeVisible()
    await expect(page.getByLabel('Show projects in')).toHaveValue(city.slug)

    await page.getByLabel('Show projects in').selectOption({ label: 'All cities' })
    await expect(page.getByRole('heading', { name: 'Featured projects', exact: true })).toBeVisible()
    const all = (await context.cookies()).find((c) => c.name === 'city')!
    expect(decodeURIComponent(all.value)).toBe('All cities')
  })

  test('a city chosen before the page’s script has run is acted on once it runs', async ({ page, context }) => {
    const res = await page.request.get('/api/cms/cities?sort=city_name&limit=1')
    const city = ((await res.json()) as { docs: { city_name: string; slug: string }[] }).docs[0]!
    // Hold the page's scripts until the choice is made, as on a slow connection.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    const picker = page.getByLabel('Show projects in')
    await picker.selectOption({ label: city.city_name })
    expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0)
    release()
    await expect(page).toHaveURL(new RegExp(`/property/${city.slug}$`))
    const cookie = (await context.cookies()).find((c) => c.name === 'city')!
    expect(decodeURIComponent(cookie.value)).toBe(city.city_name)
  })

  test('works without JavaScript through /choose-city', async ({ request }) => {
    const res = await request.get('/choose-city?city=all', { maxRedirects: 0 })
    expect(res.status()).toBe(303)
    expect(res.headers()['location']).toBe('/')
    expect(res.headers()['set-cookie']).toMatch(/city=All%20cities; Path=\/;.*Max-Age=31536000/i)
  })
})

test('sets the language cookie to EN when missing', async ({ page, context }) => {
  await page.goto('/')
  await hydrated(page)
  expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('EN')
})

test('header and footer link every required page', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: /Griha Homes/ })).toHaveAttribute('href', '/')
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  await expect(header.getByRole('search', { name: 'Site search' })).toHaveAttribute('action', '/search')

  const footer = page.getByRole('contentinfo')
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  for (const path of [
    '/about',
    '/services',
    '/blogs',
    '/careers',
    '/contact',
    '/pricing',
    '/faq',
    '/nri',
    '/vastu',
    '/phone',
    '/guide',
    '/gold',
    '/offers',
    '/emi',
    '/accreditations&associations',
    '/awards&press',
    '/privacy',
    '/terms',
    '/sitemap',
  ]) {
    expect(hrefs, `footer links to ${path}`).toContain(path)
  }
})

test('links prefetch on intent (hover, focus), not as they come into view', async ({ page }) => {
  // A prefetch is a request for the target page's React Server Component payload: a full render.
  const prefetched: string[] = []
  page.on('request', (request) => {
    const headers = request.headers()
    if (headers['next-router-prefetch'] || headers['rsc']) prefetched.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  const linksInView = await page.locator('a[href^="/"]').count()
  expect(linksInView).toBeGreaterThan(20)
  expect(prefetched, 'no prefetch before intent').toEqual([])

  await page.locator('footer a[href="/about"]').hover()
  await expect.poll(() => prefetched).toContain('/about')
  await page.locator('footer a[href="/faq"]').focus()
  await expect.poll(() => prefetched).toContain('/faq')
  expect(prefetched.filter((path) => path !== '/about' && path !== '/faq')).toEqual([])

  // Following a link is still a client-side navigation: no new document is loaded.
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.locator('footer a[href="/about"]').click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(documents).toEqual([])
})

test('the mobile menu opens, is accessible, and closes after navigating', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('banner').getByText('Menu', { exact: true }).click()
  const menu = page.getByRole('navigation', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(page.getByLabel('Your city')).toBeVisible()
  await expectAccessible(page)
  await menu.getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(menu).toBeHidden()
  await context.close()
})

test('skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await skip.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
})
