import type { CollectionConfig } from 'payload'

import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { nobody } from '../access/nobody'

export const PROPERTY_EVENT_KINDS = ['published', 'price-drop', 'offer'] as const
export const PROPERTY_EVENT_STATUSES = ['pending', 'done', 'failed'] as const

/**
 * The alert outbox (docs/product.md §14, ADR 017): one row per change of a property that may interest saved
 * searches, written in the same transaction as the change and worked by the alert worker with a
 * lease on `next_attempt_at`, like `lead-deliveries`.
 */
export const PropertyEvents: CollectionConfig = {
  slug: 'property-events',
  labels: { singular: 'Property event', plural: 'Property events' },
  admin: {
    group: 'Leads',
    useAsTitle: 'kind',
    defaultColumns: ['property', 'kind', 'status', 'attempts', 'createdAt'],
    hidden: hiddenUnlessRole('admin'),
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['status', 'next_attempt_at'] }],
  fields: [
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
    { name: 'kind', type: 'select', required: true, options: [...PROPERTY_EVENT_KINDS] },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: [...PROPERTY_EVENT_STATUSES], index: true },
    { name: 'attempts', type: 'number', defaultValue: 0, min: 0 },
    { name: 'next_attempt_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'last_error', type: 'textarea', admin: { readOnly: true } },
  ],
}
