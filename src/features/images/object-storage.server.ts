import 'server-only'

import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'

import { type Env, env } from '@/lib/env'
import { s3Client } from '@/lib/object-storage-client'

/**
 * S3-compatible object storage for hosted images (docs/product.md §10), used when S3_BUCKET is set, with the
 * client of src/lib/object-storage-client.ts.
 * Objects are public reads at S3_PUBLIC_URL, by default the endpoint's path-style bucket URL.
 */
export type ObjectStorage = { bucket: string; publicBase: string; client: S3Client }

let cached: { key: string; storage: ObjectStorage | null } | undefined

function settingsKey(config: Env): string {
  return [config.S3_BUCKET, config.S3_ENDPOINT, config.S3_REGION, config.S3_ACCESS_KEY_ID, config.S3_PUBLIC_URL].join('|')
}

export function objectStorage(config: Env = env()): ObjectStorage | null {
  const key = settingsKey(config)
  if (cached?.key === key) return cached.storage
  let storage: ObjectStorage | null = null
  const client = s3Client(config)
  if (config.S3_BUCKET && client) {
    const region = config.S3_REGION ?? 'us-east-1'
    const defaultBase = config.S3_ENDPOINT
      ? `${config.S3_ENDPOINT.replace(/\/+$/, '')}/${config.S3_BUCKET}`
      : `https://${config.S3_BUCKET}.s3.${region}.amazonaws.com`
    storage = { bucket: config.S3_BUCKET, publicBase: (config.S3_PUBLIC_URL ?? defaultBase).replace(/\/+$/, ''), client }
  }
  cached = { key, storage }
  return storage
}

/** Writes an object in one request: it is either all there or not there at all. */
export async function putPublicObject(storage: ObjectStorage, key: string, body: Buffer, contentType: string): Promise<string> {
  await storage.client.send(
    new PutObjectCommand({
      Bucket: storage.bucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  )
  return `${storage.publicBase}/${key}`
}
