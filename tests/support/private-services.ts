/**
 * A PostgreSQL server and a Redis server of a test's own, on ports of their own, that the test may
 * stop and start again (the fault suite, docs/product.md §20). The machine's own services are never
 * touched. PostgreSQL is made with initdb in a temporary folder (binaries under
 * /usr/lib/postgresql/<version>/bin) and run as the `postgres` user when the test runs as root,
 * since PostgreSQL refuses to run as root.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freeLoopbackPort } from './loopback'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function postgresBin(): string {
  const base = '/usr/lib/postgresql'
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : []
  const found = versions.map((v) => path.join(base, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')))
  if (!found) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (apt-get install -y postgresql)')
  return found
}

export type PrivatePostgres = { url: string; port: number; stop: () => Promise<void>; start: () => Promise<void>; destroy: () => Promise<void> }

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'griha-pg-'))
  const data = path.join(dir, 'data')
  const port = await freeLoopbackPort()
  const asRoot = process.getuid?.() === 0
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir])
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool)
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args
    execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 })
  }
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`
  const start = async () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start'])
  const stop = async () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'])
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type PrivateRedis = { url: string; port: number; stop: () => Promise<void>; start: () => Promise<void> }

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freeLoopbackPort()
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    const net = await import('node:net')
    const deadline = Date.now() + 10_000
    for (;;) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: '127.0.0.1', port }, () => {
          socket.destroy()
          resolve(true)
        })
        socket.once('error', () => resolve(false))
      })
      if (up) return
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server on port ${port} did not start`)
      await sleep(100)
    }
  }
  const stop = async () => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL') // an outage, not a shutdown: nothing is saved or announced
    await exited
  }
  await start()
  return { url: `redis://127.0.0.1:${port}/0`, port, start, stop }
}
