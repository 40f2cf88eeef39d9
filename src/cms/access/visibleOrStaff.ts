import type { Access } from 'payload'

import { hasRole } from './roles'

/** Team members marked `hide` stay out of public pages but remain visible to staff. */
export const visibleOrStaff: Access = ({ req: { user } }) =>
  hasRole(user, 'admin', 'editor', 'sales') || { hide: { not_equals: true } }
