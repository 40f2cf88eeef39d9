import type { Access } from 'payload'

import { hasRole } from './roles'

/** Admins manage every editor account; other staff only their own. */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (!user) return false
  return { id: { equals: user.id } }
}
