/**
 * The micro-caches of this process (src/lib/server/micro-cache.ts), reachable from any bundle:
 * Next bundles server code separately from scripts/serve.ts, so the set lives on `globalThis`.
 */
export type Clearable = { clear(): void }

const REGISTRY = Symbol.for('homes-site.micro-caches')

export function microCaches(): Set<Clearable> {
  const g = globalThis as { [REGISTRY]?: Set<Clearable> }
  return (g[REGISTRY] ??= new Set())
}

/** Empties every micro-cache of this process (content changed). Safe to call when there is none. */
export function clearMicroCache(): void {
  for (const cache of microCaches()) cache.clear()
}
