/**
 * The words of the account pages (docs/product.md §8, §21) as their client components get them:
 * each form receives its own parts of the `Accounts` catalogue as props from its server page
 * (account-strings.server.ts), never a catalogue. Plain data and pure helpers: safe in the browser.
 *
 * Messages the auth server answers with (Better Auth's own and this site's hooks, always English)
 * are put into the page's language here, in the browser, by their English text: the server stays
 * one language, and a Hindi page gets a table of just the messages its forms can meet. English
 * pages get no table and show the server's words as they are.
 */
import { fillIn } from '@/features/i18n/fill'
import type { Locale } from '@/features/i18n/locales'

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy'

export type AccountsCatalogue = (typeof import('../../../messages/en.json'))['Accounts']

/** The parts of the catalogue the forms show (the pages' headings and metadata stay on the server). */
export type AccountParts = Omit<AccountsCatalogue, 'meta' | 'pages' | 'errors'>

/**
 * What an account form is given: its parts, the shared words, the page's locale (for its links
 * and redirects) and, in a language other than English, the server's messages translated.
 */
export type AccountStrings<K extends keyof AccountParts = never> = Pick<AccountParts, K | 'common'> & {
  locale: Locale
  /** English message → the page's language; absent in English. */
  errors?: Readonly<Record<string, string>>
  /** Said in place of a server message the table does not know (absent in English). */
  fallback?: string
}

/** A message from the auth server (English) in the page's language. */
export function shownMessage(strings: Pick<AccountStrings, 'errors' | 'fallback'>, message: string): string {
  if (!strings.errors) return message
  return strings.errors[message] ?? strings.fallback ?? message
}

/** The password's length problem in the page's words (docs/product.md §8), null when it passes. */
export function passwordLengthProblem(password: string, common: AccountParts['common']): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return fillIn(common.tooShort, { min: PASSWORD_MIN_LENGTH })
  if (password.length > PASSWORD_MAX_LENGTH) return fillIn(common.tooLong, { max: PASSWORD_MAX_LENGTH })
  return null
}
