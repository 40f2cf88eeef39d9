/** `GET /forms/challenge`: an ALTCHA proof-of-work challenge (JSON) for suspicious lead posts. */
import { challengeResponse } from '@/features/leads/intake/routes.server'

export const dynamic = 'force-dynamic'

export function GET(): Promise<Response> {
  return challengeResponse()
}
