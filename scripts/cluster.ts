/**
 * `npm run cluster` (SPEC §13): the site as several instances behind a real load balancer.
 *
 * - Needs a PostgreSQL `DATABASE_URL`, `REDIS_URL` and HAProxy (Debian's `haproxy` package; or
 *   `HAPROXY_BIN`); stops with one line naming what is missing.
 * - Builds if needed, migrates and seeds once (scripts/start.ts --prepare-only), then starts
 *   `INSTANCES` (default 2) servers (scripts/serve.ts, bundled: scripts/lib/server-bundle.ts) on
 *   PORT+1 … PORT+INSTANCES and HAProxy on PORT with deploy/haproxy.cfg, health-checking each
 *   instance at /api/health.
 * - Every instance gets the same environment: SITE_URL is the balancer's origin, and they share
 *   DATA_DIR (the generated app secret, local uploads) unless S3_* and APP_SECRET are set.
 * - SIGINT/SIGTERM stop the balancer and every instance. An instance that dies is reported and left
 *   out (the balancer routes around it); a supervisor (systemd, docs/deploy.md) restarts it for real.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/homes REDIS_URL=redis://127.0.0.1:6379 npm run cluster
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { envOrExit, exitWith } from './lib/env-or-exit'
import { serverBundlePath } from './lib/server-bundle'
import { runChild } from './lib/run-child'
import { GUARD_IMPORT, SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from './lib/server-flags'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//')

const fail: (message: string) => never = exitWith('npm run cluster: ')
const env = envOrExit(fail)

const instancesText = process.env.INSTANCES ?? '2'
if (!/^\d+$/.test(instancesText) || Number(instancesText) < 1 || Number(instancesText) > 32) {
  fail(`Invalid environment variable INSTANCES: must be a whole number from 1 to 32 (got "${instancesText}")`)
}
const instances = Number(instancesText)
if (env.PORT + instances > 65535) fail(`PORT ${env.PORT} leaves no room for ${instances} instance ports above it`)

function findHaproxy(): string | undefined {
  if (process.env.HAPROXY_BIN) return fs.existsSync(process.env.HAPROXY_BIN) ? process.env.HAPROXY_BIN : undefined
  const candidates = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy']
  const found = candidates.find((candidate) => fs.existsSync(candidate))
  if (found) return found
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' })
  return which.status === 0 ? which.stdout.trim() || undefined : undefined
}

async function checkPostgres(url: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
  } catch (error) {
    fail(`PostgreSQL at ${redact(url)} does not answer: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function checkRedis(url: string): Promise<void> {
  const { Redis } = await import('ioredis')
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  let cause: Error | undefined
  client.on('error', (error: Error) => (cause ??= error))
  try {
    await client.connect()
    await client.ping()
  } catch (error) {
    fail(`Redis at ${redact(url)} does not answer: ${(cause ?? (error as Error)).message ?? String(error)}`)
  } finally {
    client.disconnect()
  }
}

/** deploy/haproxy.cfg with a server line per instance in place of its marker. */
function writeBalancerConfig(ports: number[]): string {
  const template = fs.readFileSync(path.join(root, 'deploy', 'haproxy.cfg'), 'utf8')
  const marker = /^\s*# servers.*$/m
  if (!marker.test(template)) fail('deploy/haproxy.cfg has lost its "# servers" marker line')
  const servers = ports.map((port, i) => `    server app${i + 1} 127.0.0.1:${port} check`).join('\n')
  const dir = path.join(env.DATA_DIR, 'cluster')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'haproxy.cfg')
  fs.writeFileSync(file, template.replace(marker, servers))
  return file
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })
    return response.ok
  } catch {
    return false
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, children: ChildProcess[]): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    const dead = children.find((child) => child.exitCode !== null || child.signalCode !== null)
    if (dead) fail(`${what}: a process ended while starting (exit ${dead.exitCode ?? dead.signalCode})`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  fail(`${what} did not become healthy within ${Math.round(timeoutMs / 1000)} s`)
}

async function main() {
  if (env.dialect !== 'postgres') {
    fail('DATABASE_URL must be a PostgreSQL URL (postgres://…): every instance works on the same database')
  }
  if (!env.REDIS_URL) fail('REDIS_URL is not set (e.g. redis://127.0.0.1:6379): instances share limits, sessions and cache changes there')
  const haproxy = findHaproxy()
  if (!haproxy) fail('no load balancer: HAProxy is not installed (apt-get install -y haproxy, or set HAPROXY_BIN)')
  await checkPostgres(env.DATABASE_URL)
  await checkRedis(env.REDIS_URL)

  const siteUrl = process.env.SITE_URL || `http://localhost:${env.PORT}`
  const shared: NodeJS.ProcessEnv = { ...process.env, SITE_URL: siteUrl, NEXT_TELEMETRY_DISABLED: '1' }

  // Build, migrate and seed once, before any instance starts. Behind the settle guard, and started
  // again if it ended while loading its modules: a step that ended quietly with 0 before it
  // migrated anything would otherwise leave the instances an empty database.
  const prepared = await new Promise<number>((resolve) =>
    runChild('The build, migration and seed step', [path.join(root, 'scripts', 'start.ts'), '--prepare-only'], { cwd: root, env: shared }, resolve),
  )
  if (prepared !== 0) process.exit(prepared)
  // Bundled by that step with the build (ADR 028).
  const serverFile = serverBundlePath(path.join(root, process.env.NEXT_DIST_DIR || '.next'))

  const ports = Array.from({ length: instances }, (_, i) => env.PORT + 1 + i)
  const children: ChildProcess[] = []
  let stopping = false
  // However this process ends (a failed start included), it leaves no instance or balancer behind.
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  })

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    const timer = setTimeout(() => process.exit(0), 10_000)
    timer.unref()
    Promise.all(children.map((child) => (child.exitCode !== null || child.signalCode !== null ? undefined : new Promise((r) => child.once('exit', r))))).then(
      () => process.exit(0),
    )
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll('SIGTERM'))

  for (const port of ports) {
    const child = spawn(process.execPath, [...GUARD_IMPORT, ...SERVER_NODE_FLAGS, serverFile], {
      cwd: root,
      stdio: 'inherit',
      env: { ...SERVER_ENV_DEFAULTS, ...shared, NODE_ENV: 'production', PORT: String(port) },
    })
    child.on('exit', (code, signal) => {
      if (!stopping) process.stderr.write(`npm run cluster: the instance on port ${port} ended (${signal ?? `exit ${code}`}); the balancer routes around it\n`)
    })
    children.push(child)
  }
  for (const port of ports) await waitFor(`the instance on port ${port}`, () => healthy(`http://127.0.0.1:${port}`), 180_000, children)

  const config = writeBalancerConfig(ports)
  const balancerEnv = { ...process.env, CLUSTER_BIND: process.env.CLUSTER_BIND || '0.0.0.0', CLUSTER_PORT: String(env.PORT) }
  const check = spawnSync(haproxy, ['-c', '-q', '-f', config], { env: balancerEnv, encoding: 'utf8' })
  if (check.status !== 0) fail(`HAProxy refused ${config}: ${(check.stderr || check.stdout).trim().split('\n').at(-1)}`)
  const balancer = spawn(haproxy, ['-db', '-f', config], { stdio: 'inherit', env: balancerEnv })
  balancer.on('exit', (code, signal) => {
    if (stopping) return
    process.stderr.write(`npm run cluster: HAProxy ended (${signal ?? `exit ${code}`}); stopping the instances\n`)
    stopAll('SIGTERM')
  })
  children.push(balancer)
  await waitFor('the load balancer', () => healthy(`http://127.0.0.1:${env.PORT}`), 30_000, children)

  console.log(`✓ Cluster ready on port ${env.PORT}: ${instances} instances on ports ${ports.join(', ')} behind HAProxy (${redact(env.DATABASE_URL)}, ${redact(env.REDIS_URL)})`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
