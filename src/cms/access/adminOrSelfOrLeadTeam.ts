import type { Access, Where } from 'payload'

import { hasRole } from './roles'

/**
 * Editor accounts: admins read all; sales staff read themselves and everyone a lead can be
 * assigned to (sales and admins: id, name, e-mail, roles; Payload never returns password fields);
 * other staff only themselves.
 */
export const adminOrSelfOrLeadTeam: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (!user) return false
  const self: Where = { id: { equals: user.id } }
  if (hasRole(user, 'sales')) return { or: [self, { roles: { in: ['sales', 'admin'] } }] }
  return self
}
