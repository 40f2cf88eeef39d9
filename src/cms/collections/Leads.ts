import type { CollectionBeforeDeleteHook, CollectionConfig, Field } from 'payload'

import { exportLeadsCsvEndpoint } from '../../features/leads/inbox/exportEndpoint'
import { leadTimelineEndpoint } from '../../features/leads/timeline/timelineEndpoint'
import { assignableToLeads } from '../access/assignableToLeads'
import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { isSalesOrAdmin } from '../access/isSalesOrAdmin'
import { nobody } from '../access/nobody'
import { recordLeadActivity } from '../hooks/recordLeadActivity'
import { stampFirstStatusChange } from '../hooks/stampFirstStatusChange'

/** The site's forms, the account hand-off, and the channels of docs/product.md §22 (`api`, `google-ads`). */
export const LEAD_FORMS = ['contact', 'interest', 'enquiry', 'cv', 'new-user', 'site-visit', 'api', 'google-ads'] as const
/** `spam` and `test` (a Google Ads test lead) are kept for the record and neither routed nor delivered. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam', 'test'] as const
export const LEAD_LANGUAGES = ['en', 'hi'] as const

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

/** A deleted lead takes its timeline along (each activity's `lead` is required). */
const deleteLeadActivities: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'lead-activities', where: { lead: { equals: id } }, req, overrideAccess: true })
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
 * Every enquiry (docs/product.md §7). Created only by the intake code with `overrideAccess: true`, so the
 * stored record is exactly what the visitor sent; sales staff work status, assignee and notes.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    group: 'Leads',
    useAsTitle: 'name',
    // The sales view of docs/product.md §22: the filters offer every field; these columns show the
    // ones the team filters by most (status, source, form, city, property, language).
    defaultColumns: ['name', 'status', 'follow_up_at', 'form', 'lead_source', 'city', 'property', 'language', 'phone', 'assignee', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone', 'project_name'],
    hidden: hiddenUnlessRole('admin', 'sales'),
    components: {
      beforeList: ['/cms/components/LeadListViews#LeadListViews'],
      beforeListTable: ['/cms/components/ExportLeadsCsv#ExportLeadsCsv'],
    },
  },
  defaultSort: '-createdAt',
  endpoints: [exportLeadsCsvEndpoint, leadTimelineEndpoint],
  access: { read: isSalesOrAdmin, update: isSalesOrAdmin, create: nobody, delete: isAdmin },
  hooks: { beforeChange: [stampFirstStatusChange], afterChange: [recordLeadActivity], beforeDelete: [deleteLeadDeliveries, deleteLeadVisits, deleteLeadActivities] },
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
    {
      name: 'follow_up_at',
      label: 'Follow up at',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The assignee is mailed once when this time comes.',
        components: { Cell: '/cms/components/FollowUpCell#FollowUpCell' },
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
    {
      name: 'language',
      type: 'select',
      defaultValue: 'en',
      options: [
        { label: 'English', value: 'en' },
        { label: 'Hindi', value: 'hi' },
      ],
      index: true,
      admin: { ...readOnly, description: "The buyer's language: their acknowledgement is written in it." },
    },
    { name: 'message', type: 'textarea', admin: readOnly },
    { name: 'timeline', type: 'ui', admin: { components: { Field: '/cms/components/LeadTimeline#LeadTimeline' } } },
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
    {
      type: 'collapsible',
      label: 'Lead source (API and Google Ads)',
      admin: { initCollapsed: true },
      fields: [
        { name: 'lead_source', label: 'Lead source', type: 'relationship', relationTo: 'lead-sources', index: true, admin: readOnly },
        { name: 'source_ref', label: "Source's reference", type: 'text', admin: readOnly },
        { name: 'received_at', label: 'Received by the source at', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'google_lead_id', label: 'Google lead id', type: 'text', unique: true, index: true, admin: readOnly },
        { name: 'google_campaign_id', label: 'Google campaign id', type: 'text', admin: readOnly },
        { name: 'google_adgroup_id', label: 'Google ad group id', type: 'text', admin: readOnly },
        { name: 'google_form_id', label: 'Google lead form id', type: 'text', admin: readOnly },
        { name: 'google_creative_id', label: 'Google creative id', type: 'text', admin: readOnly },
        { name: 'gcl_id', label: 'Google click id (gclid)', type: 'text', admin: readOnly },
      ],
    },
  ],
}
