import 'server-only'

import english from '../../../messages/en.json'
import type { Locale } from '../i18n/locales'
import { messagesOf } from '../i18n/messages.server'
import type { LeadLanguage } from './field-schemas'
import type { LeadFormStrings } from './form-strings'
import type { InterestWords } from './interest'
import type { LeadErrors } from './schema'

const ERROR_KEYS = Object.keys(english.LeadErrors) as (keyof typeof english.LeadErrors)[]

/** Messages of `locale` keyed by their English text (LeadFormStrings.errors). */
function errorsIn(locale: Locale): Record<string, string> {
  const local = messagesOf(locale, 'LeadErrors')
  return Object.fromEntries(ERROR_KEYS.map((key) => [english.LeadErrors[key], local[key]]))
}

/**
 * What a lead form on a page of `locale` is configured with (LeadFormConfig's `language` and
 * `strings`): nothing extra in English (the forms' defaults, so English pages carry no strings).
 */
export function leadFormLanguage(locale: Locale): { language: LeadLanguage; strings?: LeadFormStrings } {
  if (locale === 'en') return { language: 'en' }
  // One object per language: a page with several forms sends it once (the payload refers to it again).
  let strings = STRINGS.get(locale)
  if (!strings) STRINGS.set(locale, (strings = { ...messagesOf(locale, 'LeadForm'), errors: errorsIn(locale) }))
  return { language: locale, strings }
}

const STRINGS = new Map<Locale, LeadFormStrings>()

/** The intake's answers in the lead's language: each English message replaced by its translation. */
export function errorsInLanguage(errors: LeadErrors, language: LeadLanguage | undefined): LeadErrors {
  if (!language || language === 'en') return errors
  const table = errorsIn(language)
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message === undefined ? message : (table[message] ?? message)]))
}

/** One intake message in `language`. */
export function messageInLanguage(message: string, language: LeadLanguage | undefined): string {
  if (!language || language === 'en') return message
  return errorsIn(language)[message] ?? message
}

/** The consent sentence the form showed in `language`: stored with the lead as what the visitor agreed to. */
export function consentTextIn(language: LeadLanguage | undefined): string {
  return messagesOf(language ?? 'en', 'LeadForm').consent
}


/** The interest sentence's words the form showed in `language` (the box's prefill), or none for English. */
export function interestWordsIn(language: LeadLanguage | undefined): InterestWords | undefined {
  if (!language || language === 'en') return undefined
  const { interestSentence, interestBhk } = messagesOf(language, 'LeadForm')
  return { interestSentence, interestBhk }
}
