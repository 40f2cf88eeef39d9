/**
 * `npm run bench:views`: what one visitor's page view costs the server, in a real browser.
 *
 * Starts the site on a fresh demo database (scripts/start.ts; builds first if needed) unless
 * VIEWS_URL names one that is running (then VIEWS_PID must name its scripts/serve.ts process), and
 * opens one page of every public kind (scripts/lib/sample-pages.ts) in Debian's Chromium, each in a
 * new browser context: load, wait until the network is idle, scroll to the footer, wait again. For
 * each view it counts the requests for React Server Component payloads (Next's link prefetches:
 * each one renders its target page) and the CPU time the server's processes spent meanwhile (the
 * HTML, scripts, styles, images and those payloads). Every page is viewed `VIEWS_RUNS` times
 * (default 3) after one view that warms the server; the median is reported.
 * Writes the "Page views" section of bench/results.md. A measurement, not a test.
 *
 *   npm run bench:views
 */
import { chromium } from 'playwright-core'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium'
import { samplePages } from '../scripts/lib/sample-pages'
import { demoSiteOr } from '../scripts/lib/site-process'
import { loadAverages, log, machineLine, median, runScript, writeSection } from './lib'
import { cpuSeconds, descendants, findServePids } from './proc'

const RUNS = Math.max(1, Number(process.env.VIEWS_RUNS ?? 3))

type Row = { path: string; payloads: number; serverMs: number }

async function main(): Promise<number> {
  const { base, pid, close } = await demoSiteOr(process.env.VIEWS_URL, { port: Number(process.env.PORT ?? 3460), name: 'views' })
  const servePid = Number(process.env.VIEWS_PID ?? 0) || (pid ? (findServePids(pid)[0] ?? 0) : 0)
  if (!servePid) {
    close()
    throw new Error('no scripts/serve.ts process to measure (VIEWS_PID)')
  }
  const serverCpu = () => cpuSeconds(descendants(servePid))

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const rows: Row[] = []
  try {
    for (const pagePath of await samplePages(base)) {
      const views: Row[] = []
      for (let run = 0; run <= RUNS; run++) {
        const context = await browser.newContext()
        const page = await context.newPage()
        let payloads = 0
        page.on('request', (request) => {
          const headers = request.headers()
          if (headers['rsc'] || headers['next-router-prefetch']) payloads += 1
        })
        const before = serverCpu()
        await page.goto(`${base}${pagePath}`)
        await page.waitForLoadState('networkidle')
        await page.locator('footer').last().scrollIntoViewIfNeeded().catch(() => undefined)
        await page.waitForLoadState('networkidle')
        const serverMs = (serverCpu() - before) * 1000
        await context.close()
        if (run > 0) views.push({ path: pagePath, payloads, serverMs })
      }
      rows.push({ path: pagePath, payloads: median(views.map((v) => v.payloads)), serverMs: median(views.map((v) => v.serverMs)) })
    }
  } finally {
    await browser.close()
    close()
  }

  const table = [
    '| page | RSC payloads requested | server CPU per view (ms) |',
    '|---|---:|---:|',
    ...rows.map((r) => `| \`${r.path}\` | ${r.payloads} | ${r.serverMs.toFixed(0)} |`),
  ]
  const summary = `Median over page kinds: ${median(rows.map((r) => r.serverMs)).toFixed(0)} ms of server CPU and ${median(rows.map((r) => r.payloads))} payloads per view.`
  for (const line of [...table, '', summary]) log(line)
  writeSection(
    'page-views',
    [
      '## Page views (`npm run bench:views`)',
      '',
      `${machineLine()}; ${loadAverages()}. One view of each page kind in a new Chromium context, median of ${RUNS} after a warm-up view: load, network idle, scroll to the footer, network idle.`,
      '',
      ...table,
      '',
      summary,
    ].join('\n'),
  )
  return 0
}

runScript('bench:views', main)
