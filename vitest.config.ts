import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))
const failOnConsoleError = path.join(root, 'tests/int/support/failOnConsoleError.ts')

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'src/cms/payload.config.ts'),
      '@/': `${path.join(root, 'src')}/`,
      // Next's marker module throws outside React Server Components; tests are the server.
      'server-only': path.join(root, 'tests/int/support/emptyModule.ts'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: [failOnConsoleError],
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          environment: 'node',
          setupFiles: [failOnConsoleError],
          // Each file runs in its own process with its own database (tests/int/support/database.ts):
          // the env is parsed once per process and Payload is a per-process singleton.
          pool: 'forks',
          isolate: true,
          // Two cores, and SQLite wants one writer: one file at a time keeps timings honest.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          env: { NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
        },
      },
      {
        extends: true,
        test: {
          // The scale-out suite (docs/product.md §13): `npm run cluster` on PostgreSQL, Redis and HAProxy, driven
          // over HTTP (tests/cluster). Needs those services, so it is not part of `npm test`; CI runs it.
          name: 'cluster',
          include: ['tests/cluster/**/*.cluster.spec.ts'],
          exclude: ['tests/cluster/faults.cluster.spec.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          // The fault suite (docs/product.md §20): `npm run cluster` on a PostgreSQL and a Redis of its
          // own, which it stops and starts, under load (tests/cluster/faults.cluster.spec.ts). About
          // two minutes after the build; CI runs it as a step of its own (`npm run test:faults`).
          name: 'faults',
          include: ['tests/cluster/faults.cluster.spec.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
})
