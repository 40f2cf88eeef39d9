import type { CollectionConfig } from 'payload'

import { hiddenUnlessRole } from '../../access/hiddenUnlessRole'
import { isAdmin } from '../../access/isAdmin'
import { MIN_UPLOAD_KEY_LENGTH } from './hashUploadKey'
import { hashKeyBeforeSave, revealKeyOnce } from './hooks/hashKeyBeforeSave'

/** Keys accepted by the image host `POST /api/images/upload?key=` (docs/product.md §10). Admins only. */
export const ImageUploadKeys: CollectionConfig = {
  slug: 'image-upload-keys',
  labels: { singular: 'Image upload key', plural: 'Image upload keys' },
  admin: {
    group: 'Settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'key_prefix', 'revoked', 'last_used_at', 'createdAt'],
    hidden: hiddenUnlessRole('admin'),
  },
  defaultSort: 'name',
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [hashKeyBeforeSave], afterChange: [revealKeyOnce] },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'Who or what uses this key.' } },
    {
      name: 'key',
      type: 'text',
      virtual: true,
      minLength: MIN_UPLOAD_KEY_LENGTH,
      admin: {
        description:
          'Leave empty to generate a key: it is shown once, right after saving; copy it then. Only its hash is stored. Type a new key here to replace it.',
      },
    },
    { name: 'key_prefix', type: 'text', admin: { readOnly: true, description: 'The first characters of the key.' } },
    {
      name: 'key_hash',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, hidden: true },
    },
    { name: 'revoked', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    {
      name: 'last_used_at',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
