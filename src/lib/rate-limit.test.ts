import { AsyncLocalStorage } from 'node:async_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { RateLimiterMemory } from 'rate-limiter-flexible'
import { describe, expect, it, vi } from 'vitest'

import { consumeLimit, createLimiter, ExpiringCounts, MAX_COUNTS_PER_LIMIT, MemoryLimiter } from './rate-limit'

// `gc()` for the test that a count keeps no request alive.
setFlagsFromString('--expose-gc')

describe('consumeLimit', () => {
  it('counts down, then answers with the wait instead of throwing', async () => {
    const limiter = new RateLimiterMemory({ points: 2, duration: 60 })
    expect(await consumeLimit(limiter, 'a')).toEqual({ ok: true, remaining: 1 })
    expect(await consumeLimit(limiter, 'a')).toEqual({ ok: true, remaining: 0 })
    const third = await consumeLimit(limiter, 'a')
    expect(third.ok).toBe(false)
    expect(third.ok === false && third.retryAfterSeconds).toBeGreaterThanOrEqual(59)
    expect((await consumeLimit(limiter, 'b')).ok).toBe(true)
  })

  it('throws a failing store on instead of treating it as a limit', async () => {
    const limiter = new RateLimiterMemory({ points: 2, duration: 60 })
    limiter.consume = () => Promise.reject(new Error('store down'))
    await expect(consumeLimit(limiter, 'a')).rejects.toThrow('store down')
  })
})

describe('createLimiter without REDIS_URL', () => {
  it('counts in this process, made on first use, and reset() forgets the counts', async () => {
    expect(process.env.REDIS_URL).toBeUndefined()
    const limiter = createLimiter({ keyPrefix: 'test', points: 1, duration: 60 })
    expect(await consumeLimit(limiter, 'a')).toEqual({ ok: true, remaining: 0 })
    expect((await consumeLimit(limiter, 'a')).ok).toBe(false)
    expect((await limiter.get('a'))?.consumedPoints).toBe(2)
    limiter.reset()
    expect(await limiter.get('a')).toBeNull()
    expect((await consumeLimit(limiter, 'a')).ok).toBe(true)
  })
})

describe('the in-memory limiter (MemoryLimiter over ExpiringCounts)', () => {
  it('counts a window, then starts a new one when it has ended, as the library does', async () => {
    let now = 1_000_000
    const limiter = new MemoryLimiter({ points: 2, duration: 60 }, () => now)
    expect(await consumeLimit(limiter, 'a')).toEqual({ ok: true, remaining: 1 })
    now += 30_000
    expect(await consumeLimit(limiter, 'a')).toEqual({ ok: true, remaining: 0 })
    const refused = await consumeLimit(limiter, 'a')
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 30 })
    expect((await limiter.get('a'))?.consumedPoints).toBe(3)
    now += 30_000
    expect(await limiter.get('a')).toBeNull()
    expect(await consumeLimit(limiter, 'a')).toEqual({ ok: true, remaining: 1 })
    expect(await limiter.delete('a')).toBe(true)
    expect(await limiter.get('a')).toBeNull()
  })

  it('drops the counts whose window has ended when it writes, without a timer', () => {
    vi.useFakeTimers()
    try {
      let now = 0
      const counts = new ExpiringCounts(() => now)
      for (let i = 0; i < 1000; i++) counts.incrby(`visitor-${i}`, 1, 60)
      expect(counts.size).toBe(1000)
      expect(vi.getTimerCount()).toBe(0)
      now = 59_999
      counts.incrby('late', 1, 60)
      expect(counts.size).toBe(1001)
      now = 60_000
      counts.incrby('later', 1, 60)
      expect(counts.size).toBe(2)
      expect(counts.get('visitor-1')).toBeNull()
      expect(counts.get('late')?.consumedPoints).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps nothing of the asynchronous context a count was made in', async () => {
    // A request's stores (Next's, the response) are AsyncLocalStorage values while it is answered;
    // the library's store set a timer per key, and the timer held them until the window ended.
    const storage = new AsyncLocalStorage<{ response: Uint8Array }>()
    const limiter = createLimiter({ keyPrefix: 'context-test', points: 5, duration: 3600 })
    const collected = new Set<number>()
    const registry = new FinalizationRegistry<number>((i) => collected.add(i))
    const requests = 20
    for (let i = 0; i < requests; i++) {
      await (async () => {
        const store = { response: new Uint8Array(64 * 1024) }
        registry.register(store, i)
        await storage.run(store, () => consumeLimit(limiter, `visitor-${i}`))
      })()
    }
    expect((await limiter.get('visitor-0'))?.consumedPoints).toBe(1)
    const gc = runInNewContext('gc') as () => void
    for (let round = 0; round < 20 && collected.size < requests; round++) {
      gc()
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(collected.size).toBe(requests)
  })
})

describe('ExpiringCounts without a window', () => {
  it('keeps a count without a window and still drops the expired ones behind it', () => {
    let now = 0
    const counts = new ExpiringCounts(() => now)
    counts.set('forever', 1, 0)
    counts.incrby('a', 1, 10)
    now = 10_000
    counts.incrby('b', 1, 10)
    expect(counts.size).toBe(2)
    expect(counts.get('forever')?.msBeforeNext).toBe(-1)
    expect(counts.get('a')).toBeNull()
  })
})

describe('ExpiringCounts at its bound', () => {
  it('drops the count whose window ends first for a new address, and says so once', () => {
    let now = 0
    const evictions: number[] = []
    const counts = new ExpiringCounts(() => now, 3, () => evictions.push(now))
    counts.incrby('a', 1, 60)
    now = 1_000
    counts.incrby('b', 1, 60)
    now = 2_000
    counts.incrby('c', 1, 60)
    counts.incrby('a', 1, 60) // a count that exists is counted on, nothing dropped
    expect(counts.size).toBe(3)
    expect(counts.get('a')?.consumedPoints).toBe(2)
    now = 3_000
    counts.incrby('d', 1, 60)
    expect(counts.size).toBe(3)
    expect(counts.get('a')).toBeNull()
    expect(counts.get('b')?.consumedPoints).toBe(1)
    now = 4_000
    counts.incrby('e', 1, 60)
    expect(counts.get('b')).toBeNull()
    expect([...['c', 'd', 'e'].map((k) => counts.get(k)?.consumedPoints)]).toEqual([1, 1, 1])
    expect(counts.evicted).toBe(2)
    expect(evictions).toEqual([3_000])
  })

  it('keeps a flood of new addresses to the bound, the limit still counting the latest', async () => {
    const limiter = new MemoryLimiter({ keyPrefix: 'flood-test', points: 1, duration: 3600 }, undefined, 500)
    const storage = (limiter as unknown as { _memoryStorage: ExpiringCounts })._memoryStorage
    for (let i = 0; i < 5_000; i++) await consumeLimit(limiter, `10.0.${i >> 8}.${i & 255}`)
    expect(storage.size).toBe(500)
    expect(storage.maxCounts).toBe(500)
    expect((await consumeLimit(limiter, `10.0.${4_999 >> 8}.${4_999 & 255}`)).ok).toBe(false)
    expect((await consumeLimit(limiter, '10.0.0.0')).ok).toBe(true)
  })

  it('is bounded by default', () => {
    expect(new ExpiringCounts().maxCounts).toBe(MAX_COUNTS_PER_LIMIT)
    const storage = (new MemoryLimiter({ points: 1, duration: 60 }) as unknown as { _memoryStorage: ExpiringCounts })._memoryStorage
    expect(storage.maxCounts).toBe(MAX_COUNTS_PER_LIMIT)
  })
})
