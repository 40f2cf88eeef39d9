/**
 * `npm run backup` (docs/product.md §16): a consistent copy of the database and the uploaded files while the
 * site serves, into `DATA_DIR/backups/<UTC time>/` (or `BACKUP_DIR`), keeping the newest
 * `BACKUP_KEEP` (default 7). How it works: scripts/lib/backup/backup.ts; how to use it and how to
 * restore: docs/operations.md.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { runBackup } from './lib/backup/backup'
import { formatBytes } from './lib/backup/files'
import { redact } from './lib/backup/postgres'
import { backupSettings, sqliteFilePath } from './lib/backup/settings'
import { envOrExit, exitWith } from './lib/env-or-exit'
import { EnvError } from '../src/lib/env'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const fail: (message: string) => never = exitWith('backup failed: ')

async function main() {
  const env = envOrExit(exitWith(''))
  let settings
  try {
    settings = backupSettings(env)
  } catch (error) {
    if (error instanceof EnvError) exitWith('')(error.message)
    throw error
  }
  const source = env.dialect === 'postgres' ? redact(env.DATABASE_URL) : sqliteFilePath(env.DATABASE_URL)
  console.log(`Backing up ${env.dialect} database ${source} and the files in ${env.DATA_DIR}`)
  const started = Date.now()
  const result = await runBackup(settings, root, (line) => console.log(line))
  console.log(`Backup written to ${result.dir} (${formatBytes(result.bytes)}, ${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (result.manifest.objectStorage) {
    console.log(
      `Note: S3 storage is configured (bucket ${result.manifest.objectStorage.bucket}); its ${result.manifest.objectStorage.objects.length} objects are listed in the manifest, not copied. Keep versioning on for the bucket (docs/operations.md).`,
    )
  }
  if (result.deleted.length > 0) console.log(`Deleted older backups (keeping the newest ${settings.keep}): ${result.deleted.join(', ')}`)
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
