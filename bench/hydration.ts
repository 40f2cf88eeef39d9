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
 * - the first contentful paint, and the blocking time of the long tasks that start after it (the
 *   start of Total Blocking Time's window, on a real throttled CPU rather than Lighthouse's
 *   simulation, which replays a trace taken at full speed);
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
 *   HYDRATION_PROFILE=1 npm run bench:hydration   # and where the main thread's time went, script by script
 *
 * With HYDRATION_PROFILE=1 each load is also sampled by V8's profiler (CDP `Profiler`) and a second
 * table gives the mean self time per script file and for the browser's own work ("(program)":
 * parsing, style, layout, paint) and garbage collection, so a cut can be aimed at where the time is;
 * a third the functions with the most time inclusive of what they call (names are readable on a
 * build with `experimental.turbopackMinify: false`).
 */
import { type Browser, chromium } from 'playwright-core'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium'
import { demoSiteOr } from '../scripts/lib/site-process'
import { countStoreReads, storeReads } from '../scripts/lib/store-reads'
import { loadAverages, log, machineLine, median, runScript } from './lib'

const RUNS = Math.max(1, Number(process.env.HYDRATION_RUNS ?? 5))
const SETTLE_MS = 2500
const CPU_SLOWDOWN = 4

const PROFILE = process.env.HYDRATION_PROFILE === '1'

type Sample = { blocking: number; firstPaint: number; blockingAfterPaint: number; script: number; style: number; layout: number; cookieReads: number; storageReads: number; selfTime: Map<string, number>; inclusiveTime: Map<string, number> }
type Figures = Omit<Sample, 'selfTime' | 'inclusiveTime'>
const FIELDS: (keyof Figures)[] = ['blocking', 'firstPaint', 'blockingAfterPaint', 'script', 'style', 'layout', 'cookieReads', 'storageReads']

type LongTask = { start: number; duration: number }

/** Runs in the page before its own scripts: records its long tasks. */
function observeLongTasks() {
  const longTasks: LongTask[] = []
  ;(window as unknown as { longTasks: LongTask[] }).longTasks = longTasks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

const blockingOf = (tasks: LongTask[]) => tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)

async function measure(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    await page.addInitScript(observeLongTasks)
    await page.addInitScript(countStoreReads)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    if (PROFILE) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    }
    const response = await page.goto(url, { waitUntil: 'load' })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
    await page.waitForTimeout(SETTLE_MS)
    const profile = PROFILE ? (await cdp.send('Profiler.stop')).profile : null
    const selfTime = profile ? selfTimeByScript(profile) : new Map<string, number>()
    const inclusiveTime = profile ? inclusiveTimeByFunction(profile) : new Map<string, number>()
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: LongTask[] }).longTasks)
    const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN)
    const reads = await storeReads(page)
    const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]))
    return {
      blocking: blockingOf(longTasks),
      firstPaint,
      blockingAfterPaint: blockingOf(longTasks.filter((t) => t.start >= firstPaint)),
      script: (metrics.ScriptDuration ?? 0) * 1000,
      style: (metrics.RecalcStyleDuration ?? 0) * 1000,
      layout: (metrics.LayoutDuration ?? 0) * 1000,
      cookieReads: reads.cookie,
      storageReads: reads.storage,
      selfTime,
      inclusiveTime,
    }
  } finally {
    await context.close()
  }
}

type CpuProfile = { nodes: { id: number; children?: number[]; callFrame: { url: string; functionName: string; lineNumber: number } }[]; samples?: number[]; timeDeltas?: number[] }

/** Time (ms) per function with what it calls, each sample counted once per function on its stack. */
function inclusiveTimeByFunction(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const out = new Map<string, number>()
  for (const [i, id] of (profile.samples ?? []).entries()) {
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber } = byId.get(at)!.callFrame
      if (!url) continue
      const key = `${functionName || '(anonymous)'} ${new URL(url).pathname.split('/').pop()}:${lineNumber + 1}`
      if (seen.has(key)) continue
      seen.add(key)
      out.set(key, (out.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000)
    }
  }
  return out
}

/** Self time (ms) per script file, and for V8's "(program)" and "(garbage collector)"; idle left out. */
function selfTimeByScript(profile: CpuProfile): Map<string, number> {
  const perNode = new Map<number, number>()
  const samples = profile.samples ?? []
  for (const [i, id] of samples.entries()) perNode.set(id, (perNode.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000)
  const out = new Map<string, number>()
  for (const node of profile.nodes) {
    const time = perNode.get(node.id)
    if (!time || node.callFrame.functionName === '(idle)') continue
    const { url, functionName } = node.callFrame
    const key = url ? new URL(url).pathname.split('/').pop() || url : `(${functionName.replace(/[()]/g, '') || 'native'})`
    out.set(key, (out.get(key) ?? 0) + time)
  }
  return out
}

async function main(): Promise<number> {
  const pages = (process.env.HYDRATION_PAGES ?? '/,/property/bengaluru,/search?bhk=3').split(',').map((p) => p.trim()).filter(Boolean)
  const site = await demoSiteOr(process.env.HYDRATION_URL?.replace(/\/$/, ''), { port: Number(process.env.PORT ?? 3470), name: 'hydration' })
  const sites = [site.base, ...(process.env.HYDRATION_COMPARE_URL ? [process.env.HYDRATION_COMPARE_URL.replace(/\/$/, '')] : [])]
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const rows: string[] = []
  const profiles: string[] = []
  const functions: string[] = []
  try {
    for (const pagePath of pages) {
      // One request first, so no measured load is the one that fills the server's caches.
      for (const base of sites) await fetch(`${base}${pagePath}`).then((r) => r.arrayBuffer())
      const samples = sites.map(() => [] as Sample[])
      for (let run = 0; run < RUNS; run++) {
        for (const [i, base] of sites.entries()) samples[i]!.push(await measure(browser, `${base}${pagePath}`))
      }
      for (const [i, base] of sites.entries()) {
        const m = Object.fromEntries(FIELDS.map((f) => [f, median(samples[i]!.map((s) => s[f]))])) as Figures
        const each = samples[i]!.map((s) => s.blocking.toFixed(0)).join(', ')
        rows.push(`| \`${pagePath}\` | ${base} | ${m.blocking.toFixed(0)} (${each}) | ${m.firstPaint.toFixed(0)} | ${m.blockingAfterPaint.toFixed(0)} | ${m.script.toFixed(0)} | ${m.style.toFixed(0)} | ${m.layout.toFixed(0)} | ${m.cookieReads} | ${m.storageReads} |`)
        if (PROFILE) {
          const total = new Map<string, number>()
          for (const sample of samples[i]!) for (const [k, v] of sample.selfTime) total.set(k, (total.get(k) ?? 0) + v / RUNS)
          const top = [...total].sort((a, b) => b[1] - a[1]).slice(0, 8)
          profiles.push(`| \`${pagePath}\` | ${base} | ${top.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' · ')} |`)
          const inclusive = new Map<string, number>()
          for (const sample of samples[i]!) for (const [k, v] of sample.inclusiveTime) inclusive.set(k, (inclusive.get(k) ?? 0) + v / RUNS)
          functions.push(`| \`${pagePath}\` | ${base} | ${[...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' · ')} |`)
        }
      }
    }
  } finally {
    await browser.close()
    site.close()
  }
  log('')
  log(`${machineLine()}; ${loadAverages()}. Chromium at ${CPU_SLOWDOWN}× CPU slowdown, 412 × 823 at 1.75 device pixels a CSS pixel; median of ${RUNS} loads${sites.length > 1 ? ', the sites alternated' : ''}; ms of the throttled main thread.`)
  log('')
  log('| page | site | blocking time (each run) | first paint | blocking after it | script | style | layout | cookie reads | localStorage reads |')
  log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|')
  for (const row of rows) log(row)
  if (PROFILE) {
    log('')
    log('Mean self time per script over the runs (ms of the throttled main thread; "(program)" is the browser\'s own work: parsing, style, layout, paint):')
    log('')
    log('| page | site | largest |')
    log('|---|---|---|')
    for (const row of profiles) log(row)
    log('')
    log('Mean time per function with what it calls (ms of the throttled main thread), the largest first:')
    log('')
    log('| page | site | functions |')
    log('|---|---|---|')
    for (const row of functions) log(row)
  }
  return 0
}

runScript('bench:hydration', main)
