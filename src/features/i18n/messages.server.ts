import 'server-only'

import { createTranslator } from 'next-intl'

import english from '../../../messages/en.json'
import hindi from '../../../messages/hi.json'
import { type Locale, type PageLanguage } from './locales'
import { type ContentNames, ENGLISH_NAMES } from './content-names'

/**
 * The message catalogues (messages/<locale>.json), looked up on the server only (ADR 058): a page
 * renders its strings into HTML, and a client component gets the few strings it shows as props,
 * never a catalogue.
 */
export type Messages = typeof english

const CATALOGUES: Record<Locale, Messages> = { en: english, hi: hindi }

/** One namespace of `locale`'s catalogue as plain strings, for a component's props. */
export function messagesOf<N extends keyof Messages>(locale: Locale, namespace: N): Messages[N] {
  return CATALOGUES[locale][namespace]
}

/** next-intl's translator for `locale` (ICU messages: placeholders, plurals), within `namespace`. */
export function translator<N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace })
}

/**
 * The page's language for the parts that show prices, names and links (cards, listings, the
 * property page); `names` from `contentNames(locale)` (content-names.server.ts).
 */
export function pageLanguage(locale: Locale, names: ContentNames = ENGLISH_NAMES): PageLanguage {
  const { cardBy, statusPreLaunch, statusUnderConstruction, statusReadyToMove } = messagesOf(locale, 'Property')
  return { locale, names, price: messagesOf(locale, 'Price'), card: { cardBy, statusPreLaunch, statusUnderConstruction, statusReadyToMove } }
}
