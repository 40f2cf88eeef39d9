import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { hiddenUnlessRole } from '../../access/hiddenUnlessRole'
import { isAdmin } from '../../access/isAdmin'
import { isSalesOrAdmin } from '../../access/isSalesOrAdmin'
import { nobody } from '../../access/nobody'
import { LEAD_STATUSES } from '../Leads'

export const ACTIVITY_KINDS = ['status', 'note', 'call', 'follow-up'] as const
export const CALL_OUTCOMES = ['answered', 'no-answer', 'busy', 'wrong-number', 'call-back'] as const
/** Set by the system when it records an activity (a status change); staff cannot write those. */
export const SYSTEM_ACTIVITY_CONTEXT = 'systemLeadActivity'

/**
 * Staff add notes and calls; status changes and follow-up reminders are the system's own record,
 * so a person cannot write one. The author is whoever is signed in, and the time is now.
 */
const stampActivity: CollectionBeforeValidateHook = ({ context, data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  if (context[SYSTEM_ACTIVITY_CONTEXT]) return { ...data, at: data.at ?? new Date().toISOString() }
  if (data.kind !== 'note' && data.kind !== 'call') {
    throw new APIError('kind: staff add notes and calls; status changes are recorded by the system', 400, undefined, true)
  }
  const text = typeof data.text === 'string' ? data.text.trim() : ''
  if (data.kind === 'note' && !text) throw new APIError('text: a note needs some text', 400, undefined, true)
  if (data.kind === 'call' && !data.outcome) throw new APIError('outcome: a logged call needs its outcome', 400, undefined, true)
  return { ...data, text, from: null, to: null, by: req.user?.id ?? null, at: new Date().toISOString() }
}

/** The timeline of a lead (docs/product.md §22): status changes, notes, calls and follow-ups. */
export const LeadActivities: CollectionConfig = {
  slug: 'lead-activities',
  labels: { singular: 'Lead activity', plural: 'Lead activities' },
  admin: {
    group: 'Leads',
    useAsTitle: 'kind',
    defaultColumns: ['lead', 'kind', 'text', 'by', 'at'],
    hidden: hiddenUnlessRole('admin', 'sales'),
  },
  defaultSort: '-at',
  access: { read: isSalesOrAdmin, create: isSalesOrAdmin, update: nobody, delete: isAdmin },
  hooks: { beforeValidate: [stampActivity] },
  indexes: [{ fields: ['lead', 'at'] }],
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...ACTIVITY_KINDS], index: true },
    { name: 'text', type: 'textarea', maxLength: 10_000 },
    { name: 'from', type: 'select', options: [...LEAD_STATUSES] },
    { name: 'to', type: 'select', options: [...LEAD_STATUSES] },
    { name: 'outcome', type: 'select', options: [...CALL_OUTCOMES] },
    { name: 'by', type: 'relationship', relationTo: 'editors' },
    { name: 'at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
