import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { hasRole, ROLES } from '@/cms/access/roles'
import type { Editor } from '@/cms/payload-types'

export type AdminViewer = {
  id: number
  email: string
  name: string | null
  /** Leads hold visitors' personal data: only roles that may read them in the CMS see them listed. */
  canReadLeads: boolean
}

/**
 * The staff member behind a request to /admin (docs/product.md §10): a signed-in `editors` account of any
 * role, from Payload's own session (the `payload-token` cookie /cms sets), or null.
 */
export async function getAdminViewer(headers: Headers): Promise<AdminViewer | null> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers })
  if (!user || user.collection !== 'editors' || !hasRole(user, ...ROLES)) return null
  const editor = user as Editor & { collection: 'editors' }
  return {
    id: editor.id,
    email: editor.email,
    name: editor.name ?? null,
    canReadLeads: hasRole(user, 'admin', 'sales'),
  }
}
