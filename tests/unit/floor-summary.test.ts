import type { Result } from 'lighthouse'
import { describe, expect, it } from 'vitest'

import { median, runFigures, summarise, type RunFigures } from '../../scripts/lib/floor-summary'

function lhr(overrides: { perf?: number | null; tbt?: number; runtimeError?: { code: string; message: string } } = {}): Result {
  return {
    runtimeError: overrides.runtimeError,
    environment: { benchmarkIndex: 2412.4 },
    categories: {
      performance: { score: overrides.perf === undefined ? 0.71 : overrides.perf },
      accessibility: { score: 1, auditRefs: [{ id: 'target-size', weight: 7 }, { id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      'total-blocking-time': { numericValue: overrides.tbt ?? 1200 },
      'largest-contentful-paint': { numericValue: 2500 },
      'cumulative-layout-shift': { numericValue: 0 },
      'mainthread-work-breakdown': {
        details: {
          items: [
            { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 1500 },
            { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 300 },
          ],
        },
      },
      'target-size': { score: 0 },
      'color-contrast': { score: 1 },
      'first-contentful-paint': { numericValue: 1000 },
      interactive: { numericValue: 3000 },
      'long-tasks': {
        details: {
          items: [
            // before the first paint: not blocking
            { url: 'Unattributable', startTime: 700, duration: 250 },
            // across it: only its 120 ms after the paint count, 70 of them blocking
            { url: 'http://127.0.0.1:1/', startTime: 880, duration: 240 },
            { url: 'http://127.0.0.1:1/_next/static/chunks/a.js', startTime: 1500, duration: 300 },
            { url: 'http://127.0.0.1:1/_next/static/chunks/a.js', startTime: 2000, duration: 80 },
            // across interactive: only its 90 ms before it count
            { url: 'http://127.0.0.1:1/', startTime: 2910, duration: 400 },
          ],
        },
      },
      'bootup-time': {
        details: { items: [{ url: 'http://127.0.0.1:1/_next/static/chunks/a.js', total: 900, scripting: 800, scriptParseCompile: 40 }] },
      },
    },
  } as unknown as Result
}

describe('runFigures', () => {
  it('takes the scores, metrics, breakdown and boot-up of one run', () => {
    const f = runFigures(lhr())
    expect(f).toMatchObject({ performance: 71, accessibility: 100, bestPractices: 96, seo: 100, tbt: 1200, lcp: 2500, cls: 0, benchmarkIndex: 2412 })
    expect(f.mainThread).toEqual({ 'Script Evaluation': 1500, 'Style & Layout': 300 })
    expect(f.failing).toEqual(['accessibility: target-size'])
    expect(f.bootup).toEqual([{ url: 'http://127.0.0.1:1/_next/static/chunks/a.js', total: 900, scripting: 800, parse: 40 }])
  })

  it('counts each long task’s blocking time between first paint and interactive, by its source', () => {
    expect(runFigures(lhr()).blockingBySource).toEqual([
      { url: 'http://127.0.0.1:1/', ms: 70 + 40 },
      { url: 'http://127.0.0.1:1/_next/static/chunks/a.js', ms: 250 + 30 },
    ])
  })

  it('refuses a run without a performance score or with a runtime error', () => {
    expect(() => runFigures(lhr({ perf: null }))).toThrow(/no performance score/)
    expect(() => runFigures(lhr({ runtimeError: { code: 'NO_FCP', message: 'no paint' } }))).toThrow(/NO_FCP/)
  })
})

describe('median', () => {
  it('is the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([5, Number.NaN])).toBe(5)
    expect(median([])).toBeNaN()
  })
})

describe('summarise', () => {
  const run = (tbt: number, perf: number, url = 'http://127.0.0.1:1/_next/static/chunks/a.js'): RunFigures => ({
    ...runFigures(lhr({ tbt, perf: perf / 100 })),
    bootup: [{ url, total: tbt, scripting: tbt / 2, parse: 10 }],
  })

  it('takes each figure’s median on its own and the TBT as a multiple of the floor’s', () => {
    const s = summarise([run(900, 80), run(1500, 60), run(1200, 70)], 400, 'http://127.0.0.1:1/')
    expect(s.tbt).toBe(1200)
    expect(s.performance).toBe(70)
    expect(s.tbtRatio).toBe(3)
    expect(s.performanceRuns).toEqual([80, 60, 70])
    expect(s.tbtRuns).toEqual([900, 1500, 1200])
    expect(s.mainThread['Script Evaluation']).toBe(1500)
    expect(s.mainThreadTotal).toBe(1800)
    expect(s.failing).toEqual({ 'accessibility: target-size': 3 })
  })

  it('names scripts without their origin, the page itself as the document, largest first', () => {
    const page = 'http://127.0.0.1:1/search?bhk=3'
    const s = summarise([{ ...run(100, 90), bootup: [{ url: 'http://127.0.0.1:1/_next/a.js', total: 50, scripting: 40, parse: 5 }, { url: page, total: 300, scripting: 200, parse: 0 }] }], 100, page)
    expect(s.bootup.map((b) => b.script)).toEqual(['document', '/_next/a.js'])
  })

  it('takes each source’s median blocking time, 0 in a run without it, the document named, largest first', () => {
    const page = 'http://127.0.0.1:1/'
    const chunk = 'http://127.0.0.1:1/_next/static/chunks/a.js'
    const withBlocking = (sources: { url: string; ms: number }[]) => ({ ...run(100, 90), blockingBySource: sources })
    const s = summarise(
      [
        withBlocking([{ url: page, ms: 100 }, { url: chunk, ms: 300 }]),
        withBlocking([{ url: chunk, ms: 500 }]),
        withBlocking([{ url: page, ms: 40 }, { url: chunk, ms: 200 }, { url: 'Unattributable', ms: 60 }]),
      ],
      100,
      page,
    )
    expect(s.blockingBySource).toEqual([
      { source: '/_next/static/chunks/a.js', ms: 300 },
      { source: 'document', ms: 40 },
      { source: 'Unattributable', ms: 0 },
    ])
  })

  it('has no ratio without a floor figure', () => {
    expect(summarise([run(100, 90)], 0, 'x').tbtRatio).toBeNaN()
  })
})
