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

/**
 * The fields of /proc/<pid>/stat (the whole process), or of one thread's /proc/<pid>/task/<tid>/stat,
 * after the command name (state first: field 3 of proc(5)).
 */
function statFields(pid: number, thread?: number): string[] {
  const stat = fs.readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8')
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

/** utime + stime of a process (or of one of its threads), in ticks; 0 when it is gone. */
function ticksOf(pid: number, thread?: number): number {
  try {
    const fields = statFields(pid, thread)
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0 // gone meanwhile
  }
}

/** CPU seconds (user + system) the processes have used so far; processes gone meanwhile count 0. */
export function cpuSeconds(pids: number[]): number {
  return pids.reduce((ticks, pid) => ticks + ticksOf(pid), 0) / TICKS_PER_SECOND
}

/**
 * CPU seconds of the processes' main threads (the JavaScript event loop: its thread id is the
 * process id), apart from the rest of their threads (worker threads such as SQLite's read
 * threads, V8's garbage collector and compiler helpers, libuv's pool).
 */
export function mainThreadCpuSeconds(pids: number[]): number {
  return pids.reduce((ticks, pid) => ticks + ticksOf(pid, pid), 0) / TICKS_PER_SECOND
}
