import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { faqField } from '../fields/faqField'
import { publishedField } from '../fields/publishedField'
import { slugField } from '../fields/slugField'

export const Blogs: CollectionConfig = {
  slug: 'blogs',
  labels: { singular: 'Blog post', plural: 'Blogs' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'link_title', 'author', 'date', 'published'],
  },
  defaultSort: '-date',
  access: { read: publishedOrStaff, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('title', 'link_title', {
      description: 'The URL of the post (/blogs/{link_title}). Left empty, it is made from the title.',
    }),
    publishedField,
    {
      name: 'uid',
      label: 'UID',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', description: 'Legacy id used by /blogs/{id}/{name} links.' },
    },
    {
      name: 'date',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'minutes', label: 'Reading time (minutes)', type: 'number', min: 0, admin: { position: 'sidebar' } },
    { name: 'author', type: 'relationship', relationTo: 'team-members', admin: { position: 'sidebar' } },
    { name: 'tags', type: 'text', hasMany: true, admin: { position: 'sidebar' } },
    { name: 'preview_paragraph', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'image_link', type: 'text', admin: { description: 'Image URL, used when no image is uploaded.' } },
    { name: 'contents', type: 'richText', localized: true },
    faqField,
  ],
}
