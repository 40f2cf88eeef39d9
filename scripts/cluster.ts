/**
 * `npm run cluster` (docs/product.md §13): the site as several instances behind a real load balancer.
 *
 * - Needs a PostgreSQL `DATABASE_URL`, `REDIS_URL` and HAProxy (Debian's `haproxy` package; or
 *   `HAPROXY_BIN`); stops with one line naming what is missing.
 * - Builds if needed, migrates and seeds once (scripts/start.ts --prepare-only), then starts
 *   `INSTANCES` (default 2) servers (scripts/serve.ts, bundled: scripts/lib/server-bundle.ts) on
 *   PORT+1 … PORT+INSTANCES and HAProxy on PORT with deploy/haproxy.cfg, health-checking each
 *   instance at /api/health.
 * - Every instance gets the same environment: SITE_URL is the balancer's origin, and they share
 *   DATA_DIR (the generated app secret, local uploads) unless S3_* and APP_SECRET are set.
 * - SIGINT/SIGTERM stop the balancer and every instance (each drains first, docs/product.md §20). An
 *   instance that dies is reported and left out (the balancer routes around it); a supervisor
 *   (systemd, docs/deploy.md) restarts it for real.
 * - Rolling reload (docs/product.md §20): once ready it writes its pid to DATA_DIR/cluster.pid. SIGHUP
 *   to it, or `npm run cluster -- --reload`, runs the build, migration and seed step again (a new
 *   release's code and migrations), then replaces the instances one at a time: the old one drains
 *   and exits, the new one starts on its port, and the next is replaced only once the new one is
 *   healthy and the balancer has seen it. `--reload` waits for the outcome (DATA_DIR/cluster/reload.json)
 *   and exits 0 when every instance was replaced, 1 otherwise.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/homes REDIS_URL=redis://127.0.0.1:6379 npm run cluster
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { DEFAULT_DRAIN_SECONDS } from '../src/lib/server/draining'
import { envOrExit, exitWith } from './lib/env-or-exit'
import { serverBundlePath } from './lib/server-bundle'
import { runChild } from './lib/run-child'
import { pidFile, requestReload, writeReloadStatus } from './lib/cluster-reload'
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from './lib/server-flags'

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
  // Each instance twice: checked, and as an unchecked backup the balancer turns to only when every
  // instance fails its check (the database is down: the instances still answer kept pages, the
  // error page and a lead's 503 themselves; deploy/haproxy.cfg).
  const servers = ports
    .map((port, i) => `    server app${i + 1} 127.0.0.1:${port} check`)
    .concat(ports.map((port, i) => `    server app${i + 1}-unchecked 127.0.0.1:${port} backup`))
    .join('\n')
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

/** Resolves once `check` passes; rejects naming `what` when a watched process ends or time runs out. */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, children: ChildProcess[]): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    const dead = children.find((child) => child.exitCode !== null || child.signalCode !== null)
    if (dead) throw new Error(`${what}: a process ended while starting (exit ${dead.exitCode ?? dead.signalCode})`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${what} did not become healthy within ${Math.round(timeoutMs / 1000)} s`)
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** deploy/haproxy.cfg checks every second and takes an instance in after one good answer. */
const BALANCER_SEES_IT_MS = 2_500

async function main() {
  if (process.argv.includes('--reload')) {
    const status = await requestReload(env.DATA_DIR).catch((error: Error) => fail(error.message))
    if (status.state !== 'done') fail(`the rolling reload failed: ${status.message}`)
    console.log(`✓ Rolling reload done in ${Math.round(((status.finishedAt ?? Date.now()) - status.startedAt) / 1000)} s: ${status.message}`)
    process.exit(0)
  }
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

  // Build, migrate and seed once, before any instance starts (and again before a rolling reload).
  // Behind the settle guard, and started again if it ended while loading its modules: a step that
  // ended quietly with 0 before it migrated anything would otherwise leave the instances an empty database.
  const prepare = () =>
    new Promise<number>((resolve) =>
      runChild('The build, migration and seed step', [path.join(root, 'scripts', 'start.ts'), '--prepare-only'], { cwd: root, env: shared }, resolve),
    )
  // A SIGHUP before the cluster is ready is not a reason to stop (Node's default for it).
  let reload: () => void = () => process.stderr.write('npm run cluster: not ready yet; a reload can be asked for once it is\n')
  process.on('SIGHUP', () => reload())
  const prepared = await prepare()
  if (prepared !== 0) process.exit(prepared)
  // Bundled by that step with the build (ADR 044).
  const serverFile = serverBundlePath(path.join(root, process.env.NEXT_DIST_DIR || '.next'))

  const ports = Array.from({ length: instances }, (_, i) => env.PORT + 1 + i)
  const running = new Map<number, ChildProcess>()
  // The balancer joins once the instances are healthy.
  const balancerSlot: ChildProcess[] = []
  const all = () => [...running.values(), ...balancerSlot]
  let stopping = false
  // However this process ends (a failed start included), it leaves no instance or balancer behind.
  process.on('exit', () => {
    for (const child of all()) if (!exited(child)) child.kill('SIGTERM')
    fs.rmSync(pidFile(env.DATA_DIR), { force: true })
  })

  // Each instance drains for SHUTDOWN_DRAIN_SECONDS, then has 10 s to finish (scripts/serve.ts).
  const stopBudgetMs = ((env.SHUTDOWN_DRAIN_SECONDS ?? DEFAULT_DRAIN_SECONDS) + 12) * 1000
  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    const children = all()
    for (const child of children) if (!exited(child)) child.kill(signal)
    setTimeout(() => process.exit(0), stopBudgetMs).unref()
    Promise.all(children.map((child) => (exited(child) ? undefined : new Promise((r) => child.once('exit', r))))).then(() => process.exit(0))
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll('SIGTERM'))

  const startInstance = (port: number): ChildProcess => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverFile], {
      cwd: root,
      stdio: 'inherit',
      env: { ...SERVER_ENV_DEFAULTS, ...shared, NODE_ENV: 'production', PORT: String(port) },
    })
    child.on('exit', (code, signal) => {
      if (!stopping && running.get(port) === child) process.stderr.write(`npm run cluster: the instance on port ${port} ended (${signal ?? `exit ${code}`}); the balancer routes around it\n`)
    })
    running.set(port, child)
    return child
  }
  const waitHealthy = (port: number, child: ChildProcess) => waitFor(`the instance on port ${port}`, () => healthy(`http://127.0.0.1:${port}`), 180_000, [child])

  for (const port of ports) startInstance(port)
  for (const port of ports) await waitHealthy(port, running.get(port)!).catch((error: Error) => fail(error.message))

  const config = writeBalancerConfig(ports)
  const balancerEnv = { ...process.env, CLUSTER_BIND: process.env.CLUSTER_BIND || '0.0.0.0', CLUSTER_PORT: String(env.PORT) }
  const check = spawnSync(haproxy, ['-c', '-q', '-f', config], { env: balancerEnv, encoding: 'utf8' })
  if (check.status !== 0) fail(`HAProxy refused ${config}: ${(check.stderr || check.stdout).trim().split('\n').at(-1)}`)
  const balancer = spawn(haproxy, ['-db', '-f', config], { stdio: 'inherit', env: balancerEnv })
  balancerSlot.push(balancer)
  balancer.on('exit', (code, signal) => {
    if (stopping) return
    process.stderr.write(`npm run cluster: HAProxy ended (${signal ?? `exit ${code}`}); stopping the instances\n`)
    stopAll('SIGTERM')
  })
  await waitFor('the load balancer', () => healthy(`http://127.0.0.1:${env.PORT}`), 30_000, [balancer]).catch((error: Error) => fail(error.message))

  /**
   * One instance after another: the old one drains (the balancer's check takes it out at once, and
   * it answers what still reaches it) and exits, the new one starts on the same port, and the next
   * is replaced only once the new one answers its health check and the balancer has checked it too
   * (deploy/haproxy.cfg: every second, up after one good answer). The other instances carry the
   * traffic meanwhile; a connection refused on the port is retried on them by the balancer.
   */
  const rollingReload = async (): Promise<string> => {
    if ((await prepare()) !== 0) throw new Error('the build, migration and seed step failed; the running instances were left as they are')
    for (const port of ports) {
      if (stopping) throw new Error('stopped during the reload')
      const old = running.get(port)
      if (old && !exited(old)) {
        const gone = new Promise((resolve) => old.once('exit', resolve))
        old.kill('SIGTERM')
        const killer = setTimeout(() => old.kill('SIGKILL'), stopBudgetMs)
        await gone
        clearTimeout(killer)
      }
      const fresh = startInstance(port)
      await waitHealthy(port, fresh)
      await sleep(BALANCER_SEES_IT_MS)
      console.log(`npm run cluster: the instance on port ${port} was replaced (pid ${fresh.pid})`)
    }
    return `${ports.length} instances replaced one at a time`
  }
  let reloading: Promise<void> | undefined
  let again = false
  reload = () => {
    if (stopping) return
    if (reloading) {
      again = true // one more reload after this one (a newer release may have arrived)
      return
    }
    const startedAt = Date.now()
    console.log('npm run cluster: rolling reload requested')
    writeReloadStatus(env.DATA_DIR, { state: 'running', startedAt, message: 'replacing the instances one at a time' })
    reloading = rollingReload()
      .then((message) => {
        console.log(`✓ Rolling reload done: ${message}`)
        writeReloadStatus(env.DATA_DIR, { state: 'done', startedAt, finishedAt: Date.now(), message })
      })
      .catch((error: Error) => {
        process.stderr.write(`npm run cluster: the rolling reload failed: ${error.message}\n`)
        writeReloadStatus(env.DATA_DIR, { state: 'failed', startedAt, finishedAt: Date.now(), message: error.message })
      })
      .finally(() => {
        reloading = undefined
        if (again) {
          again = false
          reload()
        }
      })
  }

  fs.writeFileSync(pidFile(env.DATA_DIR), `${process.pid}\n`)
  console.log(`✓ Cluster ready on port ${env.PORT}: ${instances} instances on ports ${ports.join(', ')} behind HAProxy (${redact(env.DATABASE_URL)}, ${redact(env.REDIS_URL)})`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
