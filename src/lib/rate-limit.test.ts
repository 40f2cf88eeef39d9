import { RateLimiterMemory } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'

import { consumeLimit, createLimiter } from './rate-limit'

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
