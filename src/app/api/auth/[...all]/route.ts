import { getAuth } from '@/features/accounts/auth.server'

/** Better Auth's endpoints (SPEC §8): sign-up, sign-in, sessions, phone codes, OpenID Connect. */
async function handle(request: Request): Promise<Response> {
  const auth = await getAuth()
  return auth.handler(request)
}

export const GET = handle
export const POST = handle
