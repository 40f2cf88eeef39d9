import { randomBytes } from 'node:crypto'

/**
 * This process's instance id (docs/product.md §13: `GET /api/health` names it): random and opaque, so it names
 * no host or process (docs/product.md §17), and a restarted process is a new instance. Kept on `globalThis`, because Next
 * bundles server code separately from scripts/serve.ts and both must give the same answer.
 */
const KEY = Symbol.for('griha.instanceId')

export function instanceId(): string {
  const g = globalThis as { [KEY]?: string }
  return (g[KEY] ??= randomBytes(8).toString('hex'))
}
