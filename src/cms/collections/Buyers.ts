import type { CollectionConfig } from 'payload'

import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

/** Visitor profiles keyed by the Better Auth user id (docs/product.md §8); written only by server code. */
export const Buyers: CollectionConfig = {
  slug: 'buyers',
  labels: { singular: 'Buyer', plural: 'Buyers' },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['email', 'phone', 'user_id', 'submission', 'updatedAt'],
    hidden: hiddenUnlessRole('admin'),
  },
  defaultSort: '-updatedAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'user_id', label: 'Account id', type: 'text', required: true, unique: true, index: true },
    { name: 'email', type: 'text', index: true },
    { name: 'phone', type: 'text', index: true },
    { name: 'favourites', type: 'relationship', relationTo: 'properties', hasMany: true },
    {
      name: 'submission',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The sign-up lead has been sent.' },
    },
  ],
}
