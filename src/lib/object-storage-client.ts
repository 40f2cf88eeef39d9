/**
 * The S3 client for S3_* (docs/product.md §10 and §20): AWS S3, or any service that speaks its API
 * at S3_ENDPOINT (path-style addressing, which they all accept). Without `server-only`, so the
 * backup script (scripts/lib/backup) builds the same client as the image host
 * (src/features/images/object-storage.server.ts).
 */
import { S3Client } from '@aws-sdk/client-s3'

import type { Env } from './env'

export function s3Client(config: Env): S3Client | null {
  if (!config.S3_BUCKET) return null
  return new S3Client({
    region: config.S3_REGION ?? 'us-east-1',
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
  })
}
