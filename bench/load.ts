/**
 * `npm run load`: a mixed load test of the production server (scripts/start.ts → scripts/serve.ts)
 * on the bench database: page views, searches (pages and `GET /api/search`) and lead posts through
 * the real intake, from many visitors. Finds the highest rate the server holds with p99 ≤ 500 ms
 * and no errors, runs it for LOAD_SECONDS, samples the server's memory, then checks that every
 * acknowledged lead is in the database. Updates the "Load" section of bench/results.md.
 *
 *   npm run load                       # probes rising rates (10 s each), then 60 s at the best one
 *   LOAD_RATE=150 npm run load         # no probes: 60 s at 150 req/s
 *   LOAD_SECONDS=120 npm run load      # a longer final run
 *   LOAD_QUICK=1 npm run load          # CI smoke run: 2,000 properties in a scratch database,
 *                                      # 8 s at 20 req/s, no probes; results.md untouched
 *   LOAD_DATABASE_URL=postgres://postgres@127.0.0.1:5432/griha_bench npm run load
 *                                      # PostgreSQL: runs on a scratch copy (CREATE DATABASE … TEMPLATE)
 *   npm run load -- --per-kind         # where the server's CPU goes: each kind of the mix alone,
 *                                      # LOAD_KIND_RATE (16) req/s for LOAD_KIND_SECONDS (15), after
 *                                      # the warm-up; CPU per request of each, weighted by its share;
 *                                      # its own section in bench/results.md
 *   LOAD_KINDS='search page,search API' npm run load -- --per-kind
 *                                      # only those kinds (A/B of one part); results.md untouched
 *   LOAD_DATABASE_URL=postgres://… npm run load -- --cluster
 *                                      # the same on `npm run cluster`: INSTANCES (2) servers behind
 *                                      # HAProxy on LOAD_PORT, sharing REDIS_URL (default
 *                                      # redis://127.0.0.1:6379/8); its own section in bench/results.md
 *
 * Other knobs: LOAD_PORT (3500), NEXT_DIST_DIR (.next), LOAD_PROBE_SECONDS (10), LOAD_PROBE_START
 * (4 req/s, doubled up to 100, then ×1.4), LOAD_SETTLE_SECONDS (30: an unmeasured run at the first
 * probe rate after the warm-up), LOAD_P99_MS (500), LOAD_IDLE_SECONDS (30: how long the idle RSS
 * is watched after start, before the first page), LOAD_FINAL_TRIES (3: final runs in all when the
 * probes chose the rate; each one not held steps down by ÷ 1.1).
 *
 * How the traffic looks:
 * - Visitors arrive through a reverse proxy on this host: each request carries an
 *   `X-Forwarded-For` address from 198.18.0.0/15 (RFC 2544, set aside for benchmarks), which the
 *   server trusts from a loopback peer (src/lib/server/client-address.ts), so per-IP limits apply
 *   per visitor as in production. Every lead post comes from an address of its own.
 * - Browsers' `accept-encoding: gzip`; `/` is asked with and without a `city` cookie.
 * - Property pages: four in five from a popular set of a few hundred (skewed), one in five from
 *   anywhere in the catalogue, so some are rendered on first request as after a deploy.
 * - Lead posts are what the site's forms send: the JS form (multipart, `Accept: application/json`,
 *   answered 201) and the no-JS form (URL-encoded, answered 303), with a signed `form_started`
 *   token at least 3.5 s old from `GET /forms/token` (itself part of the mix, as forms open), the
 *   `Origin` of the site, consent, an empty honeypot, a fresh phone and e-mail. A few posts carry
 *   no token but a solved ALTCHA instead (solved before the run with altcha-lib, as the widget
 *   would), so the proof-of-work check is exercised too.
 * - autocannon's `overallRate` sends each connection's share at the start of every second; the
 *   connections are split over staggered autocannon instances (a new one every 1/SLICES s), so
 *   requests arrive spread over the second rather than in one burst.
 *
 * Latency is the time from writing a request to the end of its response, for every response
 * (whatever its status), recorded per kind; errors are socket errors, timeouts (10 s) and any
 * status other than the one the kind expects (2xx/3xx for pages, 201 or 303 for lead posts).
 */

import {
  allowServerOnlyImports,
  benchEnv,
  isPostgresUrl,
  loadAverages,
  log,
  redact,
  runScript,
  sleep,
} from './lib'
import { type SiteProcess, startCluster, startSite } from '../scripts/lib/site-process'
import { cpuSeconds, descendants, findServePids, mainThreadCpuSeconds, parentOf } from './proc'
import { quick, clusterMode, perKindMode, perKindOnly, clusterInstances, clusterRedisUrl, finalSeconds, fixedRate, probeSeconds, p99Limit, port, distDir, MIN_TOKEN_AGE_MS, RSS_GOAL_MB, IDLE_GOAL_MB } from './load/config'
import { prepareTarget, payloadInstance, withPayload } from './load/target'
import { readCatalogue, LEAD_SHARE, Traffic } from './load/traffic'
import { RunResult, runAt, summaryLine, rssBreakdown, ServerCpu, idleRss, rssMb } from './load/run'
import { fetchTokens, solveChallenges, reachable, warmUp, verifyLeads } from './load/steps'
import { cpuByKind, writePerKind, f0, rssMaxAll, printReport, writeReport } from './load/report'

allowServerOnlyImports()

async function main() {
  const started = new Date()
  const loadBefore = loadAverages()
  log(`npm run load${quick ? ' (quick mode)' : ''}${clusterMode ? ` --cluster (${clusterInstances} instances)` : ''}: load average ${loadBefore}`)
  if (clusterMode && !(process.env.LOAD_DATABASE_URL && isPostgresUrl(process.env.LOAD_DATABASE_URL))) {
    throw new Error('--cluster runs on PostgreSQL: set LOAD_DATABASE_URL=postgres://… (the instances share one database)')
  }
  const target = await prepareTarget()
  const siteUrl = `http://localhost:${port}`
  const env = { ...benchEnv(target.dataDir, target.databaseUrl), NEXT_DIST_DIR: distDir, SITE_URL: siteUrl }
  let site: SiteProcess | undefined
  try {
    const catalogue = await withPayload(env, readCatalogue)
    log(`database: ${target.describe}; ${catalogue.hot.length} popular and ${catalogue.tail.length} other property pages, ${catalogue.cities.length} cities`)

    const serverStarted = performance.now()
    if (clusterMode) {
      log(`starting npm run cluster (${clusterInstances} instances on ports ${port + 1}… behind HAProxy on ${port}, ${redact(clusterRedisUrl)}) ...`)
      site = await startCluster({
        port,
        env: { ...env, LOG_LEVEL: 'warn', INSTANCES: String(clusterInstances), CLUSTER_BIND: '127.0.0.1', REDIS_URL: clusterRedisUrl },
      })
    } else {
      log(`starting the server (scripts/start.ts, NEXT_DIST_DIR=${distDir}, PORT=${port}); builds first if needed ...`)
      site = await startSite({ port, env: { ...env, LOG_LEVEL: 'warn' } })
    }
    log(`    healthy after ${((performance.now() - serverStarted) / 1000).toFixed(0)} s`)
    const servePids = findServePids(site.child.pid!)
    if (servePids.length !== (clusterMode ? clusterInstances : 1)) throw new Error(`found ${servePids.length} scripts/serve.ts processes`)
    const serverTree = () => servePids.flatMap((pid) => descendants(pid))
    const sampleRss = () => rssMb(serverTree())
    const serverCpu: ServerCpu = Object.assign(() => cpuSeconds(serverTree()), { main: () => mainThreadCpuSeconds(servePids) })

    // docs/product.md §13: RSS idle after start, before any page is asked for (the health check aside).
    const idleServer = await idleRss(sampleRss, Number(process.env.LOAD_IDLE_SECONDS ?? (quick ? 2 : 30)))
    // The process that started the server and waits on it (scripts/start.ts, or cluster.ts): not
    // the server, but it lives as long as the server does, so its memory is reported beside it.
    const supervisorMb = rssMb([parentOf(servePids[0]!)]).total
    const idle = { ...idleServer, supervisorMb }
    log(`    RSS idle after start ${f0(idle.total)} MB (anonymous ${f0(idle.anon)} MB) after ${idle.seconds} s, at most ${f0(idle.maxTotal)} MB meanwhile; goal ≤ ${IDLE_GOAL_MB * (clusterMode ? clusterInstances : 1)} MB; the supervising process beside it ${f0(supervisorMb)} MB`)

    const candidates = ['/offers', '/about', '/contact', '/emi', '/faq', '/blogs', '/nri', '/pricing', '/services', '/careers', '/choose-city', '/sitemap', '/builders']
    const others = await reachable(site.url, candidates)
    if (others.dropped.length) log(`    not in the mix (not 200 on this database): ${others.dropped.join(', ')}`)
    const home = await (await fetch(`${site.url}/`)).text()
    const chunks = [...new Set([...home.matchAll(/\/_next\/static\/[^"'\s]+\.(?:js|css)/g)].map((m) => m[0]))].slice(0, 6)
    const staticFiles = ['/favicon.svg', ...chunks]
    // Browsers post from the site's public origin (SITE_URL), whatever address the proxy connects to.
    const traffic = new Traffic(catalogue, siteUrl, others.ok.length ? others.ok : ['/offers'], staticFiles)

    log(`warming up (every listing page, the popular property pages) ...`)
    await warmUp(site.url, siteUrl, catalogue, others.ok)
    log(`    RSS after warm-up ${sampleRss().total.toFixed(0)} MB`)

    // Pages warmed together go stale together (ISR revalidate = 60 s); a short unmeasured run at a
    // low rate lets their re-renders spread out, as on a site that has been serving for a while.
    const settleSeconds = Number(process.env.LOAD_SETTLE_SECONDS ?? (quick ? 0 : 30))
    const probeStart = Number(process.env.LOAD_PROBE_START ?? 4)
    if (settleSeconds > 0) {
      const settleRate = Math.max(1, Math.min(fixedRate ?? probeStart, probeStart))
      await fetchTokens(site.url, Math.ceil(settleRate * settleSeconds * LEAD_SHARE * 1.3) + 5, traffic)
      await sleep(MIN_TOKEN_AGE_MS)
      const settle = await runAt(site, traffic, settleRate, settleSeconds, sampleRss, serverCpu)
      log(`settling (not measured): ${summaryLine(settle)}`)
      for (const sample of settle.samples) log(`      unexpected: ${sample}`)
    }

    if (perKindMode) {
      const rows = await cpuByKind(site, traffic, sampleRss, serverCpu)
      const exited = new Promise<void>((resolve) => (site!.child.exitCode !== null ? resolve() : site!.child.once('exit', () => resolve())))
      site.stop()
      await Promise.race([exited, sleep(15_000)])
      site = undefined
      if (perKindOnly) log(`only ${rows.length} kind(s) (LOAD_KINDS): bench/results.md left as it was`)
      else {
        writePerKind(started, loadBefore, loadAverages(), rows)
        log('updated the "Load, CPU by kind" section of bench/results.md')
      }
      return rows.every((row) => row.errors === 0) ? 0 : 1
    }

    const probes: RunResult[] = []
    let rate = fixedRate
    if (rate === undefined) {
      log(`probing rates, ${probeSeconds} s each (held: p99 ≤ ${p99Limit} ms, no errors, ≥ 95% of the rate done):`)
      let good = 0
      let bad = 0
      let next = probeStart
      while (next <= 2000) {
        await fetchTokens(site.url, Math.ceil(next * probeSeconds * LEAD_SHARE * 1.3) + 5, traffic)
        await sleep(MIN_TOKEN_AGE_MS)
        const probe = await runAt(site, traffic, next, probeSeconds, sampleRss, serverCpu)
        probes.push(probe)
        log(`    ${summaryLine(probe)}`)
        for (const sample of probe.samples) log(`      unexpected: ${sample}`)
        if (!probe.ok) {
          bad = next
          break
        }
        good = next
        next = next < 100 ? next * 2 : Math.round(next * 1.4)
        await sleep(2000)
      }
      // Two halvings between the last rate held and the first one not held.
      for (let i = 0; i < 2 && bad > 0 && bad - good > Math.max(5, good * 0.08); i++) {
        const mid = Math.round((good + bad) / 2)
        await sleep(2000)
        await fetchTokens(site.url, Math.ceil(mid * probeSeconds * LEAD_SHARE * 1.3) + 5, traffic)
        await sleep(MIN_TOKEN_AGE_MS)
        const probe = await runAt(site, traffic, mid, probeSeconds, sampleRss, serverCpu)
        probes.push(probe)
        log(`    ${summaryLine(probe)}`)
        for (const sample of probe.samples) log(`      unexpected: ${sample}`)
        if (probe.ok) good = mid
        else bad = mid
      }
      if (good === 0) throw new Error('not even the lowest probe rate was held; see the probe lines above')
      rate = good
    }

    const altchaCount = quick ? 1 : 8
    log(`solving ${altchaCount} ALTCHA challenge(s) for posts without a form token ...`)
    traffic.addAltcha(await solveChallenges(site.url, altchaCount))
    // A probe is short: a rate it held can still miss the p99 over the whole final run. Then the
    // final run steps down (÷ 1.1, LOAD_FINAL_TRIES runs in all) and every long run not held is
    // reported with the probes. Memory is not stepped down from: a run over the RSS goal ends it.
    const finalTries = fixedRate === undefined ? Number(process.env.LOAD_FINAL_TRIES ?? 3) : 1
    let final: RunResult
    let loadAtStart: string
    let loadAtEnd: string
    for (let attempt = 1; ; attempt++) {
      await fetchTokens(site.url, Math.ceil(rate * finalSeconds * LEAD_SHARE * 1.3) + 5, traffic)
      await sleep(MIN_TOKEN_AGE_MS + 1500)
      loadAtStart = loadAverages()
      log(`final run${attempt > 1 ? ` (try ${attempt} of ${finalTries})` : ''}: ${rate} req/s for ${finalSeconds} s (load average ${loadAtStart}) ...`)
      final = await runAt(site, traffic, rate, finalSeconds, sampleRss, serverCpu)
      loadAtEnd = loadAverages()
      log(`    ${summaryLine(final)}`)
      if (final.ok || final.rssMaxMb >= RSS_GOAL_MB || attempt >= finalTries) break
      probes.push(final)
      rate = Math.round(rate / 1.1)
      log(`    not held for ${finalSeconds} s; once more at ${rate} req/s`)
      await sleep(2000)
    }
    const memory = rssBreakdown(serverTree())
    log(`    server processes: ${memory}`)

    // Stop the server before counting, so nothing is still in flight.
    const exited = new Promise<void>((resolve) => (site!.child.exitCode !== null ? resolve() : site!.child.once('exit', () => resolve())))
    site.stop()
    await Promise.race([exited, sleep(15_000)])
    site = undefined
    const leads = await verifyLeads(traffic, env)

    const report = { started, loadBefore, loadAtStart, loadAtEnd, target, idle, probes, final, leads, memory, fixed: fixedRate !== undefined }
    printReport(report)
    const passed = final.errors === 0 && leads.missing === 0 && leads.idMismatch === 0 && (quick || (final.ok && rssMaxAll(report) < RSS_GOAL_MB))
    if (quick) log(passed ? 'quick run passed (bench/results.md left as it is)' : 'quick run FAILED')
    else {
      writeReport(report)
      log('updated the Load section of bench/results.md')
    }
    return passed ? 0 : 1
  } catch (error) {
    if (site) process.stderr.write(site.output().slice(-4000))
    throw error
  } finally {
    site?.stop()
    await payloadInstance?.destroy().catch(() => undefined)
    await target.cleanup().catch((error: unknown) => log(`cleanup failed: ${String(error)}`))
  }
}

runScript('load test', main)
