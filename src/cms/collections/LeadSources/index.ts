import type { CollectionConfig } from 'payload'

import { hiddenUnlessRole } from '../../access/hiddenUnlessRole'
import { isAdmin, isAdminField } from '../../access/isAdmin'
import { isSalesOrAdmin } from '../../access/isSalesOrAdmin'
import { LEAD_FORMS } from '../Leads'
import { hashSourceKeyBeforeSave, revealSourceKeyOnce } from './hooks/hashSourceKeyBeforeSave'
import { MIN_SOURCE_KEY_LENGTH } from './sourceKey'

export const LEAD_SOURCE_KINDS = ['api', 'google-ads'] as const

/**
 * Where leads come from besides the site's own forms (docs/product.md §22): a partner, portal or
 * CRM posting to `POST /api/leads` (kind `api`), or a Google Ads lead form's webhook (kind
 * `google-ads`, its key being the form's `google_key`). Admins only: a key lets its holder add leads.
 */
export const LeadSources: CollectionConfig = {
  slug: 'lead-sources',
  labels: { singular: 'Lead source', plural: 'Lead sources' },
  admin: {
    group: 'Leads',
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'key_prefix', 'active', 'last_used_at'],
    hidden: hiddenUnlessRole('admin'),
  },
  defaultSort: 'name',
  // Sales read a source's name and kind (the leads list shows and filters by it); the key, its
  // prefix and hash are for admins only, as are all writes.
  access: { read: isSalesOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [hashSourceKeyBeforeSave], afterChange: [revealSourceKeyOnce] },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: "Shown as the leads' source, e.g. 'Housing.com' or 'Google Ads – Sky Villas'." },
    },
    { name: 'kind', type: 'select', required: true, defaultValue: 'api', options: [...LEAD_SOURCE_KINDS], index: true },
    {
      name: 'key',
      type: 'text',
      virtual: true,
      access: { read: isAdminField },
      minLength: MIN_SOURCE_KEY_LENGTH,
      admin: {
        description:
          'Leave empty to generate a key: it is shown once, right after saving; copy it then. Only its hash is stored. Type a new key (at least 24 characters) to replace it.',
      },
    },
    { name: 'key_prefix', type: 'text', access: { read: isAdminField }, admin: { readOnly: true, description: 'The first characters of the key.' } },
    { name: 'key_hash', type: 'text', unique: true, index: true, access: { read: isAdminField }, admin: { readOnly: true, hidden: true } },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
    {
      name: 'default_property',
      type: 'relationship',
      relationTo: 'properties',
      admin: { description: 'The property of leads that name none.' },
    },
    {
      name: 'default_form',
      type: 'select',
      options: LEAD_FORMS.filter((form) => form !== 'api' && form !== 'google-ads' && form !== 'new-user'),
      admin: {
        description: "Store this source's leads as this form (for routing rules and reports) instead of 'api' or 'google-ads'.",
      },
    },
    {
      name: 'last_used_at',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
