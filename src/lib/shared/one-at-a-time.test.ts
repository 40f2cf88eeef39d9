import { describe, expect, it } from 'vitest'

import { oneAtATime } from './one-at-a-time'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('oneAtATime (without REDIS_URL: this process)', () => {
  it('runs the work of one key in order, never two at once; other keys meanwhile', async () => {
    expect(process.env.REDIS_URL).toBeUndefined()
    const log: string[] = []
    let inFlight = 0
    let most = 0
    const job = (key: string, name: string) =>
      oneAtATime(key, async () => {
        inFlight += key === 'a' ? 1 : 0
        most = Math.max(most, inFlight)
        log.push(`${name} start`)
        await tick()
        log.push(`${name} end`)
        inFlight -= key === 'a' ? 1 : 0
        return name
      })
    const results = await Promise.all([job('a', 'a1'), job('a', 'a2'), job('b', 'b1'), job('a', 'a3')])
    expect(results).toEqual(['a1', 'a2', 'b1', 'a3'])
    expect(most).toBe(1)
    expect(log.filter((l) => l.startsWith('a'))).toEqual(['a1 start', 'a1 end', 'a2 start', 'a2 end', 'a3 start', 'a3 end'])
    // The other key did not wait for the first key's queue.
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'))
  })

  it('goes on with the next task after one fails, and the failure reaches its caller', async () => {
    const failed = oneAtATime('c', async () => {
      await tick()
      throw new Error('boom')
    })
    const next = oneAtATime('c', async () => 'after')
    await expect(failed).rejects.toThrow('boom')
    await expect(next).resolves.toBe('after')
  })
})
