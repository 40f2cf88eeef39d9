/**
 * `npm start` (and `npm run dev` with --dev): validate the environment, make sure there is a current
 * build, migrate and seed, then hand over to the server on PORT
 * (scripts/serve.ts, bundled into `<distDir>/serve.mjs` and run on plain Node: Next behind a response
 * cache; `next dev` with --dev).
 * With --prepare-only it stops after the build, migration and seed (`npm run cluster` does them once
 * and then starts its instances); with --build-only after the build (CI builds once before it runs
 * suites side by side, so they never build at the same time).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { addCompileHints } from './lib/compile-hints'
import { envOrExit, exitWith } from './lib/env-or-exit'
import { runChild } from './lib/run-child'
import { bundleServer } from './lib/server-bundle'
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from './lib/server-flags'
import { done, loaded } from './lib/settle-guard.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dev = process.argv.includes('--dev')
const prepareOnly = process.argv.includes('--prepare-only')
const buildOnly = process.argv.includes('--build-only')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

const fail: (message: string) => never = exitWith('')
const env = envOrExit(fail)
if (process.env.NODE_ENV === 'production' && !env.APP_SECRET) {
  fail('Invalid environment variable APP_SECRET: required when NODE_ENV=production (at least 32 characters)')
}

/** Content hash of everything that goes into a build, so a stale build is never served. */
function sourceHash(): string {
  const hash = createHash('sha256')
  // Everything the build reads.
  const inputs = ['package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'src', 'public', 'messages']
  const walk = (rel: string) => {
    const abs = path.join(root, rel)
    if (!fs.existsSync(abs)) return
    const stat = fs.statSync(abs)
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(abs).sort()) walk(path.join(rel, entry))
    } else {
      hash.update(rel).update('\0').update(fs.readFileSync(abs)).update('\0')
    }
  }
  inputs.forEach(walk)
  return hash.digest('hex')
}

const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')

/** V8's compile hint on the chunks the site's pages load (ADR 062); idempotent. */
function markSiteChunks() {
  try {
    addCompileHints(distDir)
  } catch (error) {
    fail(`Marking the site's chunks for eager compilation failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}

async function ensureBuild() {
  const stamp = path.join(distDir, 'source-hash')
  const current = sourceHash()
  const built = fs.existsSync(path.join(distDir, 'BUILD_ID')) && fs.existsSync(stamp)
  if (built && fs.readFileSync(stamp, 'utf8') === current) return markSiteChunks() // a build made before the hints
  console.log('No current build: running next build (about a minute)...')
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) fail(`next build failed (exit code ${result.status})`)
  markSiteChunks()
  fs.writeFileSync(stamp, current)
}

async function prepareData() {
  const [{ getPayload }, { default: config }, { initializeData }] = await Promise.all([
    import('payload'),
    import('../src/cms/payload.config'),
    import('../src/cms/boot'),
  ])
  loaded()
  const payload = await getPayload({ config })
  try {
    await initializeData(payload, env)
  } finally {
    await payload.destroy().catch(() => undefined)
  }
}

/**
 * The migration and seed run in a process of their own that ends when they are done: Payload,
 * its schema and the seed's garbage would otherwise stay in this process, which lives as long as
 * the server it supervises (320 MB of RSS after migrating an empty database, more after a seed,
 * beside a server of 270 MB). Its exit code is this start's when it fails.
 */
function prepareDataApart(): Promise<void> {
  const args = [fileURLToPath(import.meta.url), '--prepare-only', '--skip-build-check', ...(dev ? ['--dev'] : [])]
  return new Promise((resolve) => {
    runChild('The migration and seed process', args, { cwd: root, env: process.env }, (code) => {
      if (code === 0) resolve()
      else {
        done() // the child said why
        process.exit(code)
      }
    })
  })
}

async function main() {
  // With --prepare-only, loading ends once Payload and the config are imported (prepareData).
  if (!prepareOnly) loaded()
  if (!dev && !process.argv.includes('--skip-build-check')) await ensureBuild()
  // The server's own file, next to the build it serves (ADR 044). Made with the build, so after
  // --prepare-only a supervisor can start `<distDir>/serve.mjs` itself (docs/deploy.md); the data
  // step this process starts for itself (--skip-build-check) has nothing to add.
  const skipBundle = dev || (prepareOnly && process.argv.includes('--skip-build-check'))
  const serverFile = skipBundle ? '' : await bundleServer(distDir).catch((error: unknown) => fail(`Bundling the server failed: ${error instanceof Error ? error.message : String(error)}`))
  if (buildOnly) {
    done()
    process.exit(0)
  }
  fs.mkdirSync(env.DATA_DIR, { recursive: true })
  if (!prepareOnly) {
    await prepareDataApart()
  } else {
    try {
      await prepareData()
    } catch (error) {
      fail(`Database migration failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  // The data cache on disk may describe another database (a different DATABASE_URL, a fresh seed);
  // start from a clean one. Tags keep it fresh while the server runs.
  fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })

  if (prepareOnly) {
    done()
    process.exit(0)
  }
  if (dev) {
    done()
    const child = spawn(process.execPath, [nextBin, 'dev', '-p', String(env.PORT)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
    return
  }
  // Production: Next behind the response cache (scripts/serve.ts, bundled).
  // CPU_PROF_DIR (measuring scripts, e.g. `npm run bench:render -- --cpu-prof`): the server writes a
  // V8 CPU profile there when it exits (Node 20 refuses --cpu-prof in NODE_OPTIONS).
  const profile = process.env.CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF_DIR}`] : []
  const serverEnv = { ...SERVER_ENV_DEFAULTS, ...process.env, NODE_ENV: 'production' as const, PORT: String(env.PORT), NEXT_TELEMETRY_DISABLED: '1' }
  // The server's exit code is this process's.
  done()
  runChild('The server', [...profile, ...SERVER_NODE_FLAGS, serverFile], { cwd: root, env: serverEnv, tsx: false }, (code) => process.exit(code))
}

void main()
