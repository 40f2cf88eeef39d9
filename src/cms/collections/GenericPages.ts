import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { publishedField } from '../fields/publishedField'
import { slugField } from '../fields/slugField'

export const GenericPages: CollectionConfig = {
  slug: 'generic-pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'page_link', 'published'] },
  defaultSort: 'title',
  access: { read: publishedOrStaff, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('title', 'page_link', {
      description: 'The page address: /page/{page_link} (privacy and terms also serve /privacy and /terms).',
    }),
    publishedField,
    { name: 'meta_description', type: 'textarea', localized: true, admin: { position: 'sidebar' } },
    { name: 'contents', type: 'richText', localized: true },
  ],
}
