import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '../access/adminOrSelf'
import { adminOrSelfOrLeadTeam } from '../access/adminOrSelfOrLeadTeam'
import { colleagueFieldsOnly } from '../access/colleagueFieldsOnly'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { ROLES } from '../access/roles'

/** Staff accounts for the CMS and /admin (SPEC §9). */
export const Editors: CollectionConfig = {
  slug: 'editors',
  labels: { singular: 'Editor', plural: 'Editors' },
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000, tokenExpiration: 8 * 60 * 60 },
  admin: { group: 'Settings', useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  defaultSort: 'email',
  access: { read: adminOrSelfOrLeadTeam, update: adminOrSelf, create: isAdmin, delete: isAdmin },
  hooks: { afterRead: [colleagueFieldsOnly] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: [
        { label: 'Admin (everything, incl. editors and upload keys)', value: ROLES[0] },
        { label: 'Editor (content)', value: ROLES[1] },
        { label: 'Sales (leads)', value: ROLES[2] },
      ],
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
