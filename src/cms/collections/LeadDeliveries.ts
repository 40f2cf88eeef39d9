import type { CollectionConfig } from 'payload'

import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { isSalesOrAdmin } from '../access/isSalesOrAdmin'
import { nobody } from '../access/nobody'

export const DELIVERY_CHANNELS = ['email', 'webhook', 'zoho'] as const
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const

/** The durable outbox of SPEC §7: one row per lead and channel, retried until sent. */
export const LeadDeliveries: CollectionConfig = {
  slug: 'lead-deliveries',
  labels: { singular: 'Lead delivery', plural: 'Lead deliveries' },
  admin: {
    group: 'Leads',
    useAsTitle: 'idempotency_key',
    defaultColumns: ['lead', 'channel', 'status', 'attempts', 'next_attempt_at', 'last_error'],
    hidden: hiddenUnlessRole('admin', 'sales'),
  },
  defaultSort: '-createdAt',
  access: { read: isSalesOrAdmin, update: isSalesOrAdmin, create: nobody, delete: isAdmin },
  indexes: [{ fields: ['status', 'next_attempt_at'] }],
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    { name: 'channel', type: 'select', required: true, options: [...DELIVERY_CHANNELS], index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [...DELIVERY_STATUSES],
      index: true,
      admin: { description: 'Set a failed delivery back to pending to retry it now.' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, min: 0 },
    {
      name: 'next_attempt_at',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'sent_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'last_error', type: 'textarea', admin: { readOnly: true } },
    { name: 'idempotency_key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
  ],
}
