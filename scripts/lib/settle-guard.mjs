/**
 * Under heavy load tsx's module hooks (which Node 20 runs on a thread of their own) have been seen
 * to leave an import unfinished for good; Node then ends the process quietly with exit code 0,
 * before it did anything. The guard installed here turns such an end into a clear one:
 *
 * - a quiet exit 0 before the entry called `loaded()` says so and ends with EX_TEMPFAIL (75):
 *   nothing ran yet, so starting the process again is safe, and scripts/lib/run-child.ts does;
 * - a quiet exit 0 after `loaded()` but before `done()` (something awaited midway never finished)
 *   ends with EX_SOFTWARE (70): the work may be half done, so it is not simply repeated.
 *
 * Entry scripts import `loaded` and `done`, which installs the guard. runChild also loads this file
 * with `--import` right after tsx (`TSX_IMPORTS` of ./server-flags) and SETTLE_GUARD=1, so the
 * guard is in place before the entry's own imports (an entry whose static imports never finish is
 * covered too). Plain JavaScript, and only in the main thread of the process it was meant for (the
 * variable is removed once read): worker threads and forked children inherit `--import` flags.
 */
import path from 'node:path'
import { isMainThread } from 'node:worker_threads'

export const EX_TEMPFAIL = 75
export const EX_SOFTWARE = 70

const KEY = Symbol.for('homes-site.settle-guard')

/** @returns {{ stage: 'loading' | 'running' | 'done' }} the process's guard, installed on first use */
function guard() {
  const existing = /** @type {{ stage: 'loading' | 'running' | 'done' } | undefined} */ (Reflect.get(globalThis, KEY))
  if (existing) return existing
  /** @type {{ stage: 'loading' | 'running' | 'done' }} */
  const state = { stage: 'loading' }
  Reflect.set(globalThis, KEY, state)
  process.on('exit', (code) => {
    if (code !== 0 || state.stage === 'done') return
    const what = path.basename(process.argv[1] ?? 'the process')
    if (state.stage === 'loading') {
      process.stderr.write(`${what} ended while loading its modules, without an error (an import never finished); exit code ${EX_TEMPFAIL}: start it again\n`)
      process.exitCode = EX_TEMPFAIL
    } else {
      process.stderr.write(`${what} ended midway, without an error (something it awaited never finished); exit code ${EX_SOFTWARE}\n`)
      process.exitCode = EX_SOFTWARE
    }
  })
  return state
}

/** The entry's modules are loaded: from now on a quiet end means work stopped midway. */
export function loaded() {
  const state = guard()
  if (state.stage === 'loading') state.stage = 'running'
}

/** The entry reached the point where ending with 0 is normal (it listens, or its work is done). */
export function done() {
  guard().stage = 'done'
}

if (isMainThread && process.env.SETTLE_GUARD === '1') {
  delete process.env.SETTLE_GUARD
  guard()
}
