/**
 * The /admin page (docs/product.md §10): only signed-in staff, sent to the CMS login and back; never cached
 * as shared HTML; a dashboard whose counts follow the leads posted here; WAI-ARIA tabs; and the
 * Image Link Generator against the real image host.
 */
import { type APIRequestContext, type Locator, type Page, request as playwrightRequest } from '@playwright/test'
import sharp from 'sharp'

import { E2E_ADMIN, E2E_BASE_URL, SAME_ORIGIN_HEADERS } from './support/constants'
import { expect, expectAccessible, loginAsEditor, test } from './support/fixtures'

const run = Date.now() % 1_000_000
let admin: APIRequestContext
let uploadKey = ''

test.beforeAll(async () => {
  admin = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
  await loginAsEditor(admin)
  const res = await admin.post('/api/cms/image-upload-keys', { data: { name: `e2e admin page ${run}` } })
  expect(res.status(), await res.text()).toBe(201)
  uploadKey = ((await res.json()) as { doc: { key: string } }).doc.key
  expect(uploadKey.length).toBeGreaterThanOrEqual(16)
})

test.afterAll(async () => {
  await admin?.dispose()
})

async function openAdmin(page: Page) {
  await loginAsEditor(page.request)
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible()
  // The tabs answer keys only once React has hydrated them.
  await expect(page.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true')
  await page.waitForFunction(() => document.readyState === 'complete')
  return response!
}

test.describe('who may open /admin', () => {
  test('an anonymous visitor is sent to the CMS login, and signing in there comes back to /admin', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/cms\/login\?redirect=%2Fadmin$/)
    await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
    await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible()
  })

  test('the page is private and not indexed, and a shared cache never hands it to a visitor', async ({ page, request }) => {
    const response = await openAdmin(page)
    const cacheControl = response.headers()['cache-control'] ?? ''
    expect(cacheControl).toContain('private')
    expect(cacheControl).toContain('no-store')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // Straight after an editor's view a visitor is still sent away: the response cache never kept it.
    const anonymous = await request.get('/admin', { maxRedirects: 0 })
    expect(anonymous.status()).toBeGreaterThanOrEqual(300)
    expect(anonymous.status()).toBeLessThan(400)
    expect(anonymous.headers().location).toMatch(/\/cms\/login\?redirect=%2Fadmin$/)
    expect(await anonymous.text()).not.toContain('Leads in the last 30 days')
  })
})

type Figures = { total: number; spam: number; today: number; forms: Record<string, number>; cities: Record<string, number> }

async function tally(table: Locator): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const row of await table.locator('tbody tr').all()) {
    const head = row.locator('th')
    if ((await head.count()) === 0) continue
    out[(await head.innerText()).trim()] = Number((await row.locator('td').innerText()).trim())
  }
  return out
}

async function figures(page: Page): Promise<Figures> {
  const perDay = page.getByRole('table', { name: 'Leads per day' })
  return {
    total: Number(await page.getByTestId('leads-total').innerText()),
    spam: Number(await page.getByTestId('leads-spam').innerText()),
    today: Number(await perDay.locator('tbody tr').last().locator('td').textContent()),
    forms: await tally(page.getByRole('table', { name: 'By form' })),
    cities: await tally(page.getByRole('table', { name: 'By city' })),
  }
}

let ip = 0
let phone = 0

/** Posts a lead the way a browser's form does (JSON answer), from its own address so limits do not mix. */
async function postLead(request: APIRequestContext, form: string, fields: Record<string, string>): Promise<string> {
  phone += 1
  const res = await request.post(`/forms/${form}`, {
    headers: { accept: 'application/json', origin: E2E_BASE_URL, 'x-forwarded-for': `203.0.113.${(run + ++ip) % 250}` },
    multipart: {
      PhoneNumber_countrycodeval: '+91',
      PhoneNumber_countrycode: `97${String(run % 1000).padStart(3, '0')}${String(phone).padStart(5, '0')}`,
      consent: 'on',
      ...fields,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: string }).id
}

const plus = (before: Record<string, number>, key: string, n: number) => (before[key] ?? 0) + n

test.describe('the Home dashboard', () => {
  test('counts the leads posted through the forms, spam apart, and lists the newest with links into the CMS', async ({ page, request }) => {
    test.setTimeout(90_000)
    const property = (
      (await (await request.get('/api/cms/properties?limit=1&depth=1&sort=id')).json()) as {
        docs: { id: number; city: { city_name: string } }[]
      }
    ).docs[0]!
    const city = property.city.city_name

    await openAdmin(page)
    const before = await figures(page)

    // A token is good for one lead (docs/product.md §17): one for each post.
    const fresh = async () => ((await (await request.get('/forms/token')).json()) as { form_started: string }).form_started
    const [one, two, three, four] = [await fresh(), await fresh(), await fresh(), await fresh()]
    // Quicker than the minimum fill time would be stored as spam.
    await page.waitForTimeout(3300)
    const name = (label: string) => `Dash ${label} ${run}`
    const enquiryA = await postLead(request, 'enquiry', {
      SingleLine: name('Enquiry One'),
      Email: `dash.one.${run}@example.com`,
      property: String(property.id),
      form_started: one,
    })
    await postLead(request, 'enquiry', { SingleLine: name('Enquiry Two'), Email: `dash.two.${run}@example.com`, property: String(property.id), form_started: two })
    const contact = await postLead(request, 'contact', { SingleLine: name('Contact'), Email: `dash.three.${run}@example.com`, form_started: three })
    // The honeypot filled in: stored, as spam.
    await postLead(request, 'contact', { SingleLine: name('Bot'), Email: `dash.bot.${run}@example.com`, website: 'https://spam.example', form_started: four })

    await page.reload()
    const after = await figures(page)
    expect(after.total).toBe(before.total + 3)
    expect(after.spam).toBe(before.spam + 1)
    expect(after.today).toBe(before.today + 3)
    expect(after.forms).toEqual({ ...before.forms, Enquiry: plus(before.forms, 'Enquiry', 2), Contact: plus(before.forms, 'Contact', 1) })
    expect(after.cities).toEqual({ ...before.cities, [city]: plus(before.cities, city, 2), 'No city': plus(before.cities, 'No city', 1) })

    const newest = page.getByRole('table', { name: /newest leads/i })
    await expect(newest.getByRole('link', { name: name('Contact') })).toHaveAttribute('href', `/cms/collections/leads/${contact}`)
    await expect(newest.getByRole('link', { name: name('Enquiry One') })).toHaveAttribute('href', `/cms/collections/leads/${enquiryA}`)
    await expect(newest.getByRole('link', { name: name('Bot') })).toHaveCount(0)
    await expect(newest.locator('tbody tr').first()).toContainText(name('Contact'))
    await expect(page.getByText(/marked as spam are not counted/)).toBeVisible()

    // The chart's numbers are there for screen readers, not only as bars.
    await expect(page.getByRole('img', { name: 'Leads per day' })).toBeVisible()
    await expectAccessible(page)
  })
})

test('a content editor sees the figures but not the leads themselves', async ({ page }) => {
  const who = { email: `dash-editor-${run}@example.com`, password: `Content-editor-${run}-pass` }
  const created = await admin.post('/api/cms/editors', { data: { ...who, name: 'Dash Editor', roles: ['editor'] } })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    await loginAsEditor(page.request, who)
    await page.goto('/admin')
    await expect(page.getByText('Signed in as Dash Editor.')).toBeVisible()
    await expect(page.getByTestId('leads-total')).toHaveText(/^\d+$/)
    await expect(page.getByText('your role does not include them')).toBeVisible()
    await expect(page.getByRole('table', { name: /newest leads/i })).toHaveCount(0)
  } finally {
    await admin.delete(`/api/cms/editors/${id}`)
  }
})

test.describe('the tabs', () => {
  test('move with the arrow keys, Home and End, show a focus ring, and pass axe on every tab', async ({ page }) => {
    await openAdmin(page)
    const tab = (name: string) => page.getByRole('tab', { name })
    const panel = (name: string) => page.getByRole('tabpanel', { name })

    await tab('Home').focus()
    expect(await tab('Home').evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
    await page.keyboard.press('ArrowRight')
    await expect(tab('Content Management')).toBeFocused()
    await expect(tab('Content Management')).toHaveAttribute('aria-selected', 'true')
    await expect(tab('Home')).toHaveAttribute('aria-selected', 'false')
    await expect(panel('Content Management')).toBeVisible()
    await expect(panel('Home')).toBeHidden()
    await expect(panel('Content Management').getByRole('link', { name: 'Open the CMS' })).toHaveAttribute('href', '/cms')
    await expectAccessible(page)

    await page.keyboard.press('End')
    await expect(tab('Image Link Generator')).toBeFocused()
    await expect(panel('Image Link Generator')).toBeVisible()
    await expectAccessible(page)

    await page.keyboard.press('ArrowRight')
    await expect(tab('Home')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(tab('Image Link Generator')).toBeFocused()
    await page.keyboard.press('Home')
    await expect(tab('Home')).toBeFocused()
    await expect(panel('Home')).toBeVisible()
    await expectAccessible(page)

    // Tab leaves the tab list for the open panel: one stop for the whole list.
    await page.keyboard.press('Tab')
    await expect(panel('Home')).toBeFocused()
  })
})

test.describe('the Image Link Generator', () => {
  async function openGenerator(page: Page) {
    await openAdmin(page)
    await page.getByRole('tab', { name: 'Image Link Generator' }).click()
    return page.getByRole('tabpanel', { name: 'Image Link Generator' })
  }

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer()

  test('makes three watermarked copies, uploads them with a key and lists links to 300, 600 and 1000 px images', async ({ page, request }) => {
    const generator = await openGenerator(page)
    await generator.getByLabel('Image', { exact: true }).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await png(1200, 800) })
    const preview = generator.getByRole('img', { name: 'Preview of the 300 px copy' })
    await expect(preview).toBeVisible()
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([300, 200])
    await expect(generator.getByText('300 × 200, 600 × 400, 1000 × 667')).toBeVisible()

    // The watermark is there: the middle of the copy is lighter than the plain blue around it.
    const centre = await preview.evaluate(async (img: HTMLImageElement) => {
      const canvas = document.createElement('canvas')
      canvas.width = img.naturalWidth
      canvas.height = img.naturalHeight
      const ctx = canvas.getContext('2d')!
      ctx.drawImage(img, 0, 0)
      const data = ctx.getImageData(0, img.naturalHeight / 2 - 6, img.naturalWidth, 12).data
      let brightest = 0
      for (let i = 0; i < data.length; i += 4) brightest = Math.max(brightest, data[i]! + data[i + 1]! + data[i + 2]!)
      const corner = ctx.getImageData(2, 2, 1, 1).data
      return { brightest, corner: corner[0]! + corner[1]! + corner[2]! }
    })
    expect(centre.brightest).toBeGreaterThan(centre.corner + 150)

    // No key: Upload does nothing.
    let posts = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/images/upload')) posts += 1
    })
    await generator.getByRole('button', { name: 'Upload' }).click()
    await page.waitForTimeout(300)
    expect(posts).toBe(0)

    // A second click while the uploads are held is ignored.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/images/upload**', async (route) => {
      await held
      await route.continue()
    })
    await generator.getByLabel('Upload key').fill(uploadKey)
    await generator.getByRole('button', { name: 'Upload' }).click()
    await expect(generator.getByRole('button', { name: /Uploading/ })).toBeVisible()
    await generator.getByRole('button', { name: /Uploading/ }).click()
    await page.waitForTimeout(300)
    // The copies go one at a time, and the second click started nothing.
    expect(posts).toBe(1)
    release()

    const links = generator.getByRole('list', { name: 'Image links' }).getByRole('link')
    await expect(links).toHaveCount(3)
    expect(posts).toBe(3)
    for (const [i, width] of [300, 600, 1000].entries()) {
      const item = generator.locator(`li[data-width="${width}"]`)
      await expect(item).toContainText(`${width} px`)
      const href = (await links.nth(i).getAttribute('href'))!
      expect(href).toMatch(/\/images\/[0-9a-f]{64}\.jpe?g$/)
      const file = await request.get(href)
      expect(file.status()).toBe(200)
      const meta = await sharp(await file.body()).metadata()
      expect([meta.width, meta.height]).toEqual([width, Math.round((800 * width) / 1200)])
    }
    await expectAccessible(page)
  })

  test('a wrong key lists Error uploading for every size', async ({ page }) => {
    const generator = await openGenerator(page)
    await generator.getByLabel('Image', { exact: true }).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await png(640, 480) })
    await expect(generator.getByRole('img', { name: 'Preview of the 300 px copy' })).toBeVisible()
    await generator.getByLabel('Upload key').fill(`not-a-key-${run}`)
    await generator.getByRole('button', { name: 'Upload' }).click()
    const items = generator.getByRole('list', { name: 'Image links' }).getByRole('listitem')
    await expect(items).toHaveCount(3)
    for (const width of [300, 600, 1000]) await expect(generator.locator(`li[data-width="${width}"]`)).toHaveText(`${width} px: Error uploading`)
    await expect(generator.getByRole('list', { name: 'Image links' }).getByRole('link')).toHaveCount(0)
  })

  test('refuses an image under 200 × 200 px and a file that is not an image', async ({ page }) => {
    const generator = await openGenerator(page)
    const picker = generator.getByLabel('Image', { exact: true })
    await expect(picker).toHaveAttribute('accept', 'image/*')

    await picker.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: await png(100, 100) })
    await expect(generator.getByRole('alert')).toHaveText('The image is too small: it must be at least 200 × 200 pixels.')
    await expect(generator.getByRole('img')).toHaveCount(0)

    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('these are not pixels') })
    await expect(generator.getByRole('alert')).toHaveText('File Is NOT Image!')

    // A file named like an image is judged by its content.
    await picker.setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('still not pixels') })
    await expect(generator.getByRole('alert')).toHaveText('File Is NOT Image!')
    await expectAccessible(page)

    // A file that cannot be read (moved or deleted after it was picked) rejects its read.
    await page.evaluate(() => {
      File.prototype.arrayBuffer = () => Promise.reject(new DOMException('The file could not be read', 'NotReadableError'))
    })
    await picker.setInputFiles({ name: 'gone.png', mimeType: 'image/png', buffer: await png(400, 400) })
    await expect(generator.getByRole('alert')).toHaveText('File Not Found!')
  })
})
