import type { CollectionConfig } from 'payload'

import { hasRole, type Role } from './roles'

type Hidden = NonNullable<NonNullable<CollectionConfig['admin']>['hidden']>

/** For `admin.hidden`: keeps a collection out of the CMS navigation of staff who cannot use it. */
export function hiddenUnlessRole(...roles: Role[]): Hidden {
  return ({ user }) => !hasRole(user, ...roles)
}
