import type { Access, Where } from 'payload'

import { hasRole } from './roles'

const openAndPublished: Where = { and: [{ published: { equals: true } }, { open: { equals: true } }] }

/** Careers: the public sees only published, open positions. */
export const openAndPublishedOrStaff: Access = ({ req: { user } }) =>
  hasRole(user, 'admin', 'editor', 'sales') || openAndPublished
