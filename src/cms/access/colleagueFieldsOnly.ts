import type { CollectionAfterReadHook } from 'payload'

import { hasRole } from './roles'

const DIRECTORY_FIELDS = ['id', 'name', 'email', 'roles', 'createdAt', 'updatedAt', 'collection']

/**
 * Editor accounts, after read: staff other than admins see a colleague's directory fields only
 * (id, name, e-mail, roles), not their sessions or login state. Field access cannot do this, as
 * Payload adds the auth fields itself.
 */
export const colleagueFieldsOnly: CollectionAfterReadHook = ({ doc, req: { user } }) => {
  if (!user || hasRole(user, 'admin') || doc?.id === user.id) return doc
  return Object.fromEntries(DIRECTORY_FIELDS.filter((field) => field in doc).map((field) => [field, doc[field]]))
}
