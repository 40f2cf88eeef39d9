import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

/**
 * The `Idempotency-Key`s of `POST /api/leads` (docs/product.md §22): one row per source and key,
 * claimed before the lead is stored (a unique `scope`, so of two concurrent repeats one claims and
 * the other waits for its answer) and holding the answer given, for 24 hours.
 */
export const LeadApiRequests: CollectionConfig = {
  slug: 'lead-api-requests',
  labels: { singular: 'Lead API request', plural: 'Lead API requests' },
  admin: { group: 'Leads', hidden: true, useAsTitle: 'scope' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'scope', type: 'text', required: true, unique: true, index: true },
    { name: 'source', type: 'relationship', relationTo: 'lead-sources', index: true },
    { name: 'status_code', type: 'number' },
    { name: 'answer', type: 'json' },
    { name: 'expires_at', type: 'date', index: true },
  ],
}
