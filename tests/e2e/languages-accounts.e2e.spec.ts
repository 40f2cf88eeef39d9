/**
 * The buyer's account pages and mails in Hindi (docs/product.md §21), and English unchanged:
 * register, verify, sign out and in, a wrong password, forgot and reset password, the profile
 * and the shortlists on /hi pages, each mail in the page's language with links back to its
 * pages. Mail is read from the dev outbox of the e2e server's DATA_DIR.
 */

import fs from 'node:fs'
import path from 'node:path'

import type { Browser, BrowserContext, Page } from '@playwright/test'

import { PASSWORD_MESSAGES } from '../../src/features/accounts/password-policy'
import { type OutboxMail, outboxMails } from './support/outbox'
import { E2E_BASE_URL } from './support/constants'
import { expect, hydrated, test } from './support/fixtures'

// Read rather than imported: Playwright's loader wants an import attribute for JSON modules.
const hindi = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages/hi.json'), 'utf8')) as typeof import('../../messages/hi.json')
const hi = hindi.Accounts
const run = Date.now().toString(36)
const ORIGIN = { Origin: E2E_BASE_URL }

/** Rate limits are per IP: every visitor gets an address of its own (the app trusts loopback's). */
let visitors = (Date.now() + 97) % 200
async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  visitors += 1
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${(visitors % 250) + 1}` },
  })
  return { context, page: await context.newPage() }
}

let emails = 0
const newEmail = (label: string) => `${label}-${run}-${(emails += 1)}@example.com`

type Mail = OutboxMail
const mails = outboxMails

/** The newest mail to `to` whose subject matches, waiting for it to be written. */
async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(() => {
      found = mails().filter((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject)).at(-1)
      return Boolean(found)
    }, { message: `a mail to ${to} matching ${subject}` })
    .toBe(true)
  return found!
}

const linkIn = (mail: Mail) => {
  const url = /https?:\/\/\S+/.exec(mail.text)?.[0]
  expect(url, mail.text).toBeTruthy()
  return url!
}

const main = (page: Page) => page.getByRole('main')
const alertIn = (page: Page) => main(page).getByRole('alert')
const statusIn = (page: Page, text: string) => main(page).getByRole('status').filter({ hasText: text })

async function createAccount(context: BrowserContext, name: string, email: string, password: string) {
  const res = await context.request.post('/api/auth/sign-up/email', { data: { name, email, password }, headers: ORIGIN })
  expect(res.status(), await res.text()).toBe(200)
}

async function signInInHindi(page: Page, email: string, password: string) {
  await hydrated(page)
  await main(page).getByRole('textbox', { name: hi.common.email, exact: true }).fill(email)
  await main(page).getByLabel(hi.common.password, { exact: true }).fill(password)
  await main(page).getByRole('button', { name: hi.login.submit, exact: true }).click()
}

test('Hindi: register with a Hindi validation message, the Hindi verification mail back to /hi/profile, sign out and in', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  const email = newEmail('hi-register')
  const password = `Lakeside-view-${run}`
  const name = `Meera Hindi ${run}`

  await page.goto('/hi/register')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page).toHaveTitle(`${hi.meta.registerTitle} · Griha Homes`)
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(hi.pages.registerHeading)
  await hydrated(page)
  await expect(main(page).getByText('8 से 128 अक्षर')).toBeVisible()
  await main(page).getByLabel(hi.register.name, { exact: true }).fill(name)
  await main(page).getByRole('textbox', { name: hi.common.email, exact: true }).fill('not-an-address')
  await main(page).getByLabel(hi.common.password, { exact: true }).fill('short')
  await main(page).getByRole('button', { name: hi.register.submit }).click()
  await expect(main(page).getByText(hi.common.invalidEmail)).toBeVisible()
  await expect(main(page).getByText('पासवर्ड में कम से कम 8 अक्षर होने चाहिए')).toBeVisible()

  // The server's answer (the common-password check) is shown in Hindi too.
  await main(page).getByRole('textbox', { name: hi.common.email, exact: true }).fill(email)
  await main(page).getByLabel(hi.common.password, { exact: true }).fill('password123')
  await main(page).getByRole('button', { name: hi.register.submit }).click()
  await expect(alertIn(page)).toHaveText(hi.errors.passwordCommon)

  await main(page).getByLabel(hi.common.password, { exact: true }).fill(password)
  await main(page).getByRole('button', { name: hi.register.submit }).click()
  await expect(page).toHaveURL(/\/hi\/profile$/)
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(hi.pages.profileHeading)
  await expect(page.getByTestId('profile-name')).toHaveText(name)
  await expect(page.getByTestId('verify-reminder')).toContainText(hi.profile.verifyReminder)
  await expect(page.getByTestId('sign-in-methods')).toHaveText(hi.profile.methodCredential)
  await expect(main(page).getByRole('heading', { name: hi.profile.passwordTitle })).toBeVisible()
  await expect(main(page).getByRole('heading', { name: hindi.Accounts.savedSearches.title })).toBeVisible()

  const verification = await mailTo(email, /ईमेल पते की पुष्टि करें/)
  expect(verification.subject).toBe('Griha Homes के लिए अपने ईमेल पते की पुष्टि करें')
  expect(verification.text).toContain('नमस्ते Meera Hindi')
  const link = linkIn(verification)
  expect(new URL(link).searchParams.get('callbackURL')).toBe('/hi/profile')
  await page.goto(link)
  await expect(page).toHaveURL(/\/hi\/profile$/)
  await expect(main(page).getByText(hi.profile.verified)).toBeVisible()

  await main(page).getByRole('link', { name: hi.profile.signOut }).click()
  await expect(page).toHaveURL(/\/hi\/logout$/)
  await hydrated(page)
  await main(page).getByRole('button', { name: hi.signOut.submit }).click()
  await expect(statusIn(page, hi.signOut.done)).toBeVisible()
  await expect(main(page).getByRole('link', { name: hi.signOut.home })).toHaveAttribute('href', '/hi')
  await expect(main(page).getByRole('link', { name: hi.signOut.again })).toHaveAttribute('href', '/hi/login')

  // Signed out, the Hindi profile sends to the Hindi sign-in page and back.
  await page.goto('/hi/profile')
  await expect(page).toHaveURL(/\/hi\/login\?next=%2Fhi%2Fprofile$/)
  await expect(page).toHaveTitle(`${hi.meta.loginTitle} · Griha Homes`)
  await signInInHindi(page, email, password)
  await expect(page).toHaveURL(/\/hi\/profile$/)
  await expect(page.getByTestId('profile-name')).toHaveText(name)
  await context.close()
})

test('Hindi: a wrong password is answered in Hindi; sign-in without next= lands on /hi/profile; a taken address gets the Hindi mail', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  const email = newEmail('hi-login')
  const password = `Quiet-garden-${run}`
  await createAccount(context, 'Hindi Login', email, password)

  await page.goto('/hi/login')
  await expect(main(page).getByRole('tab', { name: hi.login.methodPhone })).toBeVisible()
  await expect(main(page).getByRole('link', { name: hi.login.forgot })).toHaveAttribute('href', '/hi/forgot_password')
  await signInInHindi(page, email, 'not-the-password-1')
  await expect(alertIn(page)).toHaveText(hi.errors.invalidEmailOrPassword)
  await main(page).getByLabel(hi.common.password, { exact: true }).fill(password)
  await main(page).getByRole('button', { name: hi.login.submit, exact: true }).click()
  await expect(page).toHaveURL(`${E2E_BASE_URL}/hi/profile`)
  await expect(page.getByTestId('profile-name')).toHaveText('Hindi Login')

  // Registering again with the address is answered in Hindi, and its owner is told in Hindi.
  const other = await newVisitor(browser)
  await other.page.goto('/hi/register')
  await hydrated(other.page)
  await main(other.page).getByLabel(hi.register.name, { exact: true }).fill('Someone Else')
  await main(other.page).getByRole('textbox', { name: hi.common.email, exact: true }).fill(email)
  await main(other.page).getByLabel(hi.common.password, { exact: true }).fill(`Another-${run}-pass`)
  await main(other.page).getByRole('button', { name: hi.register.submit }).click()
  await expect(alertIn(other.page)).toHaveText(hi.register.notSignedIn)
  const taken = await mailTo(email, /रजिस्टर करने की कोशिश/)
  expect(linkIn(taken)).toBe(`${E2E_BASE_URL}/hi/login`)
  await other.context.close()
  await context.close()
})

test('Hindi: forgot and reset password on Hindi pages with the Hindi reset mail', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  const email = newEmail('hi-reset')
  const newPassword = `New-terrace-${run}`
  await createAccount(context, 'Ravi Hindi', email, `Old-balcony-${run}`)

  await page.goto('/hi/forgot_password')
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(hi.pages.forgotHeading)
  await hydrated(page)
  await main(page).getByRole('textbox', { name: hi.common.email, exact: true }).fill(email)
  await main(page).getByRole('button', { name: hi.forgot.submit }).click()
  await expect(statusIn(page, hi.forgot.done)).toBeVisible()

  const resetMail = await mailTo(email, /पासवर्ड रीसेट करें/)
  expect(resetMail.subject).toBe('अपना Griha Homes पासवर्ड रीसेट करें')
  expect(resetMail.text).toContain('नया पासवर्ड चुनें: ')
  await page.goto(linkIn(resetMail))
  await expect(page).toHaveURL(/\/hi\/reset_password\?token=/)
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(hi.pages.resetHeading)
  await hydrated(page)
  await main(page).getByLabel(hi.reset.newPassword, { exact: true }).fill(newPassword)
  await main(page).getByLabel(hi.reset.again, { exact: true }).fill(`${newPassword}-typo`)
  await main(page).getByRole('button', { name: hi.reset.submit }).click()
  await expect(main(page).getByText(hi.reset.mismatch)).toBeVisible()
  await main(page).getByLabel(hi.reset.again, { exact: true }).fill(newPassword)
  await main(page).getByRole('button', { name: hi.reset.submit }).click()
  await expect(statusIn(page, hi.reset.done)).toBeVisible()

  await main(page).getByRole('link', { name: hi.reset.signIn }).click()
  await expect(page).toHaveURL(/\/hi\/login$/)
  await signInInHindi(page, email, newPassword)
  await expect(page).toHaveURL(/\/hi\/profile$/)

  // The used link is answered in Hindi.
  await page.goto(linkIn(resetMail))
  await hydrated(page)
  await expect(alertIn(page)).toHaveText(hi.reset.badLink)
  await expect(main(page).getByRole('link', { name: hi.reset.newLink })).toHaveAttribute('href', '/hi/forgot_password')
  await context.close()
})

test('Hindi: /hi/shortlists in Hindi, its cards leading to Hindi pages', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  await page.goto('/hi/shortlists')
  await expect(page).toHaveTitle(`${hi.meta.shortlistsTitle} · Griha Homes`)
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(hi.pages.shortlistsHeading)
  await expect(page.getByRole('navigation', { name: hindi.Breadcrumbs.label })).toContainText(hi.pages.shortlistsCrumb)
  await expect(main(page).getByText(hi.shortlists.empty)).toBeVisible()
  await expect(main(page).getByRole('link', { name: hi.shortlists.search })).toHaveAttribute('href', '/hi/search')

  const { results } = (await (await page.request.get('/api/search?pageSize=1')).json()) as { results: { id: number; url: string }[] }
  const put = await context.request.put('/api/favourites', { data: { ids: [results[0]!.id] }, headers: ORIGIN })
  expect(put.status(), await put.text()).toBe(200)
  await page.goto('/hi/shortlists')
  await hydrated(page)
  await expect(main(page).getByText(hi.shortlists.countOne, { exact: true })).toBeVisible()
  await expect(main(page).getByRole('button', { name: hi.shortlists.clearAll })).toBeVisible()
  await expect(page.getByTestId('favourites-list').locator(`a[href="/hi${results[0]!.url}"]`).first()).toBeVisible()
  await context.close()
})

test('English: the account pages and mails stay English, with English links', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  const email = newEmail('en-register')
  const password = `Garden-court-${run}`

  await page.goto('/register')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle('Create an account · Griha Homes')
  await hydrated(page)
  await main(page).getByLabel('Name', { exact: true }).fill('English Buyer')
  await main(page).getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await main(page).getByLabel('Password', { exact: true }).fill('short')
  await main(page).getByRole('button', { name: 'Create account' }).click()
  await expect(main(page).getByText(PASSWORD_MESSAGES.tooShort)).toBeVisible()
  await main(page).getByLabel('Password', { exact: true }).fill(password)
  await main(page).getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(`${E2E_BASE_URL}/profile`)
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Your profile')
  await expect(page.getByTestId('sign-in-methods')).toHaveText('E-mail and password')

  const verification = await mailTo(email, /Confirm your e-mail address/)
  expect(verification.subject).toBe('Confirm your e-mail address for Griha Homes')
  expect(new URL(linkIn(verification)).searchParams.get('callbackURL')).toBe('/profile')

  await page.goto('/forgot_password')
  await hydrated(page)
  await main(page).getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await main(page).getByRole('button', { name: 'Send reset link' }).click()
  await expect(statusIn(page, 'If an account uses this e-mail address')).toBeVisible()
  const resetMail = await mailTo(email, /Reset your .* password/)
  expect(resetMail.subject).toBe('Reset your Griha Homes password')
  await page.goto(linkIn(resetMail))
  await expect(page).toHaveURL(/^[^?]*\/reset_password\?token=/)
  expect(new URL(page.url()).pathname).toBe('/reset_password')

  await page.goto('/shortlists')
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Your favourites')
  await context.close()
})
