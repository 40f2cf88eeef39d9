import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { slugField } from '../fields/slugField'

export const Amenities: CollectionConfig = {
  slug: 'amenities',
  labels: { singular: 'Amenity', plural: 'Amenities' },
  admin: { group: 'Listings', useAsTitle: 'amenity', defaultColumns: ['amenity', 'slug', 'icon'] },
  defaultSort: 'amenity',
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'amenity', type: 'text', required: true, unique: true, index: true, localized: true },
    slugField('amenity'),
    { name: 'icon', type: 'text', admin: { description: 'Icon name, for example "pool" or "gym".' } },
  ],
}
