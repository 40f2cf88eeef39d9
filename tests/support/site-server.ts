/**
 * The real site, as `npm start` runs it (scripts/start.ts: a build when the sources changed, then
 * migrations, then Next behind the response cache), on a database the test prepared, for tests that
 * need whole pages. The build is the one the end-to-end suite uses (same sources, same NEXT_DIST_DIR),
 * so whichever runs first makes it and the other finds it current.
 *
 * The database must already hold content (a city or a property): an empty one is given the demo
 * seed, which takes most of a minute.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'

import { processGroupOf } from '../../bench/proc'
import { EX_TEMPFAIL } from '../../scripts/lib/settle-guard.mjs'
import { listenerPid } from './listener-pid'
import { freeLoopbackPort } from './loopback'

export type SiteServer = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> }

type Options = { dataDir: string; databaseUrl: string; env?: Record<string, string>; timeoutMs?: number }

class QuietExit extends Error {}

/**
 * The port is chosen by listening on port 0 and closing again, so another process can be given the
 * same port before the server binds it (the other lane of CI runs the same files at about the same
 * time). The server that loses then exits naming EADDRINUSE, and is started again on a new port.
 */
class PortTaken extends Error {}

/**
 * Under heavy load an import through tsx's module hooks has been seen never to finish; the process
 * then ends before it listens: quietly (exit code 0, see the crash test in
 * tests/int/lead-reliability.int.spec.ts) or, when scripts/lib/settle-guard.mjs notices, with
 * EX_TEMPFAIL (75).
 * Such a start is tried once more, and one whose port was taken (above) up to twice more. Any
 * other failure, or a second such end, fails.
 */
export async function startSiteServer(options: Options): Promise<SiteServer> {
  let quietExits = 0
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options)
    } catch (error) {
      const retry = (error instanceof QuietExit && ++quietExits < 2) || (error instanceof PortTaken && attempt < 3)
      if (!retry) throw error
      console.warn(`Starting the site server again: ${(error as Error).message.split('\n')[0]}`)
    }
  }
}

/**
 * Whether the answer came from the server this helper started: the process listening on the port
 * must be in the child's process group (it is detached, so the group is the child's pid). Another
 * test's server that holds the port would otherwise pass the health check in its place. The
 * instance id in `/api/health` is opaque (docs/product.md §17), so the port tells. Where there is
 * no /proc, the answer is taken.
 */
function answeredByChild(port: number, child: ChildProcess): boolean {
  if (!fs.existsSync('/proc/self/stat')) return true
  try {
    return processGroupOf(listenerPid(port)) === child.pid
  } catch {
    return false
  }
}

async function startOnce(options: Options): Promise<SiteServer> {
  const port = await freeLoopbackPort()
  const url = `http://127.0.0.1:${port}`
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
    ...(process.env.CI ? { CI: process.env.CI } : {}),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    PORT: String(port),
    SITE_URL: url,
    NEXT_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: 'warn',
    // A short drain (docs/product.md §20) keeps every stop quick; the drain test sets its own.
    SHUTDOWN_DRAIN_SECONDS: '1',
    ...options.env,
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: env as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  // Everything after the build (which prints hundreds of lines), for assertions and failure messages.
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-1_000_000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    // start.ts passes SIGTERM on to the server; the group catches a build still running.
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
    const killer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // already gone
      }
    }, 15_000)
    await exited
    clearTimeout(killer)
  }

  const deadline = Date.now() + (options.timeoutMs ?? 900_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const kind = output.includes('EADDRINUSE') ? PortTaken : child.exitCode === 0 || child.exitCode === EX_TEMPFAIL ? QuietExit : Error
      throw new kind(`The site server exited (${child.exitCode ?? child.signalCode}) before it answered:\n${output.slice(-4000)}`)
    }
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })
      .then(async (res) => res.ok && answeredByChild(port, child))
      .catch(() => false)
    if (healthy) return { url, child, output: () => output, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The site server did not answer /api/health in time:\n${output.slice(-4000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}
