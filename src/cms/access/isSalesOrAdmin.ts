import type { Access } from 'payload'

import { hasRole } from './roles'

/** Leads, deliveries and CVs: the sales team and admins. */
export const isSalesOrAdmin: Access = ({ req: { user } }) => hasRole(user, 'admin', 'sales')
