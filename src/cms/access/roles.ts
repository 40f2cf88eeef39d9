/** The staff roles of docs/product.md §9 and the one question every access predicate asks about them. */
export const ROLES = ['admin', 'editor', 'sales'] as const
export type Role = (typeof ROLES)[number]

type MaybeStaff = { collection?: string; roles?: readonly (string | null)[] | null } | null | undefined

/** True when the user is a signed-in editor account holding at least one of the roles. */
export function hasRole(user: MaybeStaff, ...roles: Role[]): boolean {
  if (!user || (user.collection !== undefined && user.collection !== 'editors')) return false
  return (user.roles ?? []).some((role) => roles.includes(role as Role))
}
