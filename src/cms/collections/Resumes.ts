import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { env } from '../../lib/env'
import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { isSalesOrAdmin } from '../access/isSalesOrAdmin'
import { nobody } from '../access/nobody'

/**
 * CV files from the careers form (docs/product.md §7). Private: stored outside the public media
 * folder (under DATA_DIR, or under `resumes/` in the S3_* bucket with no public ACL: ../storage.ts)
 * and handed out only by Payload's access-checked file route, `/api/cms/resumes/file/<name>`, to
 * sales and admins, as a download that no cache keeps.
 */
function asPrivateDownload(headers: Headers): Headers {
  headers.set('Content-Disposition', 'attachment')
  headers.set('Cache-Control', 'private, no-store')
  headers.set('X-Content-Type-Options', 'nosniff')
  return headers
}

export const Resumes: CollectionConfig = {
  slug: 'resumes',
  labels: { singular: 'CV', plural: 'CVs' },
  admin: {
    group: 'Leads',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'name', 'filesize', 'createdAt'],
    hidden: hiddenUnlessRole('admin', 'sales'),
  },
  defaultSort: '-createdAt',
  access: { read: isSalesOrAdmin, update: isSalesOrAdmin, create: nobody, delete: isAdmin },
  upload: {
    staticDir: path.join(env().DATA_DIR, 'resumes'),
    mimeTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    disableLocalStorage: false,
    // A CV is a visitor's file: downloaded, never rendered in the site's origin (docs/product.md §17).
    modifyResponseHeaders: ({ headers }) => asPrivateDownload(headers),
  },
  fields: [
    { name: 'name', label: 'Applicant', type: 'text' },
    { name: 'position', type: 'text', admin: { description: 'The job applied for.' } },
  ],
}
