/**
 * Where CMS uploads live (docs/product.md §20 "Shared files"). With S3_BUCKET set, the `media`
 * collection and the CVs (`resumes`) are stored in the bucket through Payload's S3 storage adapter,
 * so instances on different machines share no directory; without it they stay under DATA_DIR.
 *
 * Both collections keep Payload's access-checked file route (`/api/cms/<slug>/file/<name>`): the
 * app streams each file from the bucket, so media is served by every instance and a CV only to a
 * signed-in sales user or admin. Objects are written without a public ACL, under `media/` and
 * `resumes/`; a public bucket policy for the image host (`images/`) must not cover `resumes/`.
 *
 * The adapter's `prefix` and `_objectKey` fields are inserted in both modes (`alwaysInsertFields`),
 * so the schema and its migrations are the same with and without a bucket.
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { Env } from '../lib/env'

/** The bucket folders of the CMS's uploads (the image host writes under `images/`). */
export const UPLOAD_PREFIXES = { media: 'media', resumes: 'resumes' } as const

export function uploadsInBucket(config: Env): boolean {
  return Boolean(config.S3_BUCKET)
}

/**
 * The file URL Payload would give without the adapter. Kept in bucket mode as well, so page markup
 * (and `/m/<file>`, src/features/media/image.ts) is the same either way: the route finds the
 * document, and with it the object's folder, by file name.
 */
function appFileUrl(slug: string, filename: string): string {
  return `/api/cms/${slug}/file/${encodeURIComponent(filename)}`
}

export function uploadStorage(config: Env): Plugin {
  const enabled = uploadsInBucket(config)
  return s3Storage({
    enabled,
    alwaysInsertFields: true,
    bucket: config.S3_BUCKET ?? '',
    // The same client settings as src/lib/object-storage-client.ts (path-style for S3_ENDPOINT).
    config: {
      region: config.S3_REGION ?? 'us-east-1',
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
      ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
        : {}),
    },
    // One client per settings, not per bucket name: tests (and a changed endpoint) get a fresh one.
    clientCacheKey: `cms-uploads:${[config.S3_BUCKET, config.S3_ENDPOINT, config.S3_REGION, config.S3_ACCESS_KEY_ID].join('|')}`,
    collections: {
      media: { prefix: UPLOAD_PREFIXES.media, generateFileURL: ({ filename }) => appFileUrl('media', filename) },
      resumes: { prefix: UPLOAD_PREFIXES.resumes, generateFileURL: ({ filename }) => appFileUrl('resumes', filename) },
    },
  })
}
