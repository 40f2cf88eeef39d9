/**
 * `npm run lighthouse` (docs/product.md §12: Lighthouse, mobile, on the public pages: performance ≥ 95,
 * accessibility, best practices and SEO 100).
 *
 * Starts the site on a fresh demo database (scripts/start.ts; builds first if needed) unless
 * LIGHTHOUSE_URL names one that is running, picks real pages from it (a city, a property and a blog
 * post from `/dynamic-sitemap.xml`, plus home and a filtered search), and runs Lighthouse's default
 * configuration on each (mobile emulation, simulated throttling) in Debian's Chromium. Prints a
 * table of the four scores and, for every score under its target, the audits that cost points.
 * A measurement, not a gate: exits 0 when it ran, 1 only when it could not.
 *
 *   npm run lighthouse
 *   npm run lighthouse -- --pages home,property --out /tmp/lighthouse.json
 *   npm run lighthouse -- --runs 5     # each page 5 times; reports the median run and the range
 *   LIGHTHOUSE_URL=http://127.0.0.1:3000 npm run lighthouse     # measure a site that is already running
 *
 * One run's performance score moves by several points from run to run on the same build; `--runs N`
 * (LIGHTHOUSE_RUNS) measures each page N times and reports the run with the median performance score
 * (Lighthouse's own advice for variance) with the lowest and highest beside it.
 *
 * Environment: LIGHTHOUSE_URL, LIGHTHOUSE_PAGES (like --pages), LIGHTHOUSE_RUNS (like --runs), LIGHTHOUSE_HEADERS (a JSON object of
 * request headers for every request, e.g. basic auth in front of a staging site), CHROMIUM_PATH
 * (default /usr/bin/chromium), PORT (default: a free one), NEXT_DIST_DIR (passed on to the build
 * and the server).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import lighthouse, { type Result } from 'lighthouse'

import { launchLighthouseChromium } from './lib/chromium'
import { discoverPages, freePort, PAGE_NAMES, type PageName, pagesNamed } from './lib/lighthouse-pages'
import { rerunOnQuietExit } from './lib/rerun-quiet-exit'
import { demoSiteOr } from './lib/site-process'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
const TARGET: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const LABEL: Record<Category, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best practices', seo: 'SEO' }

const log = (line = '') => process.stdout.write(`${line}\n`)

function option(name: string): string | undefined {
  const args = process.argv.slice(2)
  const index = args.indexOf(`--${name}`)
  if (index >= 0) return args[index + 1]
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
}

function chosenPages(): PageName[] {
  return pagesNamed(option('pages') ?? process.env.LIGHTHOUSE_PAGES, PAGE_NAMES)
}

type FailingAudit = { id: string; title: string; score: number | null; displayValue?: string; examples: string[] }
type PageResult = {
  page: PageName
  url: string
  scores: Partial<Record<Category, number>>
  failing: Partial<Record<Category, FailingAudit[]>>
  warnings: string[]
  /** Lighthouse's measure of this machine's CPU speed at the time (higher is faster; ≈1000+ for a quiet desktop). */
  benchmarkIndex?: number
  error?: string
  /** Performance scores of every run, lowest first, when the page was measured more than once. */
  perfRuns?: number[]
  /** Why the runs without a performance score had none. */
  failedRuns?: string[]
}

function chosenRuns(): number {
  const raw = option('runs') ?? process.env.LIGHTHOUSE_RUNS ?? '1'
  const runs = Number(raw)
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--runs must be a whole number from 1 to 20, not ${raw}`)
  return runs
}

/** The run with the median performance score (the lower middle one of an even count), with every run's score. */
function medianRun(runs: PageResult[]): PageResult {
  const scored = runs.filter((r) => r.scores.performance !== undefined).sort((a, b) => a.scores.performance! - b.scores.performance!)
  if (scored.length === 0) return runs[0]!
  const median = scored[Math.floor((scored.length - 1) / 2)]!
  if (runs.length === 1) return median
  const failedRuns = runs.filter((r) => r.scores.performance === undefined).map((r) => r.error ?? 'no performance score')
  return { ...median, perfRuns: scored.map((r) => r.scores.performance!), ...(failedRuns.length ? { failedRuns } : {}) }
}

/** A few offending items of an audit (elements, console messages, URLs) so the fix is findable. */
function examples(audit: Result['audits'][string]): string[] {
  const details = audit.details as { type?: string; items?: Record<string, unknown>[] } | undefined
  if (!details?.items || (details.type !== 'table' && details.type !== 'opportunity')) return []
  const out: string[] = []
  for (const item of details.items.slice(0, 3)) {
    const node = item.node as { snippet?: string } | undefined
    const text = node?.snippet ?? item.description ?? item.url
    if (typeof text === 'string' && text) out.push(text.replace(/\s+/g, ' ').slice(0, 200))
  }
  return out
}

function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  const target = category === 'performance' ? 0.9 : 1
  const out: FailingAudit[] = []
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id]
    if (!audit || audit.score === null || audit.score >= target) continue
    if (['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) continue
    // Performance: the weighted metrics, and the diagnostics that name savings.
    if (category === 'performance' && ref.weight === 0 && !audit.metricSavings) continue
    out.push({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue, examples: examples(audit) })
  }
  return out
}

async function audit(url: string, port: number, page: PageName): Promise<PageResult> {
  const result: PageResult = { page, url, scores: {}, failing: {}, warnings: [] }
  const extraHeaders = process.env.LIGHTHOUSE_HEADERS ? (JSON.parse(process.env.LIGHTHOUSE_HEADERS) as Record<string, string>) : undefined
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], extraHeaders })
  if (!runner) throw new Error('Lighthouse returned no result')
  const { lhr } = runner
  if (lhr.runtimeError) result.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
  result.warnings = lhr.runWarnings
  result.benchmarkIndex = Math.round(lhr.environment.benchmarkIndex)
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score
    if (score === null || score === undefined) continue
    result.scores[category] = Math.round(score * 100)
    if (result.scores[category]! < TARGET[category]) result.failing[category] = failingAudits(lhr, category)
  }
  return result
}

function printReport(results: PageResult[], base: string) {
  const load = os.loadavg().map((n) => n.toFixed(2)).join(', ')
  log('')
  log(`Lighthouse ${lighthouseVersion()} (mobile, simulated throttling) on ${base}, ${new Date().toISOString()}; load average ${load} on ${os.cpus().length} CPUs`)
  log('')
  const ranged = results.some((r) => r.perfRuns)
  log(`| page | URL | perf | a11y | best practices | SEO | CPU benchmark |${ranged ? ' perf of each run |' : ''}`)
  log(`|---|---|---:|---:|---:|---:|---:|${ranged ? '---|' : ''}`)
  for (const r of results) {
    const cell = (c: Category) => {
      const s = r.scores[c]
      if (s === undefined) return '–'
      return s < TARGET[c] ? `**${s}**` : String(s)
    }
    const failed = r.failedRuns?.length ? `; ${r.failedRuns.length} run(s) without a score` : ''
    const each = ranged ? ` ${r.perfRuns?.join(', ') ?? '–'}${failed} |` : ''
    log(`| ${r.page} | \`${new URL(r.url).pathname}${new URL(r.url).search}\` | ${CATEGORIES.map(cell).join(' | ')} | ${r.benchmarkIndex ?? '–'} |${each}`)
  }
  log('')
  log(`Targets: perf ≥ ${TARGET.performance}, a11y, best practices and SEO ${TARGET.accessibility}. Simulated throttling scales the`)
  log('main-thread time it observes, so a busy machine (low CPU benchmark, high load) lowers the performance score.')
  if (ranged) log('Each page was measured several times; the row shows the run with the median performance score.')
  for (const r of results) {
    if (r.error) log(`\n${r.page}: Lighthouse reported ${r.error}`)
    for (const failure of r.failedRuns ?? []) log(`${r.page}: a run without a performance score: ${failure}`)
    for (const warning of r.warnings) log(`${r.page}: warning: ${warning}`)
    for (const category of CATEGORIES) {
      const failing = r.failing[category]
      if (!failing) continue
      log('')
      log(`${r.page} — ${LABEL[category]} ${r.scores[category]}:`)
      if (failing.length === 0) log('  (no single audit below its mark; the score is the weighted sum)')
      for (const f of failing) {
        const score = f.score === null ? '' : ` [${Math.round(f.score * 100)}]`
        log(`  ${f.id}${score}: ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`)
        for (const example of f.examples) log(`      ${example}`)
      }
    }
  }
}

function lighthouseVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }
    return pkg.version
  } catch {
    return ''
  }
}

const finished = rerunOnQuietExit('lighthouse')

async function main() {
  const wanted = chosenPages()
  const runs = chosenRuns()
  const outPath = option('out')
  let chrome: Awaited<ReturnType<typeof launchLighthouseChromium>> | null = null
  const port = process.env.PORT ? Number(process.env.PORT) : await freePort()
  const site = await demoSiteOr(process.env.LIGHTHOUSE_URL?.replace(/\/$/, ''), { port, name: 'lighthouse', siteUrl: true })
  const { base } = site
  try {
    const pages = await discoverPages(base, wanted)
    chrome = await launchLighthouseChromium()

    const results: PageResult[] = []
    for (const { name, path: pagePath } of pages) {
      const url = `${base}${pagePath}`
      // One request first, so the measured load is not the one that fills the server's caches.
      await fetch(url).then((r) => r.arrayBuffer()).catch(() => undefined)
      log(`measuring ${name}: ${url}${runs > 1 ? ` (${runs} runs)` : ''}`)
      const pageRuns: PageResult[] = []
      for (let run = 0; run < runs; run++) {
        try {
          pageRuns.push(await audit(url, chrome.port, name))
        } catch (error) {
          pageRuns.push({ page: name, url, scores: {}, failing: {}, warnings: [], error: error instanceof Error ? error.message : String(error) })
        }
      }
      results.push(medianRun(pageRuns))
    }
    printReport(results, base)
    if (outPath) {
      const summary = { measuredAt: new Date().toISOString(), base, lighthouse: lighthouseVersion(), runs, loadAverage: os.loadavg(), cpus: os.cpus().length, targets: TARGET, results }
      fs.writeFileSync(outPath, `${JSON.stringify(summary, null, 2)}\n`)
      log(`\nsummary written to ${outPath}`)
    }
    if (results.every((r) => Object.keys(r.scores).length === 0)) process.exitCode = 1
  } finally {
    chrome?.kill()
    site.close()
  }
}

main().then(finished, (error: unknown) => {
  finished()
  process.stderr.write(`lighthouse: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
