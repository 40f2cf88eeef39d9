import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { slugField } from '../fields/slugField'

export const Builders: CollectionConfig = {
  slug: 'builders',
  labels: { singular: 'Builder', plural: 'Builders' },
  admin: {
    group: 'Listings',
    useAsTitle: 'builder_name',
    defaultColumns: ['builder_name', 'slug', 'total_projects', 'ongoing_projects', 'established_year'],
  },
  defaultSort: 'builder_name',
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'builder_name', label: 'Builder', type: 'text', required: true, unique: true, index: true },
    slugField('builder_name'),
    {
      type: 'row',
      fields: [
        { name: 'total_projects', type: 'number', min: 0 },
        { name: 'ongoing_projects', type: 'number', min: 0 },
        { name: 'established_year', type: 'number', min: 1800, max: 2100 },
      ],
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Uploaded logo; when empty the site uses the logo link.' },
    },
    { name: 'logo_link', type: 'text' },
    { name: 'banner_logo_link', type: 'text' },
    { name: 'website_link', type: 'text' },
    { name: 'description', type: 'textarea' },
  ],
}
