import { createHash, randomBytes } from 'node:crypto'

/** Image upload keys are stored only as SHA-256 hashes (hex); the image host hashes what it gets. */
export function hashUploadKey(key: string): string {
  return createHash('sha256').update(key.trim(), 'utf8').digest('hex')
}

/** The first characters, stored in clear so admins can tell keys apart. */
export function uploadKeyPrefix(key: string): string {
  return key.trim().slice(0, 8)
}

export function generateUploadKey(): string {
  return `uk_${randomBytes(24).toString('base64url')}`
}

export const MIN_UPLOAD_KEY_LENGTH = 24
