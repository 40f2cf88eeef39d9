/**
 * The messages accounts send (docs/product.md §8): plain text with a simple HTML twin, in English
 * or Hindi (§21), their words kept here, one catalogue per language, like the buyer's
 * acknowledgement (src/features/leads/ack/messages.ts). Links are absolute URLs Better Auth builds
 * from SITE_URL (their callback leads to the page in the mail's language); names are escaped in HTML.
 * Pure.
 */
import { type Locale, splitLocale } from '@/features/i18n/locales'
import { escapeHtml } from '@/lib/html/standalone-page'
import { SITE_NAME } from '@/lib/site'

import { OTP_EXPIRES_IN_SECONDS } from './auth-options'
import { nameForMail } from './display-name'

export type AccountMail = { subject: string; text: string; html: string }

type Catalogue = {
  hello: (name: string | null) => string
  verification: { subject: string; lines: string[]; link: string }
  reset: { subject: string; lines: string[]; link: string }
  changeEmail: (newEmail: string) => { subject: string; lines: string[]; link: string }
  existingAccount: { subject: string; lines: string[]; link: string }
  otp: (code: string, minutes: number) => string
}

const en: Catalogue = {
  hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
  verification: {
    subject: `Confirm your e-mail address for ${SITE_NAME}`,
    lines: ['Please confirm that this is your e-mail address. The link works for one hour.'],
    link: 'Confirm my e-mail address',
  },
  reset: {
    subject: `Reset your ${SITE_NAME} password`,
    lines: [
      'Someone asked to reset the password of your account. If it was you, choose a new password with the link below; it works for one hour.',
      'If it was not you, ignore this message: your password stays as it is.',
    ],
    link: 'Choose a new password',
  },
  changeEmail: (newEmail) => ({
    subject: `Confirm the change of your ${SITE_NAME} e-mail address`,
    lines: [
      `Someone asked to change the e-mail address of your account to ${newEmail}. If it was you, confirm with the link below.`,
      'If it was not you, ignore this message and consider changing your password.',
    ],
    link: 'Confirm the new address',
  }),
  existingAccount: {
    subject: 'Someone tried to register with your e-mail address',
    lines: [
      'Someone tried to create a new account with this e-mail address, which already has an account. If it was you, sign in instead, or reset your password if you forgot it.',
    ],
    link: 'Sign in',
  },
  otp: (code, minutes) => `${code} is your ${SITE_NAME} sign-in code. It expires in ${minutes} minutes. Do not share it with anyone.`,
}

const hi: Catalogue = {
  hello: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
  verification: {
    subject: `${SITE_NAME} के लिए अपने ईमेल पते की पुष्टि करें`,
    lines: ['कृपया पुष्टि करें कि यह आपका ईमेल पता है। यह लिंक एक घंटे तक काम करेगा।'],
    link: 'मेरे ईमेल पते की पुष्टि करें',
  },
  reset: {
    subject: `अपना ${SITE_NAME} पासवर्ड रीसेट करें`,
    lines: [
      'किसी ने आपके खाते का पासवर्ड रीसेट करने का अनुरोध किया है। अगर यह आपने किया है, तो नीचे दिए लिंक से नया पासवर्ड चुनें; यह लिंक एक घंटे तक काम करेगा।',
      'अगर यह आपने नहीं किया, तो इस संदेश को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
    ],
    link: 'नया पासवर्ड चुनें',
  },
  changeEmail: (newEmail) => ({
    subject: `अपने ${SITE_NAME} ईमेल पते के बदलाव की पुष्टि करें`,
    lines: [
      `किसी ने आपके खाते का ईमेल पता बदलकर ${newEmail} करने का अनुरोध किया है। अगर यह आपने किया है, तो नीचे दिए लिंक से पुष्टि करें।`,
      'अगर यह आपने नहीं किया, तो इस संदेश को अनदेखा करें और अपना पासवर्ड बदलने के बारे में सोचें।',
    ],
    link: 'नए पते की पुष्टि करें',
  }),
  existingAccount: {
    subject: 'किसी ने आपके ईमेल पते से रजिस्टर करने की कोशिश की',
    lines: [
      'किसी ने इस ईमेल पते से नया खाता बनाने की कोशिश की, जबकि इस पते से एक खाता पहले से है। अगर यह आप थे, तो नया खाता बनाने के बजाय साइन इन करें, या पासवर्ड भूल गए हों तो उसे रीसेट करें।',
    ],
    link: 'साइन इन करें',
  },
  otp: (code, minutes) => `${code} आपका ${SITE_NAME} साइन-इन कोड है। यह ${minutes} मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।`,
}

const CATALOGUES: Record<Locale, Catalogue> = { en, hi }

/**
 * The language a mail is written in (docs/product.md §21): that of the page its link returns to
 * (Better Auth's `callbackURL`, which the account pages set to their own language's page, e.g.
 * `/hi/profile`), so the words and the page agree even when a mail is set off by following another
 * mail's link; without one, the language the request asks for. The account pages send their page's
 * language as `Accept-Language` (components/auth-client.ts): its first language decides, and
 * anything but Hindi is English.
 */
export function mailLocale({ url, acceptLanguage }: { url?: string; acceptLanguage?: string | null }): Locale {
  const callback = url ? callbackPath(url) : null
  if (callback !== null) return splitLocale(callback).locale
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? ''
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en'
}

/** The site path a Better Auth link returns to, or null when it names none. */
function callbackPath(url: string): string | null {
  try {
    const callback = new URL(url).searchParams.get('callbackURL')
    if (!callback) return null
    return new URL(callback, 'http://site.invalid').pathname
  } catch {
    return null
  }
}

/** Only a name that follows the rule is written into a mail (docs/product.md §17). */
function greeting(t: Catalogue, name: string | null | undefined): string {
  return t.hello(nameForMail(name))
}

function mail(t: Catalogue, { subject, lines, link: label }: { subject: string; lines: string[]; link: string }, name: string | null | undefined, url: string): AccountMail {
  const text = [greeting(t, name), '', ...lines, '', `${label}: ${url}`, '', `— ${SITE_NAME}`].join('\n')
  const html = [
    `<p>${escapeHtml(greeting(t, name))}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
    `<p>— ${escapeHtml(SITE_NAME)}</p>`,
  ].join('\n')
  return { subject, text, html }
}

export function verificationMail(name: string | null | undefined, url: string, locale: Locale = 'en'): AccountMail {
  const t = CATALOGUES[locale]
  return mail(t, t.verification, name, url)
}

export function resetPasswordMail(name: string | null | undefined, url: string, locale: Locale = 'en'): AccountMail {
  const t = CATALOGUES[locale]
  return mail(t, t.reset, name, url)
}

export function changeEmailMail(name: string | null | undefined, newEmail: string, url: string, locale: Locale = 'en'): AccountMail {
  const t = CATALOGUES[locale]
  return mail(t, t.changeEmail(newEmail), name, url)
}

/** `signInUrl` is the sign-in page in `locale` (`/hi/login` in Hindi). */
export function existingAccountMail(name: string | null | undefined, signInUrl: string, locale: Locale = 'en'): AccountMail {
  const t = CATALOGUES[locale]
  return mail(t, t.existingAccount, name, signInUrl)
}

export function otpMessage(code: string, locale: Locale = 'en'): string {
  return CATALOGUES[locale].otp(code, OTP_EXPIRES_IN_SECONDS / 60)
}
