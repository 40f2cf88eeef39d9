/**
 * Page weight (docs/product.md §13): the HTML of every kind of public page stays within 100 kB before
 * compression; and its first-load JavaScript within 150 kB gzip (docs/product.md §12). One page of each kind
 * the sitemap lists, plus the pages it leaves out (scripts/lib/sample-pages.ts); `npm run
 * page-weight` and `npm run js-budget` print the figures of each.
 */
import { COMPILE_HINT } from '../../scripts/lib/compile-hints'
import { HTML_BUDGET_BYTES, htmlWeight, rscPayload } from '../../scripts/lib/html-weight'
import { JS_BUDGET_BYTES, jsWeigher } from '../../scripts/lib/js-weight'
import { samplePages } from '../../scripts/lib/sample-pages'
import { E2E_BASE_URL } from './support/constants'
import { expect, test } from './support/fixtures'

test('every kind of public page is at most 100 kB of HTML', async ({ request }) => {
  test.setTimeout(120_000)
  const pages = await samplePages(E2E_BASE_URL)
  // Home, city, property, search, blog post and the information pages are all in the sample.
  for (const kind of ['/', '/property/', '/search?', '/blogs/', '/about', '/no-such-page']) {
    expect(pages.some((p) => p.startsWith(kind)), `a ${kind} page in the sample`).toBe(true)
  }
  const over: string[] = []
  for (const pagePath of pages) {
    const res = await request.get(pagePath, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } })
    expect([200, 404], pagePath).toContain(res.status())
    const html = await res.text()
    expect(html, pagePath).toContain('</html>')
    const weight = htmlWeight(html)
    if (weight.total > HTML_BUDGET_BYTES) {
      over.push(`${pagePath}: ${(weight.total / 1024).toFixed(1)} kB (payload ${(weight.rsc / 1024).toFixed(1)} kB, markup ${(weight.markup / 1024).toFixed(1)} kB)`)
    }
  }
  expect(over, 'pages over the budget').toEqual([])
})

test('every kind of public page loads at most 150 kB of JavaScript (gzip) at first', async () => {
  test.setTimeout(120_000)
  const measure = jsWeigher(E2E_BASE_URL)
  const over: string[] = []
  for (const pagePath of await samplePages(E2E_BASE_URL)) {
    const weight = await measure(pagePath)
    expect(weight.scripts, `${pagePath} loads scripts`).toBeGreaterThan(0)
    if (weight.gzip > JS_BUDGET_BYTES) over.push(`${pagePath}: ${(weight.gzip / 1024).toFixed(2)} kB in ${weight.scripts} files`)
  }
  expect(over, 'pages over the budget').toEqual([])
})

test('every script a public page loads says all its functions are called on load (ADR 062)', async ({ request }) => {
  // V8 then compiles them while they download instead of on the main thread at start-up
  // (scripts/lib/compile-hints.ts). A page the build's manifests stop describing fails here.
  test.setTimeout(120_000)
  const unmarked = new Set<string>()
  let checked = 0
  for (const pagePath of ['/', '/property/bengaluru', '/search?bhk=3', '/blogs', '/about', '/hi', '/no-such-page']) {
    const html = await (await request.get(pagePath, { headers: { accept: 'text/html' } })).text()
    const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
      .filter((tag) => !/\bnomodule\b/i.test(tag[1]!))
      .map((tag) => /\bsrc="([^"]+)"/.exec(tag[1]!)?.[1])
      .filter((src): src is string => Boolean(src))
    expect(sources.length, `${pagePath} loads scripts`).toBeGreaterThan(3)
    for (const src of sources) {
      const body = await (await request.get(src.replace(/&amp;/g, '&'))).text()
      checked++
      if (!body.startsWith(COMPILE_HINT)) unmarked.add(`${pagePath}: ${src}`)
    }
  }
  expect(checked).toBeGreaterThan(20)
  expect([...unmarked], 'scripts without the compile hint').toEqual([])
})

test('the header and footer of every page are in its React payload as their props, not as markup', async ({ request }) => {
  // Client components (src/components/site/SiteHeader.tsx, SiteFooter.tsx): the layout renders them
  // on every page, and a server component's elements would travel twice, as HTML and again in the
  // payload (docs/quality.md at 4a32e07, "Twentieth pass").
  for (const pagePath of ['/', '/about', '/search?bhk=3']) {
    const res = await request.get(pagePath, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } })
    expect(res.status(), pagePath).toBe(200)
    const html = await res.text()
    expect(html, pagePath).toContain('<header class="site-header">')
    expect(html, pagePath).toMatch(/<footer class="site-footer[^"]*">/)
    expect(html, pagePath).toContain('Projects by city')
    const payload = rscPayload(html)
    expect(payload, pagePath).toContain('"slug":"bengaluru"')
    for (const markup of ['"className":"site-header"', '"className":"footer-heading"', '"children":"Projects by city"', '"data-testid":"newsletter-form"']) {
      expect(payload, `${pagePath}: ${markup}`).not.toContain(markup)
    }
  }
})

test('a page’s metadata is in the head of its first bytes, not streamed after the shell', async ({ request }) => {
  // `htmlLimitedBots: /./` in next.config.ts (ADR 034): Next renders the metadata before the shell
  // for every visitor instead of behind Suspense boundaries for all but the crawlers it lists.
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
  for (const pagePath of ['/search?bhk=3', '/property/bengaluru']) {
    const res = await request.get(pagePath, { headers: { accept: 'text/html', 'accept-encoding': 'identity', 'user-agent': browser } })
    expect(res.status(), pagePath).toBe(200)
    const html = await res.text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head, pagePath).toMatch(/<title>[^<]+<\/title>/)
    expect(head, pagePath).toMatch(/<link [^>]*rel="canonical"/)
    expect(rscPayload(html), pagePath).not.toContain('Next.MetadataOutlet')
  }
})
