/**
 * The render gates of this process (src/lib/server/render-gate.ts), for the metrics: the gate runs in
 * scripts/serve.ts's bundle and `/api/metrics` in Next's, so the set lives on `globalThis`.
 */
export type RenderGateStats = {
  /** Page views inside Next now. */
  readonly running: number
  /** Page views waiting for their turn now. */
  readonly waiting: number
  /** Page views let in since start. */
  admitted: number
  /** Page views refused with 503 since start (the queue was full). */
  refused: number
}

const REGISTRY = Symbol.for('homes-site.render-gates')

export function renderGates(): Set<RenderGateStats> {
  const g = globalThis as { [REGISTRY]?: Set<RenderGateStats> }
  return (g[REGISTRY] ??= new Set())
}
