import type { CollectionConfig } from 'payload'

import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { isSalesOrAdmin } from '../access/isSalesOrAdmin'
import { nobody } from '../access/nobody'

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['email', 'source', 'confirmed_at', 'createdAt'],
    hidden: hiddenUnlessRole('admin', 'sales'),
  },
  defaultSort: '-createdAt',
  access: { read: isSalesOrAdmin, update: isSalesOrAdmin, create: nobody, delete: isAdmin },
  fields: [
    { name: 'email', type: 'text', required: true, unique: true, index: true },
    { name: 'source', type: 'text', admin: { description: 'The page the visitor subscribed on.' } },
    { name: 'unsubscribed', type: 'checkbox', defaultValue: false },
    {
      name: 'confirmed_at',
      type: 'date',
      index: true,
      admin: { readOnly: true, description: 'When the link in the confirmation mail was followed (double opt-in). Empty: pending, gets no newsletter.' },
    },
    {
      name: 'confirmation_sent_at',
      type: 'date',
      admin: { readOnly: true, description: 'When the last confirmation mail was sent; a pending sign-up expires 7 days later.' },
    },
  ],
}
