/**
 * Migrates the empty database named by DATABASE_URL with the committed migrations and ends; run
 * by template.ts as `node --import tsx` to make the integration suite's template database.
 * Prints "migrated" last: tsx's compiler has been seen to go away under load and leave a quiet
 * exit with code 0 before the work was done.
 */
import { getPayload } from 'payload'

import config from '../../../src/cms/payload.config'

const payload = await getPayload({ config })
await payload.db.migrate()
// SQLite: move the write-ahead log into the file, which is what gets copied.
const { client } = payload.db as unknown as { client?: { execute(sql: string): Promise<unknown>; close(): void } }
await client?.execute('PRAGMA wal_checkpoint(TRUNCATE)')
await payload.destroy()
client?.close()
process.stdout.write('migrated\n')
process.exit(0)
