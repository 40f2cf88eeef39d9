/**
 * Next.js 16.4's `IncrementalCache.set` measures every entry with `JSON.stringify(data).length`,
 * though the figure is only used for data-cache (fetch) entries, to refuse those over 2 MB. For a
 * page kept as ISR HTML the entry holds the React payload as a Buffer, which JSON turns into an
 * array of numbers: 10–15 ms of a property page's first render on this machine, for a string
 * thrown away (docs/quality.md, "Render cost").
 *
 * `skipPageEntrySizing` gives page entries (everything that is not a fetch entry) a `toJSON` that
 * answers at once, before Next's `set` sees them. Nothing else serialises a page entry with the
 * in-memory cache this site uses (`isrFlushToDisk: false`). It patches only a `set` whose source
 * still holds that line, so a Next release that fixes it leaves it alone.
 */
import { createRequire } from 'node:module'

type CacheContext = { fetchCache?: boolean } | undefined
type SetMethod = (this: unknown, pathname: string, data: unknown, ctx: CacheContext) => Promise<void>

export function skipPageEntrySizing(): boolean {
  const require = createRequire(import.meta.url)
  const { IncrementalCache } = require('next/dist/server/lib/incremental-cache') as { IncrementalCache?: { prototype: { set: SetMethod } } }
  const set = IncrementalCache?.prototype.set
  if (!set || !set.toString().includes('JSON.stringify(data).length')) return false
  IncrementalCache.prototype.set = function (pathname, data, ctx) {
    if (data && typeof data === 'object' && !ctx?.fetchCache && !Object.hasOwn(data, 'toJSON')) {
      Object.defineProperty(data, 'toJSON', { value: () => null, configurable: true, enumerable: false })
    }
    return set.call(this, pathname, data, ctx)
  }
  return true
}
