import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    'node_modules/**',
    '.next*/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'src/cms/payload-types.ts',
    'src/cms/migrations/**',
    'src/app/(payload)/cms/importMap.js',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Use '@/components/Link': a plain anchor the page's link navigator follows and prefetches on intent, not every link in view (a full render each); ADR 032.",
            },
          ],
        },
      ],
    },
  },
  { files: ['src/components/Link.tsx'], rules: { 'no-restricted-imports': 'off' } },
])
