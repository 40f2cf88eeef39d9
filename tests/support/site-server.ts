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
import net from 'node:net'

export type SiteServer = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> }

async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

type Options = { dataDir: string; databaseUrl: string; env?: Record<string, string>; timeoutMs?: number }

class QuietExit extends Error {}
const EX_TEMPFAIL = 75

/**
 * Under heavy load tsx's compiler service has been seen to go away while a process is still
 * importing, which then ends before it listens: quietly (exit code 0, see the crash test in
 * tests/int/lead-reliability.int.spec.ts) or, when scripts/start.ts notices, with EX_TEMPFAIL (75).
 * Such a start is tried once more. Any other failure, or a second such end, fails.
 */
export async function startSiteServer(options: Options): Promise<SiteServer> {
  try {
    return await startOnce(options)
  } catch (error) {
    if (!(error instanceof QuietExit)) throw error
    console.warn(`Starting the site server again: ${error.message.split('\n')[0]}`)
    return startOnce(options)
  }
}

async function startOnce(options: Options): Promise<SiteServer> {
  const port = await freePort()
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
    }, 10_000)
    await exited
    clearTimeout(killer)
  }

  const deadline = Date.now() + (options.timeoutMs ?? 900_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new (child.exitCode === 0 || child.exitCode === EX_TEMPFAIL ? QuietExit : Error)(`The site server exited (${child.exitCode ?? child.signalCode}) before it answered:\n${output.slice(-4000)}`)
    }
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })
      .then((res) => res.ok)
      .catch(() => false)
    if (healthy) return { url, child, output: () => output, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The site server did not answer /api/health in time:\n${output.slice(-4000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}
