import { stringify } from 'qs-esm'
import type { Where } from 'payload'

/**
 * The 'My leads' view of the CMS leads list (docs/product.md §22): the leads assigned to the
 * signed-in sales user that are still open, i.e. not won, lost, spam or test.
 */
export const CLOSED_LEAD_STATUSES = ['won', 'lost', 'spam', 'test'] as const

export function myLeadsWhere(userId: number | string): Where {
  return { and: [{ assignee: { equals: userId } }, { status: { not_in: [...CLOSED_LEAD_STATUSES] } }] }
}

/** The list URL of 'My leads' under the CMS route (e.g. `/cms`). */
export function myLeadsUrl(adminRoute: string, userId: number | string): string {
  return `${adminRoute}/collections/leads?${stringify({ where: myLeadsWhere(userId) }, { addQueryPrefix: false })}`
}

/** The bare list URL carries no query at all: that is the one a sales user is sent on from. */
export function isBareListQuery(searchParams: Record<string, unknown> | undefined): boolean {
  return !searchParams || Object.keys(searchParams).length === 0
}

/**
 * Overdue (docs/product.md §22): an open lead whose follow-up time has passed. The response SLA of
 * new leads is watched on /admin's overdue panel; the list marks the follow-ups the assignee set.
 */
export function isOverdue(followUpAt: unknown, status: unknown, now = Date.now()): boolean {
  if (typeof followUpAt !== 'string' || !followUpAt) return false
  if ((CLOSED_LEAD_STATUSES as readonly unknown[]).includes(status)) return false
  const at = Date.parse(followUpAt)
  return Number.isFinite(at) && at < now
}
