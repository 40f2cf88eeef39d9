/**
 * The server's processes, read from /proc (Linux): for the measuring scripts' memory and CPU figures,
 * and for the test helper that must know which process answered (tests/support/site-server.ts).
 */
import fs from 'node:fs'

function childrenOf(): Map<number, number[]> {
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const ppid = parentOf(Number(entry))
      const list = children.get(ppid) ?? []
      list.push(Number(entry))
      children.set(ppid, list)
    } catch {
      // gone meanwhile
    }
  }
  return children
}

/** The fields of /proc/<pid>/stat after the command name (state first: field 3 of proc(5)). */
function statFields(pid: number): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
}

export function parentOf(pid: number): number {
  return Number(statFields(pid)[1])
}

export function processGroupOf(pid: number): number {
  return Number(statFields(pid)[2])
}

export function descendants(pid: number, children = childrenOf()): number[] {
  const out = [pid]
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]!) ?? []))
  return out
}

/** Every server process under `pid` (one, or one per cluster instance): scripts/serve.ts, bundled or not. */
export function findServePids(pid: number): number[] {
  return descendants(pid).filter((p) => {
    try {
      return /scripts\/serve\.ts\0|\/serve\.mjs\0/.test(fs.readFileSync(`/proc/${p}/cmdline`, 'utf8'))
    } catch {
      return false
    }
  })
}

/** CPU seconds (user + system) the processes have used so far; processes gone meanwhile count 0. */
export function cpuSeconds(pids: number[]): number {
  const ticksPerSecond = 100 // USER_HZ on Linux
  let ticks = 0
  for (const pid of pids) {
    try {
      const fields = statFields(pid)
      ticks += Number(fields[11]) + Number(fields[12]) // utime, stime
    } catch {
      // gone meanwhile
    }
  }
  return ticks / ticksPerSecond
}
