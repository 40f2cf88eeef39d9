import 'server-only'

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { type Env, env } from '@/lib/env'

/**
 * S3-compatible object storage for hosted images (SPEC §10), used when S3_BUCKET is set: AWS S3,
 * or any service that speaks its API at S3_ENDPOINT (path-style addressing, which they all accept).
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
  if (config.S3_BUCKET) {
    const region = config.S3_REGION ?? 'us-east-1'
    const client = new S3Client({
      region,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
      ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
        : {}),
    })
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
