/**
 * `npm run bench:hydration`: what a page costs the browser's main thread while it loads and
 * hydrates, on a throttled phone (Lighthouse's mobile settings: a 412 × 823 screen, 1.75 device
 * pixels a CSS pixel, the CPU slowed four times), in Debian's Chromium.
 *
 * For each page and run, in a new browser context: load, then 2.5 s for hydration and what it
 * starts. It reports the median over the runs of:
 * - blocking time: the sum over long tasks (PerformanceObserver `longtask`) of their time beyond
 *   50 ms, as Lighthouse's Total Blocking Time counts it (without its window from first paint to
 *   interactive);
 * - script, style and layout time (Chromium's `Performance.getMetrics`);
 * - how often the page read `document.cookie` and `localStorage` (the hearts' and compare pills'
 *   stores; docs/quality.md at 4a32e07 "Thirty-ninth pass").
 *
 * Starts the site on a fresh demo database (scripts/start.ts; builds first if needed) unless
 * HYDRATION_URL names one that is running. HYDRATION_COMPARE_URL names a second running site (say,
 * another build started with NEXT_DIST_DIR): each run then loads the page from both, alternated,
 * so that the machine's speed, which moves minute to minute, falls on both alike.
 * A measurement, not a test: it prints figures and exits 0 when it ran.
 *
 *   npm run bench:hydration
 *   HYDRATION_RUNS=10 HYDRATION_PAGES=/,/search npm run bench:hydration
 *   HYDRATION_URL=http://127.0.0.1:3600 HYDRATION_COMPARE_URL=http://127.0.0.1:3601 npm run bench:hydration
 */
import { type Browser, chromium } from 'playwright-core'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium'
import { demoSiteOr } from '../scripts/lib/site-process'
import { countStoreReads, storeReads } from '../scripts/lib/store-reads'
import { loadAverages, log, machineLine, median, runScript } from './lib'

const RUNS = Math.max(1, Number(process.env.HYDRATION_RUNS ?? 5))
const SETTLE_MS = 2500
const CPU_SLOWDOWN = 4

type Sample = { blocking: number; script: number; style: number; layout: number; cookieReads: number; storageReads: number }
const FIELDS: (keyof Sample)[] = ['blocking', 'script', 'style', 'layout', 'cookieReads', 'storageReads']

/** Runs in the page before its own scripts: records its long tasks. */
function observeLongTasks() {
  const longTasks: number[] = []
  ;(window as unknown as { longTasks: number[] }).longTasks = longTasks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
}

async function measure(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    await page.addInitScript(observeLongTasks)
    await page.addInitScript(countStoreReads)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const response = await page.goto(url, { waitUntil: 'load' })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
    await page.waitForTimeout(SETTLE_MS)
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)
    const reads = await storeReads(page)
    const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]))
    return {
      blocking: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      script: (metrics.ScriptDuration ?? 0) * 1000,
      style: (metrics.RecalcStyleDuration ?? 0) * 1000,
      layout: (metrics.LayoutDuration ?? 0) * 1000,
      cookieReads: reads.cookie,
      storageReads: reads.storage,
    }
  } finally {
    await context.close()
  }
}

async function main(): Promise<number> {
  const pages = (process.env.HYDRATION_PAGES ?? '/,/property/bengaluru,/search?bhk=3').split(',').map((p) => p.trim()).filter(Boolean)
  const site = await demoSiteOr(process.env.HYDRATION_URL?.replace(/\/$/, ''), { port: Number(process.env.PORT ?? 3470), name: 'hydration' })
  const sites = [site.base, ...(process.env.HYDRATION_COMPARE_URL ? [process.env.HYDRATION_COMPARE_URL.replace(/\/$/, '')] : [])]
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const rows: string[] = []
  try {
    for (const pagePath of pages) {
      // One request first, so no measured load is the one that fills the server's caches.
      for (const base of sites) await fetch(`${base}${pagePath}`).then((r) => r.arrayBuffer())
      const samples = sites.map(() => [] as Sample[])
      for (let run = 0; run < RUNS; run++) {
        for (const [i, base] of sites.entries()) samples[i]!.push(await measure(browser, `${base}${pagePath}`))
      }
      for (const [i, base] of sites.entries()) {
        const m = Object.fromEntries(FIELDS.map((f) => [f, median(samples[i]!.map((s) => s[f]))])) as Sample
        const each = samples[i]!.map((s) => s.blocking.toFixed(0)).join(', ')
        rows.push(`| \`${pagePath}\` | ${base} | ${m.blocking.toFixed(0)} (${each}) | ${m.script.toFixed(0)} | ${m.style.toFixed(0)} | ${m.layout.toFixed(0)} | ${m.cookieReads} | ${m.storageReads} |`)
      }
    }
  } finally {
    await browser.close()
    site.close()
  }
  log('')
  log(`${machineLine()}; ${loadAverages()}. Chromium at ${CPU_SLOWDOWN}× CPU slowdown, 412 × 823 at 1.75 device pixels a CSS pixel; median of ${RUNS} loads${sites.length > 1 ? ', the sites alternated' : ''}; ms of the throttled main thread.`)
  log('')
  log('| page | site | blocking time (each run) | script | style | layout | cookie reads | localStorage reads |')
  log('|---|---|---|---:|---:|---:|---:|---:|')
  for (const row of rows) log(row)
  return 0
}

runScript('bench:hydration', main)
