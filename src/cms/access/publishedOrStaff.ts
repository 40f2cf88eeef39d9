import type { Access } from 'payload'

import { hasRole } from './roles'

/** Staff see drafts; everyone else only documents whose `published` box is ticked. */
export const publishedOrStaff: Access = ({ req: { user } }) =>
  hasRole(user, 'admin', 'editor', 'sales') || { published: { equals: true } }
