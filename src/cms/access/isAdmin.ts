import type { Access, FieldAccess } from 'payload'

import { hasRole } from './roles'

export const isAdmin: Access = ({ req: { user } }) => hasRole(user, 'admin')

export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')
