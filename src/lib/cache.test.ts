import { describe, expect, it } from 'vitest'

import { CACHE_TAGS, CONTENT_CACHE_MAX_BYTES, cachedQuery, contentCacheStats, dropContentHere } from './cache'

let names = 0
/** A query with its own name (cache keys start with it) that counts its reads. */
function counted<Args extends unknown[], Result>(tags: (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS][], read: (...args: Args) => Promise<Result>, fallback: Result) {
  const calls: Args[] = []
  const query = cachedQuery(
    `test-query-${++names}`,
    tags,
    (...args: Args) => {
      calls.push(args)
      return read(...args)
    },
    fallback,
  )
  return { query, calls }
}

describe('cachedQuery: the content cache', () => {
  it('reads once per set of arguments and hands every caller the same frozen result', async () => {
    const before = contentCacheStats()
    const { query, calls } = counted([CACHE_TAGS.cities], async (slug: string) => ({ slug, list: [{ n: 1 }] }), null)
    const first = await query('pune')
    const second = await query('pune')
    expect(calls).toEqual([['pune']])
    expect(second).toBe(first)
    expect(first).toEqual({ slug: 'pune', list: [{ n: 1 }] })
    expect(contentCacheStats().reads - before.reads).toBe(1)
    expect(contentCacheStats().hits - before.hits).toBe(1)
    expect(Object.isFrozen(first)).toBe(true)
    expect(Object.isFrozen(first!.list[0])).toBe(true)
    expect(() => (first!.list as { n: number }[]).push({ n: 2 })).toThrow(TypeError)
    await query('mumbai')
    expect(calls).toEqual([['pune'], ['mumbai']])
  })

  it('shares one read between callers that ask while it is under way', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { query, calls } = counted([CACHE_TAGS.builders], async () => {
      await gate
      return ['a', 'b']
    }, [])
    const both = Promise.all([query(), query(), query()])
    release()
    const [a, b, c] = await both
    expect(calls).toHaveLength(1)
    expect(a).toBe(b)
    expect(b).toBe(c)
  })

  it('drops what a content change names and keeps the rest', async () => {
    const cities = counted([CACHE_TAGS.cities], async () => ['pune'], [])
    const blogs = counted([CACHE_TAGS.blogs, CACHE_TAGS.media], async () => ['post'], [])
    await cities.query()
    await blogs.query()
    dropContentHere([CACHE_TAGS.media])
    await cities.query()
    await blogs.query()
    expect(cities.calls).toHaveLength(1)
    expect(blogs.calls).toHaveLength(2)
  })

  it('does not keep a read that was under way when the content changed', async () => {
    let release = () => {}
    let version = 1
    const { query, calls } = counted([CACHE_TAGS.properties], async () => {
      const seen = version
      if (seen === 1) await new Promise<void>((resolve) => (release = resolve))
      return { version: seen }
    }, null)
    const stale = query()
    await Promise.resolve()
    version = 2
    dropContentHere([CACHE_TAGS.properties])
    release()
    expect(await stale).toEqual({ version: 1 })
    expect(await query()).toEqual({ version: 2 })
    expect(calls).toHaveLength(2)
  })

  it('never keeps a failure: the page gets the fallback and the next request reads again', async () => {
    let fail = true
    const { query, calls } = counted([CACHE_TAGS.siteData], async () => {
      if (fail) throw new Error('database is down')
      return { phone: '1800' }
    }, { phone: '' })
    expect(await query()).toEqual({ phone: '' })
    fail = false
    expect(await query()).toEqual({ phone: '1800' })
    expect(await query()).toEqual({ phone: '1800' })
    expect(calls).toHaveLength(2)
  })

  it('stays within its byte budget, dropping the least recently used', async () => {
    const big = 'x'.repeat(256 * 1024)
    const { query, calls } = counted([CACHE_TAGS.blogs], async (n: number) => ({ n, big }), null)
    const count = Math.ceil(CONTENT_CACHE_MAX_BYTES / big.length) + 4
    for (let n = 0; n < count; n++) await query(n)
    expect(contentCacheStats().bytes).toBeLessThanOrEqual(CONTENT_CACHE_MAX_BYTES)
    await query(count - 1)
    expect(calls).toHaveLength(count)
    await query(0)
    expect(calls).toHaveLength(count + 1)
  })

  it('hands out a result too large to keep without keeping it', async () => {
    const { query, calls } = counted([CACHE_TAGS.blogs], async () => 'y'.repeat(600 * 1024), '')
    expect((await query()).length).toBe(600 * 1024)
    await query()
    expect(calls).toHaveLength(2)
  })
})
