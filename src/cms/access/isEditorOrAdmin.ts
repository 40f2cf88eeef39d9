import type { Access } from 'payload'

import { hasRole } from './roles'

/** Content changes: admins and editors; a sales-only account cannot edit content. */
export const isEditorOrAdmin: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor')
