import 'server-only'

import { getAuth } from './auth.server'

export type SessionUser = {
  id: string
  name: string
  email: string
  emailVerified: boolean
  phoneNumber?: string | null
}

/** The signed-in visitor of a request, or null (no, expired or forged session cookie). */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  const auth = await getAuth()
  const session = await auth.api.getSession({ headers })
  if (!session) return null
  const user = session.user as typeof session.user & { phoneNumber?: string | null }
  return { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, phoneNumber: user.phoneNumber ?? null }
}
