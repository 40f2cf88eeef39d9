import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { env } from '../../lib/env'
import { anyone } from '../access/anyone'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { uploadsInBucket } from '../storage'

export const MEDIA_WIDTHS = [300, 600, 1000] as const

/**
 * The resized copies pages show are WebP whatever the upload was (PNG and JPEG photos are several
 * times larger for the same picture; every current browser reads WebP). The original is kept as
 * uploaded.
 */
const SIZE_FORMAT = { format: 'webp', options: { quality: 75 } } as const

/**
 * Media files are cached by browsers for a day, and served stale for a week while revalidating:
 * file names are unique per upload (Payload adds a suffix when a name is taken), so a changed image
 * arrives under a new name and a stale copy only lingers where a file was replaced in place.
 */
const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/**
 * A file name that is not on disk answers 404. Payload's own file handler answers that with 500
 * ('Something went wrong.') and an error in the log; a stale or mistyped image URL is the
 * visitor's miss, not the server's fault. Anything else (the file exists, or the name leaves the
 * folder, which Payload refuses with 400) goes on to Payload's handler. With the files in the bucket
 * (../storage.ts) the adapter's handler answers a missing object 404 itself.
 */
async function missingFileIs404(staticDir: string, filename: string): Promise<Response | undefined> {
  const file = path.resolve(staticDir, filename)
  if (!file.startsWith(staticDir + path.sep)) return undefined
  const isFile = await fs
    .stat(file)
    .then((stats) => stats.isFile())
    .catch(() => false)
  return isFile ? undefined : Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

const MEDIA_DIR = path.resolve(env().DATA_DIR, 'media')

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media file', plural: 'Media' },
  admin: { group: 'Content', useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'mimeType', 'filesize'] },
  defaultSort: '-createdAt',
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  upload: {
    staticDir: MEDIA_DIR,
    // Payload's type wants a Response or nothing from each handler; its loop goes on to the next
    // one (then its own) when the value is not a Response, which is what undefined means here.
    handlers: uploadsInBucket(env()) ? [] : [(_req, { params }) => missingFileIs404(MEDIA_DIR, params.filename) as Promise<Response>],
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: MEDIA_WIDTHS.map((width) => ({ name: `w${width}`, width, formatOptions: SIZE_FORMAT })),
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
      // A PDF is saved, never shown inline in the site's origin (docs/product.md §17).
      if (headers.get('Content-Type')?.startsWith('application/pdf')) headers.set('Content-Disposition', 'attachment')
      return headers
    },
    adminThumbnail: 'w300',
    focalPoint: true,
  },
  fields: [{ name: 'alt', label: 'Alt text', type: 'text', required: true }],
}
