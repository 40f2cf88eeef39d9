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

const TICKS_PER_SECOND = 100 // USER_HZ on Linux

/** utime + stime of a /proc stat file, in ticks; 0 when it is gone. */
function ticksOf(statPath: string): number {
  try {
    const stat = fs.readFileSync(statPath, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0 // gone meanwhile
  }
}

/** CPU seconds (user + system) the processes have used so far; processes gone meanwhile count 0. */
export function cpuSeconds(pids: number[]): number {
  return pids.reduce((ticks, pid) => ticks + ticksOf(`/proc/${pid}/stat`), 0) / TICKS_PER_SECOND
}

/**
 * CPU seconds of the processes' main threads (the JavaScript event loop: its thread id is the
 * process id), apart from the rest of their threads (worker threads such as SQLite's read
 * threads, V8's garbage collector and compiler helpers, libuv's pool).
 */
export function mainThreadCpuSeconds(pids: number[]): number {
  return pids.reduce((ticks, pid) => ticks + ticksOf(`/proc/${pid}/task/${pid}/stat`), 0) / TICKS_PER_SECOND
}
