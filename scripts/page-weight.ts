/**
 * `npm run page-weight` (docs/product.md §13: the HTML of every public page type ≤ 100 kB before compression,
 * on the demo content).
 *
 * Starts the site on a fresh demo database (scripts/start.ts; builds first if needed), takes one URL
 * of every kind of public page (scripts/lib/sample-pages.ts) and prints, per page, the HTML's size
 * and where its bytes go (scripts/lib/html-weight.ts): the inline React Server Component payload
 * (and any stylesheet text inside it), inline styles, inline SVG, JSON-LD, other inline scripts and
 * the markup left, with its class attributes and visible text, plus the gzip size.
 * A measurement, not a test (tests/e2e/page-weight.e2e.spec.ts holds the budget).
 *
 *   npm run page-weight
 *   npm run page-weight -- --per-kind 5          # up to five URLs of each kind
 *   npm run page-weight -- --detail /property/bengaluru/malabar-sunrise-heights
 *                                                # one page: its largest payload rows and most repeated classes
 *   PAGE_WEIGHT_URL=http://127.0.0.1:3000 npm run page-weight   # a site that is already running
 */
import { gzipSync } from 'node:zlib'

import { HTML_BUDGET_BYTES, htmlWeight, rscPayload, rscRows } from './lib/html-weight'
import { samplePages } from './lib/sample-pages'
import { demoSiteOr } from './lib/site-process'

const log = (line: string) => process.stdout.write(`${line}\n`)
const kB = (n: number) => (n / 1024).toFixed(1)
const argument = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

async function fetchHtml(base: string, pagePath: string) {
  const response = await fetch(`${base}${pagePath}`, { headers: { 'accept-encoding': 'identity', accept: 'text/html' } })
  return { status: response.status, html: await response.text() }
}

function detail(pagePath: string, html: string) {
  const rows = rscRows(rscPayload(html)).sort((a, b) => b.text.length - a.text.length)
  log('')
  log(`Largest RSC payload rows of ${pagePath} (bytes, start of the row):`)
  for (const row of rows.slice(0, 25)) log(`  ${String(Buffer.byteLength(row.text)).padStart(7)}  ${row.id}:${row.text.slice(0, 140).replace(/\s+/g, ' ')}`)
  const counts = new Map<string, number>()
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  for (const match of markup.matchAll(/\sclass="([^"]*)"/g)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1)
  log('')
  log('Class attributes by bytes in the markup (count × length):')
  const byBytes = [...counts].sort((a, b) => b[1] * b[0].length - a[1] * a[0].length)
  for (const [value, count] of byBytes.slice(0, 25)) log(`  ${String(count * value.length).padStart(6)}  ${count} × "${value}"`)
}

async function main() {
  const { base, close } = await demoSiteOr(process.env.PAGE_WEIGHT_URL, { port: Number(process.env.PAGE_WEIGHT_PORT ?? 3660), name: 'page-weight' })
  try {
    const only = argument('--detail')
    const pages = only ? [only] : await samplePages(base, Number(argument('--per-kind') ?? 1))
    log('')
    log(`HTML per page before compression (budget ${kB(HTML_BUDGET_BYTES)} kB), kB, ${new Date().toISOString()}`)
    log('')
    log('| page | status | HTML | gzip | RSC payload | of it CSS | `<style>` | SVG | JSON-LD | other scripts | markup | of it classes | of it text | within budget |')
    log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|')
    let over = 0
    for (const pagePath of pages) {
      const { status, html } = await fetchHtml(base, pagePath)
      const w = htmlWeight(html)
      const within = w.total <= HTML_BUDGET_BYTES
      if (!within) over++
      log(
        `| \`${pagePath}\` | ${status} | ${kB(w.total)} | ${kB(gzipSync(html).length)} | ${kB(w.rsc)} | ${kB(w.rscCss)} | ${kB(w.style)} | ${kB(w.svg)} | ${kB(w.jsonLd)} | ${kB(w.otherScripts)} | ${kB(w.markup)} | ${kB(w.classes)} | ${kB(w.text)} | ${within ? 'yes' : '**no**'} |`,
      )
      if (only) detail(pagePath, html)
    }
    log('')
    log(over === 0 ? `All ${pages.length} pages are within the budget.` : `${over} of ${pages.length} pages are over the budget.`)
  } finally {
    close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
