/**
 * scripts/lib/settle-guard.mjs and scripts/lib/run-child.ts: a process whose import never finishes
 * (here: module hooks whose thread ends, as tsx's did under load) no longer ends quietly with 0;
 * while loading it ends with EX_TEMPFAIL and runChild (scripts/start.ts) starts it again, midway
 * it ends with EX_SOFTWARE and is not repeated. scripts/lib/rerun-quiet-exit.ts: a measuring
 * script that ends that way runs again.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { runChild, START_ATTEMPTS } from '../../scripts/lib/run-child'
import { TSX_IMPORTS } from '../../scripts/lib/server-flags'
import { EX_SOFTWARE, EX_TEMPFAIL } from '../../scripts/lib/settle-guard.mjs'

const fixtures = path.resolve('tests/unit/fixtures/settle-guard')
const hooks = ['--import', path.join(fixtures, 'register-hooks.mjs')]
const entry = path.join(fixtures, 'entry.ts')

function guarded(env: Record<string, string>, script = entry) {
  const result = spawnSync(process.execPath, [...TSX_IMPORTS, ...hooks, script], { encoding: 'utf8', env: { ...process.env, SETTLE_GUARD: '1', ...env }, timeout: 60_000 })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

function runGuarded(env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => runChild('The entry', [...hooks, entry], { cwd: process.cwd(), env: { ...process.env, ...env }, stdio: 'ignore' }, resolve))
}

function runsFile() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'settle-guard-')), 'runs')
}

// Each test starts Node (with tsx) one to six times: seconds apiece on a busy machine, beyond vitest's 5 s default.
describe('settle guard', { timeout: 60_000 }, () => {
  it('an import that never finishes while loading ends with EX_TEMPFAIL and says so', () => {
    const result = guarded({ STAGES: '' })
    expect(result.status).toBe(EX_TEMPFAIL)
    expect(result.stdout).not.toContain('finished')
    expect(result.stderr).toContain('entry.ts ended while loading its modules, without an error (an import never finished); exit code 75')
  })

  it('one that never finishes after loaded() ends with EX_SOFTWARE', () => {
    const result = guarded({ STAGES: 'loaded' })
    expect(result.status).toBe(EX_SOFTWARE)
    expect(result.stderr).toContain('entry.ts ended midway, without an error (something it awaited never finished); exit code 70')
  })

  it('after done() ending with 0 is normal, and a run that finishes ends with 0', () => {
    expect(guarded({ STAGES: 'loaded,done' })).toMatchObject({ status: 0, stderr: '' })
    expect(guarded({ STAGES: 'loaded', IMPORT: '0' })).toMatchObject({ status: 0, stdout: 'finished\n', stderr: '' })
  })

  it('stays out of the worker threads and forked children of the process it guards', () => {
    // Both inherit `--import …settle-guard.mjs`; guarded, their quiet ends would become 75.
    expect(guarded({}, path.join(fixtures, 'spawns.ts'))).toMatchObject({ status: 0, stdout: 'worker 0 fork 0\n', stderr: '' })
  })

  it('runChild starts a child that ended while loading again, and ends with the run that finished', async () => {
    const file = runsFile()
    expect(await runGuarded({ RUNS_FILE: file, FAIL_RUNS: '1' })).toBe(0)
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2)
  })

  it(`runChild gives up after ${START_ATTEMPTS} runs, and does not repeat one that ended midway`, async () => {
    const tempfail = runsFile()
    expect(await runGuarded({ RUNS_FILE: tempfail })).toBe(EX_TEMPFAIL)
    expect(fs.readFileSync(tempfail, 'utf8').trim().split('\n')).toHaveLength(START_ATTEMPTS)
    const midway = runsFile()
    expect(await runGuarded({ RUNS_FILE: midway, STAGES: 'loaded' })).toBe(EX_SOFTWARE)
    expect(fs.readFileSync(midway, 'utf8').trim().split('\n')).toHaveLength(1)
  })

  it('a measuring script that ends quietly runs again from the start, up to three runs', () => {
    const once = runsFile()
    const rerun = path.join(fixtures, 'rerun.ts')
    // Without the settle guard (SETTLE_GUARD unset), as the measuring scripts run.
    const first = guarded({ SETTLE_GUARD: '0', RUNS_FILE: once, FAIL_RUNS: '1' }, rerun)
    expect(first.status).toBe(0)
    expect(first.stdout).toBe('finished on run 2\n')
    expect(first.stderr).toContain('the rerun fixture ended before finishing, without an error (an import never finished); running it again (run 2 of 3)')
    const always = runsFile()
    const last = guarded({ SETTLE_GUARD: '0', RUNS_FILE: always }, rerun)
    expect(last.status).toBe(1)
    expect(fs.readFileSync(always, 'utf8').trim().split('\n')).toHaveLength(3)
    expect(last.stderr).toContain('ended before finishing, without an error (an import never finished), 3 times; giving up')
  })
})
