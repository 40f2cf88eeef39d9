import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { env } from '../../lib/env'
import { anyone } from '../access/anyone'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'

export const MEDIA_WIDTHS = [300, 600, 1000] as const

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media file', plural: 'Media' },
  admin: { group: 'Content', useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'mimeType', 'filesize'] },
  defaultSort: '-createdAt',
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  upload: {
    staticDir: path.join(env().DATA_DIR, 'media'),
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: MEDIA_WIDTHS.map((width) => ({ name: `w${width}`, width })),
    adminThumbnail: 'w300',
    focalPoint: true,
  },
  fields: [{ name: 'alt', label: 'Alt text', type: 'text', required: true }],
}
