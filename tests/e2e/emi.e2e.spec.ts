/** EMI calculator `/emi` (docs/product.md §4): live figures, chart and table agree, a plain GET form without JavaScript, the city's rate. */
import type { APIRequestContext, Page } from '@playwright/test'

import { formatRupees, monthlyEmi } from '../../src/features/emi/emi'
import { expect, expectAccessible, test } from './support/fixtures'

type CityDoc = { city_name: string; slug: string; loan_interest_minimum?: number | null }

/** A seeded city whose lowest loan rate differs from the 8.5 % default. */
async function cityWithRate(request: APIRequestContext) {
  const res = await request.get('/api/cms/cities?limit=100&depth=0&sort=city_name')
  expect(res.ok()).toBe(true)
  const docs = ((await res.json()) as { docs: CityDoc[] }).docs
  const city = docs.find((c) => typeof c.loan_interest_minimum === 'number' && c.loan_interest_minimum !== 8.5)
  expect(city, 'a seeded city with a loan rate').toBeDefined()
  return { name: city!.city_name, slug: city!.slug, rate: city!.loan_interest_minimum! }
}

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** Scripts have run once the sliders are enabled (they are disabled in the server HTML). */
async function hydrated(page: Page) {
  await expect(page.getByLabel('Interest rate slider')).toBeEnabled()
}

test('the EMI follows the amount, rate and tenure as they change, without a reload', async ({ page }) => {
  await page.goto('/emi?rate=8.5')
  await hydrated(page)
  await expect(page).toHaveTitle(/EMI calculator/)
  await expect(page.getByTestId('emi-monthly')).toHaveText('₹43,391')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  await field(page, 'Loan amount (₹)').fill('30,00,000')
  await expect(page.getByTestId('emi-monthly')).toHaveText(formatRupees(monthlyEmi(3_000_000, 8.5, 240)))

  // Keyboard on the rate slider: one step is 0.05 %.
  await page.getByLabel('Interest rate slider').focus()
  await page.keyboard.press('ArrowRight')
  await expect(field(page, 'Interest rate (% a year)')).toHaveValue('8.55')
  await expect(page.getByTestId('emi-monthly')).toHaveText(formatRupees(monthlyEmi(3_000_000, 8.55, 240)))

  await field(page, 'Loan tenure (years)').fill('15')
  const emi = formatRupees(monthlyEmi(3_000_000, 8.55, 180))
  await expect(page.getByTestId('emi-monthly')).toHaveText(emi)
  await expect(page.getByTestId('emi-schedule').locator('tbody tr')).toHaveCount(15)

  // The amount slider moves along a logarithmic scale and writes a round amount into the field.
  await page.getByLabel('Loan amount slider').focus()
  await page.keyboard.press('ArrowRight')
  const amount = rupees(await field(page, 'Loan amount (₹)').inputValue())
  expect(amount).toBeGreaterThan(3_000_000)
  expect(amount).toBeLessThan(3_200_000)
  await expect(page.getByTestId('emi-monthly')).toHaveText(formatRupees(monthlyEmi(amount, 8.55, 180)))

  // A bad value shows the shared message beside its field instead of figures.
  await field(page, 'Loan tenure (years)').fill('45')
  await expect(page.getByText('Loan tenure must be between 1 and 40 years')).toBeVisible()
  await expect(field(page, 'Loan tenure (years)')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('emi-monthly')).toHaveCount(0)
  await expectAccessible(page)
  await field(page, 'Loan tenure (years)').fill('15')
  await expect(page.getByTestId('emi-monthly')).toHaveText(formatRupees(monthlyEmi(amount, 8.55, 180)))

  // Calculate keeps the page and makes the URL shareable.
  await page.getByRole('button', { name: 'Calculate EMI' }).click()
  await expect(page).toHaveURL(new RegExp(`/emi\\?amount=${amount}&rate=8.55&years=15$`))
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  await expectAccessible(page)

  await expect(page.getByRole('link', { name: 'Enquire about a home loan' })).toHaveAttribute('href', '/contact#contact-form')
})

test('the chart shows the same yearly figures and totals as the schedule table', async ({ page }) => {
  await page.goto('/emi?amount=4500000&rate=9.1&years=12')
  await hydrated(page)
  const chart = page.getByTestId('emi-chart')
  const table = page.getByTestId('emi-schedule')
  await expect(table.locator('tbody tr')).toHaveCount(12)

  const bars = await chart.locator('g[data-year]').evaluateAll((groups) =>
    groups.map((g) => ({ principal: Number(g.getAttribute('data-principal')), interest: Number(g.getAttribute('data-interest')) })),
  )
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number((td.textContent ?? '').replace(/[^\d]/g, '')))),
  )
  expect(bars).toEqual(rows.map(([principal, interest]) => ({ principal, interest })))
  expect(rows.at(-1)![2]).toBe(0)

  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
  const chartPrincipal = Number(await chart.getAttribute('data-total-principal'))
  const chartInterest = Number(await chart.getAttribute('data-total-interest'))
  expect(chartPrincipal).toBe(4_500_000)
  expect(sum(bars.map((b) => b.principal))).toBe(chartPrincipal)
  expect(sum(bars.map((b) => b.interest))).toBe(chartInterest)

  const total = page.getByTestId('emi-schedule-total')
  expect(Number(await total.getAttribute('data-total-principal'))).toBe(chartPrincipal)
  expect(Number(await total.getAttribute('data-total-interest'))).toBe(chartInterest)
  expect(rupees(await total.locator('td').nth(0).textContent())).toBe(chartPrincipal)
  expect(rupees(await total.locator('td').nth(1).textContent())).toBe(chartInterest)
  expect(rupees(await page.getByTestId('emi-total-interest').textContent())).toBe(chartInterest)
  expect(rupees(await page.getByTestId('emi-total-payment').textContent())).toBe(chartPrincipal + chartInterest)
  // EMI × months is the total payment, within the rounding of the EMI to whole rupees.
  const emi = rupees(await page.getByTestId('emi-monthly').textContent())
  expect(Math.abs(emi * 144 - (chartPrincipal + chartInterest))).toBeLessThanOrEqual(72)
  await expectAccessible(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form is a GET form computed on the server from the query string', async ({ page, request }) => {
    const city = await cityWithRate(request)

    await page.goto('/emi?amount=2500000&rate=9&years=15')
    await expect(page.getByTestId('emi-monthly')).toHaveText(formatRupees(monthlyEmi(2_500_000, 9, 180)))
    await expect(page.getByTestId('emi-schedule').locator('tbody tr')).toHaveCount(15)

    const form = page.locator('form[action="/emi"]')
    await expect(form).toHaveAttribute('method', 'get')
    await field(page, 'Loan amount (₹)').fill('75,00,000')
    await field(page, 'Interest rate (% a year)').fill('8.75')
    await field(page, 'Loan tenure (years)').fill('25')
    await page.getByRole('button', { name: 'Calculate EMI' }).click()
    await expect(page).toHaveURL(/\/emi\?amount=75%2C00%2C000&rate=8\.75&years=25$/)
    await expect(page.getByTestId('emi-monthly')).toHaveText(formatRupees(monthlyEmi(7_500_000, 8.75, 300)))
    await expect(page.getByTestId('emi-schedule').locator('tbody tr')).toHaveCount(25)

    // Bad values: the form again with the messages, status 200, no figures.
    const bad = await page.goto('/emi?amount=50&rate=31&years=2.5')
    expect(bad?.status()).toBe(200)
    await expect(page.getByText('Loan amount must be between ₹1 lakh and ₹100 crore')).toBeVisible()
    await expect(page.getByText('Interest rate must be between 0 % and 30 % a year')).toBeVisible()
    await expect(page.getByText('Loan tenure must be a whole number of years')).toBeVisible()
    await expect(field(page, 'Loan amount (₹)')).toHaveValue('50')
    await expect(page.getByTestId('emi-monthly')).toHaveCount(0)
    expect((await page.goto('/emi?amount=&rate=abc&years=1&years=2'))?.status()).toBe(200)
    await expect(page.getByText('Enter the loan amount')).toBeVisible()
    await expect(page.getByText('Interest rate must be a number')).toBeVisible()

    // ?city= picks that city's lowest rate on the server.
    await page.goto(`/emi?city=${city.slug}`)
    await expect(field(page, 'Interest rate (% a year)')).toHaveValue(String(city.rate))
    await expect(page.getByTestId('emi-monthly')).toHaveText(formatRupees(monthlyEmi(5_000_000, city.rate, 240)))
    // axe-core needs script in the page; the same page is checked with JavaScript on above.
  })
})

test('the city cookie sets the default rate to that city’s lowest loan rate', async ({ browser, baseURL, request }) => {
  const city = await cityWithRate(request)
  const context = await browser.newContext({ baseURL })
  await context.addCookies([{ name: 'city', value: encodeURIComponent(city.name), url: baseURL! }])
  const page = await context.newPage()
  await page.goto('/emi')
  await hydrated(page)
  await expect(field(page, 'Interest rate (% a year)')).toHaveValue(String(city.rate))
  await expect(page.getByText(`The lowest home-loan rate in ${city.name}`)).toBeVisible()
  await expect(page.getByTestId('emi-monthly')).toHaveText(formatRupees(monthlyEmi(5_000_000, city.rate, 240)))
  await expectAccessible(page)

  // A rate in the query string wins over the city's.
  await page.goto('/emi?rate=10')
  await hydrated(page)
  await expect(field(page, 'Interest rate (% a year)')).toHaveValue('10')
  await expect(page.getByTestId('emi-monthly')).toHaveText(formatRupees(monthlyEmi(5_000_000, 10, 240)))
  await context.close()
})
