/**
 * Backups are folders named by their UTC start time (`2026-11-25T21-30-05Z`, which sorts by time),
 * each complete one holding a manifest. A backup is written under `.incomplete-<name>-<pid>` and
 * renamed when its manifest is written, so a half-written backup never looks like a whole one.
 */
import fs from 'node:fs'
import path from 'node:path'

import { MANIFEST } from './manifest'

const NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?$/
export const INCOMPLETE_PREFIX = '.incomplete-'
/** An incomplete folder this old belongs to a backup that died; a running one is never this slow. */
const STALE_INCOMPLETE_MS = 24 * 60 * 60 * 1000

export function backupName(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll(':', '-')
}

/** Complete backups in a backups folder, oldest first. Folders of other shapes are not ours and are left alone. */
export function completeBackups(backupsDir: string): string[] {
  if (!fs.existsSync(backupsDir)) return []
  return fs
    .readdirSync(backupsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && NAME.test(e.name) && fs.existsSync(path.join(backupsDir, e.name, MANIFEST)))
    .map((e) => e.name)
    .sort((a, b) => {
      // Same second: `…Z` before `…Z-1` before `…Z-2` (…Z-10 too).
      const [baseA, baseB] = [a.replace(/-\d+$/, ''), b.replace(/-\d+$/, '')]
      if (baseA !== baseB) return baseA < baseB ? -1 : 1
      return sameSecondNumber(a) - sameSecondNumber(b)
    })
}

function sameSecondNumber(name: string): number {
  return Number(/Z-(\d+)$/.exec(name)?.[1] ?? 0)
}

/** Deletes all but the newest `keep` complete backups, and incomplete ones left by a backup that died. */
export function prune(backupsDir: string, keep: number): { deleted: string[]; kept: string[] } {
  const complete = completeBackups(backupsDir)
  const doomed = complete.slice(0, Math.max(0, complete.length - keep))
  for (const name of doomed) fs.rmSync(path.join(backupsDir, name), { recursive: true, force: true })
  for (const entry of fs.readdirSync(backupsDir)) {
    if (!entry.startsWith(INCOMPLETE_PREFIX)) continue
    const abs = path.join(backupsDir, entry)
    if (Date.now() - fs.statSync(abs).mtimeMs > STALE_INCOMPLETE_MS) {
      fs.rmSync(abs, { recursive: true, force: true })
      doomed.push(entry)
    }
  }
  return { deleted: doomed, kept: complete.slice(Math.max(0, complete.length - keep)) }
}
