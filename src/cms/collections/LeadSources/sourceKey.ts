import { createHash, randomBytes } from 'node:crypto'

/**
 * Lead source keys (docs/product.md §22) are stored only as SHA-256 hashes (hex); `POST /api/leads`
 * and the Google Ads webhook hash what they are sent and look the hash up.
 */
export function hashSourceKey(key: string): string {
  return createHash('sha256').update(key.trim(), 'utf8').digest('hex')
}

/** The first characters, stored in clear so admins can tell keys apart. */
export function sourceKeyPrefix(key: string): string {
  return key.trim().slice(0, 8)
}

export function generateSourceKey(): string {
  return `ls_${randomBytes(24).toString('base64url')}`
}

export const MIN_SOURCE_KEY_LENGTH = 24
