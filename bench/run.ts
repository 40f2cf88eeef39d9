/**
 * `npm run bench` (docs/product.md §12): search latency over 100,000 properties, and req/s of cached pages
 * against a static file served by the same server. Updates bench/results.md.
 *
 *   npm run bench                                   # SQLite under bench/data (kept between runs)
 *   npm run bench -- --pg                           # PostgreSQL: postgres://postgres@127.0.0.1:5432/griha_bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench
 *   BENCH_QUICK=1 npm run bench                     # CI smoke run: 2,000 properties in a scratch
 *                                                   # database, a few runs, 2 s HTTP; results.md untouched
 *   BENCH_PROPERTIES=20000 npm run bench            # a smaller set (only when the database is empty)
 *   BENCH_SKIP_HTTP=1 npm run bench                 # search latency only
 *
 * Steps: (a) migrate the bench database and fill it with the generator of scripts/seed-bench.ts
 * unless it already holds properties (a PostgreSQL database is created if missing); (b) time
 * `searchProperties` in-process over a fixed mix of filter queries (warm-up, then BENCH_RUNS timed
 * rounds, each running every kind once), then over other filter shapes reported apart; (c) start
 * the built server (scripts/start.ts, the app's own build in .next unless NEXT_DIST_DIR is set) on
 * BENCH_PORT (3600) and load it with autocannon. The SQLite and PostgreSQL figures each have a
 * section of bench/results.md, and a third compares them once both exist.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

import {
  benchDatabase,
  countProperties,
  allowServerOnlyImports,
  benchEnv as makeBenchEnv,
  dropPgDatabase,
  ensurePgDatabase,
  isPostgresUrl,
  loadAverages,
  log,
  ms,
  percentile,
  redact,
  seedBenchData,
  runScript,
} from './lib'
import { startSite } from '../scripts/lib/site-process'
import { type Kind, type Load, type SearchTimes, type Timing, writeResults } from './run-results'

const quick = Boolean(process.env.BENCH_QUICK)
const { scratchDir, dataDir, databaseUrl, dialect } = benchDatabase(quick, 'griha_bench_quick')
const wanted = Number(process.env.BENCH_PROPERTIES ?? (quick ? 2_000 : 100_000))
const runs = Number(process.env.BENCH_RUNS ?? (quick ? 5 : 200))
const warmup = quick ? 2 : 20
const otherRuns = Math.max(1, Math.round(runs / 4))
const port = Number(process.env.BENCH_PORT ?? 3600)
const distDir = process.env.NEXT_DIST_DIR || '.next'
const httpSeconds = Number(process.env.BENCH_HTTP_SECONDS ?? (quick ? 2 : 10))

allowServerOnlyImports()

fs.mkdirSync(dataDir, { recursive: true })
const benchEnv = makeBenchEnv(dataDir, databaseUrl)
Object.assign(process.env, benchEnv)


async function prepare() {
  if (isPostgresUrl(databaseUrl)) await ensurePgDatabase(databaseUrl)
  // Filled before this process opens it (seed-bench migrates first): a short run's scratch
  // database may then be a copy of one kept from an earlier run (seedBenchData).
  const seeded = (await countProperties(databaseUrl)) === 0
  if (seeded) {
    log(`(a) generating ${wanted.toLocaleString('en-IN')} properties with scripts/seed-bench.ts ...`)
    log(`    generated in ${seedBenchData(benchEnv, wanted, quick).toFixed(0)} s`)
  }
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  await payload.db.migrate()
  const count = (await payload.count({ collection: 'properties', overrideAccess: true })).totalDocs
  if (!seeded) log(`(a) the bench database already holds ${count.toLocaleString('en-IN')} properties; reusing it`)
  return { payload, count, seeded }
}

/** The fixed query mix, named from the database's own reference data (lowest ids, so stable). */
async function queryMix(payload: Awaited<ReturnType<typeof prepare>>['payload']): Promise<Kind[]> {
  const first = async (collection: 'cities' | 'builders' | 'property-types' | 'amenities' | 'property-collections', n = 1) =>
    (await payload.find({ collection, sort: 'id', limit: n, depth: 0, overrideAccess: true })).docs as unknown as Record<string, unknown>[]
  const [city] = await first('cities')
  const [, builder] = await first('builders', 2)
  const [, type] = await first('property-types', 2)
  const amenities = await first('amenities', 2)
  const [, collection] = await first('property-collections', 2)
  const [sample] = (await payload.find({ collection: 'properties', sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs
  // A word from a real name, lower-cased, so the text filter finds something.
  const word = (sample?.full_name ?? 'park').split(/\s+/).at(-1)!.toLowerCase().slice(0, 5)
  const q = (params: Record<string, string | string[]>) => {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(params)) for (const v of [value].flat()) search.append(key, v)
    return search.toString()
  }
  const cityName = String(city?.city_name ?? 'Bengaluru')
  return [
    { name: 'city', query: q({ city: cityName }) },
    { name: 'city + bhk', query: q({ city: cityName, bhk: '3' }) },
    { name: 'city + budget', query: q({ city: cityName, min: '5000000', max: '20000000' }) },
    { name: 'builder', query: q({ builder: String(builder?.builder_name) }) },
    { name: 'type + city', query: q({ type: String(type?.property_type), city: cityName }) },
    { name: 'amenity x2', query: q({ amenity: amenities.map((a) => String(a.amenity)) }) },
    { name: 'collection', query: q({ collection: String(collection?.name) }) },
    { name: 'offers', query: q({ offers: 'true' }) },
    { name: 'text q', query: q({ q: word }) },
    { name: 'price_asc page 3', query: q({ sort: 'price_asc', page: '3' }) },
    { name: 'featured', query: q({ featured: 'true' }) },
    { name: 'city newest', query: q({ city: cityName.toLowerCase(), sort: 'newest' }) },
  ]
}

/**
 * Other filter shapes of docs/product.md §5, timed and reported in their own table (not part of the fixed
 * mix above, so figures stay comparable between runs): value filters alone and with a city.
 */
async function otherKinds(payload: Awaited<ReturnType<typeof prepare>>['payload']): Promise<Kind[]> {
  const [city] = (await payload.find({ collection: 'cities', sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs as unknown as Record<string, unknown>[]
  const [, builder] = (await payload.find({ collection: 'builders', sort: 'id', limit: 2, depth: 0, overrideAccess: true })).docs as unknown as Record<string, unknown>[]
  const [sample] = (await payload.find({ collection: 'properties', where: { status: { exists: true } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs
  const [zoned] = (await payload.find({ collection: 'properties', where: { zoning: { exists: true } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs
  const cityName = String(city?.city_name ?? 'Bengaluru')
  const status = String(sample?.status ?? 'ready-to-move')
  const zoning = String(zoned?.zoning ?? 'Residential')
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString()
  return [
    { name: 'status', query: q({ status }) },
    { name: 'zoning', query: q({ zoning }) },
    { name: 'budget', query: q({ min: '5000000', max: '20000000' }) },
    { name: 'city + status', query: q({ city: cityName, status }) },
    { name: 'city + offers', query: q({ city: cityName, offers: 'true' }) },
    { name: 'builder + offers', query: q({ builder: String(builder?.builder_name), offers: 'true' }) },
    { name: 'featured + offers', query: q({ featured: 'true', offers: 'true' }) },
    { name: 'budget + offers', query: q({ min: '5000000', max: '20000000', offers: 'true' }) },
    { name: 'bhk x2', query: new URLSearchParams([['bhk', '2'], ['bhk', '3']]).toString() },
    { name: 'city + q', query: q({ city: cityName, q: 'park' }) },
    // Budgets few or no properties meet: the order's walk found its page late or never.
    { name: 'budget none meets', query: q({ min: '1000000000' }) },
    { name: 'narrow budget', query: q({ min: '50000000', max: '50000000' }) },
    { name: 'budget under 60 lakh', query: q({ max: '6000000', sort: 'price_desc' }) },
    // Filters each of which many properties meet, together few: the order's walk read every row.
    { name: 'budget + type + bhk', query: q({ min: '10000000', max: '20000000', type: 'Duplex', bhk: '1' }) },
    { name: 'type + bhk + amenity', query: q({ type: 'Farm House', bhk: '4', amenity: 'Amphitheatre' }) },
    { name: 'type + bhk + offers', query: q({ type: 'Duplex', bhk: '1', offers: 'true' }) },
  ]
}

/**
 * Map search of docs/product.md §14 (`bbox`, `near` + `radius_km`), timed as its own mix with the same p95
 * goal: boxes and circles around the first city's centre, alone, with a filter and with another
 * order, and a box over all of India (every property in it).
 */
async function mapKinds(payload: Awaited<ReturnType<typeof prepare>>['payload']): Promise<Kind[]> {
  const [city] = (await payload.find({ collection: 'cities', sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs
  const lat = city?.location?.latitude ?? 12.9716
  const lng = city?.location?.longitude ?? 77.5946
  const box = (d: number) => [lng - d, lat - d, lng + d, lat + d].map((v) => v.toFixed(5)).join(',')
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString()
  const near = `${lat},${lng}`
  return [
    { name: 'bbox district', query: q({ bbox: box(0.05) }) },
    { name: 'bbox city', query: q({ bbox: box(0.15) }) },
    { name: 'bbox + bhk', query: q({ bbox: box(0.15), bhk: '3' }) },
    { name: 'bbox India', query: q({ bbox: '68,6,98,37' }) },
    { name: 'near 5 km', query: q({ near, radius_km: '5' }) },
    { name: 'near 20 km', query: q({ near, radius_km: '20' }) },
    { name: 'near 10 km + budget', query: q({ near, radius_km: '10', min: '5000000', max: '20000000' }) },
    { name: 'near 10 km price_asc', query: q({ near, radius_km: '10', sort: 'price_asc' }) },
  ]
}

/**
 * Times every kind `runs` times, interleaved (each round runs every kind once, in order): on a
 * machine shared with other work, a burst of load then lands on all kinds alike instead of on the
 * few that happened to be running, so the kinds compare fairly.
 */
async function timeSearch(
  kinds: Kind[],
  rounds = runs,
): Promise<SearchTimes> {
  const { parseSearchParams } = await import('../src/features/search/params')
  const { searchProperties } = await import('../src/features/search/search.server')
  const prepared = kinds.map((kind) => {
    const parsed = parseSearchParams(new URLSearchParams(kind.query))
    if (!parsed.ok) throw new Error(`${kind.name}: ${parsed.error}`)
    return { kind, params: parsed.params, total: 0, samples: [] as number[], cpu: [] as number[] }
  })
  for (let i = 0; i < warmup; i++) for (const k of prepared) k.total = (await searchProperties(k.params)).total
  for (let i = 0; i < rounds; i++) {
    for (const k of prepared) {
      // CPU time of this process per query: on a shared, busy machine wall time mostly measures the
      // wait for a core; CPU time is what the query itself costs.
      const cpuStarted = process.cpuUsage()
      const started = performance.now()
      await searchProperties(k.params)
      k.samples.push(performance.now() - started)
      const used = process.cpuUsage(cpuStarted)
      k.cpu.push((used.user + used.system) / 1000)
    }
  }
  const all: number[] = []
  const allCpu: number[] = []
  const timings: Timing[] = []
  for (const { kind, total, samples, cpu } of prepared) {
    samples.sort((a, b) => a - b)
    cpu.sort((a, b) => a - b)
    all.push(...samples)
    allCpu.push(...cpu)
    const timing = {
      kind,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      max: samples.at(-1)!,
      total,
      cpu50: percentile(cpu, 50),
      cpu95: percentile(cpu, 95),
    }
    timings.push(timing)
    log(`    ${kind.name.padEnd(18)} p50 ${ms(timing.p50).padStart(6)} ms  p95 ${ms(timing.p95).padStart(6)} ms  cpu p50 ${ms(timing.cpu50).padStart(5)} p95 ${ms(timing.cpu95).padStart(5)} ms  (${total} matches)  ?${kind.query}`)
  }
  all.sort((a, b) => a - b)
  allCpu.sort((a, b) => a - b)
  return {
    timings,
    overall: { p50: percentile(all, 50), p95: percentile(all, 95), cpu50: percentile(allCpu, 50), cpu95: percentile(allCpu, 95) },
  }
}


async function measureHttp(pages: { name: string; path: string }[]): Promise<{ loads: Load[]; note: string }> {
  const { default: autocannon } = await import('autocannon')
  log(`(c) starting the server (scripts/start.ts, NEXT_DIST_DIR=${distDir}, PORT=${port}); builds first if needed ...`)
  const site = await startSite({ port, env: { ...benchEnv, NEXT_DIST_DIR: distDir, LOG_LEVEL: 'warn' } })
  try {
    const loads: Load[] = []
    let note = ''
    for (const page of pages) {
      // Prime the data cache, and see whether the page exists at all.
      const first = await fetch(`${site.url}${page.path}`)
      await first.arrayBuffer()
      if (!first.ok) note += `${page.path} answered ${first.status} before the load; `
      const result = await autocannon({ url: `${site.url}${page.path}`, connections: 10, duration: httpSeconds })
      const load = {
        name: page.name,
        path: page.path,
        status: first.status,
        reqPerSec: result.requests.average,
        p50: result.latency.p50,
        errors: result.errors,
        non2xx: result.non2xx,
      }
      loads.push(load)
      log(`    ${page.name.padEnd(16)} ${page.path.padEnd(44)} ${load.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${load.p50} ms  non-2xx ${load.non2xx}`)
    }
    return { loads, note }
  } catch (error) {
    process.stderr.write(site.output().slice(-4000))
    throw error
  } finally {
    site.stop()
  }
}

async function main() {
  const started = new Date()
  const loadBefore = os.loadavg()
  log(`${dialect}${quick ? ' (quick mode)' : ''}: ${redact(databaseUrl)}; load average ${loadAverages()}`)
  const { payload, count, seeded: seededHere } = await prepare()
  if (seededHere && !quick) {
    // Time the searches in a new process: the connection that was open while another process
    // filled the database went on planning with what it knew before (SQLite's search p50 came out
    // at 66 ms instead of 3.5 ms in the same process, with the same data).
    await payload.destroy()
    log('    measuring in a new process, on fresh connections ...')
    const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_SEEDED_BY_PARENT: '1' },
    })
    return child.status ?? 1
  }
  const seeded = seededHere || process.env.BENCH_SEEDED_BY_PARENT === '1'
  const kinds = await queryMix(payload)
  log(`(b) search latency, in-process, ${warmup} warm-up + ${runs} timed runs per kind over ${count.toLocaleString('en-IN')} properties`)
  const search = await timeSearch(kinds)
  log(
    `    overall            p50 ${ms(search.overall.p50)} ms  p95 ${ms(search.overall.p95)} ms  cpu p50 ${ms(search.overall.cpu50)} p95 ${ms(search.overall.cpu95)} ms`,
  )
  log(`    other filter shapes (not in the mix above), ${otherRuns} timed runs each:`)
  const others = await timeSearch(await otherKinds(payload), otherRuns)
  log(`    map search (docs/product.md §14, its own mix), ${otherRuns} timed runs each:`)
  const maps = await timeSearch(await mapKinds(payload), otherRuns)
  log(`    map overall        p50 ${ms(maps.overall.p50)} ms  p95 ${ms(maps.overall.p95)} ms`)

  // A published property and its city, for the page URLs.
  const { searchProperties } = await import('../src/features/search/search.server')
  const { parseSearchParams } = await import('../src/features/search/params')
  const parsed = parseSearchParams(new URLSearchParams(kinds[0]!.query))
  const sample = parsed.ok ? (await searchProperties(parsed.params)).results[0] : undefined
  const cityPath = `/property/${sample?.city?.slug ?? 'bengaluru'}`
  await payload.destroy()

  let http: Awaited<ReturnType<typeof measureHttp>> | null = null
  let httpError = ''
  if (!process.env.BENCH_SKIP_HTTP) {
    try {
      http = await measureHttp([
        { name: 'static file', path: '/favicon.svg' },
        { name: 'city page', path: cityPath },
        { name: 'property page', path: sample?.url ?? '/' },
        { name: 'home page', path: '/' },
      ])
    } catch (error) {
      httpError = error instanceof Error ? error.message : String(error)
      log(`(c) skipped: ${httpError}`)
    }
  }
  const loadAfter = os.loadavg()
  log(`load average after: ${loadAverages()}`)
  if (quick) {
    // A smoke run proves the bench works end to end; its figures are not results.
    const failures = [
      httpError && `HTTP: ${httpError}`,
      ...(http?.loads ?? []).filter((l) => l.status !== 200 || l.errors > 0 || l.non2xx > 0).map((l) => `${l.path}: status ${l.status}, ${l.errors} errors, ${l.non2xx} non-2xx`),
    ].filter(Boolean)
    log(failures.length ? `quick run FAILED: ${failures.join('; ')}` : 'quick run passed (bench/results.md left as it is)')
    return failures.length ? 1 : 0
  }
  writeResults({ dialect, databaseUrl, runs, warmup, otherRuns, httpSeconds }, { started, count, seeded, search, others, maps, kinds, http, httpError, loadBefore, loadAfter })
  log('updated bench/results.md')
  return 0
}

/** Quick runs leave nothing behind: the scratch directory and any scratch PostgreSQL database. */
async function cleanup() {
  if (!quick) return
  if (scratchDir) fs.rmSync(scratchDir, { recursive: true, force: true })
  if (isPostgresUrl(databaseUrl)) {
    // The app's pools still hold idle connections, which the forced DROP ends; each would log a
    // warning ("Idle database connection lost") that says nothing about the run.
    const write = process.stdout.write.bind(process.stdout)
    process.stdout.write = (() => true) as typeof process.stdout.write
    const dropped = await dropPgDatabase(databaseUrl).then(
      () => '',
      (error: unknown) => `could not drop ${redact(databaseUrl)}: ${String(error)}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    process.stdout.write = write
    if (dropped) log(dropped)
  }
}

runScript('bench', main, cleanup)
