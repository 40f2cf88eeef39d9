import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '../../access/isEditorOrAdmin'
import { publishedOrStaff } from '../../access/publishedOrStaff'
import { faqField } from '../../fields/faqField'
import { publishedField } from '../../fields/publishedField'
import { atLeastSibling } from '../../fields/rangeValidator'
import { slugField } from '../../fields/slugField'
import { ensureSlugUniqueInCity } from './hooks/ensureSlugUniqueInCity'
import { recordPropertyEvent } from './hooks/recordPropertyEvent'

export const PROPERTY_STATUSES = [
  { label: 'Pre-launch', value: 'pre-launch' },
  { label: 'Under construction', value: 'under-construction' },
  { label: 'Ready to move', value: 'ready-to-move' },
] as const

/** A BHK count as text: "1", "2", "2.5", "10" (docs/product.md §3). */
export const BHK_PATTERN = /^(?:[1-9]\d?)(?:\.5)?$/

export const Properties: CollectionConfig = {
  slug: 'properties',
  labels: { singular: 'Property', plural: 'Properties' },
  admin: {
    group: 'Listings',
    useAsTitle: 'full_name',
    defaultColumns: ['full_name', 'city', 'builder_name', 'status', 'price_range_minimum', 'featured', 'published'],
    listSearchableFields: ['full_name', 'slug', 'rera_number'],
  },
  defaultSort: 'full_name',
  access: {
    read: publishedOrStaff,
    create: isEditorOrAdmin,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  indexes: [{ fields: ['slug', 'city'], unique: true }],
  hooks: { beforeChange: [ensureSlugUniqueInCity], afterChange: [recordPropertyEvent] },
  fields: [
    { name: 'full_name', label: 'Project name', type: 'text', required: true, index: true },
    slugField('full_name', 'slug', { unique: false, description: 'Used in URLs, unique within the city. Left empty, it is made from the project name.' }),
    publishedField,
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      options: [...PROPERTY_STATUSES],
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'relationship', relationTo: 'cities', required: true, index: true },
        { name: 'builder_name', label: 'Builder', type: 'relationship', relationTo: 'builders', index: true },
      ],
    },
    {
      name: 'property_type_group',
      label: 'Property types',
      type: 'relationship',
      relationTo: 'property-types',
      hasMany: true,
    },
    { name: 'rera_number', label: 'RERA number', type: 'text' },
    {
      name: 'possession',
      label: 'Possession from',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'monthOnly', displayFormat: 'MMM yyyy' },
        description: 'The month possession is planned (per the RERA filing). Leave empty when ready to move.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'currency', type: 'text', defaultValue: 'INR', required: true },
        {
          name: 'price_range_minimum',
          label: 'Minimum price',
          type: 'number',
          min: 0,
          index: true,
        },
        {
          name: 'price_range_maximum',
          label: 'Maximum price',
          type: 'number',
          min: 0,
          index: true,
          validate: atLeastSibling(
            'price_range_minimum',
            'Maximum price must be at least the minimum price',
          ),
        },
      ],
    },
    { name: 'unit_size', type: 'text', admin: { description: 'For example "650 – 1,450 sq.ft".' } },
    {
      type: 'row',
      fields: [
        { name: 'offer_available', label: 'Offer', type: 'text', localized: true },
        {
          name: 'offer_validity',
          label: 'Offer valid until',
          type: 'date',
          index: true,
          admin: {
            date: { pickerAppearance: 'dayOnly' },
            description: 'The offer shows until the end of this day in the site time zone.',
          },
        },
      ],
    },
    {
      name: 'location',
      type: 'group',
      fields: [
        { name: 'address', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number', min: -90, max: 90 },
            { name: 'longitude', type: 'number', min: -180, max: 180 },
          ],
        },
      ],
    },
    { name: 'zoning', type: 'text', index: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'videos',
      type: 'array',
      labels: { singular: 'Video', plural: 'Videos' },
      fields: [{ name: 'url', label: 'URL', type: 'text', required: true }],
    },
    {
      name: 'floor_plans',
      type: 'array',
      labels: { singular: 'Floor plan', plural: 'Floor plans' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'bhk',
              label: 'BHK',
              type: 'text',
              index: true,
              validate: (value: unknown) =>
                value == null || value === '' || (typeof value === 'string' && BHK_PATTERN.test(value.trim()))
                  ? true
                  : 'BHK must be a number such as 2 or 2.5',
              hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
            },
            { name: 'carpet_area', label: 'Carpet area (sq.ft)', type: 'number', min: 0 },
            { name: 'price', type: 'number', min: 0 },
          ],
        },
        { name: 'plan_image', type: 'upload', relationTo: 'media' },
      ],
    },
    { name: 'amenities', type: 'relationship', relationTo: 'amenities', hasMany: true },
    { name: 'collections', type: 'relationship', relationTo: 'property-collections', hasMany: true },
    { name: 'description', type: 'richText', localized: true },
    faqField,
    { name: 'alert_text', type: 'textarea', localized: true },
    { name: 'brochure', type: 'upload', relationTo: 'media' },
    {
      name: 'not_assured_project',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'hide_options',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Hide prices and floor-plan options on the page.' },
    },
    {
      name: 'visiting_hours',
      label: 'Site visit hours',
      type: 'group',
      admin: {
        description:
          'Leave a field empty to use the site default (site data visit_hours, visit_slot_minutes, visit_slot_capacity, visit_closed_days: 10:00–18:00, 60-minute slots, 3 visits a slot).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'opens', type: 'text', admin: { placeholder: '10:00', description: 'HH:MM, 24-hour clock' } },
            { name: 'closes', type: 'text', admin: { placeholder: '18:00', description: 'HH:MM, 24-hour clock' } },
            { name: 'slot_minutes', label: 'Slot length (minutes)', type: 'number', min: 15, max: 480 },
            { name: 'capacity', label: 'Visits a slot', type: 'number', min: 1, max: 100 },
          ],
        },
        {
          name: 'closed_days',
          type: 'textarea',
          admin: { description: 'Days without visits, one a line: weekday names (Sunday) and/or dates (2026-12-25). Replaces the site list when filled in.' },
        },
      ],
    },
  ],
}
