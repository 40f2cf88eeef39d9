/**
 * Constants of visitor accounts (docs/product.md §8) shared by the server and the account pages.
 */

/** Better Auth's mount point (src/app/api/auth/[...all]/route.ts). */
export const AUTH_BASE_PATH = '/api/auth'

/** The OpenID Connect provider id: "Continue with Google", or the provider OIDC_ISSUER names. */
export const GOOGLE_PROVIDER_ID = 'google'

export const OTP_LENGTH = 6
export const OTP_EXPIRES_IN_SECONDS = 5 * 60
export const OTP_ALLOWED_ATTEMPTS = 3

/** Sign-in codes per phone number, and per IP address, within OTP_SEND_WINDOW_SECONDS. */
export const OTP_SENDS_PER_NUMBER = 5
export const OTP_SENDS_PER_IP = 20
export const OTP_SEND_WINDOW_SECONDS = 60 * 60

/** Password sign-in attempts per e-mail address, and per IP address, within SIGN_IN_WINDOW_SECONDS. */
export const SIGN_IN_ATTEMPTS_PER_EMAIL = 10
export const SIGN_IN_ATTEMPTS_PER_IP = 30
export const SIGN_IN_WINDOW_SECONDS = 15 * 60

/** The ALTCHA solution for sending a code travels in this header (the body is Better Auth's). */
export const ALTCHA_HEADER = 'x-altcha'

/**
 * Phone-only accounts need an e-mail address in Better Auth's user table; they get one on a
 * reserved domain (RFC 2606 `.invalid`) that never receives mail and is never shown or sent on.
 */
export const PHONE_EMAIL_DOMAIN = 'phone.invalid'

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return !email || email.toLowerCase().endsWith(`@${PHONE_EMAIL_DOMAIN}`)
}

export const ACCOUNT_MESSAGES = {
  altcha: 'Verification failed. Please try again',
  otpRateLimited: 'Too many codes were sent to this number. Please try again later',
  signInRateLimited: 'Too many sign-in attempts. Please try again later',
  invalidPhone: 'Please enter a valid phone number',
  smsFailed: 'The code could not be sent. Please try again in a moment',
} as const
