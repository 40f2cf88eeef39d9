import { EventEmitter } from 'node:events'

import type { Redis } from 'ioredis'
import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/shared/redis', () => ({ REDIS_PREFIX: 'griha:', reportRedisFailure: vi.fn() }))

const { redisSecondaryStorage } = await import('./auth-secondary-storage.server')
const { reportRedisFailure } = await import('@/lib/shared/redis')

/** A Redis client whose commands fail while `down` (as ioredis's do without an offline queue). */
function fakeRedis() {
  const store = new Map<string, string>()
  const client = Object.assign(new EventEmitter(), {
    down: false,
    deleted: [] as string[],
    async get(k: string) {
      if (client.down) throw new Error('Stream is not writeable')
      return store.get(k) ?? null
    },
    async getdel(k: string) {
      const v = await client.get(k)
      store.delete(k)
      return v
    },
    async set(k: string, v: string) {
      if (client.down) throw new Error('Stream is not writeable')
      store.set(k, v)
      return 'OK'
    },
    async del(...keys: string[]) {
      if (client.down) throw new Error('Stream is not writeable')
      for (const k of keys) store.delete(k)
      client.deleted.push(...keys)
      return keys.length
    },
    async eval(_script: string, _n: number, k: string) {
      if (client.down) throw new Error('Stream is not writeable')
      const n = Number(store.get(k) ?? 0) + 1
      store.set(k, String(n))
      return n
    },
  })
  return { client, store }
}

describe('Better Auth secondary storage while Redis is down (docs/product.md §20)', () => {
  it('misses reads (Better Auth then reads the database), skips writes and reports each failure', async () => {
    const { client } = fakeRedis()
    const storage = redisSecondaryStorage(client as unknown as Redis)
    await storage.set('token-1', '{"session":{}}', 60)
    expect(await storage.get('token-1')).toBe('{"session":{}}')
    client.down = true
    expect(await storage.get('token-1')).toBeNull()
    await expect(storage.set('token-2', 'x', 60)).resolves.toBeUndefined()
    expect(vi.mocked(reportRedisFailure)).toHaveBeenCalled()
  })

  it("counts Better Auth's rate limits in memory", async () => {
    const { client } = fakeRedis()
    const storage = redisSecondaryStorage(client as unknown as Redis)
    client.down = true
    const counts = []
    for (let i = 0; i < 4; i++) counts.push(await storage.increment!('rate:1.2.3.4/sign-in', 10))
    expect(counts).toEqual([1, 2, 3, 4])
  })

  it('sends a delete that failed (a sign-out) again once Redis answers, so the copy cannot bring the session back', async () => {
    const { client, store } = fakeRedis()
    const storage = redisSecondaryStorage(client as unknown as Redis)
    await storage.set('token-3', '{"session":{}}', 60)
    client.down = true
    await storage.delete('token-3')
    expect(store.has('griha:auth:token-3')).toBe(true)
    client.down = false
    client.emit('ready')
    await vi.waitFor(() => expect(store.has('griha:auth:token-3')).toBe(false))
    expect(await storage.get('token-3')).toBeNull()
  })
})
