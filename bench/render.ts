/**
 * `npm run bench:render` (docs/product.md §13: an uncached render of a property page or a search page takes
 * ≤ 15 ms of server time, median, on the 100,000-property database).
 *
 * Starts the built server (scripts/start.ts) on the bench database, warms it with a few pages that
 * are not counted (modules load, shared lists enter the data cache), then asks for N distinct
 * property pages and N distinct search pages, one request at a time, each for the first time: a
 * property page is rendered on its first request (then kept as ISR HTML), a search page with a
 * query string on every request. The time is the response time on loopback (request written to
 * last byte read) with nothing else in flight, so it is the server's time for the page plus a
 * loopback round trip. Prints medians and percentiles per kind and updates the "Render" section of
 * bench/results.md.
 *
 *   npm run bench:render                        # SQLite, bench/data (filled by npm run bench / seed:bench)
 *   npm run bench:render -- --pg                # PostgreSQL: postgres://postgres@127.0.0.1:5432/griha_bench
 *   RENDER_PAGES=200 npm run bench:render       # pages per kind (default 100)
 *   npm run bench:render -- --cpu-prof          # the server writes a V8 CPU profile to bench/profiles/
 *   RENDER_QUICK=1 npm run bench:render         # CI smoke run: 2,000 properties in a scratch database, 10 pages
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  benchDatabase,
  benchEnv,
  busyNote,
  countProperties,
  dropPgDatabase,
  ensurePgDatabase,
  isPostgresUrl,
  loadAverages,
  log,
  machineLine,
  ms,
  percentile,
  redact,
  root,
  runScript,
  seedBenchData,
  writeSection,
} from './lib'
import { sitemapLocs } from '../scripts/lib/sample-pages'
import { startSite } from '../scripts/lib/site-process'
import { cpuSeconds, descendants, findServePids, mainThreadCpuSeconds } from './proc'

const quick = Boolean(process.env.RENDER_QUICK)
const cpuProfile = process.argv.includes('--cpu-prof')
const pagesPerKind = Number(process.env.RENDER_PAGES ?? (quick ? 10 : 100))
const port = Number(process.env.RENDER_PORT ?? 3620)
const { scratchDir, dataDir, databaseUrl, dialect } = benchDatabase(quick, 'griha_render_quick')
const profileDir = path.join(root, 'bench', 'profiles')

type Sample = { path: string; ms: number; status: number; bytes: number }

async function timed(base: string, pagePath: string): Promise<Sample> {
  const started = performance.now()
  const response = await fetch(`${base}${pagePath}`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } })
  const body = await response.arrayBuffer()
  return { path: pagePath, ms: performance.now() - started, status: response.status, bytes: body.byteLength }
}

/** Random published property URLs, read through the search API (so only pages that exist). */
async function propertyUrls(base: string, n: number): Promise<string[]> {
  const first = (await (await fetch(`${base}/api/search?pageSize=100`)).json()) as { totalPages: number }
  const urls = new Set<string>()
  const pages = new Set<number>()
  while (urls.size < n && pages.size < first.totalPages) {
    const page = 1 + Math.floor(Math.random() * first.totalPages)
    if (pages.has(page)) continue
    pages.add(page)
    const found = (await (await fetch(`${base}/api/search?pageSize=100&page=${page}`)).json()) as { results: { url: string }[] }
    for (const r of found.results.sort(() => Math.random() - 0.5).slice(0, 5)) urls.add(r.url)
  }
  return [...urls].slice(0, n)
}

/**
 * The XML sitemap, timed with nothing else in flight: it lists every property, so its cost grows
 * with the database (docs/product.md §4). Beyond 50,000 URLs it is an index: each part is asked in turn and
 * the time is the sum.
 */
async function sitemap(base: string): Promise<{ paths: string[]; ms: number; bytes: number; status: number; files: number }> {
  const locs = sitemapLocs
  const get = async (pathAndQuery: string) => {
    const started = performance.now()
    const response = await fetch(`${base}${pathAndQuery}`, { headers: { 'accept-encoding': 'identity' } })
    const xml = await response.text()
    return { xml, ms: performance.now() - started, status: response.status }
  }
  const top = await get('/dynamic-sitemap.xml')
  const parts = top.xml.includes('<sitemapindex') ? locs(top.xml) : []
  const files = [top]
  for (const part of parts) files.push(await get(`${part.pathname}${part.search}`))
  const listing = parts.length ? files.slice(1) : files
  return {
    paths: listing.flatMap((f) => locs(f.xml).map((url) => url.pathname)),
    ms: files.reduce((sum, f) => sum + f.ms, 0),
    bytes: files.reduce((sum, f) => sum + Buffer.byteLength(f.xml), 0),
    status: files.find((f) => f.status !== 200)?.status ?? 200,
    files: files.length,
  }
}

/** Distinct search pages: city × BHK × sort × page, shuffled. */
function searchUrls(sitemapPaths: string[], n: number): string[] {
  const cities = sitemapPaths.filter((p) => /^\/property\/[^/]+$/.test(p)).map((p) => p.split('/')[2]!)
  const combos: string[] = []
  for (const city of cities.length ? cities : ['all'])
    for (const bhk of ['', '1', '2', '3', '4'])
      for (const sort of ['', 'price_asc', 'price_desc', 'newest'])
        for (const page of ['', '2', '3']) {
          const q = new URLSearchParams({ city })
          if (bhk) q.set('bhk', bhk)
          if (sort) q.set('sort', sort)
          if (page) q.set('page', page)
          combos.push(`/search?${q}`)
        }
  return combos.sort(() => Math.random() - 0.5).slice(0, n)
}

function summarise(name: string, samples: Sample[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b)
  const bad = samples.filter((s) => s.status !== 200)
  return {
    name,
    n: samples.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    kB: samples.reduce((sum, s) => sum + s.bytes, 0) / samples.length / 1024,
    bad: bad.length,
  }
}

async function main(): Promise<number> {
  if (isPostgresUrl(databaseUrl)) await ensurePgDatabase(databaseUrl)
  const env = benchEnv(dataDir, databaseUrl)
  if ((await countProperties(databaseUrl)) === 0) {
    const wanted = quick ? 2_000 : 100_000
    log(`the bench database is empty: generating ${wanted.toLocaleString('en-IN')} properties (scripts/seed-bench.ts) ...`)
    log(`    generated in ${seedBenchData(env, wanted, quick).toFixed(0)} s`)
  }
  const properties = await countProperties(databaseUrl)
  if (cpuProfile) fs.mkdirSync(profileDir, { recursive: true })
  log(`starting the server on ${dialect} (${redact(databaseUrl)}, ${properties.toLocaleString('en-IN')} properties) ...`)
  const site = await startSite({
    port,
    env: {
      ...env,
      LEAD_DELIVERY_WORKER: 'off',
      ...(cpuProfile ? { CPU_PROF_DIR: profileDir } : {}),
    },
  })
  try {
    const base = site.url
    const map = await sitemap(base)
    log(`XML sitemap: ${map.paths.length.toLocaleString('en-IN')} URLs in ${map.files} file(s), ${(map.bytes / 1024 / 1024).toFixed(1)} MB in ${ms(map.ms)} ms (status ${map.status})`)
    const propertyPaths = await propertyUrls(base, pagesPerKind + 5)
    const searchPaths = searchUrls(map.paths, pagesPerKind + 5)
    // Warm-up, not counted: the first requests load the route modules and fill the shared lists.
    for (const p of [...propertyPaths.splice(0, 5), ...searchPaths.splice(0, 5)]) await timed(base, p)
    const load1 = os.loadavg()[0]!
    const property: Sample[] = []
    const search: Sample[] = []
    // The server's CPU time (every thread) while each kind's pages were asked: a figure that moves
    // less with the machine's other work than the wall time does.
    const servePids = findServePids(site.child.pid!)
    const serverCpu = () => cpuSeconds(servePids.flatMap((pid) => descendants(pid)))
    const mainCpu = () => mainThreadCpuSeconds(servePids)
    const cpu = { property: 0, search: 0 }
    const main = { property: 0, search: 0 }
    const measured = async (kind: keyof typeof cpu, pagePath: string) => {
      const before = serverCpu()
      const mainBefore = mainCpu()
      const sample = await timed(base, pagePath)
      cpu[kind] += serverCpu() - before
      main[kind] += mainCpu() - mainBefore
      return sample
    }
    // Interleaved, so both kinds see the same machine.
    for (let i = 0; i < pagesPerKind; i++) {
      if (propertyPaths[i]) property.push(await measured('property', propertyPaths[i]!))
      if (searchPaths[i]) search.push(await measured('search', searchPaths[i]!))
    }
    const rows = [
      { ...summarise('property page (first request)', property), cpuMs: (cpu.property * 1000) / Math.max(1, property.length), mainMs: (main.property * 1000) / Math.max(1, property.length) },
      { ...summarise('search page (query string)', search), cpuMs: (cpu.search * 1000) / Math.max(1, search.length), mainMs: (main.search * 1000) / Math.max(1, search.length) },
    ]
    const when = new Date().toISOString()
    const lines = [
      `Measured ${when.slice(0, 16).replace('T', ' ')} UTC on ${dialect} (${properties.toLocaleString('en-IN')} properties), ${machineLine()}; load average ${loadAverages()}${busyNote(load1, os.loadavg()[0]!)}.`,
      '',
      `Each page asked once, one request at a time, after ${5 + 5} warm-up pages; time from request to last byte on loopback. Server CPU: the user and system time of the server's process (every thread) while that kind's pages were asked, per page (mean; /proc counts in 10 ms ticks), and the part of it on the main thread (the event loop; the rest is worker threads such as SQLite's read threads, the garbage collector's and the compiler's helpers).`,
      '',
      '| page | pages | median ms | p90 ms | p99 ms | max ms | server CPU ms/page | of it main thread | HTML kB (mean) | not 200 |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map((r) => `| ${r.name} | ${r.n} | **${ms(r.p50)}** | ${ms(r.p90)} | ${ms(r.p99)} | ${ms(r.max)} | ${ms(r.cpuMs)} | ${ms(r.mainMs)} | ${r.kB.toFixed(1)} | ${r.bad} |`),
      '',
      `The XML sitemap (\`/dynamic-sitemap.xml\`, every public URL), asked once before the pages with nothing else in flight (an index and its parts one after another): ${map.paths.length.toLocaleString('en-IN')} URLs in ${map.files} file(s), ${(map.bytes / 1024 / 1024).toFixed(1)} MB, **${ms(map.ms)} ms**${map.status === 200 ? '' : ` (status ${map.status})`}.`,
    ]
    log('')
    for (const line of lines) log(line)
    if (!quick) writeSection(`render-${dialect === 'SQLite' ? 'sqlite' : 'postgres'}`, `## Render (${dialect}, \`npm run bench:render\`)\n\n${lines.join('\n')}`, 'load')
    const failed = rows.reduce((n, r) => n + r.bad, 0) + (map.status === 200 ? 0 : 1)
    if (failed > 0) {
      log(`${failed} pages did not answer 200`)
      return 1
    }
    return 0
  } finally {
    site.stop()
    if (cpuProfile) {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      log(`CPU profiles in ${path.relative(root, profileDir)}/ (open in Chrome DevTools or speedscope)`)
    }
  }
}

runScript('bench:render', main, async () => {
  if (scratchDir) fs.rmSync(scratchDir, { recursive: true, force: true })
  if (quick && isPostgresUrl(databaseUrl)) await dropPgDatabase(databaseUrl).catch(() => undefined)
})
