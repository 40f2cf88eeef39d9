import 'server-only'

import english from '../../../messages/en.json'
import { fillIn } from '../i18n/fill'
import type { Locale } from '../i18n/locales'
import { messagesOf } from '../i18n/messages.server'
import type { AccountParts, AccountStrings } from './account-strings'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy'

type Table = Record<string, string>

/** The lead name rule's messages (display-name.ts): the only `LeadErrors` an account form meets. */
const NAME_MESSAGES = ['nameRequired', 'nameLength', 'nameInvalid', 'profanity'] as const

/**
 * The server's English messages an account form can show, each with its `locale` version: the
 * `Accounts.errors` messages (Better Auth's and the hooks'), the password rules' messages as the
 * policy fills them in, and the display-name messages, which are the lead forms' (`LeadErrors`).
 */
function errorTable(locale: Locale): Table {
  const table: Table = {}
  const pairs = <T extends Record<string, string>>(en: T, local: T, fill: (text: string) => string = (t) => t) => {
    for (const key of Object.keys(en) as (keyof T)[]) table[fill(en[key]!)] = fill(local[key]!)
  }
  const local = messagesOf(locale, 'Accounts')
  pairs(english.Accounts.errors, local.errors)
  const limits = (text: string) => fillIn(text, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
  const { tooShort, tooLong } = english.Accounts.common
  pairs({ tooShort, tooLong }, { tooShort: local.common.tooShort, tooLong: local.common.tooLong }, limits)
  const names = messagesOf(locale, 'LeadErrors')
  for (const key of NAME_MESSAGES) table[english.LeadErrors[key]] = names[key]
  return table
}

const TABLES = new Map<Locale, Table>()

/** The parts `parts` of the account strings of `locale`, for one client component's props. */
export function accountStrings<K extends keyof AccountParts>(locale: Locale, ...parts: K[]): AccountStrings<K> {
  const catalogue = messagesOf(locale, 'Accounts')
  const picked = Object.fromEntries(parts.map((part) => [part, catalogue[part]])) as Pick<AccountParts, K>
  const strings = { ...picked, common: catalogue.common, locale } as AccountStrings<K>
  if (locale === 'en') return strings
  let errors = TABLES.get(locale)
  if (!errors) TABLES.set(locale, (errors = errorTable(locale)))
  return { ...strings, errors, fallback: catalogue.errors.fallback }
}
