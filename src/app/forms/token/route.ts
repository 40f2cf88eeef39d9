/** `GET /forms/token`: a fresh signed `form_started` value for forms on cached pages. */
import { formStartedResponse } from '@/features/leads/intake/routes.server'

export const dynamic = 'force-dynamic'

export function GET(): Response {
  return formStartedResponse()
}
