import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, type Response, test as base } from '@playwright/test'

import { E2E_ADMIN, SAME_ORIGIN_HEADERS } from './constants'

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * WCAG 2.1 A/AA rules, with details collected for violations only (passes are not reported, and
 * cost time). Legacy mode runs axe in the page itself instead of finishing in a second, blank page
 * (the site has no cross-origin frames, the one thing that mode is for). Options first: options()
 * replaces what withTags() set.
 */
const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).setLegacyMode(true)

function violationSummary(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
}

/** Fails with a readable list when axe-core finds any WCAG 2.1 A/AA violation on the page. */
export async function expectAccessible(page: Page): Promise<void> {
  // After a client-side navigation Next puts the new page's <title> in once its metadata has
  // streamed, which can be just after the body shows: audit the page once its head has caught up
  // (a page that never gets a title still fails here, as axe would fail it).
  await expect.poll(() => page.title(), { message: `a <title> on ${page.url()}` }).not.toBe('')
  const results = await axe(page).analyze()
  expect(violationSummary(results.violations), `axe violations on ${page.url()}`).toEqual([])
}

/**
 * React has hydrated the whole page (LanguageCookie's effect, rendered last, marks `<html>`): a
 * client-side navigation started before that can leave the first page's head tags behind.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

/** The focused element shows where it is (docs/product.md §12: visible focus): an outline or a ring (box-shadow). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return null
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && style.outlineWidth !== '0px'
    return { element: el.outerHTML.slice(0, 120), visible: outline || style.boxShadow !== 'none' }
  })
  expect(focus, 'some element has the keyboard focus').not.toBeNull()
  expect(focus!.visible, `visible focus (outline or ring) on ${focus!.element}`).toBe(true)
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, at most `max` times. */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}): Promise<void> {
  const focused = () => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 }).catch(() => false)
  for (let presses = 0; presses < max && !(await focused()); presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

/** Signs the context in as the e2e admin editor through Payload's REST login (cookie-based). */
export async function loginAsEditor(request: APIRequestContext, who = E2E_ADMIN): Promise<string> {
  const res = await request.post('/api/cms/editors/login', { data: who })
  expect(res.status(), await res.text()).toBe(200)
  const body = (await res.json()) as { token: string }
  return body.token
}

/*
 * axe on every page the suite visits (docs/product.md §12: no axe-core violations on any page in the
 * end-to-end suite). Every page a test opens has its `goto` wrapped: once the page has loaded, axe
 * analyses it, and the pages of a test's own context are analysed once more as the test leaves
 * them (after clicks and client-side navigation). Each distinct page (path and query) is analysed
 * once per run: one worker runs the whole suite, so this set is shared by every spec; the worker
 * prints how many pages that was and the time it took. Skipped: answers that are not HTML (the
 * API, JSON, XML, images), and the Payload admin under /cms, a third party's interface we do not
 * change.
 */
const analysed = new Set<string>()
/**
 * E2E_AXE=0 turns the automatic pass off (the explicit expectAccessible checks still run): CI's
 * second run of the suite, on PostgreSQL, serves the same markup, so axe would find the same.
 */
const AUTO_AXE = process.env.E2E_AXE !== '0'
const axeStats = { pages: 0, ms: 0 }

function pageKey(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  const { pathname } = parsed
  if (pathname === '/cms' || pathname.startsWith('/cms/') || pathname.startsWith('/api/')) return null
  return `${pathname}${parsed.search}`
}

/** True when axe could not run because the page went away or navigated while it worked. */
function isNavigationRace(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /Execution context was destroyed|Target page, context or browser has been closed|navigat|frame was detached|Frame has been detached/i.test(message)
}

/** axe's violations on the page as it is, or null when the page went away or navigated meanwhile. */
async function violationsOf(page: Page): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>['violations'] | null> {
  try {
    return (await axe(page).analyze()).violations
  } catch (error) {
    if (page.isClosed() || isNavigationRace(error)) return null
    throw error
  }
}

async function analyseOnce(page: Page, response: Response | null): Promise<void> {
  if (page.isClosed()) return
  if (withoutAxe.has(page.context())) return
  const key = pageKey(page.url())
  if (!key || analysed.has(key)) return
  if (response) {
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return
  } else {
    const html = await page.evaluate(() => document.contentType === 'text/html').catch(() => false)
    if (!html) return
  }
  const started = Date.now()
  let violations = await violationsOf(page)
  if (violations === null) return
  if (violations.length > 0) {
    // A page that was still changing itself (a router refresh swapping the <head>, a dialog
    // opening) is analysed again once its network is quiet: what is reported is what stays.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
    await page.waitForTimeout(250)
    violations = await violationsOf(page)
    if (violations === null) return
  }
  // A page that moved on while axe worked is analysed when it is next reached.
  if (pageKey(page.url()) !== key) return
  analysed.add(key)
  axeStats.pages += 1
  axeStats.ms += Date.now() - started
  expect(violationSummary(violations), `axe violations on ${key} (checked automatically on every page the suite visits)`).toEqual([])
}

const instrumented = new WeakSet<object>()
const withAxe = new WeakSet<BrowserContext>()
const withoutAxe = new WeakSet<BrowserContext>()

function instrumentPage(page: Page) {
  if (instrumented.has(page)) return
  instrumented.add(page)
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await analyseOnce(page, response)
    return response
  }
}

/**
 * Contexts with JavaScript turned off are left out: axe runs as script in the page and waits
 * forever there. Their pages are the same HTML the suite also visits with JavaScript.
 */
function instrumentContext(context: BrowserContext, javaScriptEnabled: boolean | undefined) {
  // Playwright's own context fixture makes its context through browser.newContext without the
  // javaScriptEnabled option in sight, so the fixture's later call may be the one that knows.
  if (javaScriptEnabled === false || !AUTO_AXE) {
    withAxe.delete(context)
    withoutAxe.add(context)
  }
  if (instrumented.has(context)) return
  instrumented.add(context)
  if (withoutAxe.has(context)) return
  withAxe.add(context)
  context.pages().forEach(instrumentPage)
  context.on('page', instrumentPage)
}

export const test = base.extend<object, { axeWorkerReport: void }>({
  // Contexts a test makes itself (browser.newContext) get the same treatment.
  browser: [
    async ({ browser }, provide) => {
      if (!instrumented.has(browser)) {
        instrumented.add(browser)
        const newContext = browser.newContext.bind(browser)
        browser.newContext = async (options) => {
          const context = await newContext(options)
          instrumentContext(context, options?.javaScriptEnabled)
          return context
        }
      }
      await provide(browser)
    },
    { scope: 'worker' },
  ],
  // The `request` client acts as a page of the site would (SAME_ORIGIN_HEADERS): tests sign it in
  // to the CMS by cookie. A header a test passes itself (an Origin elsewhere) still wins.
  request: async ({ playwright, baseURL, extraHTTPHeaders }, provide) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...SAME_ORIGIN_HEADERS, ...extraHTTPHeaders } })
    await provide(request)
    await request.dispose()
  },
  context: async ({ context, javaScriptEnabled }, provide, testInfo) => {
    instrumentContext(context, javaScriptEnabled)
    await provide(context)
    // The state the test leaves its pages in (after clicks and client-side navigation), unless the
    // test already failed: its own failure is the one to report.
    if (!withAxe.has(context) || testInfo.status !== testInfo.expectedStatus) return
    for (const page of context.pages()) await analyseOnce(page, null)
  },
  axeWorkerReport: [
    async ({}, provide) => {
      await provide()
      if (axeStats.pages > 0) console.log(`axe: ${axeStats.pages} distinct pages analysed automatically in ${(axeStats.ms / 1000).toFixed(1)} s`)
    },
    { scope: 'worker', auto: true },
  ],
})
export { expect }
