/**
 * The response caches of this process (src/lib/server/response-cache.ts), reachable from any
 * bundle: Next bundles server code separately from scripts/serve.ts, so the set lives on `globalThis`.
 */
export type Clearable = { clear(): void }

const REGISTRY = Symbol.for('homes-site.response-caches')

export function responseCaches(): Set<Clearable> {
  const g = globalThis as { [REGISTRY]?: Set<Clearable> }
  return (g[REGISTRY] ??= new Set())
}

/** Empties every response cache of this process (content changed). Safe to call when there is none. */
export function clearResponseCache(): void {
  for (const cache of responseCaches()) cache.clear()
}
