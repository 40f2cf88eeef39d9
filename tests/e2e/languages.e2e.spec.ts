/**
 * English and Hindi (docs/product.md §21): Hindi pages under /hi with `<html lang="hi">`, the
 * shell's strings in Hindi, `hreflang` alternates on every page and in the sitemap, the language
 * picker and its cookie, the notice offering the Hindi page, each language cached apart, and a
 * lead form that posts the page's language and is acknowledged in it.
 */
import fs from 'node:fs'
import path from 'node:path'

import { request as playwrightRequest } from '@playwright/test'

import { expect, hydrated, loginAsEditor, test } from './support/fixtures'
import { E2E_BASE_URL, E2E_OUTBOX_DIR, SAME_ORIGIN_HEADERS } from './support/constants'
import { dayFromToday } from './support/dates'
import { outboxMails } from './support/outbox'

/** A few public pages of each kind, by their English path. */
const PAGES = ['/', '/search', '/property/bengaluru', '/faq', '/blogs', '/about']

async function firstPropertyPath(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const res = await request.get('/api/search?city=bengaluru&pageSize=1')
  expect(res.ok(), await res.text()).toBe(true)
  const body = (await res.json()) as { results: { url?: string; slug?: string }[] }
  const url = body.results[0]?.url
  expect(url, JSON.stringify(body.results[0])).toMatch(/^\/property\/bengaluru\/[^/]+$/)
  return url!
}

const hindiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`)
/** An absolute URL of the site (Next writes the home page's without its trailing slash). */
const absolute = (path: string) => new URL(path, E2E_BASE_URL).href

test.describe('Hindi pages', () => {
  test('are served under /hi with lang="hi", their own canonical URL and both languages as alternates', async ({ page, request }) => {
    const property = await firstPropertyPath(request)
    for (const path of [...PAGES, property]) {
      for (const [url, lang] of [
        [path, 'en'],
        [hindiPath(path), 'hi'],
      ] as const) {
        const res = await page.goto(url)
        expect(res?.status(), url).toBe(200)
        await expect(page.locator('html'), url).toHaveAttribute('lang', lang)
        const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((els) =>
          Object.fromEntries(els.map((el) => [el.getAttribute('hreflang'), new URL(el.getAttribute('href')!).href])),
        )
        expect(links, url).toEqual({ 'en-IN': absolute(path), 'hi-IN': absolute(hindiPath(path)), 'x-default': absolute(path) })
        const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href')
        expect(new URL(canonical!).href, url).toBe(absolute(url))
      }
    }
  })

  test('show the header, footer and help button in Hindi, with links that stay in Hindi', async ({ page }) => {
    await page.goto('/hi/property/bengaluru')
    await hydrated(page)
    const header = page.getByRole('banner')
    await expect(page.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toHaveAttribute('href', '#main')
    await expect(header.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'प्रोजेक्ट' })).toHaveAttribute('href', '/hi/search')
    await expect(header.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/hi/login')
    await expect(header.getByRole('search', { name: 'साइट में खोजें' })).toHaveAttribute('action', '/hi/search')
    await expect(header.getByRole('link', { name: /Griha Homes/ })).toHaveAttribute('href', '/hi')

    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('navigation', { name: 'कंपनी' }).getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/hi/about')
    await expect(footer).toContainText('सर्वाधिकार सुरक्षित।')
    await expect(page.getByTestId('help-button')).toContainText('मदद चाहिए?')
    const disclaimer = page.getByRole('region', { name: 'अस्वीकरण' })
    await expect(disclaimer).toBeVisible()
    await expect(disclaimer.getByRole('button', { name: 'अस्वीकरण बंद करें' })).toBeVisible()
    // The site data's disclaimer as the CMS holds it in Hindi (docs/product.md §21: site texts).
    await expect(disclaimer).toContainText('केवल मार्गदर्शन के लिए है')
    await expect(disclaimer).not.toContainText('guidance')
    // The Devanagari font is preloaded here, and on no English page.
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute('href', /noto-sans-devanagari/)
    await page.goto('/property/bengaluru')
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0)
  })

  test('show prices in Indian style in Hindi, and cards that link to Hindi pages', async ({ page, request }) => {
    await page.goto('/hi/property/bengaluru')
    const main = page.locator('main')
    // The cards; the filters' budget choices are not translated yet (docs/product.md §21).
    const cards = main.locator('article.card')
    await expect(cards.first()).toContainText(/₹\d+(\.\d+)? (लाख|करोड़)|कीमत अनुरोध पर/)
    for (const text of await cards.allInnerTexts()) expect(text).not.toMatch(/₹\d+(\.\d+)? (L|Cr)\b/)
    expect(await cards.locator('a[href^="/hi/property/bengaluru/"]').count()).toBeGreaterThan(0)
    await expect(cards.locator('a[href^="/property/"]')).toHaveCount(0)

    const property = await firstPropertyPath(request)
    await page.goto(hindiPath(property))
    await expect(page.locator('main')).toContainText(/₹\d+(\.\d+)? (लाख|करोड़)|कीमत अनुरोध पर/)
    // Every price on the page in Hindi words, the floor plans' included.
    const plans = page.locator('section[aria-labelledby="floor-plans-title"] .plan-facts')
    expect(await plans.count()).toBeGreaterThan(0)
    for (const text of await plans.allInnerTexts()) expect(text).toMatch(/₹\d+(\.\d+)? (लाख|करोड़)|कीमत अनुरोध पर/)
    expect(await page.locator('main').innerText()).not.toMatch(/₹\d+(\.\d+)? (L|Cr)\b/)
    await page.goto('/property/bengaluru')
    await expect(page.locator('main article.card').first()).toContainText(/₹\d+(\.\d+)? (L|Cr)\b|Price on request/)
    await expect(page.locator('main')).not.toContainText(/लाख|करोड़/)
  })

  test('show the offers page in Hindi, its cards and paging in Hindi, the English one unchanged', async ({ page }) => {
    await page.goto('/hi/offers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('नए घरों पर ऑफ़र')
    await expect(page).toHaveTitle(/नए घरों पर ऑफ़र/)
    const list = page.getByTestId('offer-list')
    await expect(list.getByText(/^ऑफ़र इस तारीख़ तक मान्य है:/).first()).toBeVisible()
    const first = list.locator('article.card').first()
    await expect(first.locator('h2 a')).toHaveAttribute('href', /^\/hi\/property\//)
    await expect(first).toContainText(/लाख|करोड़|कीमत अनुरोध पर/)
    await expect(page.getByText(/^\d+ ऑफ़र/)).toBeVisible()
    await page.goto('/offers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers on new homes')
    await expect(page.getByText(/^Offer valid till/).first()).toBeVisible()
  })

  test('page their listings with Hindi paging links', async ({ page }) => {
    await page.goto('/hi/search')
    const paging = page.getByRole('navigation', { name: 'पेज', exact: true })
    await expect(paging.getByRole('link', { name: 'अगला' })).toHaveAttribute('href', /^\/hi\/search\?(.*&)?page=2(&|$)/)
    await expect(paging.getByRole('link', { name: 'पेज 2', exact: true })).toBeVisible()
    await page.goto('/search')
    await expect(page.getByRole('navigation', { name: 'Pages', exact: true }).getByRole('link', { name: 'Next' })).toBeVisible()
  })

  test('answer a missing page with the Hindi 404 page', async ({ page }) => {
    const res = await page.goto('/hi/property/bengaluru/no-such-project-anywhere')
    expect(res?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमें यह पेज नहीं मिला')
    await expect(page.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi')
  })

  test('the footer newsletter form is in Hindi, comes back to the Hindi page and mails its confirmation in Hindi', async ({ page }) => {
    await page.goto('/hi/guide')
    const form = page.getByTestId('newsletter-form')
    const email = `hindi-reader-${Date.now()}@example.com`
    await form.getByLabel('नए लॉन्च और ऑफ़र ईमेल पर पाएँ').fill(email)
    await form.getByRole('button', { name: 'सदस्य बनें' }).click()
    await expect(page).toHaveURL(/\/hi\/guide\?newsletter=success$/)
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect.poll(() => outboxMails().filter((m) => m.to === email).length).toBe(1)
    const mail = outboxMails().find((m) => m.to === email)!
    expect(mail.subject).toBe('अपनी न्यूज़लेटर सदस्यता की पुष्टि करें')
    const link = /(https?:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(mail.text)![1]!
    await page.goto(link)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await page.getByRole('button', { name: 'मेरी सदस्यता की पुष्टि करें' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपकी सदस्यता की पुष्टि हो गई है')
    await page.getByRole('link', { name: 'साइट पर वापस जाएँ' }).click()
    await expect(page).toHaveURL(/\/hi$/)
  })

  test('recently viewed cards on /hi/shortlists show Hindi prices and link to the Hindi pages', async ({ page, request }) => {
    const path = await firstPropertyPath(request)
    await page.goto(hindiPath(path))
    await hydrated(page)
    await page.goto('/hi/shortlists')
    const card = page.getByTestId('recently-viewed').getByRole('article').first()
    await expect(card.getByRole('link')).toHaveAttribute('href', hindiPath(path))
    await expect(card).toContainText(/₹\d+(\.\d+)? (लाख|करोड़)|कीमत अनुरोध पर/)
    await expect(card).not.toContainText(/₹\d+(\.\d+)? (L|Cr)\b/)
    await expect(card).toContainText('बेंगलुरु')
  })

  test("a property page's structured data names the Hindi page, its breadcrumbs and words on the Hindi site", async ({ page, request }) => {
    const path = await firstPropertyPath(request)
    const blocksOf = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>)
    const name = async () => (await page.getByRole('heading', { level: 1 }).textContent())!.trim()

    await page.goto(hindiPath(path))
    const hindi = await blocksOf()
    const listing = hindi.find((b) => b['@type'] === 'RealEstateListing')!
    expect(listing.url).toBe(absolute(hindiPath(path)))
    expect((listing.offers as { url: string }).url).toBe(absolute(hindiPath(path)))
    expect(listing.description).toMatch(/^बेंगलुरु में .+ — .+ घर$/)
    expect((listing.provider as { url: string }).url).toMatch(new RegExp(`^${absolute('/hi/builders/')}`))
    const crumbs = (hindi.find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item])
    expect(crumbs).toEqual([
      ['होम', absolute('/hi')],
      ['बेंगलुरु', absolute('/hi/property/bengaluru')],
      [await name(), absolute(hindiPath(path))],
    ])

    await page.goto(path)
    const english = await blocksOf()
    const englishListing = english.find((b) => b['@type'] === 'RealEstateListing')!
    expect(englishListing.url).toBe(absolute(path))
    expect(englishListing.description).toMatch(/^.+ in Bengaluru — .+ homes$/)
    const englishCrumbs = english.find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement as { name: string; item: string }[]
    expect(englishCrumbs.map((c) => c.name)).toEqual(['Home', 'Bengaluru', await name()])
    expect(englishCrumbs[0]!.item).toBe(absolute('/'))
  })

  test('a link followed in the page to a missing page gets the 404 page in the page language', async ({ page, request }) => {
    // The layout's not-found view carries no words in any page's payload; it loads the 404 page.
    const html = await (await request.get('/hi/search')).text()
    expect(html).not.toContain('We couldn’t find that page')
    expect(html).not.toContain('This page could not be found')
    await page.goto('/hi/search')
    await hydrated(page)
    // A site link (data-nav: followed by the App Router without a new document) to a missing item.
    await page.evaluate(() => {
      const a = document.createElement('a')
      a.href = '/hi/property/bengaluru/no-such-project-anywhere'
      a.setAttribute('data-nav', '')
      a.textContent = 'गुम प्रोजेक्ट'
      document.querySelector('main')?.prepend(a)
    })
    const missing = page.waitForResponse((r) => r.url().endsWith('/no-such-project-anywhere') && r.request().resourceType() === 'document')
    await page.getByRole('link', { name: 'गुम प्रोजेक्ट' }).click()
    expect((await missing).status()).toBe(404)
    await expect(page).toHaveURL(/\/hi\/property\/bengaluru\/no-such-project-anywhere$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमें यह पेज नहीं मिला')
  })

  test('leave the CMS and the English pages where they are', async ({ request }) => {
    expect((await request.get('/hi/admin', { maxRedirects: 0 })).status()).toBe(404)
    expect((await request.get('/en/about', { maxRedirects: 0 })).status()).toBe(404)
    const about = await request.get('/about')
    expect(about.status()).toBe(200)
    expect(await about.text()).toContain('<html lang="en"')
  })

  test('are cached apart from the English pages', async ({ request }) => {
    const first = await request.get('/hi/faq')
    expect(first.status()).toBe(200)
    const again = await request.get('/hi/faq')
    expect(again.headers()['x-response-cache']).toBe('HIT')
    expect(await again.text()).toContain('<html lang="hi"')
    const english = await request.get('/faq')
    expect(await english.text()).toContain('<html lang="en"')
    const englishAgain = await request.get('/faq')
    expect(englishAgain.headers()['x-response-cache']).toBe('HIT')
    expect(await englishAgain.text()).toContain('<html lang="en"')
    expect(await (await request.get('/hi/faq')).text()).toContain('<html lang="hi"')
  })
})

test.describe('language picker', () => {
  test('goes to the same page in the other language and back, keeping the choice in the language cookie', async ({ page, context }) => {
    await page.goto('/property/bengaluru?bhk=3')
    await hydrated(page)
    const header = page.getByRole('banner')
    await header.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click()
    await page.waitForURL('**/hi/property/bengaluru?bhk=3')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('HI')

    await hydrated(page)
    await page.getByRole('banner').getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click()
    await page.waitForURL((url) => url.pathname === '/property/bengaluru')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('EN')
  })

  test('is in the mobile menu with both languages', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/faq')
    await hydrated(page)
    await page.getByRole('banner').getByText('Menu', { exact: true }).click()
    const picker = page.getByRole('navigation', { name: 'Language' })
    await expect(picker.getByText('English')).toHaveAttribute('aria-current', 'true')
    await picker.getByRole('link', { name: 'हिन्दी' }).click()
    await page.waitForURL('**/hi/faq')
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('HI')
    await context.close()
  })

  test('a visitor whose cookie says HI is offered the Hindi page on an English one, never redirected', async ({ page, context }) => {
    await context.addCookies([{ name: 'language', value: 'HI', url: E2E_BASE_URL }])
    const res = await page.goto('/blogs?page=1')
    expect(res?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/blogs')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const notice = page.getByTestId('language-notice')
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('यह पेज हिन्दी में भी उपलब्ध है।')
    await expect(notice.getByRole('link', { name: 'हिन्दी में पढ़ें' })).toHaveAttribute('href', '/hi/blogs?page=1')
    await notice.getByRole('button', { name: 'बंद करें' }).click()
    await expect(notice).toHaveCount(0)
    // Closed for the rest of the session.
    await page.goto('/faq')
    await hydrated(page)
    await expect(page.getByTestId('language-notice')).toHaveCount(0)
  })

  test('no notice for an English cookie, nor on Hindi pages', async ({ page, context }) => {
    await page.goto('/faq')
    await hydrated(page)
    await expect(page.getByTestId('language-notice')).toHaveCount(0)
    await context.addCookies([{ name: 'language', value: 'HI', url: E2E_BASE_URL }])
    await page.goto('/hi/faq')
    await hydrated(page)
    await expect(page.getByTestId('language-notice')).toHaveCount(0)
  })
})

test('the sitemap lists every page in both languages with their alternates', async ({ request, page }) => {
  const xml = await (await request.get('/dynamic-sitemap.xml')).text()
  await page.goto('/api/health')
  const urls = await page.evaluate((source) => {
    const d = new DOMParser().parseFromString(source, 'application/xml')
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9'
    return Array.from(d.getElementsByTagNameNS(ns, 'url')).map((u) => ({
      loc: u.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
      alternates: Object.fromEntries(
        Array.from(u.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
      ),
    }))
  }, xml)
  const locs = new Set(urls.map((u) => u.loc))
  for (const path of ['/', '/faq', '/property/bengaluru']) {
    const english = `${E2E_BASE_URL}${path}`
    const hindi = `${E2E_BASE_URL}${hindiPath(path)}`
    expect(locs.has(english), english).toBe(true)
    expect(locs.has(hindi), hindi).toBe(true)
    for (const loc of [english, hindi]) {
      expect(urls.find((u) => u.loc === loc)?.alternates, loc).toEqual({ 'en-IN': english, 'hi-IN': hindi, 'x-default': english })
    }
  }
  const english = urls.filter((u) => !new URL(u.loc).pathname.startsWith('/hi')).length
  expect(urls.length).toBe(english * 2)
})

test.describe('a lead form on a Hindi page, without JavaScript', () => {
  // A visitor of their own, so the posts of other specs from this machine leave no lead limit in the way.
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${(Date.now() % 250) + 1}` } })

  test('posts language=hi, comes back to the Hindi page, and the lead and its acknowledgement are in Hindi', async ({ page }) => {
    const email = `hindi.${Date.now().toString(36)}@example.com`
    await page.goto('/hi/contact')
    const shownAt = Date.now()
    const form = page.locator('form[data-lead-form="contact"]')
    await expect(form.locator('input[type="hidden"][name="language"]')).toHaveValue('hi')
    await expect(form.locator('input[type="hidden"][name="zf_redirect_url"]')).toHaveValue('/hi/contact')
    // The form's own words are Hindi, the consent sentence too.
    await expect(form.getByRole('checkbox', { name: /^मैं सहमत हूँ कि/ })).toHaveCount(1)
    // A name the browser lets through and the intake does not.
    await form.getByLabel('नाम', { exact: true }).fill("Ramesh D'Verma")
    await form.getByLabel('ईमेल', { exact: true }).fill(email)
    await form.getByLabel('फ़ोन नंबर', { exact: true }).fill(`97${String(Date.now() % 100000000).padStart(8, '0')}`)
    await form.getByRole('checkbox').check()
    // The intake keeps a post sent within 3 s of the form's render as spam (docs/product.md §7), unacknowledged.
    await page.waitForTimeout(Math.max(0, shownAt + 3_500 - Date.now()))
    await form.getByRole('button', { name: 'भेजें' }).click()

    // The intake's answer without JavaScript: the form again, in Hindi, with the message under the e-mail.
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    const againAt = Date.now()
    await expect(page.getByRole('alert')).toContainText('कृपया फ़ॉर्म जाँचें')
    const again = page.locator('form')
    await expect(again.getByLabel('नाम', { exact: true })).toHaveAccessibleDescription('नाम सही नहीं है या उसमें ऐसे अक्षर हैं जिनकी अनुमति नहीं है')
    await expect(again.locator('input[type="hidden"][name="language"]')).toHaveValue('hi')
    await again.getByLabel('नाम', { exact: true }).fill('Ramesh Verma')
    await again.getByRole('checkbox').check()
    // The page carries a fresh start time: the corrected post too waits out the 3 s.
    await page.waitForTimeout(Math.max(0, againAt + 3_500 - Date.now()))
    await again.getByRole('button', { name: 'भेजें' }).click()
    await expect(page).toHaveURL(/\/hi\/contact\?submission=success$/)

    const editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
    try {
      await loginAsEditor(editor)
      const res = await editor.get(`/api/cms/leads?where[email][equals]=${encodeURIComponent(email)}&limit=1&depth=0`)
      expect(res.status(), await res.text()).toBe(200)
      const lead = ((await res.json()) as { docs: { form: string; language: string; status: string; consent_text?: string }[] }).docs[0]
      expect(lead, `the lead from ${email}`).toMatchObject({ form: 'contact', language: 'hi', status: 'new' })
      // What the visitor agreed to is kept in the words they read.
      expect(lead!.consent_text).toMatch(/^मैं सहमत हूँ कि/)
    } finally {
      await editor.dispose()
    }

    let mail: { subject: string; text: string } | undefined
    await expect
      .poll(() => {
        const file = path.join(E2E_OUTBOX_DIR, 'mail.jsonl')
        const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []
        mail = lines.map((line) => JSON.parse(line) as { to: string; subject: string; text: string }).filter((m) => m.to === email).at(-1)
        return mail?.subject
      }, { message: `the acknowledgement to ${email}`, timeout: 20_000 })
      .toBe('आपकी पूछताछ हमें मिल गई है – Griha Homes')
    expect(mail!.text).toContain('प्रिय Ramesh Verma,')
    expect(mail!.text).not.toContain('Thank you')
  })
})

test('a Hindi form whose strings do not come goes live in English within seconds, never stuck', async ({ page }) => {
  // The strings' request never answers: the form must not wait for it.
  await page.route('**/forms/strings?**', () => undefined)
  await page.goto('/hi/contact')
  await hydrated(page)
  const form = page.locator('form[data-lead-form="contact"]')
  await form.getByLabel('नाम', { exact: true }).focus()
  await expect(form.locator('xpath=self::form[@novalidate]')).toHaveCount(1, { timeout: 8_000 })
  await expect(form.getByLabel('Name', { exact: true })).toBeVisible()
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter your Email')
})

test.describe('the site-visit booking page from a Hindi property page, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('is in Hindi and books in Hindi', async ({ page, request }) => {
    await page.goto(hindiPath(await firstPropertyPath(request)))
    await page.getByRole('button', { name: 'साइट विज़िट बुक करें' }).click()
    await expect(page).toHaveURL(/\/forms\/site-visit\?/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('साइट विज़िट बुक करें')
    await expect(page.getByLabel('विज़िट का दिन')).toBeVisible()
    await expect(page.locator('input[type="hidden"][name="language"]')).toHaveValue('hi')
    await expect(page.getByRole('button', { name: 'भेजें' })).toBeVisible()
  })
})

test.describe('a Hindi buyer, with JavaScript', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${((Date.now() + 101) % 250) + 1}` } })

  test('goes from the Hindi home page to a project and enquires: Hindi labels, a Hindi message, the Hindi dialog and mail', async ({ page }) => {
    const email = `hindi.walk.${Date.now().toString(36)}@example.com`
    // The intake's time trap counts from the form's token (issued when the live form asks for it).
    let tokenAt = 0
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/forms/token') tokenAt = Date.now()
    })
    await page.goto('/hi')
    await hydrated(page)
    // The home page in Hindi: its title, hero, search box and sections, with links that stay in Hindi.
    await expect(page).toHaveTitle(/^भारत में नए घर, फ़्लैट और विला/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ऐसा घर पाइए जिस पर भरोसा हो, ऐसी कीमत पर जो साफ़ समझ आए')
    await expect(page.locator('form:has(#hero-search)')).toHaveAttribute('action', '/hi/search')
    await expect(page.getByRole('heading', { name: 'कलेक्शन', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'सभी ऑफ़र' })).toHaveAttribute('href', '/hi/offers')
    await page.getByRole('banner').getByRole('link', { name: 'प्रोजेक्ट', exact: true }).first().click()
    await expect(page).toHaveURL(/\/hi\/search$/)
    // The search page in Hindi: its heading, count, cards and filter form, which stays on the Hindi page.
    await expect(page.getByRole('heading', { level: 1, name: 'नए घरों के प्रोजेक्ट खोजें' })).toBeVisible()
    await expect(page.getByTestId('result-count')).toHaveText(/^[\d,]+ प्रोजेक्ट$/)
    const firstCard = page.locator('main article').first()
    await expect(firstCard.locator('.card-meta')).toContainText('बिल्डर: ')
    await expect(firstCard.locator('.card-badge')).toHaveText(/^(प्री-लॉन्च|निर्माणाधीन|रेडी टू मूव)$/)
    const filters = page.getByRole('form', { name: 'प्रोजेक्ट फ़िल्टर करें' })
    await expect(filters).toHaveAttribute('action', '/hi/search')
    await expect(filters.getByLabel('शहर', { exact: true }).locator('option').first()).toHaveText('सभी शहर')
    await expect(filters.getByRole('combobox', { name: 'कम से कम' }).locator('option[value="1000000"]')).toHaveText('₹10 लाख')
    await expect(filters.getByRole('combobox', { name: 'स्थिति' }).locator('option[value="ready-to-move"]')).toHaveText('रेडी टू मूव')
    await expect(filters.getByRole('button', { name: 'फ़िल्टर लगाएँ' })).toBeVisible()
    for (const english of ['Project name', 'All cities', 'Apply filters', 'Only projects with an offer running']) await expect(filters.getByText(english, { exact: true })).toHaveCount(0)
    await filters.getByRole('combobox', { name: 'क्रम' }).selectOption({ label: 'कीमत: कम से ज़्यादा' })
    await expect(page).toHaveURL(/\/hi\/search\?sort=price_asc$/)
    await expect(page.getByRole('navigation', { name: 'आप यहाँ हैं' }).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi')
    await page.goto('/hi/search')
    await hydrated(page)
    await page.locator('main a[href^="/hi/property/"]').first().click()
    await expect(page).toHaveURL(/\/hi\/property\/[^/]+\/[^/?#]+$/)
    await hydrated(page)
    // The property page speaks Hindi around the project's own words, and its links stay in Hindi.
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'मुख्य जानकारी' })).toBeVisible()
    await expect(main.getByText('कीमत की रेंज', { exact: true })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'कीमत जानें' })).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: 'आप यहाँ हैं' })
    await expect(crumbs.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi')
    await expect(crumbs.getByRole('link').nth(1)).toHaveAttribute('href', /^\/hi\/property\/[^/]+$/)
    for (const english of ['Key facts', 'Price range', 'Get price details']) await expect(main.getByText(english, { exact: true })).toHaveCount(0)

    const form = page.locator('form[data-lead-form="interest"]')
    await form.getByLabel('नाम', { exact: true }).focus()
    await expect(form.locator('xpath=self::form[@novalidate]')).toHaveCount(1)
    const startedAt = Date.now()
    await form.getByLabel('नाम', { exact: true }).fill('Sunita Sharma')
    const mail = form.getByLabel('ईमेल', { exact: true })
    await mail.fill('sunita@')
    await mail.blur()
    await expect(mail).toHaveAccessibleDescription('ईमेल सही नहीं है')
    await form.getByLabel('फ़ोन नंबर', { exact: true }).fill(`96${String(Date.now() % 100000000).padStart(8, '0')}`)
    // The message box is prefilled in Hindi and follows the BHK pills.
    const message = form.locator('textarea[name="MultiLine"]')
    await expect(message).toHaveValue(/^.+ में रुचि है$/)
    // Every demo project has floor plans, so the form offers its BHK pills.
    await form.getByTestId('bhk-pills').getByRole('button').first().click()
    await expect(message).toHaveValue(/^.+ के [\d.]+ BHK में रुचि है$/)
    const submit = form.getByRole('button', { name: 'कीमत जानें' })
    await submit.click()
    // Submit touches every field: the unticked consent is asked for in Hindi too.
    await expect(form.locator('[data-error-for="consent"]')).toHaveText('कृपया अपनी पूछताछ के बारे में संपर्क किए जाने की सहमति दें')
    await mail.fill(email)
    await form.getByRole('checkbox').check()
    await expect.poll(() => tokenAt, { message: 'the form asked for its token' }).toBeGreaterThan(0)
    await page.waitForTimeout(Math.max(0, Math.max(startedAt, tokenAt) + 3_500 - Date.now()))
    await submit.click()
    const dialog = page.getByRole('dialog', { name: 'अनुरोध भेज दिया गया' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('हमें आपका अनुरोध मिल गया है।')
    await dialog.getByRole('button', { name: 'बंद करें' }).click()
    await expect(dialog).toBeHidden()

    let ack: { subject: string; text: string } | undefined
    await expect
      .poll(() => {
        const file = path.join(E2E_OUTBOX_DIR, 'mail.jsonl')
        const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []
        ack = lines.map((line) => JSON.parse(line) as { to: string; subject: string; text: string }).filter((m) => m.to === email).at(-1)
        return ack?.subject
      }, { message: `the acknowledgement to ${email}`, timeout: 20_000 })
      .toMatch(/के बारे में आपकी पूछताछ हमें मिल गई है$/)
    expect(ack!.text).toContain('प्रिय Sunita Sharma,')
    expect(ack!.text).toContain(`${E2E_BASE_URL}/hi/property/`)

    // The sales team reads the lead's message as §7's English sentence, not the Hindi prefill.
    const editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
    try {
      await loginAsEditor(editor)
      const res = await editor.get(`/api/cms/leads?where[email][equals]=${encodeURIComponent(email)}&limit=1&depth=0`)
      const lead = ((await res.json()) as { docs: { language: string; message: string }[] }).docs[0]
      expect(lead?.language).toBe('hi')
      expect(lead?.message).toMatch(/^Interested in .+ for [\d.]+ BHK$/)
      expect(lead?.message).not.toContain('रुचि')
    } finally {
      await editor.dispose()
    }
  })
})

test.describe('content in Hindi (Payload localization)', () => {
  test('information pages, the FAQ and blog posts read in Hindi on Hindi pages and in English on English ones', async ({ page }) => {
    for (const [path, english, hindi] of [
      ['/about', 'About us', 'हमारे बारे में'],
      ['/privacy', 'Privacy Policy', 'गोपनीयता नीति'],
      ['/page/cookies', 'Cookie Policy', 'कुकी नीति'],
    ] as const) {
      await page.goto(hindiPath(path))
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(hindi)
      await expect(page).toHaveTitle(new RegExp(hindi))
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(english)
    }
    await page.goto('/hi/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('अक्सर पूछे जाने वाले सवाल')
    await expect(page.getByRole('heading', { level: 2, name: 'होम लोन' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'आप यहाँ हैं' }).getByRole('link', { name: 'होम', exact: true })).toHaveAttribute('href', '/hi')
    await expect(page.getByText('क्या आप ख़रीदारों से फ़ीस लेते हैं?')).toBeVisible()
    await expect(page.getByText('Do you charge buyers a fee?')).toHaveCount(0)

    // Three demo posts are written in Hindi; the others read in English on the Hindi list.
    await page.goto('/hi/blogs')
    const hindiPost = page.getByRole('link', { name: 'बुकिंग से पहले RERA पंजीकरण कैसे पढ़ें' })
    await expect(hindiPost.first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'How banks decide your home loan eligibility' }).first()).toBeVisible()
    await hindiPost.first().click()
    await expect(page).toHaveURL(/\/hi\/blogs\/how-to-read-a-rera-registration-before-you-book$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('बुकिंग से पहले RERA पंजीकरण कैसे पढ़ें')
    await expect(page.getByText('RERA वेबसाइट पर मंज़ूर नक्शे पढ़ें')).toBeVisible()
    await page.goto('/blogs/how-to-read-a-rera-registration-before-you-book')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to read a RERA registration before you book')
  })

  test('the company pages and the sitemap page have their own words and links in Hindi, the English ones unchanged', async ({ page }) => {
    await page.goto('/hi/about')
    await expect(page.getByRole('heading', { level: 2, name: 'हमारी टीम' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'हमारे बारे में और' }).getByRole('link', { name: 'हमारी सेवाएँ' })).toHaveAttribute('href', '/hi/services')
    await page.goto('/hi/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रॉपर्टी विशेषज्ञ से बात करें')
    await expect(page.getByRole('heading', { level: 2, name: 'लिखकर बताना चाहते हैं?' })).toBeVisible()
    await page.goto('/hi/phone')
    await expect(page.getByTestId('phone-contact').getByRole('link', { name: 'संपर्क फ़ॉर्म' })).toHaveAttribute('href', '/hi/contact')
    await page.goto('/hi/pricing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सीधी, पहले से तय कीमतें')
    await expect(page.getByTestId('pricing-plans')).toContainText('मुफ़्त')
    await expect(page.getByTestId('pricing-plans').getByRole('link').first()).toHaveAttribute('href', '/hi/contact')
    await page.goto('/hi/awards&press')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('पुरस्कार और प्रेस')
    await expect(page.getByRole('heading', { level: 2 }).getByRole('link', { name: 'पुरस्कार' })).toHaveAttribute('href', '/hi/awards&press/awards')
    const year = page.getByTestId('award-years').getByRole('link').first()
    await expect(year).toHaveText(/^पुरस्कार \d{4}$/)
    await year.click()
    await expect(page).toHaveURL(/\/hi\/awards&press\/awards\/\d{4}$/)
    await expect(page.getByRole('navigation', { name: 'आप यहाँ हैं' })).toContainText('पुरस्कार और प्रेस')
    await page.goto('/hi/accreditations&associations/associations')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सदस्यताएँ')
    await page.goto('/hi/sitemap')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('साइटमैप')
    const main = page.locator('main')
    await expect(main.getByRole('link', { name: 'पुणे में प्रोजेक्ट' })).toHaveAttribute('href', '/hi/property/pune')
    await expect(main.getByRole('link', { name: 'ईएमआई कैलकुलेटर' })).toHaveAttribute('href', '/hi/emi')

    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 2, name: 'Our team' })).toBeVisible()
    await page.goto('/sitemap')
    await expect(page.locator('main').getByRole('link', { name: 'Projects in Pune' })).toHaveAttribute('href', '/property/pune')
    await page.goto('/awards&press')
    await expect(page.getByTestId('award-years').getByRole('link').first()).toHaveText(/^Awards \d{4}$/)
  })

  test('city, type, amenity and collection names read in Hindi on Hindi pages, and a city written in Hindi filters the search', async ({ page, request }) => {
    await page.goto('/hi/property/bengaluru')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('बेंगलुरु')
    await expect(page.getByRole('navigation', { name: 'आप यहाँ हैं' }).getByRole('listitem').last()).toHaveText('बेंगलुरु')
    // The cards' place line and the header's city picker (its value stays the slug, the cookie the English name).
    await expect(page.locator('article.card .card-meta').first()).toContainText('बेंगलुरु')
    await expect(page.locator('#header-city option[value="pune"]')).toHaveText('पुणे')
    // The filters show Hindi names and keep the English ones as values.
    await expect(page.locator('select[name="type"] option[value="Villa"]')).toHaveText('विला')
    await expect(page.locator('input[name="amenity"][value="Swimming Pool"]')).toHaveCount(1)
    await expect(page.getByText('स्विमिंग पूल').first()).toBeAttached()

    const property = await firstPropertyPath(request)
    await page.goto(hindiPath(property))
    await expect(page.getByRole('heading', { level: 2, name: 'सुविधाएँ' })).toBeVisible()
    await expect(page.locator('ul.amenities li').first()).toHaveText(/[\u0900-\u097F]/)
    await expect(page.locator('ul.amenities')).not.toContainText(/Swimming Pool|Gymnasium|Clubhouse|Lift\b/)
    await expect(page.getByRole('heading', { name: 'बेंगलुरु में मिलते-जुलते प्रोजेक्ट' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'आप यहाँ हैं' }).getByRole('link', { name: 'बेंगलुरु' })).toBeVisible()
    await page.goto(property)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Bengaluru' })).toBeVisible()
    await expect(page.locator('ul.amenities')).not.toContainText(/[\u0900-\u097F]/)

    await page.goto('/hi/collections/new-launches')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('नए लॉन्च')
    await page.goto('/collections/new-launches')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Launches')

    const english = (await (await request.get('/api/search?city=Bengaluru&pageSize=1')).json()) as { total: number }
    const hindi = (await (await request.get(`/api/search?city=${encodeURIComponent('बेंगलुरु')}&pageSize=1`)).json()) as { total: number }
    expect(english.total).toBeGreaterThan(0)
    expect(hindi.total).toBe(english.total)
    await page.goto(`/hi/search?city=${encodeURIComponent('बेंगलुरु')}`)
    await expect(page.locator('#filter-city')).toHaveValue('Bengaluru')
    await expect(page.locator('#filter-city option:checked')).toHaveText('बेंगलुरु')
  })

  test('a featured project reads its description, FAQ and offer in Hindi on its Hindi page, an edit in Hindi shows there only', async ({ page, request }) => {
    await page.goto('/hi/property/bengaluru/featured')
    const href = await page.locator('article.card h2 a, article.card h3 a').first().getAttribute('href')
    expect(href).toMatch(/^\/hi\/property\/bengaluru\/[^/]+$/)
    const english = href!.slice(3)
    await page.goto(href!)
    // The seed's Hindi texts (src/cms/seed/data/hindi.ts propertyTextsHi): the description's heading and the FAQ.
    await expect(page.getByRole('heading', { level: 2, name: 'मुख्य बातें' })).toBeVisible()
    await expect(page.getByText(/का RERA नंबर क्या है\?/).first()).toBeVisible()
    await page.goto(english)
    await expect(page.getByRole('heading', { level: 2, name: 'Highlights' })).toBeVisible()
    await expect(page.getByText(/^What is the RERA number of /).first()).toBeVisible()
    await expect(page.getByText('मुख्य बातें')).toHaveCount(0)

    await loginAsEditor(page.request)
    const slug = english.split('/').pop()!
    const found = await page.request.get(`/api/cms/properties?where[slug][equals]=${slug}&depth=0&locale=hi`)
    const doc = ((await found.json()) as { docs: { id: number; offer_available: string | null; offer_validity: string | null }[] }).docs[0]!
    const englishDoc = (await (await page.request.get(`/api/cms/properties/${doc.id}?depth=0&locale=en`)).json()) as { offer_available: string | null }
    const run = Date.now() % 100000
    try {
      const edited = await page.request.patch(`/api/cms/properties/${doc.id}?locale=hi`, {
        data: { offer_available: `त्योहार ऑफ़र ${run}`, offer_validity: dayFromToday(5) },
        headers: SAME_ORIGIN_HEADERS,
      })
      expect(edited.ok(), await edited.text()).toBe(true)
      if (!englishDoc.offer_available) {
        const en = await page.request.patch(`/api/cms/properties/${doc.id}?locale=en`, { data: { offer_available: `Festive offer ${run}` }, headers: SAME_ORIGIN_HEADERS })
        expect(en.ok(), await en.text()).toBe(true)
      }
      await expect
        .poll(async () => (await (await request.get(href!)).text()).includes(`त्योहार ऑफ़र ${run}`), { message: `${href} shows the Hindi offer`, timeout: 20_000 })
        .toBe(true)
      const englishPage = await (await request.get(english)).text()
      expect(englishPage).not.toContain(`त्योहार ऑफ़र ${run}`)
      expect(englishPage).toContain(englishDoc.offer_available ?? `Festive offer ${run}`)
    } finally {
      const restored = await page.request.patch(`/api/cms/properties/${doc.id}?locale=hi`, {
        data: { offer_available: doc.offer_available, offer_validity: doc.offer_validity },
        headers: SAME_ORIGIN_HEADERS,
      })
      expect(restored.ok(), await restored.text()).toBe(true)
      if (!englishDoc.offer_available) {
        await page.request.patch(`/api/cms/properties/${doc.id}?locale=en`, { data: { offer_available: null }, headers: SAME_ORIGIN_HEADERS })
      }
    }
  })

  test('an edit made in the CMS with the locale switch on Hindi shows on the Hindi page only', async ({ page }) => {
    await loginAsEditor(page.request)
    const found = await page.request.get('/api/cms/generic-pages?where[page_link][equals]=cookies&locale=hi&depth=0')
    expect(found.ok(), await found.text()).toBe(true)
    const { id, title: before } = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]!
    expect(before).toBe('कुकी नीति')
    const edited = `कुकी नीति (संशोधित ${Date.now() % 100000})`
    // Both pages served (and so cached) before the edit: what follows shows the edit reached them.
    expect(await (await page.request.get('/hi/page/cookies')).text()).toContain(before)
    expect(await (await page.request.get('/page/cookies')).text()).toContain('Cookie Policy')
    try {
      await page.goto(`/cms/collections/generic-pages/${id}`)
      // The CMS's locale switch: English first, then Hindi.
      await page.locator('.localizer button').first().click()
      await page.getByRole('button', { name: 'हिन्दी' }).or(page.getByText('हिन्दी', { exact: true })).first().click()
      await expect(page).toHaveURL(/[?&]locale=hi/)
      const title = page.locator('#field-title')
      await expect(title).toHaveValue(before)
      await title.fill(edited)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })

      await expect
        .poll(async () => (await (await page.request.get('/hi/page/cookies')).text()).includes(edited), { message: '/hi/page/cookies shows the edit', timeout: 20_000 })
        .toBe(true)
      const english = await (await page.request.get('/page/cookies')).text()
      expect(english).toContain('Cookie Policy')
      expect(english).not.toContain(edited)
      const stored = await page.request.get(`/api/cms/generic-pages/${id}?locale=en&depth=0`)
      expect(((await stored.json()) as { title: string }).title).toBe('Cookie Policy')
    } finally {
      const restored = await page.request.patch(`/api/cms/generic-pages/${id}?locale=hi`, { data: { title: before }, headers: SAME_ORIGIN_HEADERS })
      expect(restored.ok(), await restored.text()).toBe(true)
    }
  })
})
