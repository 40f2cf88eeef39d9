/**
 * `npm run restore -- <backup folder>` (docs/product.md §16): checks the backup against its manifest and
 * restores it into the empty data directory and database named by DATA_DIR / DATABASE_URL; refuses
 * a target that holds anything. Then `npm start` serves the restored site. The drill:
 * docs/operations.md.
 */
import { runRestore } from './lib/backup/restore'
import { backupSettings } from './lib/backup/settings'
import { envOrExit, exitWith } from './lib/env-or-exit'
import { EnvError } from '../src/lib/env'

const fail: (message: string) => never = exitWith('restore failed: ')

async function main() {
  const env = envOrExit(exitWith(''))
  const backupDir = process.argv.slice(2).find((arg) => !arg.startsWith('-'))
  if (!backupDir) fail('name the backup to restore: npm run restore -- <backup folder>, e.g. data/backups/2026-11-25T21-30-05Z')
  let settings
  try {
    settings = backupSettings(env)
  } catch (error) {
    if (error instanceof EnvError) exitWith('')(error.message)
    throw error
  }
  console.log(`Restoring ${backupDir} into ${env.DATA_DIR} (${env.dialect})`)
  const result = await runRestore(settings, backupDir, (line) => console.log(line))
  console.log(`Restored the backup of ${result.manifest.startedAt} (app ${result.manifest.app.version}). Start the site with: npm start`)
  if (result.manifest.objectStorage) {
    console.log(`Note: the objects in the S3 bucket ${result.manifest.objectStorage.bucket} were not part of the backup; the bucket's own versioning keeps them.`)
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
