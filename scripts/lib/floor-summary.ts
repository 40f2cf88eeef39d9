/**
 * The figures `npm run lighthouse:floor` (scripts/lighthouse-floor.ts) takes from each Lighthouse
 * result, and their medians per page over the alternated runs (docs/product.md §23).
 */
import type { Result } from 'lighthouse'

export type RunFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Milliseconds of Total Blocking Time on the simulated phone. */
  tbt: number
  lcp: number
  cls: number
  benchmarkIndex: number
  /** Lighthouse's main-thread breakdown (mainthread-work-breakdown): milliseconds per group. */
  mainThread: Record<string, number>
  /** Script boot-up (bootup-time): milliseconds of main-thread time per script URL. */
  bootup: { url: string; total: number; scripting: number; parse: number }[]
  /**
   * Total Blocking Time by where its long tasks came from (the long-tasks audit: each simulated
   * task's start, duration and script, the page's URL for the document's own work, or
   * `Unattributable`), counted as TBT counts it: the part of each task between the first
   * contentful paint and time to interactive, beyond 50 ms. The sum comes within about a tenth of
   * the TBT: Lighthouse's TBT averages two simulations, the audit lists the tasks of one.
   */
  blockingBySource: { url: string; ms: number }[]
  /** Audits that cost accessibility, best-practices or SEO points: `category: audit id`. */
  failing: string[]
}

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score
  return value === null || value === undefined ? Number.NaN : Math.round(value * 100)
}
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

type Items = { items?: Record<string, unknown>[] } | undefined

/** The figures of one Lighthouse run; throws when the run has no performance score. */
export function runFigures(lhr: Result): RunFigures {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const figures: RunFigures = {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    tbt: numeric(lhr, 'total-blocking-time'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    mainThread: {},
    bootup: [],
    blockingBySource: [],
    failing: [],
  }
  if (Number.isNaN(figures.performance)) throw new Error('the run has no performance score')
  for (const item of (lhr.audits['mainthread-work-breakdown']?.details as Items)?.items ?? []) {
    const label = String(item.groupLabel ?? item.group)
    figures.mainThread[label] = (figures.mainThread[label] ?? 0) + Number(item.duration)
  }
  for (const item of (lhr.audits['bootup-time']?.details as Items)?.items ?? []) {
    figures.bootup.push({ url: String(item.url), total: Number(item.total), scripting: Number(item.scripting), parse: Number(item.scriptParseCompile) })
  }
  const fcp = numeric(lhr, 'first-contentful-paint')
  const interactive = numeric(lhr, 'interactive')
  const bySource = new Map<string, number>()
  for (const item of (lhr.audits['long-tasks']?.details as Items)?.items ?? []) {
    const start = Math.max(Number(item.startTime), fcp)
    const end = Math.min(Number(item.startTime) + Number(item.duration), Number.isNaN(interactive) ? Number.POSITIVE_INFINITY : interactive)
    const blocking = end - start - 50
    if (blocking > 0) bySource.set(String(item.url), (bySource.get(String(item.url)) ?? 0) + blocking)
  }
  figures.blockingBySource = [...bySource].map(([url, ms]) => ({ url, ms }))
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1) figures.failing.push(`${category}: ${ref.id}`)
    }
  }
  return figures
}

/** The median of the numbers (the mean of the middle two of an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export type PageSummary = Omit<RunFigures, 'bootup' | 'failing' | 'blockingBySource'> & {
  /** Audits that failed in any run, with the number of runs they failed in. */
  failing: Record<string, number>
  runs: number
  /** Median TBT over the floor's median TBT measured in the same session. */
  tbtRatio: number
  /** Median over the runs of each run's whole main-thread time (the breakdown's sum). */
  mainThreadTotal: number
  performanceRuns: number[]
  tbtRuns: number[]
  bootup: { script: string; total: number; scripting: number; parse: number }[]
  /** Median over the runs of the blocking time each source caused (0 in a run without it), largest first. */
  blockingBySource: { source: string; ms: number }[]
}

/** A script URL without its origin (the sites run on different ports); `document` for the page itself. */
function scriptName(url: string, pageUrl: string): string {
  if (url === pageUrl) return 'document'
  try {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  } catch {
    return url
  }
}

/** Medians of every figure over the runs of one page, each figure on its own (as Lighthouse advises). */
export function summarise(runs: RunFigures[], floorTbt: number, pageUrl: string): PageSummary {
  if (runs.length === 0) throw new Error('no run to summarise')
  const of = (pick: (r: RunFigures) => number) => median(runs.map(pick))
  const groups = new Set(runs.flatMap((r) => Object.keys(r.mainThread)))
  const mainThread: Record<string, number> = {}
  for (const group of groups) mainThread[group] = of((r) => r.mainThread[group] ?? 0)
  const scripts = new Set(runs.flatMap((r) => r.bootup.map((b) => scriptName(b.url, pageUrl))))
  const bootup = [...scripts].map((script) => {
    const pick = (field: 'total' | 'scripting' | 'parse') => of((r) => r.bootup.find((b) => scriptName(b.url, pageUrl) === script)?.[field] ?? 0)
    return { script, total: pick('total'), scripting: pick('scripting'), parse: pick('parse') }
  })
  bootup.sort((a, b) => b.total - a.total)
  const sources = new Set(runs.flatMap((r) => r.blockingBySource.map((b) => scriptName(b.url, pageUrl))))
  const blockingBySource = [...sources].map((source) => ({
    source,
    ms: of((r) => r.blockingBySource.filter((b) => scriptName(b.url, pageUrl) === source).reduce((sum, b) => sum + b.ms, 0)),
  }))
  blockingBySource.sort((a, b) => b.ms - a.ms)
  const tbt = of((r) => r.tbt)
  const failing: Record<string, number> = {}
  for (const id of runs.flatMap((r) => r.failing)) failing[id] = (failing[id] ?? 0) + 1
  return {
    failing,
    runs: runs.length,
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    bestPractices: of((r) => r.bestPractices),
    seo: of((r) => r.seo),
    tbt,
    lcp: of((r) => r.lcp),
    cls: of((r) => r.cls),
    benchmarkIndex: of((r) => r.benchmarkIndex),
    tbtRatio: floorTbt > 0 ? tbt / floorTbt : Number.NaN,
    mainThreadTotal: of((r) => Object.values(r.mainThread).reduce((a, b) => a + b, 0)),
    performanceRuns: runs.map((r) => r.performance),
    tbtRuns: runs.map((r) => Math.round(r.tbt)),
    mainThread,
    bootup,
    blockingBySource,
  }
}
