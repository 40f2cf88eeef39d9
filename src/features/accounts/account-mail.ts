/**
 * The messages accounts send (docs/product.md §8): plain text with a simple HTML twin. Links are absolute URLs
 * Better Auth builds from SITE_URL; names are escaped in HTML.
 */
import { escapeHtml } from '@/lib/html/standalone-page'
import { SITE_NAME } from '@/lib/site'

import { OTP_EXPIRES_IN_SECONDS } from './auth-options'
import { nameForMail } from './display-name'

export type AccountMail = { subject: string; text: string; html: string }

/** Only a name that follows the rule is written into a mail (docs/product.md §17). */
function greeting(name: string | null | undefined): string {
  const first = nameForMail(name)
  return first ? `Hello ${first},` : 'Hello,'
}

function mail(subject: string, name: string | null | undefined, lines: string[], link?: { url: string; label: string }): AccountMail {
  const text = [greeting(name), '', ...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', `— ${SITE_NAME}`].join('\n')
  const html = [
    `<p>${escapeHtml(greeting(name))}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>— ${escapeHtml(SITE_NAME)}</p>`,
  ].join('\n')
  return { subject, text, html }
}

export function verificationMail(name: string | null | undefined, url: string): AccountMail {
  return mail(
    `Confirm your e-mail address for ${SITE_NAME}`,
    name,
    ['Please confirm that this is your e-mail address. The link works for one hour.'],
    { url, label: 'Confirm my e-mail address' },
  )
}

export function resetPasswordMail(name: string | null | undefined, url: string): AccountMail {
  return mail(
    `Reset your ${SITE_NAME} password`,
    name,
    ['Someone asked to reset the password of your account. If it was you, choose a new password with the link below; it works for one hour.', 'If it was not you, ignore this message: your password stays as it is.'],
    { url, label: 'Choose a new password' },
  )
}

export function changeEmailMail(name: string | null | undefined, newEmail: string, url: string): AccountMail {
  return mail(
    `Confirm the change of your ${SITE_NAME} e-mail address`,
    name,
    [`Someone asked to change the e-mail address of your account to ${newEmail}. If it was you, confirm with the link below.`, 'If it was not you, ignore this message and consider changing your password.'],
    { url, label: 'Confirm the new address' },
  )
}

export function existingAccountMail(name: string | null | undefined, signInUrl: string): AccountMail {
  return mail(
    `Someone tried to register with your e-mail address`,
    name,
    ['Someone tried to create a new account with this e-mail address, which already has an account. If it was you, sign in instead, or reset your password if you forgot it.'],
    { url: signInUrl, label: 'Sign in' },
  )
}

export function otpMessage(code: string): string {
  return `${code} is your ${SITE_NAME} sign-in code. It expires in ${OTP_EXPIRES_IN_SECONDS / 60} minutes. Do not share it with anyone.`
}
