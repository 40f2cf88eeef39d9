/**
 * `GET /api/prefill`: the signed-in visitor's name, e-mail and phone for the lead forms
 * (docs/product.md §18). Personal, so `no-store` and `private`; pages stay shared HTML and fill
 * their forms from this answer in the browser. `{}` when nobody is signed in; 503 when the session
 * cannot be read.
 */
import { getSessionUser } from '@/features/accounts/session.server'
import { prefillOf } from '@/features/prefill/prefill'
import { logger } from '@/lib/logger'
import { NO_STORE, problem } from '@/lib/http/responses'

export const dynamic = 'force-dynamic'

const HEADERS = { ...NO_STORE, 'cache-control': 'private, no-store', vary: 'Cookie' }

/** Better Auth's session cookie (prefix `griha`, `__Secure-` over HTTPS): without it nobody is signed in. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?griha\.session_token=/

export async function GET(request: Request): Promise<Response> {
  if (!SESSION_COOKIE.test(request.headers.get('cookie') ?? '')) return Response.json({}, { headers: HEADERS })
  try {
    const user = await getSessionUser(request.headers)
    return Response.json(prefillOf(user), { headers: HEADERS })
  } catch (error) {
    logger.error({ err: error }, 'Prefill: the session could not be read')
    return problem(503, 'session: the account could not be read right now; please try again.', { headers: { ...HEADERS, 'retry-after': '5' } })
  }
}
