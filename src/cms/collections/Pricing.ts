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
    // The plan's name is its key (unique) and stays as written; its texts are per language (docs/product.md §21).
    { name: 'plan', type: 'text', required: true, unique: true },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', min: 0, admin: { description: 'Empty means "on request".' } },
        { name: 'currency', type: 'text', defaultValue: 'INR' },
        { name: 'period', type: 'text', localized: true, admin: { description: 'For example "one-time" or "per month".' } },
      ],
    },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'features',
      type: 'array',
      // A list per language (docs/product.md §21): a Hindi page shows the Hindi list, or the English one while it is empty.
      localized: true,
      fields: [{ name: 'feature', type: 'text', required: true }],
    },
    { name: 'cta_label', label: 'Button text', type: 'text', localized: true },
    { name: 'highlighted', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
