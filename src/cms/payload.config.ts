import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { env } from '../lib/env'
import { resolveAppSecret } from '../lib/secret'
import { collections } from './collections'
import { withContentRevalidation } from './hooks/revalidateCollection'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

function database() {
  // Schema changes always go through committed migrations (npm run migrate:create), on both
  // dialects, so development and production never drift apart.
  if (config.dialect === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: config.DATABASE_URL, max: 10 },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: config.DATABASE_URL },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
  })
}

export default buildConfig({
  admin: {
    user: 'editors',
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' · Griha Homes CMS' },
  },
  routes: { admin: '/cms', api: '/api/cms' },
  collections: collections.map(withContentRevalidation),
  editor: lexicalEditor(),
  secret: resolveAppSecret(config),
  db: database(),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
