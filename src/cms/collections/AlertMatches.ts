import type { CollectionConfig } from 'payload'

import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { isSalesOrAdmin } from '../access/isSalesOrAdmin'
import { nobody } from '../access/nobody'
import { PROPERTY_EVENT_KINDS } from './PropertyEvents'

export const ALERT_MATCH_STATUSES = ['pending', 'sent'] as const

/**
 * A property found for a saved search (docs/product.md §14). Unique per (saved search, property), so a
 * property is mailed at most once for one saved search however often it changes.
 */
export const AlertMatches: CollectionConfig = {
  slug: 'alert-matches',
  labels: { singular: 'Alert match', plural: 'Alert matches' },
  admin: {
    group: 'Leads',
    defaultColumns: ['saved_search', 'property', 'kind', 'status', 'sent_at'],
    hidden: hiddenUnlessRole('admin'),
  },
  defaultSort: '-createdAt',
  access: { read: isSalesOrAdmin, create: nobody, update: nobody, delete: isAdmin },
  indexes: [
    { fields: ['saved_search', 'property'], unique: true },
    { fields: ['status', 'saved_search'] },
  ],
  fields: [
    { name: 'saved_search', type: 'relationship', relationTo: 'saved-searches', index: true },
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
    { name: 'kind', type: 'select', required: true, options: [...PROPERTY_EVENT_KINDS] },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: [...ALERT_MATCH_STATUSES] },
    { name: 'sent_at', type: 'date', admin: { readOnly: true } },
  ],
}
