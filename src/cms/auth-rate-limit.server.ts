import 'server-only'

import crypto from 'node:crypto'

import { clientIp } from '@/lib/http/client-address'
import { NO_STORE } from '@/lib/http/responses'
import { consumeLimit, createLimiter, type Limiter } from '@/lib/rate-limit'

import type { CmsRoute } from './rest-route'

/**
 * Limits on the CMS's own sign-in endpoints (Payload's REST API under /api/cms), keyed on the
 * endpoint as Payload's router resolves it (src/cms/rest-route.ts), so no spelling of the path
 * escapes them (docs/product.md §17):
 * - failed logins per address: after CMS_LOGIN_FAILURES_PER_IP wrong answers in the window, every
 *   further login from that address gets a 429 until the window has passed;
 * - failed logins per account (instead of Payload's `maxLoginAttempts` lock, which anyone who knows
 *   an address can keep shut): CMS_LOGIN_FAILURES_PER_ACCOUNT_AND_IP from one address, and
 *   CMS_LOGIN_FAILURES_PER_ACCOUNT from all addresses together, so guessing one account's password
 *   from many addresses is bounded while its owner, from their own address, is not shut out by a
 *   stranger's few tries;
 * - password-reset mails: CMS_RESET_MAILS_PER_IP requests an hour.
 * A successful login costs nothing and clears its account's count from that address.
 */
export const CMS_LOGIN_FAILURES_PER_IP = { points: 20, duration: 15 * 60 } as const
export const CMS_LOGIN_FAILURES_PER_ACCOUNT_AND_IP = { points: 5, duration: 15 * 60 } as const
export const CMS_LOGIN_FAILURES_PER_ACCOUNT = { points: 50, duration: 60 * 60 } as const
export const CMS_RESET_MAILS_PER_IP = { points: 5, duration: 60 * 60 } as const

const failures = createLimiter({ keyPrefix: 'cms-login-fail', ...CMS_LOGIN_FAILURES_PER_IP })
const accountFromIp = createLimiter({ keyPrefix: 'cms-login-fail-account-ip', ...CMS_LOGIN_FAILURES_PER_ACCOUNT_AND_IP })
const account = createLimiter({ keyPrefix: 'cms-login-fail-account', ...CMS_LOGIN_FAILURES_PER_ACCOUNT })
const resetMails = createLimiter({ keyPrefix: 'cms-reset-mail', ...CMS_RESET_MAILS_PER_IP })

/** For tests: forget every count of this process. */
export function resetCmsAuthLimits(): void {
  for (const limiter of [failures, accountFromIp, account, resetMails]) limiter.reset()
}

function tooMany(retryAfterSeconds: number): Response {
  return Response.json(
    { errors: [{ message: 'Too many attempts; please wait and try again.' }] },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds), ...NO_STORE } },
  )
}

async function spentBy(limiter: Limiter, key: string, points: number): Promise<number | null> {
  const spent = await limiter.get(key)
  return spent && spent.consumedPoints >= points ? Math.max(1, Math.ceil(spent.msBeforeNext / 1000)) : null
}

/** The sign-in's e-mail address as Payload reads it (lower-cased, trimmed), from the JSON body. */
function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : ''
}

/**
 * Payload hashes a known account's password (PBKDF2-SHA256, 600,000 rounds) and answers an unknown
 * address at once, so the time of a wrong answer told which addresses are staff accounts. A failed
 * sign-in for an address with no account does the same hashing before it is answered.
 */
function hashLikeAKnownAccount(password: string): Promise<void> {
  return new Promise((resolve) => crypto.pbkdf2(password, crypto.randomBytes(32).toString('hex'), 600_000, 32, 'sha256', () => resolve()))
}

export type LoginContext = {
  /** The parsed JSON body of the request, when it had one. */
  body: unknown
  /** Whether an account with this address exists in the route's collection. */
  accountExists: (email: string) => Promise<boolean>
}

/** Runs a POST to the CMS API through the limits that apply to the endpoint it reaches. */
export async function limitCmsAuth(request: Request, route: CmsRoute | null, handle: () => Promise<Response>, login?: LoginContext): Promise<Response> {
  if (!route || (route.endpoint !== '/login' && route.endpoint !== '/forgot-password')) return handle()
  const ip = clientIp(request.headers)
  if (route.endpoint === '/forgot-password') {
    const limit = await consumeLimit(resetMails, `${route.collection}:${ip}`)
    return limit.ok ? handle() : tooMany(limit.retryAfterSeconds)
  }
  const email = emailOf(login?.body)
  const accountKey = `${route.collection}:${email}`
  const accountIpKey = `${accountKey}:${ip}`
  const wait =
    (await spentBy(failures, ip, CMS_LOGIN_FAILURES_PER_IP.points)) ??
    (email ? await spentBy(accountFromIp, accountIpKey, CMS_LOGIN_FAILURES_PER_ACCOUNT_AND_IP.points) : null) ??
    (email ? await spentBy(account, accountKey, CMS_LOGIN_FAILURES_PER_ACCOUNT.points) : null)
  if (wait !== null) return tooMany(wait)
  const response = await handle()
  if (response.status === 401) {
    await consumeLimit(failures, ip)
    if (email) {
      await consumeLimit(accountFromIp, accountIpKey)
      await consumeLimit(account, accountKey)
      const password = (login?.body as { password?: unknown } | null)?.password
      if (login && !(await login.accountExists(email))) await hashLikeAKnownAccount(typeof password === 'string' ? password : '')
    }
  } else if (response.ok && email) {
    await accountFromIp.delete(accountIpKey)
  }
  return response
}
