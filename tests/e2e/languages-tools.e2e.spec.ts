/**
 * The careers pages, the EMI calculator and the compare page in Hindi (docs/product.md §21): their
 * texts, labels, messages and breadcrumbs in Hindi, links that stay on Hindi pages, prices in
 * lakh and crore, the calculator recomputing in the browser and its messages in Hindi with and
 * without JavaScript, and the English pages still in English.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { formatRupees, monthlyEmi } from '../../src/features/emi/emi'
import { E2E_BASE_URL } from './support/constants'
import { expect, hydrated, test } from './support/fixtures'

/** The seed's first open position (src/cms/seed/data/company.ts). */
const JOB = { title: 'Property Consultant', slug: 'property-consultant-bengaluru' }

/** A calculator field by its label, exactly. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

async function jsonLdCrumbs(page: Page): Promise<[string, string][]> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>)
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')
  expect(crumbs, 'a BreadcrumbList').toBeTruthy()
  return (crumbs!.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item])
}

/** The internal links of `main` that leave the Hindi site (none may). */
async function englishLinksIn(page: Page): Promise<string[]> {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
  return hrefs.filter((href) => href !== '/hi' && !href.startsWith('/hi/') && !href.startsWith('/hi?') && !href.startsWith('/hi#'))
}

async function twoBengaluruProjects(request: APIRequestContext) {
  const res = await request.get('/api/search?city=bengaluru&pageSize=2')
  expect(res.ok(), await res.text()).toBe(true)
  const { results } = (await res.json()) as { results: { id: number; full_name: string; url: string }[] }
  expect(results).toHaveLength(2)
  return results
}

test.describe('careers in Hindi', () => {
  test('the list and a job page show their texts, breadcrumbs and links in Hindi', async ({ page }) => {
    const res = await page.goto('/hi/careers')
    expect(res?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page).toHaveTitle('करियर · Griha Homes')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Griha Homes में खुले पद:/)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('हमारे साथ काम करें')
    await expect(main).toContainText('हम ईमानदार सलाह और साफ़ कीमतों के साथ')
    await expect(main).not.toContainText('Work with us')
    await expect(main).not.toContainText('View the role')
    const list = page.getByTestId('job-list')
    await expect(list.getByRole('listitem').first()).toContainText('पद देखें')
    // The job's own words stay as the CMS holds them, its type and city in Hindi; its link goes to the Hindi job page.
    const link = list.getByRole('link', { name: JOB.title, exact: true })
    const card = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: JOB.title, exact: true }) })
    await expect(card).toContainText('बेंगलुरु')
    await expect(card).toContainText('पूर्णकालिक')
    await expect(card).not.toContainText('Full-time')
    await expect(link).toHaveAttribute('href', `/hi/careers/${JOB.slug}`)
    expect(await englishLinksIn(page)).toEqual([])
    expect(await jsonLdCrumbs(page)).toEqual([
      ['होम', `${E2E_BASE_URL}/hi`],
      ['करियर', `${E2E_BASE_URL}/hi/careers`],
    ])

    await link.click()
    await expect(page).toHaveURL(new RegExp(`/hi/careers/${JOB.slug}$`))
    await expect(page).toHaveTitle(`${JOB.title} — करियर · Griha Homes`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Griha Homes में Property Consultant का पद \(बेंगलुरु में पूर्णकालिक\)।.* अपने CV के साथ आवेदन करें।$/)
    await expect(page.locator('main header')).toContainText('पूर्णकालिक')
    const crumbs = page.getByRole('navigation', { name: 'आप यहाँ हैं' })
    await expect(crumbs.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi')
    await expect(crumbs.getByRole('link', { name: 'करियर' })).toHaveAttribute('href', '/hi/careers')
    await expect(page.getByRole('heading', { level: 1, name: JOB.title })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'पद के बारे में' })).toBeAttached()
    const apply = page.locator('#apply')
    await expect(apply.getByRole('heading', { name: 'इस पद के लिए आवेदन करें' })).toBeVisible()
    await expect(apply).toContainText('हमें अपना CV भेजें (PDF, DOC या DOCX, अधिकतम 5 MB)')
    await expect(apply).not.toContainText('Apply for this role')
    // The CV form is the lead form in Hindi, posting the page's language.
    const form = page.locator('form[data-lead-form="cv"]')
    await expect(form.getByLabel('नाम', { exact: true })).toBeVisible()
    await expect(form.getByRole('button', { name: 'मेरा सीवी भेजें' })).toBeVisible()
    await expect(form.locator('input[name="language"]')).toHaveValue('hi')
    expect(await englishLinksIn(page)).toEqual([])
    const url = `${E2E_BASE_URL}/hi/careers/${JOB.slug}`
    expect(await jsonLdCrumbs(page)).toEqual([
      ['होम', `${E2E_BASE_URL}/hi`],
      ['करियर', `${E2E_BASE_URL}/hi/careers`],
      [JOB.title, url],
    ])
  })

  test('the English pages keep their English texts and links', async ({ page }) => {
    await page.goto('/careers')
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Work with us')
    await expect(page.getByTestId('job-list').getByRole('listitem').first()).toContainText('View the role')
    await expect(page.getByTestId('job-list')).toContainText('Full-time')
    await expect(page.getByTestId('job-list').getByRole('link', { name: JOB.title, exact: true })).toHaveAttribute('href', `/careers/${JOB.slug}`)
    await page.goto(`/careers/${JOB.slug}`)
    await expect(page.getByRole('heading', { name: 'Apply for this role' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers')
    await expect(page.locator('main')).not.toContainText('आवेदन')
  })
})

test.describe('the EMI calculator in Hindi', () => {
  test('shows Hindi labels, recomputes in the browser and gives its messages in Hindi', async ({ page }) => {
    await page.goto('/hi/emi?rate=8.5')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page).toHaveTitle('होम लोन EMI कैलकुलेटर · Griha Homes')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('EMI कैलकुलेटर')
    await expect(page.getByLabel('ब्याज दर का स्लाइडर')).toBeEnabled()
    await hydrated(page)
    await expect(page.locator('main form')).toHaveAttribute('action', '/hi/emi')
    await expect(page.getByTestId('emi-monthly')).toHaveText('₹43,391')
    // The amount's hint in lakh, Indian style.
    await expect(page.locator('#emi-amount-hint')).toHaveText('₹50 लाख, ₹1 लाख से ₹100 करोड़ के बीच')
    await expect(page.getByText('मासिक EMI', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'लोन चुकाने की सारणी' })).toBeVisible()
    await expect(page.getByTestId('emi-schedule').locator('thead')).toHaveText(/साल\s*चुकाया गया मूलधन\s*चुकाया गया ब्याज\s*साल के अंत में बकाया/)
    await expect(page.getByRole('img', { name: /^हर साल चुकाया गया मूलधन और ब्याज/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'होम लोन के बारे में पूछताछ करें' })).toHaveAttribute('href', '/hi/contact#contact-form')
    await expect(page.locator('main')).not.toContainText('Monthly EMI')

    await field(page, 'लोन की राशि (₹)').fill('1,25,00,000')
    await expect(page.getByTestId('emi-monthly')).toHaveText(formatRupees(monthlyEmi(12_500_000, 8.5, 240)))
    await expect(page.locator('#emi-amount-hint')).toHaveText('₹1.25 करोड़, ₹1 लाख से ₹100 करोड़ के बीच')
    await field(page, 'लोन की अवधि (साल)').fill('10')
    await expect(page.getByTestId('emi-schedule').locator('tbody tr')).toHaveCount(10)
    await expect(page.getByTestId('emi-monthly')).toHaveText(formatRupees(monthlyEmi(12_500_000, 8.5, 120)))

    await field(page, 'लोन की अवधि (साल)').fill('45')
    await expect(page.getByText('लोन की अवधि 1 से 40 साल के बीच होनी चाहिए')).toBeVisible()
    await expect(field(page, 'लोन की अवधि (साल)')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('अपनी EMI देखने के लिए लोन का विवरण ठीक करें।')).toBeVisible()
    await expect(page.getByTestId('emi-monthly')).toHaveCount(0)

    await page.getByRole('button', { name: 'EMI निकालें' }).click()
    await expect(page).toHaveURL(/\/hi\/emi\?amount=/)
  })

  test('the English calculator keeps its English texts', async ({ page }) => {
    await page.goto('/emi?rate=8.5')
    await hydrated(page)
    await expect(page.locator('main form')).toHaveAttribute('action', '/emi')
    await expect(page.locator('#emi-amount-hint')).toHaveText('₹50 L, between ₹1 lakh and ₹100 crore')
    await field(page, 'Loan tenure (years)').fill('2.5')
    await expect(page.getByText('Loan tenure must be a whole number of years')).toBeVisible()
    await expect(page.locator('main')).not.toContainText('साल')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the GET form is answered by the server with Hindi figures and messages', async ({ page }) => {
      await page.goto('/hi/emi')
      await field(page, 'लोन की राशि (₹)').fill('50')
      await field(page, 'ब्याज दर (% सालाना)').fill('abc')
      await field(page, 'लोन की अवधि (साल)').fill('15')
      await page.getByRole('button', { name: 'EMI निकालें' }).click()
      await expect(page).toHaveURL(/\/hi\/emi\?amount=50&rate=abc&years=15$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
      await expect(page.locator('[data-error-for="emi-amount"]')).toHaveText('लोन की राशि ₹1 लाख से ₹100 करोड़ के बीच होनी चाहिए')
      await expect(page.locator('[data-error-for="emi-rate"]')).toHaveText('ब्याज दर एक संख्या होनी चाहिए')
      await expect(page.locator('[data-error-for="emi-years"]')).toHaveCount(0)
      await expect(page.getByTestId('emi-monthly')).toHaveCount(0)

      await field(page, 'लोन की राशि (₹)').fill('75,00,000')
      await field(page, 'ब्याज दर (% सालाना)').fill('9')
      await page.getByRole('button', { name: 'EMI निकालें' }).click()
      await expect(page.getByTestId('emi-monthly')).toHaveText(formatRupees(monthlyEmi(7_500_000, 9, 180)))
      await expect(page.getByTestId('emi-schedule').locator('tbody tr')).toHaveCount(15)
      await expect(page.locator('[data-error-for]')).toHaveCount(0)
    })
  })
})

test.describe('the compare page in Hindi', () => {
  test('shows two projects with Hindi labels, prices, names and links', async ({ page, request }) => {
    const [a, b] = await twoBengaluruProjects(request)
    await page.goto(`/hi/compare?ids=${a!.id},${b!.id},abc`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page).toHaveTitle('प्रोजेक्ट की तुलना करें · Griha Homes')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रोजेक्ट की तुलना करें')
    await expect(page.getByRole('button', { name: 'प्रिंट करें' })).toBeVisible()
    await expect(page.getByTestId('compare-notes')).toHaveText('“abc” प्रोजेक्ट की id नहीं है, इसलिए इसे छोड़ दिया गया।')
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText([new RegExp(`^${a!.full_name}`), new RegExp(`^${b!.full_name}`)])
    await expect(table.getByRole('link', { name: a!.full_name, exact: true })).toHaveAttribute('href', `/hi${a!.url}`)
    const rowHeads = await table.locator('tbody').first().getByRole('rowheader').allTextContents()
    expect(rowHeads).toEqual(['कीमत की रेंज', 'BHK विकल्प', 'कार्पेट एरिया', 'स्थिति और पज़ेशन', 'RERA नंबर', 'बिल्डर', 'शहर और इलाका', 'ऑफ़र'])
    const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    await expect(row('कीमत की रेंज')).toContainText(/₹[\d.]+ (लाख|करोड़)/)
    await expect(row('कीमत की रेंज')).not.toContainText(/\b(L|Cr)\b/)
    // The address is the project's own words; the city is not named twice in two languages.
    await expect(row('शहर और इलाका').getByRole('cell').first()).toContainText(/बेंगलुरु|Bengaluru/)
    await expect(row('शहर और इलाका')).not.toContainText(/Bengaluru, बेंगलुरु/)
    // Every amenity by its Hindi name (the demo content has Hindi for each).
    const amenityRows = table.locator('tbody').nth(1).getByRole('rowheader')
    expect(await amenityRows.count()).toBeGreaterThan(1)
    for (const name of await amenityRows.allTextContents()) expect(name).toMatch(/[\u0900-\u097F]/)
    await expect(row('बिल्डर').getByRole('link').first()).toHaveAttribute('href', /^\/hi\/builders\//)
    await expect(table.getByRole('rowheader', { name: 'सुविधाएँ' })).toBeVisible()
    await expect(table.getByRole('cell', { name: /^✓ हाँ$/ }).first()).toBeVisible()
    await expect(table).not.toContainText(/✓ Yes|✗ No|Price range/)
    expect(await englishLinksIn(page)).toEqual([])

    // Fewer than two: how to add more, in Hindi, and a search link on the Hindi site.
    await page.goto(`/hi/compare?ids=${a!.id}`)
    await expect(page.getByTestId('compare-empty')).toContainText(`${a!.full_name} से तुलना के लिए एक और प्रोजेक्ट जोड़ें।`)
    await expect(page.getByTestId('compare-empty').getByRole('link', { name: 'प्रॉपर्टी खोजें' })).toHaveAttribute('href', '/hi/search')
  })

  test('the English page keeps its English labels', async ({ page, request }) => {
    const [a, b] = await twoBengaluruProjects(request)
    await page.goto(`/compare?ids=${a!.id},${b!.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare projects')
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
    const rowHeads = await page.getByRole('table').locator('tbody').first().getByRole('rowheader').allTextContents()
    expect(rowHeads).toEqual(['Price range', 'BHK options', 'Carpet area', 'Status and possession', 'RERA number', 'Builder', 'City and locality', 'Offers'])
    await expect(page.getByRole('table')).toContainText('Bengaluru')
    await expect(page.getByRole('table').getByRole('link', { name: a!.full_name, exact: true })).toHaveAttribute('href', a!.url)
  })
})

test.describe('the company pages’ CMS texts in Hindi', () => {
  test('the team’s roles, the plans and the accreditations are in Hindi on Hindi pages and in English on English ones', async ({ page }) => {
    await page.goto('/hi/about')
    const main = page.locator('main')
    await expect(main).toContainText('संस्थापक और CEO')
    await expect(main).not.toContainText('Founder & CEO')
    await page.goto('/about')
    await expect(page.locator('main')).toContainText('Founder & CEO')

    await page.goto('/hi/pricing')
    await expect(page.locator('main')).toContainText('ख़रीदारों के लिए मुफ़्त')
    await expect(page.locator('main')).toContainText('जितनी चाहें उतनी साइट विज़िट')
    await expect(page.locator('main')).not.toContainText('Unlimited site visits')
    await page.goto('/pricing')
    await expect(page.locator('main')).toContainText('Unlimited site visits')

    await page.goto('/hi/accreditations&associations')
    await expect(page.locator('main')).toContainText('RERA में पंजीकृत एजेंट, कर्नाटक')
  })
})
