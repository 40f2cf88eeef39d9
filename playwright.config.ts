import { defineConfig } from '@playwright/test'

import { CHROMIUM_FLAGS, e2eChromiumPath } from './scripts/lib/chromium'
import { E2E_BASE_URL } from './tests/e2e/support/constants'

/**
 * The specs whose behaviour goes through the database layer: search and map SQL, lead, booking and
 * account storage, CMS writes and the reads that follow them, the dashboard's queries. CI runs the
 * whole suite on SQLite and, with `E2E_SCOPE=database`, these again on PostgreSQL; the others
 * (page shell, static pages, headers, caching, page weight) render the same bytes on either.
 */
export const DATABASE_SPECS = [
  'accounts',
  'admin',
  'buyers-tools',
  'careers-offers',
  'cms-api',
  'cms-login',
  'content-freshness',
  'favourites',
  'lead-forms',
  'listing-pages',
  'map-search',
  'prefill',
  'property',
  'sales-routing',
  'sales-workspace',
  'saved-searches',
  'search',
  'seed-promises',
  'seo',
  'site-visits',
]

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch:
    process.env.E2E_SCOPE === 'database' ? DATABASE_SPECS.map((name) => `**/${name}.e2e.spec.ts`) : '**/*.e2e.spec.ts',
  // Per port: suites on different ports (shards, the PostgreSQL pass) run side by side in CI.
  outputDir: `test-results/${process.env.E2E_PORT ?? 3100}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: specs share one seeded database and several create and delete properties, which
  // would change the counts other specs compare against if they ran at the same time.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // A trace records every action's DOM snapshots: about a quarter of the suite's CPU time, so it
    // is off unless asked for (E2E_TRACE=1); a failure still leaves its screenshot.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // One browser context per worker, reset between tests (cookies, cache, storage, routes, init
    // scripts, extra pages) instead of a new one per test: the suite's CPU time 780 → 560 s and
    // its wall time 523 → 420 s on this 2-core machine (docs/quality.md at 4a32e07 "CI time"). A test.use()
    // with other context options (javaScriptEnabled, extraHTTPHeaders) gets a fresh context, and
    // tests that need their own (geolocation, a second visitor) make it with browser.newContext.
    reuseContext: true,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: e2eChromiumPath(process.argv.includes('--headed') || !!process.env.PWDEBUG),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Builds when needed, then serves a freshly migrated and seeded database (SQLite, or PostgreSQL
    // when TEST_PG_URL is set).
    command: 'npx tsx tests/e2e/support/server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 900_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
