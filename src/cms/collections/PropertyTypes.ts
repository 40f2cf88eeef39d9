import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { slugField } from '../fields/slugField'

export const PropertyTypes: CollectionConfig = {
  slug: 'property-types',
  labels: { singular: 'Property type', plural: 'Property types' },
  admin: { group: 'Listings', useAsTitle: 'property_type', defaultColumns: ['property_type', 'slug', 'icon'] },
  defaultSort: 'property_type',
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'property_type', label: 'Property type', type: 'text', required: true, unique: true, index: true, localized: true },
    slugField('property_type'),
    { name: 'icon', type: 'text', admin: { description: 'Icon name, for example "apartment" or "villa".' } },
  ],
}
