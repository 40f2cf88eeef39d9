/**
 * Analytics (docs/product.md §18) in the browser. Without site data `g_tag_id` no page asks any
 * other origin for anything and there is no consent notice. With one, Google's tag (a local
 * stand-in routed in place of www.googletagmanager.com, recording every `gtag()` call) loads with
 * the response's CSP nonce: Consent Mode v2 denied until the visitor accepts, the choice kept a
 * year, 'Cookie settings' reopening the notice, page views on load and client navigation, the
 * events, '@' redacted everywhere, and the 250 ms wait of an outbound link.
 */
import type { Page } from '@playwright/test'

import { E2E_BASE_URL } from './support/constants'
import { expect, hydrated, test } from './support/fixtures'
import { withSiteData } from './support/site-data'
import { GTAG_STAND_IN } from './support/stand-ins'

const TAG_ID = 'G-E2ETAG0001'
type Call = { at: number; args: unknown[]; url: string }

async function recordTag(page: Page): Promise<Call[]> {
  const calls: Call[] = []
  await page.exposeBinding('__record', (_source, json: string) => {
    calls.push(JSON.parse(json) as Call)
  })
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: GTAG_STAND_IN }),
  )
  return calls
}

/** Opens `path` and waits for its page view: the island (its own chunk) is listening from then on. */
async function openAndView(page: Page, calls: Call[], path: string) {
  const views = events(calls, 'page_view').length
  await page.goto(path)
  await hydrated(page)
  await expect.poll(() => events(calls, 'page_view').length).toBe(views + 1)
}

const events = (calls: Call[], name: string) => calls.filter((c) => c.args[0] === 'event' && c.args[1] === name).map((c) => c.args[2] as Record<string, unknown>)

test('without a tag id no page asks another origin for anything, and no notice shows', async ({ page }) => {
  const foreign: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== E2E_BASE_URL) foreign.push(req.url())
  })
  for (const path of ['/', '/search', '/contact', '/blogs', '/emi']) {
    const res = await page.goto(path)
    await hydrated(page)
    expect(res?.headers()['content-security-policy']).not.toContain('google')
    await page.waitForLoadState('networkidle')
  }
  expect(foreign).toEqual([])
  await expect(page.getByTestId('consent-notice')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0)
  expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined')
})

test.describe('with a tag id', () => {
  test.describe.configure({ mode: 'serial' })
  withSiteData('g_tag_id', TAG_ID)

  /** Opens `path` once the change of site data shows in the page. */
  async function openWithTag(page: Page, path: string) {
    await expect
      .poll(async () => {
        await page.goto(path)
        return page.locator('script#google-tag').count()
      }, { timeout: 20_000 })
      .toBe(1)
    await hydrated(page)
  }

  test("loads Google's tag with the nonce; consent denied until accepted, kept a year, reopened from the footer", async ({ page, context }) => {
    const calls = await recordTag(page)
    await openWithTag(page, '/search?q=meera%40example.com')
    const res = await page.request.get('/search')
    expect(res.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(res.headers()['content-security-policy']).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
    const tag = page.locator('script#google-tag')
    await expect(tag).toHaveAttribute('src', `https://www.googletagmanager.com/gtag/js?id=${TAG_ID}`)
    expect(await tag.evaluate((el) => (el as HTMLScriptElement).nonce)).not.toBe('')

    // The stand-in ran (the CSP let it in) and saw consent denied before anything else.
    await expect.poll(() => calls.length).toBeGreaterThan(2)
    expect(calls[0]!.args.slice(0, 2)).toEqual(['consent', 'default'])
    expect(calls[0]!.args[2]).toMatchObject({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' })
    expect(calls.find((c) => c.args[0] === 'config')?.args).toEqual(['config', TAG_ID, { send_page_view: false, page_location: '[redacted]' }])
    // The page view of an address holding an '@' is redacted.
    await expect.poll(() => events(calls, 'page_view').length).toBe(1)
    expect(events(calls, 'page_view')[0]).toMatchObject({ page_location: '[redacted]' })
    expect(JSON.stringify(calls)).not.toContain('meera')

    const notice = page.getByTestId('consent-notice')
    await expect(notice).toBeVisible()
    await notice.getByRole('button', { name: 'Accept' }).click()
    await expect(notice).toHaveCount(0)
    // The calls reach the test through a binding, after the page made them: waited for, not read at once.
    await expect.poll(() => calls.at(-1)?.args).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }])
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent')
    expect(cookie?.value).toBe('granted')
    const year = Date.now() / 1000 + 365 * 24 * 3600
    expect(Math.abs(cookie!.expires - year)).toBeLessThan(120)

    // A new page: the stored choice grants at once and no notice shows.
    calls.length = 0
    await page.goto('/contact')
    await hydrated(page)
    await expect.poll(() => calls.some((c) => c.args[0] === 'consent' && c.args[1] === 'update')).toBe(true)
    expect(calls.findIndex((c) => c.args[1] === 'update')).toBe(1)
    await expect(notice).toHaveCount(0)

    // 'Cookie settings' in the footer reopens it; rejecting is kept too.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    await expect(notice).toBeVisible()
    await notice.getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => calls.at(-1)?.args).toEqual(['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }])
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('denied')
  })

  test("'Cookie settings' clicked before the notice's island has loaded still opens it", async ({ page, context }) => {
    await recordTag(page)
    await context.addCookies([{ name: 'cookie_consent', value: 'granted', url: E2E_BASE_URL }])
    // Hold back the island's own chunk (the one that renders the notice) until after the click.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let heldChunk = false
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('consent-notice')) {
        heldChunk = true
        await held
      }
      await route.fulfill({ response, body })
    })
    await openWithTag(page, '/contact')
    await expect.poll(() => heldChunk).toBe(true)
    const notice = page.getByTestId('consent-notice')
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    await expect(notice).toHaveCount(0)
    release()
    // The stored choice (granted) must not close the notice the visitor asked for.
    await expect(notice).toBeVisible()
    await page.waitForTimeout(300)
    await expect(notice).toBeVisible()
  })

  test('page views on client navigation, the events without personal data, and the outbound wait', async ({ page }) => {
    const calls = await recordTag(page)
    await openWithTag(page, '/contact')
    await expect.poll(() => events(calls, 'page_view').length).toBe(1)
    expect(events(calls, 'page_view')[0]).toMatchObject({ page_location: `${E2E_BASE_URL}/contact` })

    // A client-side navigation (no new document): one more page view, of the new address.
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect.poll(() => events(calls, 'page_view').length).toBe(2)
    expect(events(calls, 'page_view')[1]).toMatchObject({ page_location: `${E2E_BASE_URL}/faq` })
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

    // A phone link: click_phone (the dialler is not opened here).
    await openAndView(page, calls, '/contact')
    await page.evaluate(() => window.addEventListener('click', (e) => (e.target as Element).closest('a[href^="tel:"]') && e.preventDefault()))
    const phone = page.locator('a[href^="tel:"]').first()
    await phone.click()
    await expect.poll(() => events(calls, 'click_phone').length).toBe(1)

    // A lead: the form's kind, never the name, e-mail or phone typed.
    const form = page.locator('form[data-lead-form="contact"]')
    await form.getByLabel('Name', { exact: true }).fill('Kavya Analytics')
    await form.getByLabel('Email', { exact: true }).fill('kavya.analytics@example.com')
    await form.getByLabel('Phone number', { exact: true }).fill(`98${String(Date.now() % 100_000_000).padStart(8, '0')}`)
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('dialog', { name: 'Request Submitted' })).toBeVisible()
    await expect.poll(() => events(calls, 'generate_lead')).toEqual([{ form: 'contact' }])
    const sent = JSON.stringify(calls)
    for (const secret of ['Kavya', 'kavya.analytics', '@example.com']) expect(sent).not.toContain(secret)

    // A favourite and a comparison on a listing: their events name the project, nothing else.
    await openAndView(page, calls, '/search')
    await page.getByRole('button', { name: /^Add .+ to favourites$/ }).first().click()
    await expect.poll(() => events(calls, 'add_to_favourites').length).toBe(1)
    expect(Object.keys(events(calls, 'add_to_favourites')[0]!)).toEqual(['property_id'])
    await page.getByRole('button', { name: /^Add .+ to compare$/ }).first().click()
    await expect.poll(() => events(calls, 'add_to_compare').length).toBe(1)
    expect(events(calls, 'add_to_compare')[0]).toMatchObject({ property_id: expect.any(Number), property: expect.any(String) })

    // An outbound link waits for its event, at most 250 ms, then goes.
    await page.route('https://outbound.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Away</title>' }))
    await openAndView(page, calls, '/contact')
    await page.evaluate(() => {
      const a = document.createElement('a')
      a.href = 'https://outbound.example/brochure?who=a@b.example'
      a.textContent = 'Outbound test link'
      document.querySelector('main')!.append(a)
    })
    const clicked = Date.now()
    const [away] = await Promise.all([page.waitForRequest('https://outbound.example/**'), page.getByText('Outbound test link').click()])
    const waited = Date.now() - clicked
    expect(away.url()).toContain('outbound.example')
    expect(waited).toBeGreaterThanOrEqual(200)
    expect(waited).toBeLessThan(2_000)
    const outbound = events(calls, 'outbound_click')
    expect(outbound).toHaveLength(1)
    expect(outbound[0]).toMatchObject({ link_url: '[redacted]', link_domain: 'outbound.example', event_timeout: 250 })
  })
})
