/**
 * Migrates the database named by DATABASE_URL / DATA_DIR and loads the demo content:
 *   npx payload run src/cms/seed/run.ts
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seedDemo } from './index'

const payload = await getPayload({ config })
await payload.db.migrate()
const started = performance.now()
const counts = await seedDemo(payload)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
process.stdout.write(`Demo content loaded in ${seconds} s\n${JSON.stringify(counts, null, 2)}\n`)
await payload.destroy()
process.exit(0)
