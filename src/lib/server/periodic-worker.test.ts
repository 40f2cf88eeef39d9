import { afterEach, describe, expect, it, vi } from 'vitest'

import { runningWorkers, startPeriodicWorker, stopAllWorkers } from './periodic-worker'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

afterEach(async () => {
  await stopAllWorkers()
})

describe('startPeriodicWorker', () => {
  it('runs every interval, runs again at once after a full batch, and keeps one worker per name', async () => {
    let runs = 0
    const worker = startPeriodicWorker({ name: 'test worker', intervalMs: 20, run: async () => ++runs === 1 })
    expect(startPeriodicWorker({ name: 'test worker', intervalMs: 20, run: async () => false })).toBe(worker)
    expect(runningWorkers()).toEqual(['test worker'])
    // Timers run late on a busy machine: wait for the runs rather than for a fixed time.
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 5_000, interval: 5 })
    await worker.stop()
    expect(runningWorkers()).toEqual([])
  })

  it('stopAllWorkers aborts the run in progress and waits for it to finish what it holds', async () => {
    const events: string[] = []
    startPeriodicWorker({
      name: 'slow worker',
      intervalMs: 1,
      run: async (signal) => {
        events.push('run started')
        await sleep(300)
        events.push(signal.aborted ? 'finished after the stop' : 'finished')
        return false
      },
    })
    await vi.waitFor(() => expect(events).toContain('run started'), { timeout: 5_000, interval: 2 })
    await stopAllWorkers()
    events.push('stopped')
    expect(events).toEqual(['run started', 'finished after the stop', 'stopped'])
    await sleep(30)
    expect(events.at(-1)).toBe('stopped') // no run after the stop
  })
})
