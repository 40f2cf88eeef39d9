import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'

export const FAQ_TYPES = [
  { label: 'General', value: 'general' },
  { label: 'Buying', value: 'buying' },
  { label: 'Home loans', value: 'home-loans' },
  { label: 'NRI', value: 'nri' },
  { label: 'Vastu', value: 'vastu' },
  { label: 'Legal', value: 'legal' },
  { label: 'Pricing', value: 'pricing' },
  { label: 'Gold', value: 'gold' },
] as const

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { group: 'Content', useAsTitle: 'question', defaultColumns: ['question', 'type', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'textarea', required: true, localized: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'general',
      options: [...FAQ_TYPES],
      index: true,
      admin: { position: 'sidebar', description: 'The page the question appears on.' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
