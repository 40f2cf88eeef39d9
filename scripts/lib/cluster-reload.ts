/**
 * The files through which `npm run cluster -- --reload` talks to a running supervisor
 * (scripts/cluster.ts, docs/product.md §20): its pid in DATA_DIR/cluster.pid, and the outcome of
 * its latest rolling reload in DATA_DIR/cluster/reload.json.
 */
import fs from 'node:fs'
import path from 'node:path'

export type ReloadStatus = { state: 'running' | 'done' | 'failed'; startedAt: number; finishedAt?: number; message: string }

export const pidFile = (dataDir: string) => path.join(dataDir, 'cluster.pid')
export const reloadStatusFile = (dataDir: string) => path.join(dataDir, 'cluster', 'reload.json')

export function writeReloadStatus(dataDir: string, status: ReloadStatus): void {
  const file = reloadStatusFile(dataDir)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Written whole and renamed, so a reader never sees half a file.
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(status))
  fs.renameSync(`${file}.tmp`, file)
}

function readReloadStatus(dataDir: string): ReloadStatus | undefined {
  try {
    return JSON.parse(fs.readFileSync(reloadStatusFile(dataDir), 'utf8')) as ReloadStatus
  } catch {
    return undefined
  }
}

/**
 * Sends SIGHUP to the supervisor named in DATA_DIR/cluster.pid and waits until a reload begun after
 * the signal has finished; resolves with its outcome, or rejects with a sentence saying why not.
 */
export async function requestReload(dataDir: string, timeoutMs = 15 * 60_000): Promise<ReloadStatus> {
  let pid: number
  try {
    pid = Number(fs.readFileSync(pidFile(dataDir), 'utf8').trim())
  } catch {
    throw new Error(`no cluster is running from ${dataDir} (${pidFile(dataDir)} is missing)`)
  }
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`${pidFile(dataDir)} holds no process id`)
  // A supervisor killed outright leaves its pid file behind, and the pid may since belong to another
  // process: signal it only when it is a cluster supervisor (where /proc tells).
  const cmdline = `/proc/${pid}/cmdline`
  if (fs.existsSync('/proc/self/cmdline') && !(fs.existsSync(cmdline) && fs.readFileSync(cmdline, 'utf8').includes('scripts/cluster.ts'))) {
    throw new Error(`the cluster supervisor (pid ${pid}, from ${pidFile(dataDir)}) is not running`)
  }
  const requestedAt = Date.now()
  try {
    process.kill(pid, 'SIGHUP')
  } catch {
    throw new Error(`the cluster supervisor (pid ${pid}, from ${pidFile(dataDir)}) is not running`)
  }
  const deadline = requestedAt + timeoutMs
  while (Date.now() < deadline) {
    const status = readReloadStatus(dataDir)
    if (status && status.startedAt >= requestedAt - 1_000 && status.state !== 'running') return status
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the reload did not finish within ${Math.round(timeoutMs / 60_000)} minutes`)
}
