/**
 * Smaller promises of docs/product.md §18 in the browser: the generic error page's title, the
 * site's own profanity list checked before anything is posted, and the raw-name redirects of the
 * team member pages and the two `&` sections written with `%26`.
 */
import { request as playwrightRequest } from '@playwright/test'

import { E2E_BASE_URL, SAME_ORIGIN_HEADERS } from './support/constants'
import { expect, hydrated, loginAsEditor, test } from './support/fixtures'

test("the error page is titled 'Unexpected Application Error!' with a retry and the home page", async ({ page }) => {
  const response = await page.goto('/__test/error')
  expect(response?.status()).toBe(500)
  await expect(page).toHaveTitle('Unexpected Application Error!')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
})

test("a word of the site's profanity list shows its message in the browser, before any post", async ({ page }) => {
  // 'scam' is on the demo site's profanity_list, not in the built-in English list.
  const posts: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST') posts.push(req.url())
  })
  await page.goto('/contact')
  await hydrated(page)
  const form = page.locator('form[data-lead-form="contact"]')
  await form.getByLabel('Name', { exact: true }).fill('Total Scam')
  await form.getByLabel('Email', { exact: true }).click()
  await expect(form.locator('[data-error-for="SingleLine"]')).toHaveText('Please recheck the contents of the field')
  await form.getByLabel('Name', { exact: true }).fill('Ravi Kumar')
  await form.getByLabel('Email', { exact: true }).click()
  await expect(form.locator('[data-error-for="SingleLine"]')).toHaveCount(0)
  expect(posts).toEqual([])
})

test('raw names and %26 redirect to the canonical paths', async ({ page }) => {
  const editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
  await loginAsEditor(editor)
  const members = (await (await editor.get('/api/cms/team-members?limit=1&depth=0&sort=name')).json()) as { docs: { name: string; slug: string }[] }
  await editor.dispose()
  const member = members.docs[0]!
  expect(member.name).not.toBe(member.slug)

  const asWritten = await page.request.get(`/about/${encodeURIComponent(member.name)}?ref=x`, { maxRedirects: 0 })
  expect(asWritten.status()).toBe(308)
  expect(asWritten.headers().location).toMatch(new RegExp(`/about/${member.slug}\\?ref=x$`))
  await page.goto(`/about/${encodeURIComponent(member.name)}`)
  await expect(page).toHaveURL(new RegExp(`/about/${member.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible()

  for (const [from, to] of [
    ['/accreditations%26associations', '/accreditations&associations'],
    ['/accreditations%26associations/accreditation', '/accreditations&associations/accreditation'],
    ['/awards%26press', '/awards&press'],
    ['/awards%26press/press', '/awards&press/press'],
  ] as const) {
    const res = await page.request.get(from, { maxRedirects: 0 })
    expect(res.status(), from).toBe(308)
    expect(decodeURIComponent(new URL(res.headers().location!, E2E_BASE_URL).pathname), from).toBe(to)
    const landed = await page.goto(from)
    expect(landed?.status(), from).toBe(200)
    expect(decodeURIComponent(new URL(page.url()).pathname), from).toBe(to)
  }
})
