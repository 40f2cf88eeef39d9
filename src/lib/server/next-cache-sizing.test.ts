import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { skipPageEntrySizing } from './next-cache-sizing'

type Set = (this: unknown, pathname: string, data: unknown, ctx: object) => Promise<void>
const require = createRequire(import.meta.url)
const { IncrementalCache } = require('next/dist/server/lib/incremental-cache') as { IncrementalCache: { prototype: { set: Set } } }

describe('skipPageEntrySizing', () => {
  it('patches the installed Next once; page entries reach the cache whole, without a JSON pass over their payload', async () => {
    // When this fails after a Next upgrade, Next no longer sizes page entries: delete the patch.
    expect(skipPageEntrySizing()).toBe(true)
    expect(skipPageEntrySizing(), 'a second call leaves the patched method alone').toBe(false)

    const stored: [string, unknown][] = []
    const cache = { disableForTestmode: false, dev: false, cacheControls: new Map(), cacheHandler: { set: async (key: string, data: unknown) => void stored.push([key, data]) } }
    const page = { kind: 'APP_PAGE', html: '<html></html>', rscData: Buffer.alloc(50_000, 1), headers: {}, status: 200 }
    await IncrementalCache.prototype.set.call(cache, '/property/pune/a', page, { route: { kind: 'APP_PAGE', sourceRoute: '/property/[city]/[name]' }, cacheControl: { revalidate: 60 } })
    expect(stored).toHaveLength(1)
    expect(stored[0]![1]).toBe(page)
    expect(JSON.stringify(page)).toBe('null')
    expect(Object.keys(page)).toEqual(['kind', 'html', 'rscData', 'headers', 'status'])

    // Data-cache entries are still measured (Next refuses those over 2 MB) and serialise as before.
    const fetched = { kind: 'FETCH', data: { headers: {}, body: '"x"', status: 200 }, revalidate: 60 }
    await IncrementalCache.prototype.set.call(cache, 'key', fetched, { fetchCache: true, tags: [] })
    expect(stored).toHaveLength(2)
    expect(JSON.parse(JSON.stringify(fetched))).toEqual({ kind: 'FETCH', data: { headers: {}, body: '"x"', status: 200 }, revalidate: 60 })
  })
})
