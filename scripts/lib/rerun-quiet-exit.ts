/**
 * For scripts that can simply run again from the start (measurements, benchmarks): when the
 * process is about to end quietly with exit code 0 before the script said it finished, which is
 * what Node does when an import never finishes (tsx's module hooks under load: see
 * ./settle-guard.mjs), run the same command again, up to `runs` runs in all, and end with the exit
 * code of the last one. A process ends that way only once nothing else keeps it alive (no server
 * it started is still running), so the run that failed left nothing behind but temporary files.
 *
 * Call it first; call the function it returns when the script has finished, before it exits.
 */
import { spawnSync } from 'node:child_process'

export function rerunOnQuietExit(name: string, runs = 3): () => void {
  let finished = false
  process.on('exit', (code) => {
    if (finished || code !== 0) return
    const run = Number(process.env.QUIET_EXIT_RUN ?? 1)
    if (run >= runs) {
      process.stderr.write(`${name} ended before finishing, without an error (an import never finished), ${runs} times; giving up\n`)
      process.exitCode = 1
      return
    }
    process.stderr.write(`${name} ended before finishing, without an error (an import never finished); running it again (run ${run + 1} of ${runs})\n`)
    const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, QUIET_EXIT_RUN: String(run + 1) },
    })
    process.exitCode = again.status ?? 1
  })
  return () => {
    finished = true
  }
}
