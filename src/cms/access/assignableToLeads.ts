import type { FilterOptions } from 'payload'

/** `filterOptions` of a lead's assignee: only sales staff and admins work leads. */
export const assignableToLeads: FilterOptions = () => ({ roles: { in: ['sales', 'admin'] } })
