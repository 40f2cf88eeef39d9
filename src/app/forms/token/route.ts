/** `GET /forms/token`: a fresh signed `form_started` value for forms on cached pages. */
import { formStartedResponse } from '@/features/leads/intake/routes.server'
import { offerShortcut } from '@/lib/server/route-shortcuts'

export const dynamic = 'force-dynamic'

export function GET(): Response {
  return formStartedResponse()
}

// After the first request the production server calls this handler itself, without Next's router
// (src/lib/server/route-shortcuts.ts): it must read everything from its Request.
offerShortcut('GET', '/forms/token', GET)
