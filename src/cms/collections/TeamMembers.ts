import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { visibleOrStaff } from '../access/visibleOrStaff'
import { slugField } from '../fields/slugField'

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: { singular: 'Team member', plural: 'Team members' },
  admin: { group: 'Company', useAsTitle: 'name', defaultColumns: ['name', 'role', 'hide'] },
  defaultSort: 'name',
  access: { read: visibleOrStaff, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    slugField('name', 'slug', { description: 'Used in /about/{slug}. Left empty, it is made from the name.' }),
    {
      name: 'hide',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Hidden members stay off the site (their posts still show).' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    // Role and bio per language (docs/product.md §21); the name stays as written.
    { name: 'role', type: 'text', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'image_link', type: 'text' },
    { name: 'bio', type: 'textarea', localized: true },
  ],
}
