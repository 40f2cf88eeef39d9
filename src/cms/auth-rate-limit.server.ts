import 'server-only'

import { clientIp } from '@/lib/http/client-address'
import { consumeLimit, createLimiter } from '@/lib/rate-limit'
import { NO_STORE } from '@/lib/http/responses'

/**
 * Per-address limits on the CMS's own sign-in endpoints (Payload's REST API under /api/cms), on top
 * of Payload's per-account lock (maxLoginAttempts in collections/Editors.ts), which alone lets one
 * address try a password against every account in turn:
 * - failed logins: after CMS_LOGIN_FAILURES_PER_IP wrong answers in the window, every further login
 *   from that address gets a 429 until the window has passed (successful logins cost nothing);
 * - password-reset mails: CMS_RESET_MAILS_PER_IP requests an hour.
 */
export const CMS_LOGIN_FAILURES_PER_IP = { points: 20, duration: 15 * 60 } as const
export const CMS_RESET_MAILS_PER_IP = { points: 5, duration: 60 * 60 } as const

const failures = createLimiter({ keyPrefix: 'cms-login-fail', ...CMS_LOGIN_FAILURES_PER_IP })
const resetMails = createLimiter({ keyPrefix: 'cms-reset-mail', ...CMS_RESET_MAILS_PER_IP })

function tooMany(retryAfterSeconds: number): Response {
  return Response.json(
    { errors: [{ message: 'Too many attempts from this address; please wait and try again.' }] },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds), ...NO_STORE } },
  )
}

/** Runs a POST to the CMS API through the limits that apply to its path (`slug`). */
export async function limitCmsAuth(request: Request, slug: string[], handle: () => Promise<Response>): Promise<Response> {
  const action = slug.at(-1)
  if (slug.length !== 2 || (action !== 'login' && action !== 'forgot-password')) return handle()
  const ip = clientIp(request.headers)
  if (action === 'forgot-password') {
    const limit = await consumeLimit(resetMails, ip)
    return limit.ok ? handle() : tooMany(limit.retryAfterSeconds)
  }
  const spent = await failures.get(ip)
  if (spent && spent.consumedPoints >= CMS_LOGIN_FAILURES_PER_IP.points) {
    return tooMany(Math.max(1, Math.ceil(spent.msBeforeNext / 1000)))
  }
  const response = await handle()
  if (response.status === 401) await consumeLimit(failures, ip)
  return response
}
