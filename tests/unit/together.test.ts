/**
 * scripts/lib/together.sh, which runs CI's lanes side by side: a failed job's failing lines are
 * printed again at the end, above `FAILED: <job>`, even when it printed none (under `set -e`, as
 * .ci/run calls it), and the app's JSON log lines are left out of that summary.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const together = path.resolve('scripts/lib/together.sh')

function run(jobs: string[]) {
  const script = `set -euo pipefail; source ${JSON.stringify(together)}; together "$@"; echo "after together"`
  const result = spawnSync('bash', ['-c', script, 'bash', ...jobs], { encoding: 'utf8' })
  return { status: result.status, lines: result.stdout.trimEnd().split('\n') }
}

describe('together', () => {
  it('runs every job, prefixes their lines and passes when all pass', () => {
    const { status, lines } = run(['one: echo first', 'two: echo second'])
    expect(status).toBe(0)
    expect(lines).toContain('[one] first')
    expect(lines).toContain('[two] second')
    expect(lines.at(-1)).toBe('after together')
  })

  it("ends with a failed job's failing lines and last lines, above FAILED", () => {
    const failing = [
      'bad: echo \'{"level":50,"msg":"Error: app log line"}\'',
      "echo '  ✘  3 [chromium] › tests/e2e/x.e2e.spec.ts:3:5 › a test (60.0s)'",
      "echo '    Error: expect(locator).toBeVisible() failed'",
      'echo last words',
      'exit 3',
    ].join('; ')
    const { status, lines } = run(['good: echo fine', failing])
    expect(status).toBe(1)
    const summary = lines.slice(lines.indexOf('[bad] failed; its failing lines, then its last lines:'))
    expect(summary).toEqual([
      '[bad] failed; its failing lines, then its last lines:',
      '[bad] !   ✘  3 [chromium] › tests/e2e/x.e2e.spec.ts:3:5 › a test (60.0s)',
      '[bad] !     Error: expect(locator).toBeVisible() failed',
      '[bad] …   ✘  3 [chromium] › tests/e2e/x.e2e.spec.ts:3:5 › a test (60.0s)',
      '[bad] …     Error: expect(locator).toBeVisible() failed',
      '[bad] … last words',
      'FAILED: bad',
    ])
  })

  it('still names the failed job when it printed no failing line', () => {
    const { status, lines } = run(['quiet: echo \'{"level":30}\'; exit 2'])
    expect(status).toBe(1)
    expect(lines.at(-1)).toBe('FAILED: quiet')
  })
})
