/**
 * CI's page measurements on one demo site: `npm run js-budget`, then `npm run lighthouse` with the
 * arguments given here, both against the same server on a fresh demo database (each would
 * otherwise start, migrate and seed a site of its own).
 *
 *   npx tsx scripts/page-measurements.ts --pages home     # what .ci/run does after npm test
 *
 * Exits with the first failing measurement's code; the site is stopped and its folder removed
 * either way.
 */
import { spawnSync } from 'node:child_process'

import { rerunOnQuietExit } from './lib/rerun-quiet-exit'
import { demoSiteOr } from './lib/site-process'

const port = Number(process.env.PAGE_MEASUREMENTS_PORT ?? 3670)
const finished = rerunOnQuietExit('page-measurements')

async function main(): Promise<number> {
  const site = await demoSiteOr(undefined, { port, name: 'page-measurements', siteUrl: true })
  try {
    const run = (args: string[], env: Record<string, string>) =>
      spawnSync('npm', ['run', ...args], { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
    const budget = run(['js-budget'], { JS_BUDGET_URL: site.base })
    if (budget !== 0) return budget
    return run(['lighthouse', '--', ...process.argv.slice(2)], { LIGHTHOUSE_URL: site.base })
  } finally {
    site.close()
  }
}

main().then(
  (code) => {
    finished()
    process.exit(code)
  },
  (error: unknown) => {
    finished()
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
