/**
 * Above the CMS leads list (docs/product.md §22): 'My leads' and 'All leads' links, and for a sales
 * user the bare list URL opens on 'My leads' (assigned to them, still open).
 */
import type { ServerProps } from 'payload'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { hasRole } from '../access/roles'
import { isBareListQuery, myLeadsUrl } from '../../features/leads/sales-view/myLeads'

type Props = ServerProps & { searchParams?: Record<string, unknown> }

export async function LeadListViews({ user, payload, searchParams }: Props) {
  if (!user) return null
  const adminRoute = payload.config.routes.admin
  const mine = myLeadsUrl(adminRoute, user.id)
  // A list drawer (a relationship's "browse") renders this too, through a server action whose
  // searchParams are always empty: only a page request is redirected.
  const inServerAction = (await headers()).has('next-action')
  if (!inServerAction && hasRole(user as Parameters<typeof hasRole>[0], 'sales') && isBareListQuery(searchParams)) redirect(mine)
  const linkStyle = { marginRight: '1rem' }
  return (
    <nav aria-label="Lead views" data-testid="lead-views" className="gutter--left gutter--right" style={{ marginBottom: '1rem' }}>
      <a href={mine} style={linkStyle}>
        My leads
      </a>
      <a href={`${adminRoute}/collections/leads?view=all`} style={linkStyle}>
        All leads
      </a>
    </nav>
  )
}
