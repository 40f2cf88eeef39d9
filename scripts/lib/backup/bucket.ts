/**
 * The object list of the S3 bucket (docs/product.md §20: `npm run backup` records it in its
 * manifest). The objects themselves are not copied (keep versioning on the bucket,
 * docs/operations.md); the list says what the bucket held when the database was copied, so a
 * restore can be checked against it.
 */
import { paginateListObjectsV2 } from '@aws-sdk/client-s3'

import type { Env } from '../../../src/lib/env'
import { s3Client } from '../../../src/lib/object-storage-client'

export type BucketObject = { key: string; size: number; etag: string; lastModified: string }

export async function listBucket(env: Env): Promise<BucketObject[]> {
  const client = s3Client(env)
  if (!client || !env.S3_BUCKET) return []
  const objects: BucketObject[] = []
  try {
    for await (const page of paginateListObjectsV2({ client }, { Bucket: env.S3_BUCKET })) {
      for (const o of page.Contents ?? []) {
        objects.push({ key: o.Key!, size: o.Size ?? 0, etag: (o.ETag ?? '').replace(/"/g, ''), lastModified: o.LastModified?.toISOString() ?? '' })
      }
    }
  } finally {
    client.destroy()
  }
  return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}
