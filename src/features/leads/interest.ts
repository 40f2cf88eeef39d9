/**
 * The project interest form (docs/product.md §7): the BHK pills the visitor toggles, posted as one
 * comma-separated `bhk` value, and the message 'Interested in {project}, {city} for {BHK list} BHK'
 * the lead is stored with. Pure: safe to import from browser and server code.
 */
import { fillIn } from '../i18n/fill'

/**
 * The interest sentence's words in one language (messages/*.json `LeadForm`): `{place}` is the
 * project and city, `{bhk}` the BHK part (`interestBhk` with `{list}`) or nothing.
 */
export type InterestWords = { interestSentence: string; interestBhk: string }

/** The §7 sentence, in English: the words of every stored lead and of the English forms. */
export const INTEREST_EN: InterestWords = { interestSentence: 'Interested in {place}{bhk}', interestBhk: ' for {list} BHK' }

/** A BHK value as the search filter spells it: 1, 2, 2.5, 10 … (docs/product.md §5). */
const BHK_VALUE = /^\d{1,3}(\.\d{1,2})?$/

export function isBhkValue(value: string): boolean {
  return BHK_VALUE.test(value)
}

/** The entries of a posted `bhk` value (comma-separated, or repeated fields): trimmed, blanks dropped. */
export function splitBhkList(value: string | readonly string[] | null | undefined): string[] {
  const parts = value == null ? [] : typeof value === 'string' ? [value] : value
  return parts
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

/** Valid BHK values without duplicates, in numeric order, spelled canonically ('02' → '2', '2.50' → '2.5'). */
export function canonicalBhkList(values: readonly string[]): string[] {
  const numbers = values.filter(isBhkValue).map(Number)
  return [...new Set(numbers)].sort((a, b) => a - b).map(String)
}

/** The posted form of a list: `2,3` (no spaces). */
export function serialiseBhkList(values: readonly string[]): string {
  return canonicalBhkList(values).join(',')
}

/**
 * A pill click: adds the value when absent, removes it when present; the result stays in numeric
 * order without duplicates. An invalid value leaves the list as it was (canonicalised).
 */
export function toggleBhk(list: string, value: string): string {
  const current = canonicalBhkList(splitBhkList(list))
  const wanted = value.trim()
  if (!isBhkValue(wanted)) return current.join(',')
  const key = String(Number(wanted))
  const next = current.includes(key) ? current.filter((v) => v !== key) : [...current, key]
  return serialiseBhkList(next)
}

export function isBhkSelected(list: string, value: string): boolean {
  return isBhkValue(value.trim()) && canonicalBhkList(splitBhkList(list)).includes(String(Number(value.trim())))
}

/** How a list reads in a sentence: `2, 3` (numeric order, comma and space). */
export function formatBhkList(values: readonly string[]): string {
  return canonicalBhkList(values).join(', ')
}

export type InterestMessageInput = {
  project: string
  city?: string | null
  bhk?: readonly string[] | string | null
  /** Whatever the visitor wrote in the message box. */
  extra?: string | null
  /** The sentence's language (English by default). */
  words?: InterestWords
  /**
   * The words the form prefilled the box in, when not these (a Hindi page's form): a message box
   * that starts with that sentence gets this one in its place, so the lead is stored in `words`.
   */
  shownIn?: InterestWords
}

/**
 * 'Interested in {project}, {city} for {2, 3} BHK', then the visitor's own text on the next line.
 * Without a city the ', {city}' part is left out; with no BHK selected the ' for … BHK' part is left
 * out (so the sentence never says 'for  BHK'). Extra text that already starts with the sentence (a
 * prefilled message box) is not repeated.
 */
export function interestMessage({ project, city, bhk, extra, words = INTEREST_EN, shownIn }: InterestMessageInput): string {
  const place = [project.trim(), city?.trim()].filter((part) => part).join(', ')
  const list = formatBhkList(splitBhkList(bhk))
  const sentenceIn = (w: InterestWords) => fillIn(w.interestSentence, { place, bhk: list ? fillIn(w.interestBhk, { list }) : '' })
  const sentence = sentenceIn(words)
  let text = extra?.trim() ?? ''
  const shown = shownIn ? sentenceIn(shownIn) : null
  if (shown && text.startsWith(shown)) text = sentence + text.slice(shown.length)
  if (text === '') return sentence
  if (text.startsWith(sentence)) return text
  return `${sentence}\n${text}`
}
