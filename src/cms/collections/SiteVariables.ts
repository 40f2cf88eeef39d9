import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'

export const SiteVariables: CollectionConfig = {
  slug: 'site-variables',
  labels: { singular: 'Site variable', plural: 'Site variables' },
  admin: { group: 'Settings', useAsTitle: 'key', defaultColumns: ['key', 'value'] },
  defaultSort: 'key',
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'value', type: 'textarea' },
  ],
}
