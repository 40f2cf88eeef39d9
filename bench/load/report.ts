/** Part of `npm run load` (bench/load.ts): `--per-kind` (the CPU per request of each kind of the mix) and the report of a run in bench/results.md. */

import {
  busyNote,
  embedData,
  log,
  machineLine,
  percentile,
  sleep,
  writeSection,
} from '../lib'
import { type SiteProcess } from '../../scripts/lib/site-process'

import { clusterMode, perKindRate, perKindSeconds, perKindOnly, onPostgres, clusterInstances, finalSeconds, probeSeconds, p99Limit, port, distDir, MIN_TOKEN_AGE_MS, RSS_GOAL_MB, IDLE_GOAL_MB } from './config'
import { Target } from './target'
import { Kind, MIX, Traffic } from './traffic'
import { RunResult, runAt, Rss, ServerCpu } from './run'
import { fetchTokens, verifyLeads } from './steps'

// ---------------------------------------------------------------------------------------------
// `--per-kind`: the server's CPU per request of each kind of the mix, one kind at a time.

export type KindCost = { kind: Kind; share: number; requests: number; cpuMs: number; mainMs: number; p50: number; p90: number; errors: number }

/**
 * Each kind of the mix alone at a low rate (nothing queues), the server's CPU over the run minus
 * what it spends idle in as long (timers, the outbox worker, V8's idle collections), divided by the
 * requests: what one request of that kind costs. Weighted by the kinds' shares, the sum is what an
 * average request of the mix costs, so the rows say where the CPU of `npm run load` goes.
 */
export async function cpuByKind(site: SiteProcess, traffic: Traffic, sampleRss: () => Rss, serverCpu: ServerCpu): Promise<KindCost[]> {
  // The least of three 5-second windows: right after the warm-up, re-renders of stale pages and
  // collections land in one window or another (a single 10 s window read 8 to 72 ms a second).
  const windows: { all: number; main: number }[] = []
  for (let i = 0; i < 3; i++) {
    const before = serverCpu()
    const mainBefore = serverCpu.main()
    await sleep(5_000)
    windows.push({ all: (serverCpu() - before) / 5, main: (serverCpu.main() - mainBefore) / 5 })
  }
  const quietest = windows.reduce((least, w) => (w.all < least.all ? w : least))
  const idlePerSecond = quietest.all
  log(`per kind: ${perKindRate} req/s for ${perKindSeconds} s each; the server idle uses ${(idlePerSecond * 1000).toFixed(1)} ms of CPU a second (subtracted; the least of ${windows.map((w) => (w.all * 1000).toFixed(0)).join(', ')}; ${(quietest.main * 1000).toFixed(1)} of it on the main thread)`)
  const rows: KindCost[] = []
  for (const [kind, share] of MIX) {
    if (perKindOnly && !perKindOnly.includes(kind)) continue
    traffic.only = kind
    if (kind.startsWith('lead post')) {
      await fetchTokens(site.url, Math.ceil(perKindRate * perKindSeconds * 1.3) + 5, traffic)
      await sleep(MIN_TOKEN_AGE_MS)
    }
    const r = await runAt(site, traffic, perKindRate, perKindSeconds, sampleRss, serverCpu)
    const idleMs = (seconds: number) => (seconds * 1000 * perKindSeconds) / Math.max(1, r.requests)
    const cpuMs = Math.max(0, r.cpuMsPerRequest - idleMs(idlePerSecond))
    const mainMs = Math.max(0, r.mainMsPerRequest - idleMs(quietest.main))
    rows.push({ kind, share, requests: r.requests, cpuMs, mainMs, p50: r.p50, p90: r.p90, errors: r.errors })
    log(`    ${kind.padEnd(20)} ${cpuMs.toFixed(1).padStart(6)} ms CPU/request (main thread ${mainMs.toFixed(1)}), ×${share} % = ${((cpuMs * share) / 100).toFixed(2)} ms of an average request; p50 ${f0(r.p50)} ms, p90 ${f0(r.p90)}; errors ${r.errors}`)
    for (const sample of r.samples) log(`      unexpected: ${sample}`)
    await sleep(1000)
  }
  traffic.only = undefined
  return rows
}

export function writePerKind(started: Date, loadBefore: string, loadAfter: string, rows: KindCost[]) {
  const total = rows.reduce((sum, row) => sum + (row.cpuMs * row.share) / 100, 0)
  const mainTotal = rows.reduce((sum, row) => sum + (row.mainMs * row.share) / 100, 0)
  const lines = [
    '## Load, CPU by kind (`npm run load -- --per-kind`, bench/load.ts)',
    '',
    `Latest run ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
    '',
    `- Command: \`${distDir !== '.next' ? `NEXT_DIST_DIR=${distDir} ` : ''}npm run load -- --per-kind\` (${perKindRate} req/s of one kind at a time, ${perKindSeconds} s each, after the warm-up)`,
    `- Machine: ${machineLine()}; load average before / after: ${loadBefore} | ${loadAfter}`,
    '',
    'Server CPU (every thread of the server process, less what it uses idle) per request of each kind, and',
    'that weighted by the kind\'s share of the mix: the last column sums to what an average request of',
    "`npm run load`'s mix costs. One instance holds about the cores it gets divided by that sum, and at",
    'most 1000 ms divided by the main thread\'s sum (one thread renders every page).',
    '',
    '| kind | share % | requests | CPU ms/request | of it main thread | ms of an average request | of it main thread | p50 ms | p90 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.kind} | ${row.share} | ${row.requests} | ${row.cpuMs.toFixed(1)} | ${row.mainMs.toFixed(1)} | ${((row.cpuMs * row.share) / 100).toFixed(2)} | ${((row.mainMs * row.share) / 100).toFixed(2)} | ${f0(row.p50)} | ${f0(row.p90)} | ${row.errors} |`,
    ),
    `| **the mix** | 100 | ${rows.reduce((sum, row) => sum + row.requests, 0)} | | | **${total.toFixed(2)}** | **${mainTotal.toFixed(2)}** | | | ${rows.reduce((sum, row) => sum + row.errors, 0)} |`,
  ]
  writeSection('load-per-kind', lines.join('\n'), 'load-postgres')
}

export type Report = {
  started: Date
  loadBefore: string
  loadAtStart: string
  loadAtEnd: string
  target: Target
  idle: Rss & { maxTotal: number; seconds: number; supervisorMb: number }
  probes: RunResult[]
  final: RunResult
  leads: Awaited<ReturnType<typeof verifyLeads>>
  memory: string
  fixed: boolean
}

export const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–')

/** The largest RSS of any run of the script, probes included: the budget holds at every moment. */
export const rssMaxAll = (r: Pick<Report, 'final' | 'probes'>) => Math.max(r.final.rssMaxMb, ...r.probes.map((p) => p.rssMaxMb))

export function kindRows(r: RunResult): string[] {
  return MIX.map(([kind]) => {
    const s = r.byKind.get(kind)
    if (!s) return `| ${kind} | 0 | | | | |`
    const sorted = [...s.latencies].sort((a, b) => a - b)
    return `| ${kind} | ${s.count} | ${f0(percentile(sorted, 50))} | ${f0(percentile(sorted, 90))} | ${f0(percentile(sorted, 99))} | ${f0(sorted.at(-1)!)} |`
  })
}

export function printReport(r: Report) {
  const f = r.final
  log('')
  log(`Load: ${f.rate} req/s asked for ${f.seconds} s → ${f.requests} requests (${f.achievedRate.toFixed(1)}/s)`)
  log(`  latency p50 ${f0(f.p50)} ms, p90 ${f0(f.p90)} ms, p99 ${f0(f.p99)} ms, max ${f0(f.max)} ms (goal p99 ≤ ${p99Limit} ms)`)
  log(`  errors ${f.errors} (unexpected status ${f.unexpected}, timeouts ${f.timeouts}, socket errors ${f.socketErrors})`)
  log(`  statuses ${JSON.stringify(f.byStatus)}`)
  log(`  server CPU ${f.cpuMsPerRequest.toFixed(2)} ms per request (all its threads), ${f.mainMsPerRequest.toFixed(2)} ms of it on the main thread (one instance holds at most about 1000 ms divided by this); the load generator ${f.generatorMsPerRequest.toFixed(2)} ms per request on the same cores`)
  log(`  server RSS max ${f0(f.rssMaxMb)} MB (anonymous ${f0(f.anonMaxMb)} MB), final ${f0(f.rssFinalMb)} MB, in every run ${f0(rssMaxAll(r))} MB (goal < ${RSS_GOAL_MB} MB); idle after start ${f0(r.idle.total)} MB`)
  log(
    `  leads (probes and final run): ${r.leads.posted} posted, ${r.leads.acknowledged} acknowledged (${r.leads.withAltcha} with ALTCHA), ${r.leads.refused} refused, ${r.leads.unanswered} still in flight when a run ended (${r.leads.unansweredStored} of them stored); ${r.leads.stored} stored ${JSON.stringify(r.leads.statuses)}; ${r.leads.missing} acknowledged but missing`,
  )
  log(`  load average before / at start / at end: ${r.loadBefore} | ${r.loadAtStart} | ${r.loadAtEnd}`)
  log('  per kind: count, p50 / p90 / p99 / max ms')
  for (const row of kindRows(f)) log(`    ${row}`)
  for (const sample of f.samples) log(`  unexpected: ${sample}`)
}

export function writeReport(r: Report) {
  const f = r.final
  const held = f.ok && rssMaxAll(r) < RSS_GOAL_MB
  const lines = [
    clusterMode
      ? `## Load, ${clusterInstances} instances behind HAProxy on PostgreSQL (\`npm run load -- --cluster\`, bench/load.ts)`
      : onPostgres
        ? '## Load, one instance on PostgreSQL (`npm run load`, bench/load.ts)'
        : '## Load (`npm run load`, bench/load.ts)',
    '',
    `Latest run ${r.started.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
    '',
    `- Command: \`${process.env.LOAD_COMMAND ?? `${r.fixed ? `LOAD_RATE=${f.rate} ` : ''}${finalSeconds !== 60 ? `LOAD_SECONDS=${finalSeconds} ` : ''}${distDir !== '.next' ? `NEXT_DIST_DIR=${distDir} ` : ''}LOAD_PORT=${port} npm run load${clusterMode ? ' -- --cluster' : ''}`}\``,
    clusterMode
      ? `- Servers: \`npm run cluster\`: ${clusterInstances} production servers (scripts/serve.ts, build in \`${distDir}\`) on 127.0.0.1:${port + 1}… behind HAProxy on ${port}, sharing Redis; database: ${r.target.describe} (100,000 properties)`
      : `- Server: the production server (scripts/start.ts → scripts/serve.ts, build in \`${distDir}\`) on 127.0.0.1:${port}; database: ${r.target.describe} (100,000 properties)`,
    `- Machine: ${machineLine()}; autocannon runs on the same machine as the server`,
    `- Load average (1 / 5 / 15 min) before the script / at the final run's start / at its end: ${r.loadBefore} | ${r.loadAtStart} | ${r.loadAtEnd}${busyNote(Number(r.loadAtStart.split(' / ')[0]), Number(r.loadAtEnd.split(' / ')[0]))}`,
    '',
    `Goal: p99 ≤ ${p99Limit} ms with no errors, server RSS < ${RSS_GOAL_MB} MB in every run. ${held ? '**Met**' : '**Not met**'} at ${f.rate} req/s for ${f.seconds} s; RSS at most ${f0(rssMaxAll(r))} MB over the final run and the probes.`,
    '',
    `RSS idle after start (nothing asked but the health check; ${r.idle.seconds} s after it answered): **${f0(r.idle.total)} MB** (${f0(r.idle.anon)} MB anonymous; at most ${f0(r.idle.maxTotal)} MB meanwhile); goal ≤ ${IDLE_GOAL_MB * (clusterMode ? clusterInstances : 1)} MB. The supervising process (${clusterMode ? 'scripts/cluster.ts' : 'scripts/start.ts'}, which started the server and waits on it) beside it: ${f0(r.idle.supervisorMb)} MB.`,
    '',
    '| rate asked | done | requests | p50 ms | p90 ms | p99 ms | max ms | errors | timeouts | server CPU ms/request | RSS max MB | of it anonymous | RSS final MB |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| **${f.rate}/s** | ${f.achievedRate.toFixed(1)}/s | ${f.requests} | ${f0(f.p50)} | ${f0(f.p90)} | **${f0(f.p99)}** | ${f0(f.max)} | **${f.errors}** | ${f.timeouts} | ${f.cpuMsPerRequest.toFixed(2)} | **${f0(f.rssMaxMb)}** | ${f0(f.anonMaxMb)} | ${f0(f.rssFinalMb)} |`,
    '',
    'Server CPU is the user and system time of the server processes (every thread: rendering, the SQLite read',
    'threads, compression on the thread pool) over the run, divided by the requests answered; it moves far less',
    'with the machine\'s other work than the latencies do, so it is the figure to compare two versions by.',
    `The load generator (autocannon, in this script's process on the same cores) used ${f.generatorMsPerRequest.toFixed(2)} ms of CPU a request.`,
    '',
    `RSS is VmRSS summed over the scripts/serve.ts process${clusterMode ? 'es (all instances)' : ''} and ${clusterMode ? 'their' : 'its'} children, sampled every second; "anonymous" is its`,
    'RssAnon part (JavaScript heap, SQLite\'s page caches, native allocations). The rest is file pages mapped into',
    'the process (the code of Node, its native modules and the build); SQLite itself reads with `mmap_size = 0`.',
    '',
    `Server processes (VmRSS at the end of the run): ${r.memory}.`,
    '',
    `Statuses: ${Object.entries(f.byStatus)
      .map(([s, n]) => `${s} × ${n}`)
      .join(', ')} (non-2xx/3xx where 2xx/3xx was expected: ${f.unexpected}; socket errors ${f.socketErrors}).`,
    '',
    `Leads (probes and final run together): ${r.leads.posted} posted, ${r.leads.acknowledged} acknowledged (201 or 303; ${r.leads.withAltcha} of them carried a solved ALTCHA instead of a form token), ${r.leads.refused} refused, ${r.leads.unanswered} still in flight when a run's time was up (${r.leads.unansweredStored} of those stored); ` +
      `${r.leads.stored} found in the database afterwards (${Object.entries(r.leads.statuses)
        .map(([s, n]) => `${s} ${n}`)
        .join(', ')}), **${r.leads.missing} acknowledged but missing**${r.leads.idMismatch ? `, ${r.leads.idMismatch} with another id than answered` : ''}.`,
    '',
    'Per kind (all responses, whatever their status):',
    '',
    '| kind | share % | requests | p50 ms | p90 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...kindRows(f).map((row, i) => row.replace(/^\| ([^|]+) \|/, `| $1 | ${MIX[i]![1]} |`)),
    '',
  ]
  if (r.probes.length) {
    lines.push(
      `Runs before the final run, in order: probes of ${probeSeconds} s, then any ${finalSeconds} s run not held, which made the final run step down (same mix; held = p99 ≤ ${p99Limit} ms, no errors, ≥ 95% of the rate done):`,
      '',
      '| rate asked | seconds | done | p50 ms | p90 ms | p99 ms | max ms | errors | server CPU ms/request | RSS max MB | anonymous MB | held |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...r.probes.map(
        (p) =>
          `| ${p.rate}/s | ${p.seconds} | ${p.achievedRate.toFixed(1)}/s | ${f0(p.p50)} | ${f0(p.p90)} | ${f0(p.p99)} | ${f0(p.max)} | ${p.errors} | ${p.cpuMsPerRequest.toFixed(2)} | ${f0(p.rssMaxMb)} | ${f0(p.anonMaxMb)} | ${p.ok ? 'yes' : 'no'} |`,
      ),
      '',
    )
  }
  lines.push(
    'The mix: page views (home with and without a `city` cookie, city and featured pages, popular and',
    'long-tail property pages, builder, collection and other pages, static files), searches (the search',
    'page with random filters, `GET /api/search`, filtered listing pages), form tokens and lead posts',
    '(JS multipart → 201, no-JS URL-encoded → 303), each from an `X-Forwarded-For` visitor address in',
    '198.18.0.0/15 with `accept-encoding: gzip`; see the comment at the top of bench/load.ts.',
    '',
    embedData({ date: r.started.toISOString(), rate: f.rate, requests: f.requests, p50: f.p50, p90: f.p90, p99: f.p99, max: f.max, errors: f.errors, cpuMsPerRequest: f.cpuMsPerRequest, mainMsPerRequest: f.mainMsPerRequest, rssMaxMb: f.rssMaxMb, rssMaxAllRunsMb: rssMaxAll(r), anonMaxMb: f.anonMaxMb, rssFinalMb: f.rssFinalMb, idleMb: r.idle.total, idleAnonMb: r.idle.anon, idleMaxMb: r.idle.maxTotal, leads: r.leads }),
  )
  // One section per setup, so the SQLite, PostgreSQL and cluster figures stand side by side.
  writeSection(clusterMode ? 'load-cluster' : onPostgres ? 'load-postgres' : 'load', lines.join('\n'))
}
