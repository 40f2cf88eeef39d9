import type { CollectionConfig } from 'payload'

import { type Locale, LOCALES } from '../../features/i18n/locales'
import { ALERT_FREQUENCIES } from '../../features/saved-searches/input'

import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { isSalesOrAdmin } from '../access/isSalesOrAdmin'
import { nobody } from '../access/nobody'

const LANGUAGE_LABEL: Record<Locale, string> = { en: 'English', hi: 'Hindi' }

/**
 * A visitor's saved search (docs/product.md §14). Visitors reach it only through /api/saved-searches (server
 * code with `overrideAccess`); staff may read it in the CMS.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  labels: { singular: 'Saved search', plural: 'Saved searches' },
  admin: {
    group: 'Leads',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'frequency', 'language', 'query', 'createdAt'],
    hidden: hiddenUnlessRole('admin', 'sales'),
  },
  defaultSort: '-createdAt',
  access: { read: isSalesOrAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'user_id', label: 'Account id', type: 'text', required: true, index: true },
    { name: 'email', type: 'text', required: true },
    { name: 'name', type: 'text', required: true },
    {
      // Not required: the empty query is a search too (all projects).
      name: 'query',
      type: 'text',
      admin: { description: 'The canonical query string of /search (docs/product.md §5), without page; empty for all projects.' },
    },
    { name: 'frequency', type: 'select', required: true, defaultValue: 'daily', options: [...ALERT_FREQUENCIES], index: true },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: LOCALES.map((value) => ({ value, label: LANGUAGE_LABEL[value] })),
      admin: { description: 'The language of the page it was saved on: its alert mails and the pages their links open are in it.' },
    },
    {
      name: 'unsubscribed_at',
      type: 'date',
      admin: { description: 'Alerts stopped (the unsubscribe link); choosing a frequency again starts them.' },
    },
    { name: 'last_sent_at', type: 'date', admin: { readOnly: true } },
    {
      name: 'lease_until',
      type: 'date',
      index: true,
      admin: { readOnly: true, description: 'A worker is sending this search’s alert until then.' },
    },
  ],
}
