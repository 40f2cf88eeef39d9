import type { Access } from 'payload'

import { hasRole } from './roles'

/** Any signed-in editor account, whatever its role. */
export const isStaff: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor', 'sales')
