import { randomBytes } from 'node:crypto'
import os from 'node:os'

/**
 * This process's instance id (SPEC §13: `GET /api/health` names it): host, process id and a random
 * part, so a restarted process with a reused pid is a new instance. Kept on `globalThis`, because Next
 * bundles server code separately from scripts/serve.ts and both must give the same answer.
 */
const KEY = Symbol.for('griha.instanceId')

export function instanceId(): string {
  const g = globalThis as { [KEY]?: string }
  return (g[KEY] ??= `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`)
}
