/**
 * `npm run js-budget` (SPEC §12: public pages ship ≤ 150 kB of JavaScript, gzip, on first load).
 *
 * Starts the site on a fresh demo database (scripts/start.ts; builds first if needed), takes one
 * URL of every kind of public page from `/dynamic-sitemap.xml` plus the pages it does not list,
 * and for each adds up the gzip size of the script files its HTML loads (`<script src>`, without
 * `nomodule` ones, which current browsers skip). Prints a table; `--strict` exits 1 when a page is
 * over the budget. A measurement, not a test.
 *
 *   npm run js-budget
 *   JS_BUDGET_URL=http://127.0.0.1:3000 npm run js-budget     # measure a site that is already running
 */
import { gzipSync } from 'node:zlib'

import { demoSiteOr } from './lib/site-process'

const BUDGET_BYTES = 150 * 1024
const strict = process.argv.includes('--strict')
const log = (line: string) => process.stdout.write(`${line}\n`)

/** One URL per kind of page: the path's first segment and its depth (numbers and slugs vary). */
function pageKind(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean)
  return `${parts[0] ?? ''}/${parts.length}`
}

async function samplePages(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/dynamic-sitemap.xml`)).text()
  const byKind = new Map<string, string>()
  for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    // <loc> is XML text: `&` arrives as `&amp;` (as in /awards&press).
    const { pathname } = new URL(match[1]!.replaceAll('&amp;', '&'))
    const kind = pageKind(pathname)
    if (!byKind.has(kind)) byKind.set(kind, pathname)
  }
  // Pages the sitemap leaves out on purpose (the account pages are not indexed), and the 404 page.
  const extras = ['/', '/search?bhk=3', '/contact', '/no-such-page', '/login', '/register', '/forgot_password', '/reset_password', '/logout', '/profile']
  for (const extra of extras) byKind.set(`extra:${extra}`, extra)
  return [...byKind.values()]
}

const gzipCache = new Map<string, number>()
async function gzipBytes(url: string): Promise<number> {
  const known = gzipCache.get(url)
  if (known !== undefined) return known
  const body = Buffer.from(await (await fetch(url)).arrayBuffer())
  const size = gzipSync(body).length
  gzipCache.set(url, size)
  return size
}

type Row = { path: string; status: number; scripts: number; gzip: number; inlineGzip: number }

async function measure(base: string, pagePath: string): Promise<Row> {
  const response = await fetch(`${base}${pagePath}`)
  const html = await response.text()
  const sources = new Set<string>()
  let inline = ''
  for (const tag of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = tag[1]!
    if (/\bnomodule\b/i.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]
    if (src) sources.add(new URL(src.replace(/&amp;/g, '&'), base).toString())
    else inline += tag[2]
  }
  let gzip = 0
  for (const src of sources) gzip += await gzipBytes(src)
  return { path: pagePath, status: response.status, scripts: sources.size, gzip, inlineGzip: inline ? gzipSync(inline).length : 0 }
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1)

async function main() {
  const { base, close } = await demoSiteOr(process.env.JS_BUDGET_URL, { port: Number(process.env.JS_BUDGET_PORT ?? 3650), name: 'js-budget' })
  try {
    const rows: Row[] = []
    for (const pagePath of await samplePages(base)) rows.push(await measure(base, pagePath))
    log('')
    log(`First-load JavaScript per page (gzip; budget ${kB(BUDGET_BYTES)} kB), ${new Date().toISOString()}`)
    log('')
    log('| page | status | script files | JS gzip kB | inline script gzip kB | within budget |')
    log('|---|---:|---:|---:|---:|---|')
    for (const r of rows) {
      log(`| \`${r.path}\` | ${r.status} | ${r.scripts} | ${kB(r.gzip)} | ${kB(r.inlineGzip)} | ${r.gzip <= BUDGET_BYTES ? 'yes' : '**no**'} |`)
    }
    const over = rows.filter((r) => r.gzip > BUDGET_BYTES)
    log('')
    log(over.length === 0 ? `All ${rows.length} pages are within the budget.` : `${over.length} of ${rows.length} pages are over the budget.`)
    if (strict && over.length > 0) process.exitCode = 1
  } finally {
    close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
