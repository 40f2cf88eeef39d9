import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'

export const Pricing: CollectionConfig = {
  slug: 'pricing',
  labels: { singular: 'Pricing plan', plural: 'Pricing' },
  admin: { group: 'Company', useAsTitle: 'plan', defaultColumns: ['plan', 'price', 'period', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'plan', type: 'text', required: true, unique: true },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', min: 0, admin: { description: 'Empty means "on request".' } },
        { name: 'currency', type: 'text', defaultValue: 'INR' },
        { name: 'period', type: 'text', admin: { description: 'For example "one-time" or "per month".' } },
      ],
    },
    { name: 'description', type: 'textarea' },
    {
      name: 'features',
      type: 'array',
      fields: [{ name: 'feature', type: 'text', required: true }],
    },
    { name: 'cta_label', label: 'Button text', type: 'text' },
    { name: 'highlighted', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
