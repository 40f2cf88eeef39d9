/**
 * Whether this process is draining (docs/product.md §20): set by the server (scripts/serve.ts) when
 * a stop signal arrives, read by `GET /api/health`, which then answers 503 `{"status":"draining"}`
 * so the balancer takes the instance out while it goes on answering. Kept on `globalThis`: Next
 * bundles route handlers separately from scripts/serve.ts, and both must see the same flag.
 */
const KEY = Symbol.for('griha.draining')

/** Seconds a stopping server keeps accepting and answering when SHUTDOWN_DRAIN_SECONDS is unset. */
export const DEFAULT_DRAIN_SECONDS = 5

export function markDraining(): void {
  ;(globalThis as { [KEY]?: boolean })[KEY] = true
}

export function isDraining(): boolean {
  return (globalThis as { [KEY]?: boolean })[KEY] === true
}
