import type { CollectionBeforeDeleteHook, CollectionConfig, Field } from 'payload'

import { exportLeadsCsvEndpoint } from '../../features/leads/inbox/exportEndpoint'
import { assignableToLeads } from '../access/assignableToLeads'
import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { isSalesOrAdmin } from '../access/isSalesOrAdmin'
import { nobody } from '../access/nobody'
import { stampFirstStatusChange } from '../hooks/stampFirstStatusChange'

export const LEAD_FORMS = ['contact', 'interest', 'enquiry', 'cv', 'new-user', 'site-visit'] as const
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const

const readOnly = { readOnly: true }

const utmFields: Field[] = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'].map(
  (name) => ({ name, type: 'text', admin: readOnly }),
)

/**
 * A deleted lead takes its outbox rows with it. Before, not after: their `lead` column is required,
 * so the database refuses to delete a lead they still point to. And SQLite hands the newest row's
 * id out again after a delete, so a stale `lead-<id>-<channel>` idempotency key would refuse the
 * next lead's deliveries.
 */
const deleteLeadDeliveries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'lead-deliveries', where: { lead: { equals: id } }, req, overrideAccess: true })
}

/** A deleted site-visit lead takes its booking along (its `lead` is required), giving its place back. */
const deleteLeadVisits: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { bookingOfLead, cancelBooking } = await import('../../features/site-visits/bookings.server')
  const booking = await bookingOfLead(req.payload, Number(id))
  if (!booking) return
  if (booking.status === 'booked') await cancelBooking(req.payload, booking.id)
  await req.payload.delete({ collection: 'site-visits', id: booking.id, req, overrideAccess: true })
}

/**
 * Every enquiry (SPEC §7). Created only by the intake code with `overrideAccess: true`, so the
 * stored record is exactly what the visitor sent; sales staff work status, assignee and notes.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    group: 'Leads',
    useAsTitle: 'name',
    defaultColumns: ['name', 'form', 'status', 'city', 'project_name', 'phone', 'createdAt', 'assignee'],
    listSearchableFields: ['name', 'email', 'phone', 'project_name'],
    hidden: hiddenUnlessRole('admin', 'sales'),
    components: { beforeListTable: ['/cms/components/ExportLeadsCsv#ExportLeadsCsv'] },
  },
  defaultSort: '-createdAt',
  endpoints: [exportLeadsCsvEndpoint],
  access: { read: isSalesOrAdmin, update: isSalesOrAdmin, create: nobody, delete: isAdmin },
  hooks: { beforeChange: [stampFirstStatusChange], beforeDelete: [deleteLeadDeliveries, deleteLeadVisits] },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: LEAD_STATUSES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })),
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'editors',
      filterOptions: assignableToLeads,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'first_status_change_at',
      label: 'First status change',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the status first moved on from what it was at intake (set once, automatically).',
      },
    },
    { name: 'notes', type: 'textarea', admin: { position: 'sidebar' } },
    {
      name: 'form',
      type: 'select',
      required: true,
      options: [...LEAD_FORMS],
      index: true,
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', admin: readOnly },
        { name: 'email', type: 'text', index: true, admin: readOnly },
        { name: 'phone', type: 'text', index: true, admin: { ...readOnly, description: 'E.164' } },
      ],
    },
    { name: 'message', type: 'textarea', admin: readOnly },
    { name: 'location', type: 'text', admin: { ...readOnly, description: 'Where the applicant lives (CV form).' } },
    {
      type: 'row',
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties', index: true, admin: readOnly },
        { name: 'project_name', type: 'text', admin: readOnly },
        { name: 'city', type: 'text', index: true, admin: readOnly },
        { name: 'bhk', label: 'BHK', type: 'text', admin: readOnly },
      ],
    },
    { name: 'resume', type: 'upload', relationTo: 'resumes', admin: readOnly },
    {
      name: 'duplicate_of',
      type: 'relationship',
      relationTo: 'leads',
      index: true,
      admin: { ...readOnly, description: 'An earlier lead with the same phone or e-mail and property within 24 hours.' },
    },
    {
      type: 'collapsible',
      label: 'Source and consent',
      admin: { initCollapsed: true },
      fields: [
        { name: 'source', type: 'text', admin: readOnly },
        { name: 'referrer', type: 'text', admin: readOnly },
        { name: 'landing_page', type: 'text', admin: readOnly },
        ...utmFields,
        { name: 'zc_gad', label: 'Ad click id (zc_gad)', type: 'text', admin: readOnly },
        { name: 'consent_text', type: 'textarea', admin: readOnly },
        { name: 'consent_at', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'user', label: 'Visitor account id', type: 'text', index: true, admin: readOnly },
        { name: 'spam_reason', type: 'text', admin: readOnly },
      ],
    },
  ],
}
