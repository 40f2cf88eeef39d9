import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { openAndPublishedOrStaff } from '../access/openAndPublishedOrStaff'
import { publishedField } from '../fields/publishedField'
import { slugField } from '../fields/slugField'

export const Careers: CollectionConfig = {
  slug: 'careers',
  labels: { singular: 'Career', plural: 'Careers' },
  admin: { group: 'Company', useAsTitle: 'title', defaultColumns: ['title', 'location', 'type', 'open'] },
  defaultSort: 'title',
  access: {
    read: openAndPublishedOrStaff,
    create: isEditorOrAdmin,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title', 'slug', { description: 'Used in /careers/{slug}. Left empty, it is made from the title.' }),
    publishedField,
    {
      name: 'open',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Closed positions are not shown on the site.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'location', type: 'text' },
        { name: 'type', type: 'text', admin: { description: 'For example "Full-time".' } },
      ],
    },
    { name: 'description', type: 'richText' },
  ],
}
