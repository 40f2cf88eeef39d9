/**
 * `npm run lighthouse:floor` (docs/product.md §23): the site's page kinds on a simulated phone
 * against the framework's floor, in one session on one machine.
 *
 * Builds the floor app (bench/floor-app: a layout and a page with 40 links, built in a temporary
 * folder with the site's own node_modules, so the same Next and React and the same bundler; built
 * again only when its files or package-lock.json change), serves a plain HTML page with the same links and no script at all,
 * starts the site on a fresh demo database (scripts/start.ts; builds first if needed) unless
 * LIGHTHOUSE_URL names one that is running, and runs Lighthouse's default audit (mobile emulation,
 * simulated throttling) in Debian's Chromium alternately on the floor, the plain page and home, a
 * city listing, a property page and a search page, N rounds (default 3). Prints per page the median
 * performance score, TBT, LCP and CLS, the TBT as a multiple of the floor's from the same session,
 * the CPU benchmark index, the accessibility, best-practices and SEO scores, Lighthouse's
 * main-thread breakdown, the script boot-up times and the TBT by the script (or the document)
 * whose long tasks made it. The machine may be shared and busy: compare
 * ratios to the floor, not absolute figures between sessions.
 * A measurement, not a gate: exits 0 when it ran, 1 only when it could not.
 *
 *   npm run lighthouse:floor
 *   npm run lighthouse:floor -- --runs 5 --out /tmp/floor.json
 *   npm run lighthouse:floor -- --pages home,search
 *   npm run lighthouse:floor -- --compare http://127.0.0.1:3960   # a second build of the site, alternated too
 *   LIGHTHOUSE_URL=http://127.0.0.1:3000 npm run lighthouse:floor  # a site that is already running
 *
 * Environment: LIGHTHOUSE_URL, LIGHTHOUSE_RUNS (like --runs), CHROMIUM_PATH (default
 * /usr/bin/chromium), PORT (the site's; default a free one), FLOOR_PORT and STATIC_PORT (default
 * free ones).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import lighthouse from 'lighthouse'

import { FLOOR_LINKS } from '../bench/floor-app/app/links.mjs'
import { launchLighthouseChromium } from './lib/chromium'
import { type PageSummary, type RunFigures, runFigures, summarise } from './lib/floor-summary'
import { discoverPages, freePort, type PageName, pagesNamed } from './lib/lighthouse-pages'
import { rerunOnQuietExit } from './lib/rerun-quiet-exit'
import { demoSiteOr } from './lib/site-process'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const floorDir = path.join(root, 'bench', 'floor-app')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const SITE_PAGES = ['home', 'city', 'property', 'search'] as const satisfies readonly PageName[]

const log = (line = '') => process.stdout.write(`${line}\n`)

function option(name: string): string | undefined {
  const args = process.argv.slice(2)
  const index = args.indexOf(`--${name}`)
  if (index >= 0) return args[index + 1]
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
}

function chosenRuns(): number {
  const raw = option('runs') ?? process.env.LIGHTHOUSE_RUNS ?? '3'
  const runs = Number(raw)
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--runs must be a whole number from 1 to 20, not ${raw}`)
  return runs
}

function chosenPages(): PageName[] {
  return pagesNamed(option('pages'), SITE_PAGES)
}

const FLOOR_FILES = ['next.config.mjs', 'package.json', 'app/layout.jsx', 'app/page.jsx', 'app/links.mjs']

/** Hash of what goes into the floor build: its own files and the locked dependency versions. */
function floorHash(): string {
  const hash = createHash('sha256').update(fs.readFileSync(path.join(root, 'package-lock.json')))
  for (const rel of FLOOR_FILES) hash.update(rel).update('\0').update(fs.readFileSync(path.join(floorDir, rel)))
  return hash.digest('hex').slice(0, 16)
}

/**
 * The floor app built in a temporary folder named by its hash (built again only when its files or
 * the locked versions change), with a link to the site's node_modules; returns the folder.
 */
function buildFloor(): string {
  const dir = path.join(os.tmpdir(), `lighthouse-floor-${floorHash()}`)
  if (fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) return dir
  log(`building the floor app (bench/floor-app) in ${dir} ...`)
  fs.rmSync(dir, { recursive: true, force: true })
  for (const rel of FLOOR_FILES) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.copyFileSync(path.join(floorDir, rel), path.join(dir, rel))
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  const built = spawnSync(process.execPath, [nextBin, 'build', dir], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' } })
  if (built.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw new Error(`next build of the floor app failed (exit ${built.status})`)
  }
  return dir
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the floor app's server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${url} did not answer in time`)
}

async function startFloor(dir: string, port: number): Promise<{ base: string; close: () => void }> {
  const child = spawn(process.execPath, [nextBin, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  })
  const close = () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${base}/`, child)
  } catch (error) {
    close()
    throw error
  }
  return { base, close }
}

/** The floor's links in a page with no script at all: what the browser costs without any framework. */
function staticFloorHtml(): string {
  const items = FLOOR_LINKS.map(({ href, label }) => `<li><a href="${href}">${label}</a></li>`).join('')
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Homes in 40 cities</title><link rel="icon" href="data:,"><meta name="description" content="The framework floor without the framework: the same forty links as plain HTML."></head><body><main><h1>Homes in 40 cities</h1><ul style="line-height:2">${items}</ul></main></body></html>`
}

async function startStatic(port: number): Promise<{ base: string; close: () => void }> {
  const html = staticFloorHtml()
  const server = http.createServer((request, response) => {
    if (request.url === '/' || request.url?.startsWith('/?')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      response.end(html)
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() }
}

type Target = { label: string; url: string; runs: RunFigures[]; errors: string[] }

async function audit(url: string, port: number): Promise<RunFigures> {
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
  if (!runner) throw new Error('Lighthouse returned no result')
  return runFigures(runner.lhr)
}

const ms = (n: number) => (Number.isNaN(n) ? '–' : String(Math.round(n)))

function printReport(rows: { target: Target; summary: PageSummary | null }[], runs: number) {
  const version = (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version
  const next = (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')) as { version: string }).version
  log('')
  log(`Lighthouse ${version} (mobile, simulated throttling), Next ${next}, ${runs} run(s) per page alternated, ${new Date().toISOString()}`)
  log(`load average ${os.loadavg().map((n) => n.toFixed(2)).join(', ')} on ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown CPU'})`)
  log('')
  const floorMainThread = rows[0]?.summary?.mainThreadTotal ?? Number.NaN
  log('| page | URL | perf | TBT ms | × floor TBT | main thread ms | × floor main thread | LCP ms | CLS | CPU benchmark | a11y | best practices | SEO | perf / TBT of each run |')
  log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|')
  for (const { target, summary: s } of rows) {
    const where = `\`${new URL(target.url).pathname}${new URL(target.url).search}\``
    if (!s) {
      log(`| ${target.label} | ${where} | no run finished: ${target.errors[0] ?? ''} |`)
      continue
    }
    const each = s.performanceRuns.map((p, i) => `${p}/${s.tbtRuns[i]}`).join(', ')
    log(`| ${target.label} | ${where} | ${s.performance} | ${ms(s.tbt)} | ${s.tbtRatio.toFixed(2)} | ${ms(s.mainThreadTotal)} | ${(s.mainThreadTotal / floorMainThread).toFixed(2)} | ${ms(s.lcp)} | ${s.cls.toFixed(3)} | ${s.benchmarkIndex} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${each} |`)
  }
  const groups = [...new Set(rows.flatMap((r) => Object.keys(r.summary?.mainThread ?? {})))]
  log('')
  log('Main-thread work on the simulated phone (median ms; Lighthouse mainthread-work-breakdown):')
  log('')
  log(`| page | total | ${groups.join(' | ')} |`)
  log(`|---|---:|${groups.map(() => '---:').join('|')}|`)
  for (const { target, summary: s } of rows) {
    if (!s) continue
    log(`| ${target.label} | ${ms(s.mainThreadTotal)} | ${groups.map((g) => ms(s.mainThread[g] ?? 0)).join(' | ')} |`)
  }
  log('')
  log('Script boot-up (median ms of main-thread time per script: total / scripting / parse+compile; Lighthouse bootup-time):')
  for (const { target, summary: s } of rows) {
    if (!s) continue
    log('')
    log(`${target.label}:`)
    if (s.bootup.length === 0) log('  (no script above Lighthouse\'s threshold)')
    for (const b of s.bootup) log(`  ${ms(b.total).padStart(6)} / ${ms(b.scripting).padStart(6)} / ${ms(b.parse).padStart(5)}  ${b.script}`)
  }
  log('')
  log('Total Blocking Time by source (median ms over the runs; the long-tasks audit\'s simulated tasks from first paint to interactive, beyond 50 ms each):')
  log('')
  for (const { target, summary: s } of rows) {
    if (!s) continue
    const sources = s.blockingBySource.filter((b) => b.ms > 0)
    log(`  ${target.label}: ${sources.length ? sources.map((b) => `${b.source} ${ms(b.ms)}`).join(' · ') : 'none'}`)
  }
  log('')
  for (const { target, summary: s } of rows) {
    for (const [id, count] of Object.entries(s?.failing ?? {})) log(`${target.label}: ${id} failed in ${count} of ${s!.runs} run(s)`)
  }
  for (const { target } of rows) for (const error of target.errors) log(`${target.label}: a run failed: ${error}`)
  log('')
  log('The machine may be shared: compare the × floor columns (the floor measured in the same rounds), not absolute figures between')
  log('sessions. The floor\'s TBT is small, so its noise moves the TBT ratio most; the main-thread ratio is the steadier one.')
}

const finished = rerunOnQuietExit('lighthouse-floor')

async function main() {
  const runs = chosenRuns()
  const wanted = chosenPages()
  const outPath = option('out')
  const compare = option('compare')?.replace(/\/$/, '')
  const closers: (() => void | Promise<void>)[] = []
  try {
    const floorBuild = buildFloor()
    const floor = await startFloor(floorBuild, process.env.FLOOR_PORT ? Number(process.env.FLOOR_PORT) : await freePort())
    closers.push(floor.close)
    const plain = await startStatic(process.env.STATIC_PORT ? Number(process.env.STATIC_PORT) : await freePort())
    closers.push(plain.close)
    const port = process.env.PORT ? Number(process.env.PORT) : await freePort()
    const site = await demoSiteOr(process.env.LIGHTHOUSE_URL?.replace(/\/$/, ''), { port, name: 'lighthouse-floor', siteUrl: true })
    closers.push(site.close)

    const targets: Target[] = [
      { label: 'floor (Next)', url: `${floor.base}/`, runs: [], errors: [] },
      { label: 'plain HTML', url: `${plain.base}/`, runs: [], errors: [] },
    ]
    for (const { name, path: p } of await discoverPages(site.base, wanted)) targets.push({ label: name, url: `${site.base}${p}`, runs: [], errors: [] })
    if (compare) {
      for (const { name, path: p } of await discoverPages(compare, wanted)) targets.push({ label: `${name} (compare)`, url: `${compare}${p}`, runs: [], errors: [] })
    }
    // One request each first, so no measured load is the one that fills a server's caches.
    for (const t of targets) await fetch(t.url).then((r) => r.arrayBuffer()).catch(() => undefined)

    const chrome = await launchLighthouseChromium()
    closers.push(() => chrome.kill())
    for (let round = 1; round <= runs; round++) {
      for (const t of targets) {
        log(`round ${round}/${runs}: ${t.label} ${t.url}`)
        try {
          t.runs.push(await audit(t.url, chrome.port))
        } catch (error) {
          t.errors.push(error instanceof Error ? error.message : String(error))
        }
      }
    }
    const floorRuns = targets[0]!.runs
    if (floorRuns.length === 0) throw new Error(`no Lighthouse run of the floor app finished: ${targets[0]!.errors.join('; ')}`)
    const floorTbt = summarise(floorRuns, 0, targets[0]!.url).tbt
    const rows = targets.map((target) => ({ target, summary: target.runs.length ? summarise(target.runs, floorTbt, target.url) : null }))
    printReport(rows, runs)
    if (outPath) {
      const out = { measuredAt: new Date().toISOString(), runs, loadAverage: os.loadavg(), cpus: os.cpus().length, floorTbt, pages: rows.map(({ target, summary }) => ({ label: target.label, url: target.url, errors: target.errors, summary })) }
      fs.writeFileSync(outPath, `${JSON.stringify(out, null, 2)}\n`)
      log(`summary written to ${outPath}`)
    }
  } finally {
    for (const close of closers.reverse()) await close()
  }
}

main().then(finished, (error: unknown) => {
  finished()
  process.stderr.write(`lighthouse-floor: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
