import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { slugField } from '../fields/slugField'

export const PropertyCollections: CollectionConfig = {
  slug: 'property-collections',
  labels: { singular: 'Collection', plural: 'Collections' },
  admin: {
    group: 'Listings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'order'],
    description: 'Curated groups of properties, listed on the site by order.',
  },
  defaultSort: 'order',
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, index: true, localized: true },
    slugField('name'),
    { name: 'order', type: 'number', defaultValue: 0, index: true, admin: { position: 'sidebar' } },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
