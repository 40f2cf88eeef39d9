import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { RETRY_NOW_CONTEXT, retryDeliveryEndpoint } from '../../features/leads/delivery/retryEndpoint'

import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { isSalesOrAdmin } from '../access/isSalesOrAdmin'
import { nobody } from '../access/nobody'

/**
 * `email`, `webhook`, `zoho`: the lead to the sales team (docs/product.md §7). The others are messages about a
 * lead that must not be lost either and use the same durable outbox, due at their own time (docs/product.md §15):
 * `visit-confirmation` and `visit-reminder` to the visitor who booked a site visit, `sla-alert` to the
 * assignee and admins when a lead is still new after `lead_sla_minutes`; and those of docs/product.md
 * §22: `buyer-ack` (mail) and `buyer-whatsapp` (WhatsApp template) to the buyer, and
 * `follow-up-reminder` to the assignee at the lead's `follow_up_at`.
 */
export const DELIVERY_CHANNELS = [
  'email',
  'webhook',
  'zoho',
  'visit-confirmation',
  'visit-reminder',
  'sla-alert',
  'buyer-ack',
  'buyer-whatsapp',
  'follow-up-reminder',
] as const
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const

/**
 * A delivery set back to pending (by Retry now or by changing its status) is due at once, and
 * retried for another full window from now with a fresh backoff.
 */
const restartRetries: CollectionBeforeChangeHook = ({ context, data, operation, originalDoc }) => {
  if (operation !== 'update' || data.status !== 'pending') return data
  if (!context[RETRY_NOW_CONTEXT] && originalDoc?.status === 'pending') return data
  const now = new Date().toISOString()
  return { ...data, next_attempt_at: now, retry_from: now, attempts: 0 }
}

/** The durable outbox of docs/product.md §7: one row per lead and channel, retried until sent. */
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
  endpoints: [retryDeliveryEndpoint],
  hooks: { beforeChange: [restartRetries] },
  fields: [
    {
      name: 'retryNow',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/components/RetryDeliveryButton#RetryDeliveryButton' } },
    },
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    { name: 'channel', type: 'select', required: true, options: [...DELIVERY_CHANNELS], index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [...DELIVERY_STATUSES],
      index: true,
      admin: { description: 'Set a failed delivery back to pending (or press Retry now) to retry it at once.' },
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
    {
      name: 'retry_from',
      type: 'date',
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Retries go on for 24 hours from this time (the last manual retry); empty: from when the lead came in.',
      },
    },
    { name: 'idempotency_key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
  ],
}
