/**
 * Starts the site the way `npm start` does (scripts/start.ts: build if needed, migrate, seed,
 * serve) in a process group of its own, for measuring scripts (bench, JS budget), and waits until
 * `GET /api/health` answers; or several instances the way `npm run cluster` does (load test,
 * scale-out suite).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { EX_TEMPFAIL } from './settle-guard.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export type SiteProcess = { url: string; child: ChildProcess; output: () => string; stop: () => void }

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('the server did not become healthy in time')
}

/**
 * Starts scripts/start.ts with `env` on 127.0.0.1:`port`; resolves once it is healthy.
 *
 * Under load an import through tsx's module hooks has been seen never to finish; start.ts then
 * ends with EX_TEMPFAIL (75) before it listens (scripts/lib/settle-guard.mjs; it already starts
 * its own children again, this covers start.ts's own imports). Such a start is tried once more;
 * any other failure, or a second one, is thrown.
 */
export async function startSite(options: { port: number; env: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<SiteProcess> {
  try {
    return await startOnce(options)
  } catch (error) {
    if (!(error instanceof QuietExit)) throw error
    process.stderr.write('the site process ended before it listened (EX_TEMPFAIL); starting it once more\n')
    return startOnce(options)
  }
}

class QuietExit extends Error {}

/** Whether something already listens on the port (another server would answer in our place). */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function startOnce({ port, env, timeoutMs = 15 * 60_000 }: { port: number; env: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<SiteProcess> {
  const url = `http://127.0.0.1:${port}`
  if (await portInUse(port)) throw new Error(`port ${port} is already in use: stop what listens there, or choose another port`)
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  try {
    await waitForHealth(url, child, timeoutMs)
  } catch (error) {
    stop()
    const message = `${error instanceof Error ? error.message : String(error)}\n${output.slice(-4000)}`
    throw child.exitCode === EX_TEMPFAIL ? new QuietExit(message) : new Error(message)
  }
  return { url, child, output: () => output, stop }
}

/**
 * Starts `npm run cluster` (scripts/cluster.ts: build if needed, migrate and seed once, the
 * instances on PORT+1… and HAProxy on PORT) in a process group of its own, with `env` and PORT =
 * `port`; resolves once it says it is ready (the balancer answers). `stop()` ends the whole group.
 */
export async function startCluster(options: { port: number; env: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<SiteProcess> {
  try {
    return await clusterOnce(options)
  } catch (error) {
    // The same tsx hiccup as for a single site (see startSite): its preparing start.ts ended with 75.
    if (!(error instanceof QuietExit)) throw error
    process.stderr.write(`npm run cluster ended with EX_TEMPFAIL; starting it once more\n`)
    return clusterOnce(options)
  }
}

async function clusterOnce({ port, env, timeoutMs = 10 * 60_000 }: { port: number; env: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<SiteProcess> {
  if (await portInUse(port)) throw new Error(`port ${port} is already in use: stop what listens there, or choose another port`)
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/cluster.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const stop = () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + timeoutMs
  while (!output.includes('✓ Cluster ready')) {
    if (child.exitCode !== null) {
      const message = `npm run cluster ended (exit ${child.exitCode}):\n${output.slice(-3000)}`
      throw child.exitCode === EX_TEMPFAIL ? new QuietExit(message) : new Error(message)
    }
    if (Date.now() > deadline) {
      stop()
      throw new Error(`npm run cluster was not ready in time:\n${output.slice(-3000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, stop }
}

/**
 * The site a page measurement reads: `url` when one is given (a site already running), else the
 * site started on a fresh demo database in a temporary folder (with `siteUrl`, SITE_URL names it,
 * so canonical links point at it, as Lighthouse's SEO audit expects). `close()` stops it and
 * removes the folder.
 */
export async function demoSiteOr(
  url: string | undefined,
  { port, name, siteUrl = false }: { port: number; name: string; siteUrl?: boolean },
): Promise<{ base: string; close: () => void; pid?: number }> {
  if (url) return { base: url, close: () => {} }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  process.stdout.write('starting the site on a fresh demo database (scripts/start.ts; builds first if needed) ...\n')
  try {
    const site = await startSite({
      port,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
        ...(siteUrl ? { SITE_URL: `http://127.0.0.1:${port}` } : {}),
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        // A measuring site has no balancer to leave: it stops at once and frees its port for the
        // next script (a lone server otherwise goes on answering for 5 s, scripts/serve.ts).
        SHUTDOWN_DRAIN_SECONDS: process.env.SHUTDOWN_DRAIN_SECONDS ?? '0',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    })
    return {
      base: site.url,
      pid: site.child.pid,
      close: () => {
        site.stop()
        fs.rmSync(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}
