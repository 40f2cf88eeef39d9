import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Env } from './env'

const SECRET_FILE = 'app-secret'

/**
 * APP_SECRET when given; otherwise the secret generated once into DATA_DIR and kept there, so
 * sessions survive restarts on the embedded default without any setup.
 */
export function resolveAppSecret(env: Pick<Env, 'APP_SECRET' | 'DATA_DIR'>): string {
  if (env.APP_SECRET) return env.APP_SECRET
  const file = path.join(env.DATA_DIR, SECRET_FILE)
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(env.DATA_DIR, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  try {
    // 'wx' fails if another process won the race; then its secret is the one to keep.
    fs.writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 })
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim()
    throw error
  }
}
