import 'server-only'

import config from '@payload-config'
import { LibsqlDialect } from '@libsql/kysely-libsql'
import { betterAuth, type BetterAuthOptions, type SecondaryStorage } from 'better-auth'
import { getMigrations } from 'better-auth/db/migration'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { genericOAuth, phoneNumber } from 'better-auth/plugins'
import { getPayload, type Payload } from 'payload'

import { favFromCookieHeader, favSetCookie } from '@/features/favourites/fav-cookie'
import { verifyAltcha } from '@/features/leads/intake/altcha.server'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { consumeLimit, createLimiter, type Limiter } from '@/lib/rate-limit'
import { sendMail } from '@/lib/mail/send'
import { resolveAppSecret } from '@/lib/secret'
import { redis } from '@/lib/shared/redis'
import { sendSms } from '@/lib/sms/send'

import { localizedPath } from '@/features/i18n/locales'

import { changeEmailMail, existingAccountMail, mailLocale, otpMessage, resetPasswordMail, verificationMail } from './account-mail'
import {
  ACCOUNT_MESSAGES,
  ALTCHA_HEADER,
  AUTH_BASE_PATH,
  GOOGLE_PROVIDER_ID,
  isPlaceholderEmail,
  OTP_ALLOWED_ATTEMPTS,
  OTP_EXPIRES_IN_SECONDS,
  OTP_LENGTH,
  OTP_SEND_WINDOW_SECONDS,
  OTP_SENDS_PER_IP,
  OTP_SENDS_PER_NUMBER,
  PHONE_EMAIL_DOMAIN,
  SIGN_IN_ATTEMPTS_PER_EMAIL,
  SIGN_IN_ATTEMPTS_PER_IP,
  SIGN_IN_WINDOW_SECONDS,
} from './auth-options'
import { redisSecondaryStorage } from './auth-secondary-storage.server'
import { displayNameProblem } from './display-name'
import { handOffSignedInUser } from './hand-off.server'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password-policy'
import { normaliseAccountPhone } from './phone-number'

/**
 * Visitor accounts (docs/product.md §8, ADR 011) with Better Auth, in the site's own database: its four
 * tables (`auth_users`, `auth_sessions`, `auth_accounts`, `auth_verifications`) sit beside
 * Payload's and share Payload's connection (libSQL client or pg pool). Built once per process.
 */
const DEFAULT_OIDC_ISSUER = 'https://accounts.google.com'

/** Per-key limits Better Auth's per-IP limiter cannot express (in Redis with REDIS_URL, like all limits). */
const otpPerNumber = createLimiter({ keyPrefix: 'otp-number', points: OTP_SENDS_PER_NUMBER, duration: OTP_SEND_WINDOW_SECONDS })
const signInPerEmail = createLimiter({ keyPrefix: 'sign-in-email', points: SIGN_IN_ATTEMPTS_PER_EMAIL, duration: SIGN_IN_WINDOW_SECONDS })
/** Phone + password sign-in has the e-mail sign-in's per-account limit (docs/product.md §17). */
const signInPerPhone = createLimiter({ keyPrefix: 'sign-in-phone', points: SIGN_IN_ATTEMPTS_PER_EMAIL, duration: SIGN_IN_WINDOW_SECONDS })

/** For tests: forget the per-number and per-e-mail counts (Better Auth's own are per instance). */
export function resetAccountRateLimits(): void {
  otpPerNumber.reset()
  signInPerEmail.reset()
  signInPerPhone.reset()
}

async function consumeOrThrow(limiter: Limiter, key: string, message: string): Promise<void> {
  const limit = await consumeLimit(limiter, key)
  if (!limit.ok) {
    throw new APIError('TOO_MANY_REQUESTS', { message, code: 'RATE_LIMITED' }, { 'Retry-After': String(limit.retryAfterSeconds) })
  }
}

const PHONE_PATHS = new Set(['/phone-number/send-otp', '/phone-number/verify', '/sign-in/phone-number'])

/**
 * A password reset by phone is not offered (docs/product.md §17): the plugin's reset endpoints
 * would count guesses at a code that no SMS ever carried. Resets go by e-mail.
 */
const PHONE_RESET_PATHS = ['/phone-number/request-password-reset', '/phone-number/reset-password']

/**
 * Where a new password arrives, by endpoint: the policy is checked there, before Better Auth looks
 * anything up, so the answer is the same whether or not the account exists. (Sign-in hashes the
 * typed password for unknown addresses to even out timing; a policy check in the hash function would
 * answer differently for them.)
 */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
}

/** A Better Auth endpoint context, as far as these hooks use it. */
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

const beforeHook = createAuthMiddleware(async (ctx: HookContext) => {
  if (PHONE_PATHS.has(ctx.path)) {
    const body = (ctx.body ?? {}) as Record<string, unknown>
    const phone = normaliseAccountPhone(body.phoneNumber)
    if (!phone) throw new APIError('BAD_REQUEST', { message: ACCOUNT_MESSAGES.invalidPhone, code: 'INVALID_PHONE_NUMBER' })
    if (ctx.path === '/phone-number/send-otp') {
      // Proof of work first: an unsolved or replayed challenge costs the attacker, not the limits.
      const altcha = await verifyAltcha(ctx.headers?.get(ALTCHA_HEADER) ?? undefined)
      if (!altcha.ok) throw new APIError('BAD_REQUEST', { message: ACCOUNT_MESSAGES.altcha, code: 'ALTCHA_FAILED' })
      await consumeOrThrow(otpPerNumber, phone, ACCOUNT_MESSAGES.otpRateLimited)
    }
    if (ctx.path === '/sign-in/phone-number') await consumeOrThrow(signInPerPhone, phone, ACCOUNT_MESSAGES.signInRateLimited)
    return { context: { ...ctx, body: { ...body, phoneNumber: phone } } }
  }
  if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
    const name = ((ctx.body ?? {}) as Record<string, unknown>).name
    const problem = name === undefined && ctx.path === '/update-user' ? null : displayNameProblem(name)
    if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'INVALID_NAME' })
  }
  const newPassword = NEW_PASSWORD_FIELD[ctx.path]
  if (newPassword) {
    const value = ((ctx.body ?? {}) as Record<string, unknown>)[newPassword]
    const problem = typeof value === 'string' ? await passwordProblem(value) : null
    if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_POLICY' })
  }
  if (ctx.path === '/sign-in/email') {
    const email = String(((ctx.body ?? {}) as Record<string, unknown>).email ?? '').trim().toLowerCase()
    if (email) await consumeOrThrow(signInPerEmail, email, ACCOUNT_MESSAGES.signInRateLimited)
  }
  return undefined
})

const HAND_OFF_PATHS = /^\/(sign-in\/|sign-up\/|phone-number\/verify|callback\/|verify-email|update-user)/

const afterHook = createAuthMiddleware(async (ctx: HookContext) => {
  if (!HAND_OFF_PATHS.test(ctx.path)) return
  const session = ctx.context.newSession ?? (ctx.path === '/update-user' ? ctx.context.session : null)
  if (!session) return
  if (ctx.path === '/sign-in/email') {
    const email = session.user.email.toLowerCase()
    await signInPerEmail.delete(email)
  }
  const user = session.user as typeof session.user & { phoneNumber?: string | null }
  if (ctx.path === '/sign-in/phone-number' && user.phoneNumber) await signInPerPhone.delete(user.phoneNumber)
  const merged = await handOffSignedInUser(
    { id: user.id, name: user.name, email: user.email, phoneNumber: user.phoneNumber ?? null },
    favFromCookieHeader(ctx.headers?.get('cookie')),
  )
  if (merged) ctx.setHeader('set-cookie', favSetCookie(merged, env().SITE_URL.startsWith('https:')))
})

/** A mail's language (docs/product.md §21): its link's page's, else the one the request asks for (account-mail.ts). */
const languageOf = (request: { headers: Headers } | null | undefined, url?: string) =>
  mailLocale({ url, acceptLanguage: request?.headers.get('accept-language') })

async function mailTo(to: string, message: { subject: string; text: string; html: string }): Promise<void> {
  if (isPlaceholderEmail(to)) return
  await sendMail({ to, ...message })
}

function secondaryStorage(): SecondaryStorage | undefined {
  const client = redis()
  return client ? redisSecondaryStorage(client) : undefined
}

function databaseFor(payload: Payload): BetterAuthOptions['database'] {
  const db = payload.db as unknown as { pool?: unknown; client?: unknown }
  if (env().dialect === 'postgres') return db.pool as BetterAuthOptions['database']
  return { dialect: new LibsqlDialect({ client: db.client as never }), type: 'sqlite' }
}

export function authOptions(payload: Payload) {
  const config = env()
  const siteUrl = config.SITE_URL
  const secure = siteUrl.startsWith('https:')
  const googleConfigured = Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
  const storage = secondaryStorage()

  return {
    appName: 'Griha Homes',
    baseURL: siteUrl,
    basePath: AUTH_BASE_PATH,
    secret: resolveAppSecret(config),
    trustedOrigins: [siteUrl],
    database: databaseFor(payload),
    secondaryStorage: storage,
    telemetry: { enabled: false },
    disabledPaths: PHONE_RESET_PATHS,
    user: {
      modelName: 'auth_users',
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }, request) => mailTo(user.email, changeEmailMail(user.name, newEmail, url, languageOf(request, url))),
        // An address that was never verified (always so for a phone-only account's placeholder) has
        // nothing to confirm from: it is replaced directly and the new address gets a verification
        // mail. A verified address changes only after the confirmation mail's link is followed.
        updateEmailWithoutVerification: true,
      },
    },
    session: { modelName: 'auth_sessions', expiresIn: 30 * 24 * 60 * 60, updateAge: 24 * 60 * 60, storeSessionInDatabase: true },
    account: {
      modelName: 'auth_accounts',
      accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] },
    },
    // Verification values (e-mail links, OTPs with their attempt counts) stay in the database too.
    verification: { modelName: 'auth_verifications', storeInDatabase: true },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up never says whether an address is taken: the page signs in right after, which only
      // works with the right password (docs/product.md §8: no account enumeration).
      autoSignIn: false,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }, request) => mailTo(user.email, resetPasswordMail(user.name, url, languageOf(request, url))),
      onExistingUserSignUp: async ({ user }, request) => {
        const locale = languageOf(request)
        await mailTo(user.email, existingAccountMail(user.name, `${siteUrl}${localizedPath('/login', locale)}`, locale))
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => mailTo(user.email, verificationMail(user.name, url, languageOf(request, url))),
    },
    rateLimit: {
      enabled: true,
      storage: storage ? 'secondary-storage' : 'memory',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: SIGN_IN_WINDOW_SECONDS, max: SIGN_IN_ATTEMPTS_PER_IP },
        '/sign-up/email': { window: 60 * 60, max: 20 },
        '/request-password-reset': { window: 60 * 60, max: 10 },
        '/send-verification-email': { window: 60 * 60, max: 10 },
        '/change-email': { window: 60 * 60, max: 10 },
        '/change-password': { window: 15 * 60, max: 10 },
        '/phone-number/send-otp': { window: OTP_SEND_WINDOW_SECONDS, max: OTP_SENDS_PER_IP },
        '/phone-number/verify': { window: 15 * 60, max: 30 },
      },
    },
    advanced: {
      useSecureCookies: secure,
      // Better Auth skips its Origin check when NODE_ENV=test; the tests must see the real one.
      disableOriginCheck: false,
      cookiePrefix: 'griha',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    hooks: { before: beforeHook, after: afterHook },
    logger: {
      log: (level: 'info' | 'success' | 'warn' | 'error' | 'debug', message: string, ...args: unknown[]) => {
        // Its warnings are about visitors' mistakes (an unknown address, a wrong code): debug.
        const method = level === 'error' ? 'error' : 'debug'
        logger[method]({ auth: args.length ? args : undefined }, `Better Auth: ${message}`)
      },
    },
    plugins: [
      phoneNumber({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_EXPIRES_IN_SECONDS,
        allowedAttempts: OTP_ALLOWED_ATTEMPTS,
        phoneNumberValidator: (value) => normaliseAccountPhone(value) === value,
        sendOTP: async ({ phoneNumber: to, code }, ctx) => {
          try {
            await sendSms({ to, message: otpMessage(code, languageOf(ctx?.headers ? { headers: ctx.headers } : null)) })
          } catch (error) {
            logger.error({ err: error }, 'Sign-in code could not be sent')
            throw new APIError('SERVICE_UNAVAILABLE', { message: ACCOUNT_MESSAGES.smsFailed, code: 'SMS_FAILED' })
          }
        },
        signUpOnVerification: {
          getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@${PHONE_EMAIL_DOMAIN}`,
          // No display name until the visitor gives one (the new-user lead waits for it).
          getTempName: () => '',
        },
      }),
      ...(googleConfigured
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  clientId: config.GOOGLE_CLIENT_ID!,
                  clientSecret: config.GOOGLE_CLIENT_SECRET!,
                  discoveryUrl: `${(config.OIDC_ISSUER ?? DEFAULT_OIDC_ISSUER).replace(/\/+$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  } satisfies BetterAuthOptions
}

function createAuth(payload: Payload) {
  return betterAuth(authOptions(payload))
}

export type Auth = ReturnType<typeof createAuth>

/**
 * Creates or extends Better Auth's tables to match the options (its own migrator compares the
 * live schema and only adds what is missing), then builds the instance.
 */
async function migrateAndCreate(payload: Payload): Promise<Auth> {
  const { runMigrations } = await getMigrations(authOptions(payload))
  await runMigrations()
  return createAuth(payload)
}

let instance: Promise<Auth> | undefined

/** The process's Better Auth instance, on Payload's database connection. */
export function getAuth(): Promise<Auth> {
  instance ??= getPayload({ config }).then(migrateAndCreate)
  instance.catch(() => {
    instance = undefined
  })
  return instance
}

/** Whether "Continue with Google" is offered (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET set). */
export function googleSignInConfigured(): boolean {
  const config = env()
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
}
