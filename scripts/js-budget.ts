/**
 * `npm run js-budget` (docs/product.md §12: public pages ship ≤ 150 kB of JavaScript, gzip, on first load).
 *
 * Starts the site on a fresh demo database (scripts/start.ts; builds first if needed), takes one
 * URL of every kind of public page (scripts/lib/sample-pages.ts), and for each adds up the gzip
 * size of the script files its HTML loads (scripts/lib/js-weight.ts). Prints a table; `--strict`
 * exits 1 when a page is over the budget. A measurement; tests/e2e/page-weight.e2e.spec.ts holds
 * the budget.
 *
 *   npm run js-budget
 *   JS_BUDGET_URL=http://127.0.0.1:3000 npm run js-budget     # measure a site that is already running
 */
import { JS_BUDGET_BYTES as BUDGET_BYTES, type JsWeight, jsWeigher } from './lib/js-weight'
import { samplePages } from './lib/sample-pages'
import { rerunOnQuietExit } from './lib/rerun-quiet-exit'
import { demoSiteOr } from './lib/site-process'

const strict = process.argv.includes('--strict')
const log = (line: string) => process.stdout.write(`${line}\n`)

const kB = (bytes: number) => (bytes / 1024).toFixed(1)

const finished = rerunOnQuietExit('js-budget')

async function main() {
  const { base, close } = await demoSiteOr(process.env.JS_BUDGET_URL, { port: Number(process.env.JS_BUDGET_PORT ?? 3650), name: 'js-budget' })
  try {
    const measure = jsWeigher(base)
    const rows: JsWeight[] = []
    for (const pagePath of await samplePages(base)) rows.push(await measure(pagePath))
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

main().then(finished, (error: unknown) => {
  finished()
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
