/** Part of `npm run load` (bench/load.ts): one run at a fixed rate, and the server's memory and CPU while it runs. */

import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { percentile, sleep } from '../lib'
import { type SiteProcess } from '../../scripts/lib/site-process'

import { p99Limit, SLICES_MAX, TIMEOUT_SECONDS } from './config'
import { Kind, Built, Traffic } from './traffic'

// ---------------------------------------------------------------------------------------------
// One run at a fixed rate.

export type KindStats = { count: number; latencies: number[]; bad: Map<number, number> }
export type RunResult = {
  rate: number
  seconds: number
  requests: number
  achievedRate: number
  latencies: number[]
  p50: number
  p90: number
  p99: number
  max: number
  errors: number
  timeouts: number
  socketErrors: number
  unexpected: number
  byStatus: Record<string, number>
  byKind: Map<Kind, KindStats>
  samples: string[]
  rssMaxMb: number
  rssFinalMb: number
  anonMaxMb: number
  /** CPU time (user + system, every thread) the server used per request answered in the run. */
  cpuMsPerRequest: number
  /**
   * Of it, the servers' main threads (their event loops): one thread renders every page, so the
   * rate one instance holds is about 1000 ms divided by this, whatever the other threads have left.
   */
  mainMsPerRequest: number
  /**
   * CPU time (every thread) this process, the load generator (autocannon), used per request: on a
   * 2-core machine it takes its share from the cores the server could have had.
   */
  generatorMsPerRequest: number
  ok: boolean
}

export async function runAt(site: SiteProcess, traffic: Traffic, rate: number, seconds: number, sampleRss: () => Rss, serverCpu: ServerCpu): Promise<RunResult> {
  const slices = Math.max(1, Math.min(SLICES_MAX, Math.floor(rate / 2)))
  const url = new URL(site.url)
  const byKind = new Map<Kind, KindStats>()
  const byStatus: Record<string, number> = {}
  const all: number[] = []
  const samples: string[] = []
  let unexpected = 0
  let current: { kind: Kind; ok: boolean } | undefined

  const rss: Rss[] = []
  const sampler = setInterval(() => rss.push(sampleRss()), 1000)
  const cpuBefore = serverCpu()
  const mainBefore = serverCpu.main()
  const generatorBefore = process.cpuUsage()

  const instances = []
  for (let i = 0; i < slices; i++) {
    const sliceRate = Math.floor(rate / slices) + (i < rate % slices ? 1 : 0)
    if (sliceRate === 0) continue
    const instance = autocannon({
      url: `${url.origin}/`,
      connections: sliceRate,
      overallRate: sliceRate,
      duration: seconds,
      timeout: TIMEOUT_SECONDS,
      requests: [
        {
          setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
            const built = traffic.next()
            context.built = built
            return { ...request, ...built.request }
          },
          onResponse: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => {
            const built = context.built as Built
            const ok = built.expect(status)
            current = { kind: built.kind, ok }
            byStatus[status] = (byStatus[status] ?? 0) + 1
            if (!ok) {
              unexpected++
              if (built.email) traffic.refused.add(built.email)
              if (samples.length < 8) samples.push(`${built.kind} ${built.request.method} ${built.request.path} → ${status}: ${body.slice(0, 200).replace(/\s+/g, ' ')}`)
            } else if (built.email) {
              let id: string | undefined
              if (status === 201 && !headers['content-encoding']) id = parseJson<{ id?: string }>(body)?.id
              traffic.acknowledged.set(built.email, { id, status, kind: built.kind })
            } else if (built.kind === 'form token' && !headers['content-encoding']) {
              const token = parseJson<{ form_started?: string }>(body)?.form_started
              if (token) traffic.addToken(token)
            }
          },
        },
      ],
    })
    // 'response' follows onResponse synchronously for the same connection, so `current` is its request.
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      if (!current) return
      let stats = byKind.get(current.kind)
      if (!stats) byKind.set(current.kind, (stats = { count: 0, latencies: [], bad: new Map() }))
      stats.count++
      stats.latencies.push(responseTime)
      all.push(responseTime)
      current = undefined
    })
    instances.push(instance)
    await sleep(1000 / slices)
  }
  const results = await Promise.all(instances)
  const cpuUsed = serverCpu() - cpuBefore
  const mainUsed = serverCpu.main() - mainBefore
  const generator = process.cpuUsage(generatorBefore)
  clearInterval(sampler)
  rss.push(sampleRss())

  all.sort((a, b) => a - b)
  const timeouts = results.reduce((sum, r) => sum + r.timeouts, 0)
  const socketErrors = results.reduce((sum, r) => sum + r.errors, 0) - timeouts
  const requests = all.length
  const achievedRate = requests / seconds
  const result: RunResult = {
    rate,
    seconds,
    requests,
    achievedRate,
    latencies: all,
    p50: percentile(all, 50),
    p90: percentile(all, 90),
    p99: percentile(all, 99),
    max: all.at(-1) ?? Number.NaN,
    errors: unexpected + timeouts + socketErrors,
    timeouts,
    socketErrors,
    unexpected,
    byStatus,
    byKind,
    samples,
    rssMaxMb: Math.max(...rss.map((r) => r.total)),
    rssFinalMb: rss.at(-1)!.total,
    anonMaxMb: Math.max(...rss.map((r) => r.anon)),
    cpuMsPerRequest: (cpuUsed * 1000) / Math.max(1, requests),
    mainMsPerRequest: (mainUsed * 1000) / Math.max(1, requests),
    generatorMsPerRequest: (generator.user + generator.system) / 1000 / Math.max(1, requests),
    ok: false,
  }
  // Held means: answered in time, without errors, and at (nearly) the rate asked for.
  result.ok = result.errors === 0 && result.p99 <= p99Limit && achievedRate >= rate * 0.95
  return result
}

export function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T
  } catch {
    return undefined
  }
}

export function summaryLine(r: RunResult): string {
  return `${String(r.rate).padStart(4)} req/s asked, ${r.achievedRate.toFixed(0).padStart(4)} done: p50 ${r.p50.toFixed(0)} ms, p90 ${r.p90.toFixed(0)}, p99 ${r.p99.toFixed(0)}, max ${r.max.toFixed(0)}; errors ${r.errors}; server CPU ${r.cpuMsPerRequest.toFixed(1)} ms/request (main thread ${r.mainMsPerRequest.toFixed(1)}), load generator ${r.generatorMsPerRequest.toFixed(1)}; RSS max ${r.rssMaxMb.toFixed(0)} MB (anonymous ${r.anonMaxMb.toFixed(0)}) → ${r.ok ? 'held' : 'NOT held'}`
}

// ---------------------------------------------------------------------------------------------
// The server's memory: VmRSS of the scripts/serve.ts process and its children.

/** Each process of the tree with its VmRSS, for the report: which part of the server holds the memory. */
export function rssBreakdown(pids: number[]): string {
  return pids
    .map((pid) => {
      try {
        const rss = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
        const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).map((a) => path.basename(a)).join(' ').slice(0, 60)
        return `${pid} ${cmd}: ${rss.toFixed(0)} MB`
      } catch {
        return `${pid}: gone`
      }
    })
    .join('; ')
}

export type Rss = { total: number; anon: number }
/** CPU seconds the server has used so far, every thread; `main()` those of its main threads alone. */
export type ServerCpu = (() => number) & { main: () => number }

/**
 * RSS once a second for `seconds` while nothing is asked: the last sample (the server settled: V8
 * shrinks its heap a few seconds into idleness) and the largest (start-up's own garbage included).
 */
export async function idleRss(sample: () => Rss, seconds: number): Promise<Rss & { maxTotal: number; seconds: number }> {
  const samples = [sample()]
  for (let i = 1; i < Math.max(1, seconds); i++) {
    await sleep(1000)
    samples.push(sample())
  }
  return { ...samples.at(-1)!, maxTotal: Math.max(...samples.map((r) => r.total)), seconds: samples.length }
}

/** VmRSS summed over the processes, and its anonymous part (RssAnon: heap, stacks; the rest is mapped files). */
export function rssMb(pids: number[]): Rss {
  const kb = { total: 0, anon: 0 }
  for (const pid of pids) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
      kb.total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0)
      kb.anon += Number(/RssAnon:\s+(\d+) kB/.exec(status)?.[1] ?? 0)
    } catch {
      // gone meanwhile
    }
  }
  return { total: kb.total / 1024, anon: kb.anon / 1024 }
}
