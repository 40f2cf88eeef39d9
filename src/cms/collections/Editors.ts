import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '../access/adminOrSelf'
import { adminOrSelfOrLeadTeam } from '../access/adminOrSelfOrLeadTeam'
import { colleagueFieldsOnly } from '../access/colleagueFieldsOnly'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { ROLES } from '../access/roles'
import { checkStaffPassword, CURRENT_PASSWORD_FIELD } from '../hooks/checkStaffPassword'
import { env } from '../../lib/env'

/** Staff accounts for the CMS and /admin (docs/product.md §9). */
export const Editors: CollectionConfig = {
  slug: 'editors',
  labels: { singular: 'Editor', plural: 'Editors' },
  // No `maxLoginAttempts`: its lock is one anybody who knows an address can keep shut. Failed
  // sign-ins are limited per account and address instead (src/cms/auth-rate-limit.server.ts). The
  // cookie is Secure whenever the site is served over HTTPS (docs/product.md §17).
  auth: {
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: env().SITE_URL.startsWith('https:'), sameSite: 'Lax' },
  },
  admin: { group: 'Settings', useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  defaultSort: 'email',
  access: { read: adminOrSelfOrLeadTeam, update: adminOrSelf, create: isAdmin, delete: isAdmin, unlock: isAdmin },
  hooks: { beforeOperation: [checkStaffPassword], afterRead: [colleagueFieldsOnly] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'phone',
      type: 'text',
      admin: { description: 'Given to the buyers of leads assigned to you, in their acknowledgement (docs/product.md §22).' },
    },
    {
      // Never stored: checkStaffPassword reads it when someone changes their own password.
      name: CURRENT_PASSWORD_FIELD,
      label: 'Current password',
      type: 'text',
      virtual: true,
      admin: {
        description: 'Needed to change your own password.',
        condition: (data, _sibling, { user }) => Boolean(user && data?.id && user.id === data.id),
      },
      hooks: { afterRead: [() => undefined] },
    },
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
