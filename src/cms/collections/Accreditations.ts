import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'

export const ACCREDITATION_TYPES = [
  { label: 'Accreditation', value: 'accreditation' },
  { label: 'Association', value: 'association' },
  { label: 'Award', value: 'award' },
  { label: 'Press', value: 'press' },
] as const

export const Accreditations: CollectionConfig = {
  slug: 'accreditations',
  labels: { singular: 'Accreditation, award or press item', plural: 'Accreditations & awards' },
  admin: { group: 'Company', useAsTitle: 'name', defaultColumns: ['name', 'type', 'year', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    // Name and description per language (docs/product.md §21); the issuer stays as written.
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      options: [...ACCREDITATION_TYPES],
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'year', type: 'number', min: 1900, max: 2100, index: true, admin: { position: 'sidebar' } },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'issuer', type: 'text', admin: { description: 'Awarding body, association or publication.' } },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'image_link', type: 'text' },
    { name: 'link', type: 'text', admin: { description: 'Certificate, member page or article URL.' } },
  ],
}
