/**
 * Page weight (SPEC §13): the HTML of every kind of public page stays within 100 kB before
 * compression. One page of each kind the sitemap lists, plus the pages it leaves out
 * (scripts/lib/sample-pages.ts); `npm run page-weight` prints where the bytes of each go.
 */
import { HTML_BUDGET_BYTES, htmlWeight } from '../../scripts/lib/html-weight'
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
