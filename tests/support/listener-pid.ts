import { execFileSync } from 'node:child_process'

/**
 * The pid of the process listening on a loopback TCP port (`ss -tlnp`). The instance id in
 * `/api/health` is opaque (docs/product.md §17), so tests that stop one instance of a cluster find
 * it by the port it serves.
 */
export function listenerPid(port: number): number {
  const out = execFileSync('ss', ['-Htlnp', `sport = :${port}`], { encoding: 'utf8' })
  const match = /pid=(\d+)/.exec(out)
  if (!match) throw new Error(`no process listens on port ${port}: ${out.trim() || '(ss printed nothing)'}`)
  return Number(match[1])
}
