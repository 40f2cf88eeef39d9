/**
 * Saved searches and alerts in the browser (docs/product.md §14): 'Save this search' signed out goes to sign
 * in and back to the same search; saved, it is listed on /profile; an editor publishes a matching
 * property and the instant alert mail arrives in the dev outbox, with a one-click unsubscribe that
 * works signed out. /profile's rename, frequency and delete work without JavaScript.
 */

import { type APIRequestContext, type Browser, request as playwrightRequest } from '@playwright/test'

import { type OutboxMail, outboxMails } from './support/outbox'
import { E2E_BASE_URL, SAME_ORIGIN_HEADERS } from './support/constants'
import { expect, expectAccessible, loginAsEditor, test } from './support/fixtures'

const run = Date.now().toString(36)
const ORIGIN = { Origin: E2E_BASE_URL }
const PASSWORD = `Alert-me-please-${run}`
let visitors = (Date.now() % 200) + 20

/** Alert mails to `email` (the sign-up's verification mail has no List-Unsubscribe). */
function alertMailsTo(email: string): OutboxMail[] {
  return outboxMails().filter((m) => m.to === email && m.headers?.['List-Unsubscribe'])
}

async function newVisitor(browser: Browser, javaScriptEnabled = true) {
  visitors += 1
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${(visitors % 250) + 1}` },
  })
  return { context, page: await context.newPage() }
}

let editor: APIRequestContext
const created: number[] = []

test.beforeAll(async () => {
  editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
  await loginAsEditor(editor)
})

test.afterAll(async () => {
  for (const id of created) await editor.delete(`/api/cms/properties/${id}`)
  await editor.dispose()
})

test('save a search after signing in, get the instant alert mail, unsubscribe signed out', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  const email = `alerts-${run}@example.com`
  const up = await context.request.post('/api/auth/sign-up/email', { data: { name: 'Alert Visitor', email, password: PASSWORD }, headers: ORIGIN })
  expect(up.status(), await up.text()).toBe(200)
  await context.clearCookies()

  const projectName = `Skylark Alert ${run}`
  const query = new URLSearchParams({ q: `skylark alert ${run}` }).toString()
  await page.goto(`/search?${query}`)
  await expect(page.getByTestId('result-count')).toHaveText('0 projects')

  // Signed out: the same form leads to sign in, then back to this search.
  await page.getByRole('button', { name: 'Save this search' }).click()
  await expect(page).toHaveURL(/\/login\?next=/)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await page.getByRole('main').getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(`${E2E_BASE_URL}/search?${query}`)

  await page.getByLabel('Alert me').selectOption('instant')
  await page.getByRole('button', { name: 'Save this search' }).click()
  await expect(page).toHaveURL(/\/profile\?saved=1#saved-searches$/)
  await expect(page.getByRole('status').filter({ hasText: 'Search saved' })).toBeVisible()
  const saved = page.getByTestId('saved-search')
  await expect(saved).toHaveCount(1)
  await expect(saved.getByRole('link', { name: `“skylark alert ${run}”` })).toHaveAttribute('href', `/search?${query}`)
  await expect(saved).toContainText('Alerts: instantly')
  await expectAccessible(page)

  // An editor publishes a matching project; the instant alert leaves within seconds here.
  const cities = (await (await editor.get('/api/cms/cities?limit=1&sort=city_name&depth=0')).json()) as { docs: { id: number }[] }
  const res = await editor.post('/api/cms/properties', {
    data: {
      full_name: projectName,
      city: cities.docs[0]!.id,
      published: true,
      price_range_minimum: 6_500_000,
      price_range_maximum: 9_500_000,
      floor_plans: [{ bhk: '2', carpet_area: 900, price: 6_500_000 }],
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const property = ((await res.json()) as { doc: { id: number; slug: string } }).doc
  created.push(property.id)

  await expect.poll(() => alertMailsTo(email).length, { timeout: 30_000, intervals: [500] }).toBe(1)
  const [mail] = alertMailsTo(email)
  expect(mail!.subject).toBe(`New match for “skylark alert ${run}”: ${projectName}`)
  expect(mail!.text).toMatch(new RegExp(`${E2E_BASE_URL.replace(/[.]/g, '\\.')}/property/[\\w-]+/${property.slug}`))
  expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  const unsubscribeUrl = mail!.headers!['List-Unsubscribe']!.slice(1, -1)
  expect(mail!.text).toContain(`Stop these alerts: ${unsubscribeUrl}`)

  // The link in the mail, followed by someone not signed in: asks first, then unsubscribes.
  const { context: stranger, page: link } = await newVisitor(browser)
  await link.goto(unsubscribeUrl)
  await expect(link.getByRole('heading', { name: 'Stop these alerts?' })).toBeVisible()
  await link.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(link.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
  await stranger.close()

  await page.goto('/profile')
  await expect(page.getByTestId('saved-search')).toContainText('Alerts off (unsubscribed)')
  await context.close()
})

test('rename, change frequency and delete on /profile without JavaScript', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, false)
  const email = `no-js-alerts-${run}@example.com`
  expect((await context.request.post('/api/auth/sign-up/email', { data: { name: 'Plain Forms', email, password: PASSWORD }, headers: ORIGIN })).status()).toBe(200)
  expect((await context.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers: ORIGIN })).status()).toBe(200)

  await page.goto('/search?bhk=3&city=Pune')
  await page.getByLabel('Alert me').selectOption('weekly')
  await page.getByRole('button', { name: 'Save this search' }).click()
  await expect(page).toHaveURL(/\/profile\?saved=1#saved-searches$/)
  const saved = page.getByTestId('saved-search')
  await expect(saved.getByRole('link')).toHaveAttribute('href', '/search?city=Pune&bhk=3')
  await expect(saved).toContainText('Alerts: weekly')

  await saved.getByLabel('Name').fill('Pune family homes')
  await saved.getByLabel('E-mail me').selectOption('daily')
  await saved.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(/\/profile\?updated=1#saved-searches$/)
  await expect(saved.getByRole('link', { name: 'Pune family homes' })).toBeVisible()
  await expect(saved).toContainText('Alerts: daily')

  await saved.getByRole('button', { name: 'Delete Pune family homes' }).click()
  await expect(page).toHaveURL(/\/profile\?deleted=1#saved-searches$/)
  await expect(page.getByTestId('saved-search')).toHaveCount(0)
  await expect(page.getByText('No saved searches yet.')).toBeVisible()
  await context.close()
})
