import { defineConfig } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium'
import { E2E_BASE_URL } from './tests/e2e/support/constants'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  outputDir: 'test-results',
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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
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
