import type { CollectionConfig } from 'payload'

import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { nobody } from '../access/nobody'

/**
 * WhatsApp button clicks per property and local day (docs/product.md §15), counted by `POST
 * /forms/whatsapp-click` with one upsert statement (src/features/whatsapp/clicks.server.ts).
 */
export const WhatsAppClicks: CollectionConfig = {
  slug: 'whatsapp-clicks',
  labels: { singular: 'WhatsApp clicks', plural: 'WhatsApp clicks' },
  admin: {
    group: 'Leads',
    useAsTitle: 'day',
    defaultColumns: ['property', 'day', 'count'],
    hidden: hiddenUnlessRole('admin', 'sales'),
  },
  defaultSort: '-day',
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['property', 'day'], unique: true }],
  fields: [
    // Not required: deleting a property empties its rows' link (ON DELETE SET NULL) rather than being refused.
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
    { name: 'day', type: 'text', required: true, index: true, admin: { description: 'YYYY-MM-DD in the site time zone.' } },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
