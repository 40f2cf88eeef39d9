/**
 * Runs a script of this repository in a Node child process: a TypeScript step behind tsx and
 * scripts/lib/settle-guard.mjs (see `TSX_IMPORTS`), started again when it ended while loading its
 * modules (EX_TEMPFAIL); the production server (`tsx: false`, the bundled `<distDir>/serve.mjs`) on
 * plain Node with nothing loaded before it.
 */
import { spawn } from 'node:child_process'

import { TSX_IMPORTS } from './server-flags'
import { EX_TEMPFAIL } from './settle-guard.mjs'

/** How often in all a child that ended with EX_TEMPFAIL is started. */
export const START_ATTEMPTS = 3

/**
 * Runs `args` (Node flags, then the entry script and its arguments) after TSX_IMPORTS (nothing
 * before a plain JavaScript entry, `tsx: false`) with this process's output,
 * passing SIGINT and SIGTERM on; calls `onExit` with the exit code of its last
 * run. A run that ended with EX_TEMPFAIL (nothing ran yet) is started again, up to START_ATTEMPTS
 * runs in all, unless a signal was passed on to it.
 */
export function runChild(
  label: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; stdio?: 'inherit' | 'ignore'; tsx?: boolean },
  onExit: (code: number) => void,
  attempt = 1,
): void {
  const plain = options.tsx === false
  const env = plain ? options.env : { ...options.env, SETTLE_GUARD: '1' }
  const child = spawn(process.execPath, [...(plain ? [] : TSX_IMPORTS), ...args], { cwd: options.cwd, env, stdio: options.stdio ?? 'inherit' })
  let signalled = false
  const forward = (signal: NodeJS.Signals) => {
    signalled = true
    child.kill(signal)
  }
  process.on('SIGINT', forward).on('SIGTERM', forward)
  child.on('exit', (code, signal) => {
    process.off('SIGINT', forward).off('SIGTERM', forward)
    if (code === EX_TEMPFAIL && !signalled && attempt < START_ATTEMPTS) {
      process.stderr.write(`${label} ended while loading its modules; starting it again (run ${attempt + 1} of ${START_ATTEMPTS})\n`)
      runChild(label, args, options, onExit, attempt + 1)
      return
    }
    onExit(code ?? (signal ? 1 : 0))
  })
}
