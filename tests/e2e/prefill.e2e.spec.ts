/**
 * Prefill from the signed-in visitor (docs/product.md §18, §7): the same URL shows a signed-in
 * visitor's name, e-mail and phone in its lead forms and nothing to a signed-out one, while the
 * page's HTML (shared, from the response cache) carries no visitor's data. The details come from
 * `GET /api/prefill`, a personal `no-store` answer.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Browser, BrowserContext, Page } from '@playwright/test'

import { E2E_BASE_URL, E2E_OUTBOX_DIR } from './support/constants'
import { expect, hydrated, test } from './support/fixtures'

const run = Date.now().toString(36)
const ORIGIN = { Origin: E2E_BASE_URL }

let visitors = (Date.now() % 200) + 20
async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  visitors += 1
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${(visitors % 250) + 1}` },
  })
  return { context, page: await context.newPage() }
}

function smsCodeFor(to: string): Promise<string> {
  let code = ''
  return expect
    .poll(
      () => {
        const file = path.join(E2E_OUTBOX_DIR, 'sms.jsonl')
        const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []
        const last = lines.map((l) => JSON.parse(l) as { to: string; message: string }).filter((m) => m.to === to).at(-1)
        code = last ? (/\b(\d{6})\b/.exec(last.message)?.[1] ?? '') : ''
        return code
      },
      { message: `an SMS code for ${to}` },
    )
    .not.toBe('')
    .then(() => code)
}

const form = (page: Page) => page.locator('form[data-lead-form="contact"]')

test('a signed-in visitor sees their details in the form; a signed-out one on the same URL does not', async ({ browser }) => {
  const national = `98${String(Date.now() % 100_000_000).padStart(8, '0')}`
  const phone = `+91${national}`
  const email = `prefill-${run}@example.com`
  const name = `Prefill Visitor ${run}`

  // A phone sign-in, then an e-mail and a display name on the account.
  const { context, page } = await newVisitor(browser)
  await page.goto('/login')
  await hydrated(page)
  await page.getByRole('tab', { name: 'Phone' }).click()
  await page.getByLabel('Phone number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible({ timeout: 30_000 })
  await page.getByLabel('6-digit code').fill(await smsCodeFor(phone))
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  // A fresh server renders the profile page for the first time here.
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 })
  await page.getByRole('main').getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await page.getByRole('button', { name: 'Add e-mail' }).click()
  await expect(page.getByTestId('profile-email')).toHaveText(email, { timeout: 20_000 })
  const renamed = await context.request.post('/api/auth/update-user', { data: { name }, headers: ORIGIN })
  expect(renamed.status(), await renamed.text()).toBe(200)

  // The personal answer is never kept by a cache.
  const answer = await context.request.get('/api/prefill')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['cache-control']).toBe('private, no-store')
  expect(await answer.json()).toEqual({ name, email, callingCode: '+91', phone: national, country: 'IN' })

  await page.goto('/contact')
  await hydrated(page)
  await expect(form(page).getByLabel('Name')).toHaveValue(name)
  await expect(form(page).getByLabel('Email')).toHaveValue(email)
  await expect(form(page).getByLabel('Phone number')).toHaveValue(national)
  await expect(form(page).getByLabel('Country code')).toHaveValue('+91')
  // The page itself, as this visitor's browser receives it, holds none of it.
  const html = await (await context.request.get('/contact')).text()
  for (const value of [name, email, national]) expect(html).not.toContain(value)

  // The live form that takes over on focus keeps the details (the number as it formats it).
  await form(page).getByLabel('Name').focus()
  await expect(form(page).getByLabel('Country code')).toHaveValue('IN')
  await expect(form(page).getByLabel('Email')).toHaveValue(email)
  await expect.poll(async () => (await form(page).getByLabel('Phone number').inputValue()).replace(/\D/g, '')).toBe(national)
  await context.close()

  // Signed out, the same URL: empty fields, and the answer is empty.
  const other = await newVisitor(browser)
  const emptyAnswer = await other.context.request.get('/api/prefill')
  expect(await emptyAnswer.json()).toEqual({})
  // The page asks once it has loaded; its answer is read before anything navigates the page away.
  const asked = other.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/prefill')
  await other.page.goto('/contact')
  expect(await (await asked).json()).toEqual({})
  await hydrated(other.page)
  await expect(form(other.page).getByLabel('Name')).toHaveValue('')
  await expect(form(other.page).getByLabel('Email')).toHaveValue('')
  await expect(form(other.page).getByLabel('Phone number')).toHaveValue('')
  await other.context.close()
})
