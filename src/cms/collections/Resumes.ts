import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { env } from '../../lib/env'
import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { isSalesOrAdmin } from '../access/isSalesOrAdmin'
import { nobody } from '../access/nobody'

/**
 * CV files from the careers form (SPEC §7). Private: stored outside the public media folder and
 * served only through Payload's access-checked file route.
 */
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
  },
  fields: [
    { name: 'name', label: 'Applicant', type: 'text' },
    { name: 'position', type: 'text', admin: { description: 'The job applied for.' } },
  ],
}
