import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { isSalesOrAdmin } from '../access/isSalesOrAdmin'
import { nobody } from '../access/nobody'

export const SITE_VISIT_STATUSES = ['booked', 'cancelled'] as const

/**
 * A booking cancelled by sales in the CMS gives its place in the slot back, like the visitor's
 * cancel link does (src/features/site-visits/bookings.server.ts); the hand-over is conditional, so
 * a place is never given back twice.
 */
const releasePlaceOnCancel: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'update' && originalDoc?.status === 'cancelled' && data.status === 'booked') {
    // Its place may be taken by now: a new booking goes through the form, which checks the slot.
    throw new APIError('A cancelled visit cannot be booked again; book a new visit on the property page instead.', 400, undefined, true)
  }
  if (operation !== 'update' || originalDoc?.status !== 'booked' || data.status !== 'cancelled') return data
  const { cancelBooking } = await import('../../features/site-visits/bookings.server')
  await cancelBooking(req.payload, originalDoc.id)
  return { ...data, cancelled_at: data.cancelled_at ?? new Date().toISOString() }
}

/**
 * Site visits booked on property pages (docs/product.md §15): one row per booking, next to its `site-visit`
 * lead. Written only by the intake; sales see visits per day (the count above the list) and can
 * cancel one, which frees its place.
 */
export const SiteVisits: CollectionConfig = {
  slug: 'site-visits',
  labels: { singular: 'Site visit', plural: 'Site visits' },
  admin: {
    group: 'Leads',
    useAsTitle: 'name',
    defaultColumns: ['visit_date', 'slot_start', 'name', 'project_name', 'phone', 'status', 'lead'],
    listSearchableFields: ['name', 'phone', 'project_name'],
    hidden: hiddenUnlessRole('admin', 'sales'),
    components: { beforeListTable: ['/cms/components/VisitsPerDay#VisitsPerDay'] },
  },
  defaultSort: 'starts_at',
  access: { read: isSalesOrAdmin, update: isSalesOrAdmin, create: nobody, delete: isAdmin },
  hooks: { beforeChange: [releasePlaceOnCancel] },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'booked',
      options: SITE_VISIT_STATUSES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })),
      index: true,
      admin: { position: 'sidebar', description: 'Cancelling frees the place in the slot.' },
    },
    { name: 'cancelled_at', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true, admin: { readOnly: true } },
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'visit_date', label: 'Visit date', type: 'text', required: true, index: true, admin: { readOnly: true, description: 'YYYY-MM-DD, site time zone' } },
        { name: 'slot_start', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'slot_end', type: 'text', required: true, admin: { readOnly: true } },
      ],
    },
    { name: 'starts_at', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', admin: { readOnly: true } },
        { name: 'phone', type: 'text', admin: { readOnly: true } },
        { name: 'project_name', type: 'text', admin: { readOnly: true } },
      ],
    },
  ],
}
