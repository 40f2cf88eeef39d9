/**
 * Booking a site visit in the browser (docs/product.md §15): the 'Book a site visit' form on a property page
 * with its live free slots, the confirmation mail with its calendar invitation in the dev outbox,
 * the cancel link (GET shows, the button cancels) and the place freed in the slot; the same form
 * without JavaScript. Every page seen is checked with axe.
 */

import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'

import { type OutboxMail, outboxMails } from './support/outbox'
import { E2E_BASE_URL, SAME_ORIGIN_HEADERS } from './support/constants'
import { expect, expectAccessible, loginAsEditor, test } from './support/fixtures'

const run = Date.now().toString(36)
let editor: APIRequestContext
let propertyUrl = ''
let propertyId = 0

let phoneCounter = 0
function nextPhone(): string {
  phoneCounter += 1
  return `97${String(phoneCounter).padStart(3, '0')} ${String((Date.now() + phoneCounter * 7919) % 100000).padStart(5, '0')}`
}

function mailsTo(to: string): OutboxMail[] {
  return outboxMails().filter((m) => m.to === to)
}

async function freePlaces(date: string, start: string): Promise<number | undefined> {
  const res = await editor.get(`/api/site-visits/slots?property=${propertyId}&date=${date}`)
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { slots: { start: string; available: number }[] }
  return body.slots.find((s) => s.start === start)?.available
}

test.beforeAll(async () => {
  editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
  await loginAsEditor(editor)
  const cities = (await (await editor.get('/api/cms/cities?limit=1&sort=city_name&depth=0')).json()) as { docs: { id: number; slug: string }[] }
  const city = cities.docs[0]!
  const res = await editor.post('/api/cms/properties', {
    data: { full_name: `Visit Test Residency ${run}`, city: city.id, published: true, location: { address: '7 Orchard Lane' } },
  })
  expect(res.status(), await res.text()).toBe(201)
  const doc = ((await res.json()) as { doc: { id: number; slug: string } }).doc
  propertyId = doc.id
  propertyUrl = `/property/${city.slug}/${doc.slug}`
})

test.afterAll(async () => {
  await editor.dispose()
})

test('book a visit, get the invitation by mail, cancel it with the link, and the place is free again', async ({ page }) => {
  const email = `visit-${run}@example.com`
  await page.goto(propertyUrl)
  await expectAccessible(page)
  // The button swaps in the live booking form, which asks the slots API for the day's free times.
  await page.getByRole('button', { name: 'Book a site visit' }).click()
  const form = page.locator('form[data-lead-form="site-visit"]')
  await expect(form.getByLabel('Day')).toBeFocused()
  // The second day offered: never today, whose slots may have begun.
  const day = await form.getByLabel('Day').locator('option').nth(1).getAttribute('value')
  await form.getByLabel('Day').selectOption(day!)
  const slot = form.getByLabel('Time')
  await expect(slot.locator('option').first()).toHaveText('Pick a time')
  const start = (await slot.locator('option:not([disabled])').nth(1).getAttribute('value'))!
  await slot.selectOption(start)
  expect(await freePlaces(day!, start)).toBe(3)

  await form.getByLabel('Name', { exact: true }).fill('Kavya Rao')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Phone number', { exact: true }).fill(nextPhone())
  await form.getByRole('checkbox', { name: /Griha Homes/ }).check()
  // The intake's minimum fill time counts from the token the form fetched when first focused.
  await page.waitForTimeout(3_000)
  await form.getByRole('button', { name: 'Book the visit' }).click()
  await expect(page.getByTestId('lead-notice')).toContainText(`at ${start} is booked`)
  await expectAccessible(page)
  expect(await freePlaces(day!, start)).toBe(2)

  // Sales see the visit per day on /admin and above the CMS list.
  await loginAsEditor(page.request)
  await page.goto('/admin')
  await expect(page.locator(`#visits-per-day ~ table tr[data-day="${day}"]`)).toHaveAttribute('data-count', '1')
  await page.goto('/cms/collections/site-visits')
  await expect(page.getByRole('navigation', { name: 'Site visits per day' }).locator(`a[data-day="${day}"]`)).toHaveText(/: 1$/)

  // The outbox worker sends the confirmation within a few seconds (beside the buyer's
  // acknowledgement of the lead, docs/product.md §22, which is a mail of its own).
  const invitations = () => mailsTo(email).filter((m) => m.icalEvent)
  await expect.poll(() => invitations().length, { timeout: 20_000 }).toBe(1)
  const mail = invitations()[0]!
  expect(mail.subject).toContain(`Site visit booked: Visit Test Residency ${run}`)
  expect(mail.icalEvent?.method).toBe('REQUEST')
  expect(mail.icalEvent?.content).toContain('BEGIN:VEVENT')
  expect(mail.icalEvent?.content).toContain('LOCATION:7 Orchard Lane')
  const link = /(http:\/\/\S+\/site-visits\/cancel\?token=\S+)/.exec(mail.text)![1]!

  // Opening the link changes nothing; the button cancels.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Cancel your site visit?' })).toBeVisible()
  await expectAccessible(page)
  expect(await freePlaces(day!, start)).toBe(2)
  await page.getByRole('button', { name: 'Cancel visit' }).click()
  await expect(page.getByRole('heading', { name: 'Your site visit is cancelled' })).toBeVisible()
  await expectAccessible(page)
  expect(await freePlaces(day!, start)).toBe(3)

  const bad = await page.goto('/site-visits/cancel?token=not-a-token')
  expect(bad?.status()).toBe(400)

  // The plain booking page the button leads to without JavaScript (its post is the next test), on
  // the chosen day (without one it shows the first open day: today, whose early slots may be over).
  await page.goto(`/forms/site-visit?property=${propertyId}&visit_date=${day}`)
  await expect(page.getByLabel('Time').locator(`option[value="${start}"]`)).toBeAttached()
  await expectAccessible(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${(Date.now() % 250) + 1}` } })

  test('the button opens the booking form, which posts as plain HTML', async ({ page }) => {
    await page.goto(propertyUrl)
    await page.getByRole('button', { name: 'Book a site visit' }).click()
    await expect(page).toHaveURL(/\/forms\/site-visit\?property=/)
    await expect(page.getByRole('heading', { name: 'Book a site visit' })).toBeVisible()
    const form = page.locator('form[action="/forms/site-visit"]')
    const day = await form.getByLabel('Day of the visit').locator('option').nth(1).getAttribute('value')
    await form.getByLabel('Day of the visit').selectOption(day!)
    await form.getByLabel('Time').selectOption('17:00')
    await form.getByLabel('Name', { exact: true }).fill('Arjun Das')
    await form.getByLabel('E-mail', { exact: true }).fill(`visit-nojs-${run}@example.com`)
    await form.getByLabel('Phone number', { exact: true }).fill(nextPhone())
    await form.getByRole('checkbox').check()
    await page.waitForTimeout(3_000)
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page).toHaveURL(new RegExp(`${propertyUrl}\\?submission=success$`))
    expect(await freePlaces(day!, '17:00')).toBe(2)
  })
})
