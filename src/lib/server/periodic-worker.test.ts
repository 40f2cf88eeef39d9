import { afterEach, describe, expect, it } from 'vitest'

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
    await sleep(75)
    expect(runs).toBeGreaterThanOrEqual(3)
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
        await sleep(50)
        events.push(signal.aborted ? 'finished after the stop' : 'finished')
        return false
      },
    })
    await sleep(20)
    await stopAllWorkers()
    events.push('stopped')
    expect(events).toEqual(['run started', 'finished after the stop', 'stopped'])
    await sleep(30)
    expect(events.at(-1)).toBe('stopped') // no run after the stop
  })
})
