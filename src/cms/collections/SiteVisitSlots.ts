import type { CollectionConfig } from 'payload'

import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

/**
 * The places taken per property, day and slot (docs/product.md §15; docs/decisions/020-site-visit-slot-counters.md).
 * A booking takes a place with one conditional statement (`booked < capacity`), so two visitors
 * racing for the last place cannot both get it, on SQLite or PostgreSQL. Kept by the booking code
 * only, through raw SQL; admins may look at it.
 */
export const SiteVisitSlots: CollectionConfig = {
  slug: 'site-visit-slots',
  labels: { singular: 'Site visit slot', plural: 'Site visit slots' },
  admin: {
    group: 'Leads',
    hidden: hiddenUnlessRole('admin'),
    defaultColumns: ['visit_date', 'slot_start', 'property', 'booked'],
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['property', 'visit_date', 'slot_start'], unique: true }],
  fields: [
    { name: 'property', type: 'number', required: true },
    { name: 'visit_date', type: 'text', required: true },
    { name: 'slot_start', type: 'text', required: true },
    { name: 'booked', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}
