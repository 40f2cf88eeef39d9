/**
 * Starts tests/support/intake-server.ts in a process of its own (the lead intake and, with
 * INTAKE_SERVER_WORKER=on, the delivery worker) and resolves once it prints `ready <port>`.
 *
 * Under heavy load (CI's lanes side by side) tsx's compiler has been seen to go away while the
 * process is still importing: the pending import never settles and Node ends quietly with code 0
 * before it listens. Only that exit is tried again, at most `attempts` times in all; any other
 * failure, or one after it was ready, still fails the caller.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

export type IntakeProcess = { child: ChildProcess; url: string }

class QuietExit extends Error {}

function spawnOnce(env: NodeJS.ProcessEnv, children: ChildProcess[]): Promise<IntakeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('tests', 'support', 'intake-server.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /ready (\d+)/.exec(out)
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` })
    })
    child.stderr!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      process.stderr.write(chunk)
    })
    child.on('exit', (code, signal) => {
      const message = `intake server exited with ${code ?? signal} before it was ready: ${out.slice(-2000)}`
      reject(code === 0 ? new QuietExit(message) : new Error(message))
    })
  })
}

export async function startIntakeProcess(env: NodeJS.ProcessEnv, children: ChildProcess[], attempts = 3): Promise<IntakeProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnOnce(env, children)
    } catch (error) {
      if (!(error instanceof QuietExit) || attempt >= attempts) throw error
      console.warn(`Starting the intake server again (attempt ${attempt + 1} of ${attempts}): ${error.message.slice(0, 200)}`)
    }
  }
}
