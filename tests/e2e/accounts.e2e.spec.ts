/**
 * Visitor accounts in the browser (docs/product.md §8): register and verify, sign out and in, forgot and reset
 * password, the password policy, Google through a local OpenID Connect provider, phone codes, the
 * profile, keyboard-only use, accessibility, and the sign-in rate limit. Mail and SMS are read
 * from the dev outboxes of the e2e server's DATA_DIR.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Browser, BrowserContext, Page } from '@playwright/test'

import { PASSWORD_MESSAGES } from '../../src/features/accounts/password-policy'
import { E2E_BASE_URL, E2E_OIDC_ISSUER, E2E_OUTBOX_DIR } from './support/constants'
import { expect, expectAccessible, hydrated, test } from './support/fixtures'
import { OIDC_DISPLAY_NAME, oidcEmailFor, type RunningOidcProvider, startOidcProvider } from './support/oidc-provider'

const run = Date.now().toString(36)
const ORIGIN = { Origin: E2E_BASE_URL }

/**
 * Rate limits are per IP: every visitor gets an address of its own (the app trusts loopback's).
 * The start varies because Playwright starts a new worker, with fresh counters, after a failure.
 */
let visitors = Date.now() % 200
async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  visitors += 1
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${(visitors % 250) + 1}` },
  })
  return { context, page: await context.newPage() }
}

let emails = 0
function newEmail(label: string): string {
  emails += 1
  return `${label}-${run}-${emails}@example.com`
}

/** A possible Indian mobile number, different in every test and run. */
let phones = 0
function newPhone(): string {
  phones += 1
  return `+9198${String((Date.now() + phones * 7919) % 100_000_000).padStart(8, '0')}`
}

/** The page's own fields and alerts, not the footer's newsletter box or Next's route announcer. */
const emailBox = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'E-mail', exact: true })
const alertIn = (page: Page) => page.getByRole('main').getByRole('alert')

function readJsonl<T>(file: string): T[] {
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T)
}

type Mail = { to: string; subject: string; text: string }

/** The newest mail to `to` whose subject matches, waiting for it to be written. */
async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(() => {
      found = readJsonl<Mail>(path.join(E2E_OUTBOX_DIR, 'mail.jsonl'))
        .filter((m) => String(m.to).toLowerCase() === to.toLowerCase() && subject.test(m.subject))
        .at(-1)
      return Boolean(found)
    }, { message: `a mail to ${to} matching ${subject}` })
    .toBe(true)
  return found!
}

function linkIn(mail: Mail): string {
  const url = /https?:\/\/\S+/.exec(mail.text)?.[0]
  expect(url, mail.text).toBeTruthy()
  return url!
}

/** The newest code sent to `to`, once there are `count` messages for it. */
async function smsCode(to: string, count = 1): Promise<string> {
  let code = ''
  await expect
    .poll(() => {
      const messages = readJsonl<{ to: string; message: string }>(path.join(E2E_OUTBOX_DIR, 'sms.jsonl')).filter((m) => m.to === to)
      if (messages.length < count) return ''
      code = /\b(\d{6})\b/.exec(messages.at(-1)!.message)?.[1] ?? ''
      return code
    }, { message: `an SMS code for ${to}` })
    .not.toBe('')
  return code
}

/** Creates an account through the API; sign-up does not sign in (no account enumeration). */
async function createAccount(context: BrowserContext, name: string, email: string, password: string) {
  const res = await context.request.post('/api/auth/sign-up/email', { data: { name, email, password }, headers: ORIGIN })
  expect(res.status(), await res.text()).toBe(200)
}

async function signInByApi(context: BrowserContext, email: string, password: string) {
  const res = await context.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: ORIGIN })
  expect(res.status(), await res.text()).toBe(200)
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await hydrated(page)
  await emailBox(page).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test('register, verify the e-mail from the outbox, sign out and sign in again', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  const email = newEmail('register')
  const password = `Lakeside-view-${run}`
  const name = `Meera Register ${run}`

  await page.goto('/register')
  await hydrated(page)
  await expect(page.getByText('8 to 128 characters')).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill(name)
  await emailBox(page).fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByTestId('profile-name')).toHaveText(name)
  await expect(page.getByTestId('profile-email')).toHaveText(email)
  await expect(page.getByTestId('verify-reminder')).toBeVisible()
  await expect(page.getByTestId('sign-in-methods')).toContainText('E-mail and password')

  const verification = await mailTo(email, /Confirm your e-mail address/)
  await page.goto(linkIn(verification))
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByText('(verified)')).toBeVisible()
  await expect(page.getByTestId('verify-reminder')).toHaveCount(0)

  await page.getByRole('link', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/logout$/)
  // Opening /logout signs nobody out (a cross-site link to it must not): the button does.
  expect((await (await context.request.get('/api/auth/get-session')).text()).trim()).not.toBe('null')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible()
  expect((await (await context.request.get('/api/auth/get-session')).text()).trim()).toBe('null')

  // A signed-out visitor is sent to sign in and comes back to the profile afterwards.
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/)
  await signInWithPassword(page, email, password)
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByTestId('profile-name')).toHaveText(name)
  await context.close()
})

test('a wrong password is answered next to the form; next= never leaves the site', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  const email = newEmail('next')
  const password = `Quiet-garden-${run}`
  await createAccount(context, 'Next Tester', email, password)

  await page.goto('/login?next=https%3A%2F%2Fevil.example%2Fsteal')
  await signInWithPassword(page, email, 'not-the-password-1')
  await expect(alertIn(page)).toContainText(/invalid email or password/i)
  await expectAccessible(page)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(`${E2E_BASE_URL}/profile`)

  await page.goto('/login?next=%2Fcontact%3Ffrom%3Dlogin')
  await hydrated(page)
  await expect(page.getByText('You are signed in as Next Tester')).toBeVisible()
  await signInWithPassword(page, email, password)
  await expect(page).toHaveURL(`${E2E_BASE_URL}/contact?from=login`)
  await context.close()
})

test('forgot password: the outbox link resets it, the new one signs in and the old one is refused', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  const email = newEmail('reset')
  const oldPassword = `Old-balcony-${run}`
  const newPassword = `New-terrace-${run}`
  await createAccount(context, 'Ravi Reset', email, oldPassword)

  await page.goto('/forgot_password')
  await hydrated(page)
  await emailBox(page).fill(`nobody-${run}@example.com`)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  const neutral = page.getByRole('status').filter({ hasText: 'If an account uses this e-mail address' })
  await expect(neutral).toBeVisible()
  const unknownAnswer = await neutral.textContent()

  await emailBox(page).fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(neutral).toHaveText(unknownAnswer!)

  const resetMail = await mailTo(email, /Reset your .* password/)
  await page.goto(linkIn(resetMail))
  await expect(page).toHaveURL(/\/reset_password\?token=/)
  await hydrated(page)
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('New password again').fill(`${newPassword}-typo`)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('The two passwords do not match')).toBeVisible()
  await page.getByLabel('New password again').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible()

  const old = await context.request.post('/api/auth/sign-in/email', { data: { email, password: oldPassword }, headers: ORIGIN })
  expect(old.status()).toBe(401)

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await signInWithPassword(page, email, newPassword)
  await expect(page).toHaveURL(/\/profile$/)

  // The link is single use.
  await page.goto(linkIn(resetMail))
  await hydrated(page)
  await expect(alertIn(page)).toContainText('This link is invalid or has expired')
  await context.close()
})

test('a common password is refused with the policy message', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  await page.goto('/register')
  await hydrated(page)
  await page.getByLabel('Name', { exact: true }).fill('Common Password')
  await emailBox(page).fill(newEmail('common'))
  await page.getByLabel('Password').fill('short')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText(PASSWORD_MESSAGES.tooShort)).toBeVisible()

  await page.getByLabel('Password').fill('password123')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(alertIn(page)).toHaveText(PASSWORD_MESSAGES.common)
  await expect(page).toHaveURL(/\/register$/)
  await expectAccessible(page)
  await context.close()
})

test.describe('Google sign-in', () => {
  let provider: RunningOidcProvider

  test.beforeAll(async () => {
    provider = await startOidcProvider()
  })

  test.afterAll(async () => {
    await provider?.close()
  })

  test('goes through the provider and back to the profile with the Google name', async ({ browser }) => {
    const { context, page } = await newVisitor(browser)
    // The provider's dev pages import a web font; nothing here may depend on the internet.
    await context.route(/fonts\.googleapis\.com/, (route) => route.abort())
    const login = `asha-${run}`

    await page.goto('/login')
    await hydrated(page)
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await page.waitForURL((url) => url.toString().startsWith(E2E_OIDC_ISSUER), { waitUntil: 'commit' })
    await page.locator('input[name="login"]').fill(login)
    await page.locator('input[name="password"]').fill('any-password')
    await page.getByRole('button', { name: 'Sign-in' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page).toHaveURL(`${E2E_BASE_URL}/profile`)
    await expect(page.getByTestId('profile-name')).toHaveText(OIDC_DISPLAY_NAME)
    await expect(page.getByTestId('profile-email')).toHaveText(oidcEmailFor(login))
    await expect(page.getByTestId('sign-in-methods')).toContainText('Google')
    await context.close()
  })
})

/** Sends a code from the login page's phone tab (the invisible ALTCHA is solved on the way). */
async function sendCodeFromLogin(page: Page, phone: string) {
  await page.goto('/login')
  await hydrated(page)
  await page.getByRole('tab', { name: 'Phone' }).click()
  await page.getByLabel('Phone number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible({ timeout: 30_000 })
}

test('phone sign-in: the code from the SMS outbox signs in and creates the account', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  const phone = newPhone()
  await sendCodeFromLogin(page, phone)
  const code = await smsCode(phone)
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()

  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByText(`Your phone number is ${phone}.`)).toBeVisible()
  await expect(page.getByText('No e-mail yet')).toBeVisible()
  await expect(page.getByTestId('sign-in-methods')).toContainText('Phone code')

  // A phone-only account sets its first e-mail directly.
  const email = newEmail('phone')
  await emailBox(page).fill(email)
  await page.getByRole('button', { name: 'Add e-mail' }).click()
  await expect(page.getByTestId('profile-email')).toHaveText(email)
  await context.close()
})

test('three wrong codes void the code', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  const phone = newPhone()
  await sendCodeFromLogin(page, phone)
  const code = await smsCode(phone)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.getByLabel('6-digit code').fill(wrong)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(alertIn(page)).toHaveText('Invalid OTP')
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).not.toHaveAttribute('aria-disabled', 'true')
  }
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(alertIn(page)).toHaveText('Too many attempts')
  await expect(page).toHaveURL(/\/login$/)
  expect((await (await context.request.get('/api/auth/get-session')).text()).trim()).toBe('null')
  await context.close()
})

test('the profile changes the display name and links a phone', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  const email = newEmail('profile')
  const password = `Corner-plot-${run}`
  await createAccount(context, 'Old Name', email, password)
  await signInByApi(context, email, password)

  await page.goto('/profile')
  await hydrated(page)
  await expect(page.getByTestId('profile-name')).toHaveText('Old Name')
  await page.getByLabel('Display name').fill(`Kavya Newname ${run}`)
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your name has been saved.' })).toBeVisible()
  await expect(page.getByTestId('profile-name')).toHaveText(`Kavya Newname ${run}`)
  await page.reload()
  await expect(page.getByTestId('profile-name')).toHaveText(`Kavya Newname ${run}`)

  const phone = newPhone()
  await page.getByText('Link a phone number').click()
  await page.getByLabel('Phone number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible({ timeout: 30_000 })
  await page.getByLabel('6-digit code').fill(await smsCode(phone))
  await page.getByRole('button', { name: 'Link phone number' }).click()
  await expect(page.getByText(`Your phone number is ${phone}.`)).toBeVisible()
  await context.close()
})

test('keyboard only: reach the form from the skip link, sign in with Enter', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  const email = newEmail('keyboard')
  const password = `Keys-only-${run}`
  await createAccount(context, 'Key Board', email, password)

  await page.goto('/login')
  await hydrated(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
  await page.keyboard.press('Enter')
  const emailField = emailBox(page)
  for (let presses = 0; presses < 8 && !(await emailField.evaluate((el) => el === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab')
    // Every stop on the way shows where the focus is.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
    expect(outline).not.toBe('none')
  }
  await expect(emailField).toBeFocused()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/profile$/)

  // The method tabs follow the arrow keys.
  await page.goto('/login')
  await hydrated(page)
  await page.getByRole('tab', { name: 'E-mail' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Phone' })).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Phone number')).toBeVisible()
  await context.close()
})

test('account pages pass axe, are not indexed and hold nothing personal in their HTML', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  for (const url of ['/login', '/register', '/forgot_password', '/reset_password?token=e2e-token', '/reset_password', '/logout']) {
    const res = await page.goto(url)
    expect(res?.status(), url).toBe(200)
    await hydrated(page)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectAccessible(page)
  }
  await page.goto('/login')
  await hydrated(page)
  await page.getByRole('tab', { name: 'Phone' }).click()
  await expectAccessible(page)

  const email = newEmail('axe')
  const password = `Axe-tested-${run}`
  await createAccount(context, 'Axe Visitor', email, password)
  await signInByApi(context, email, password)
  const html = await (await context.request.get('/profile')).text()
  expect(html).not.toContain(email)
  await page.goto('/profile')
  await expect(page.getByTestId('profile-name')).toHaveText('Axe Visitor')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.getByText('Link a phone number').click()
  await expectAccessible(page)
  await context.close()
})

test('20 wrong passwords in a row are rate-limited', async ({ browser }) => {
  const { context, page } = await newVisitor(browser)
  const email = newEmail('limit')
  const password = `Right-one-${run}`
  await createAccount(context, 'Rate Limited', email, password)

  const statuses: number[] = []
  for (let attempt = 1; attempt <= 21; attempt += 1) {
    const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password: `wrong-${attempt}-${run}` }, headers: ORIGIN })
    statuses.push(res.status())
    if (res.status() === 429) break
  }
  expect(statuses.at(-1), statuses.join(',')).toBe(429)
  expect(statuses.slice(0, -1).every((s) => s === 401), statuses.join(',')).toBe(true)
  // While limited, even the right password is not tried.
  const right = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: ORIGIN })
  expect(right.status()).toBe(429)

  await page.goto('/login')
  await signInWithPassword(page, email, password)
  await expect(alertIn(page)).toContainText(/too many/i)
  await context.close()
})
