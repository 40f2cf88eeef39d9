/**
 * Phone numbers of the lead forms (docs/product.md §7): the country calling code and the national number are
 * posted apart, checked for being a *possible* number of that country, and stored as E.164.
 * libphonenumber-js with its 'min' metadata (see docs/decisions/007-lead-validation-libraries.md).
 * Pure: safe to import from browser and server code.
 */
import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min'

import { PHONE_MAX_DIGITS, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from './fields'

export type { CountryCode }

export const DEFAULT_COUNTRY: CountryCode = 'IN'
/** Offered first in the country picker, in this order (docs/product.md §7). */
export const PREFERRED_COUNTRIES: readonly CountryCode[] = ['IN', 'US', 'SG', 'AE', 'GB', 'OM', 'KW', 'SA', 'AU']

export type PhoneParts = {
  /** `+` and all digits, e.g. `+919876543210`. */
  e164: string
  /** `+` and the country calling code, e.g. `+91`, `+1`, `+971`. */
  callingCode: string
  /** The national significant number: digits only, without a trunk prefix such as 0. */
  nationalNumber: string
  /** The country when the number tells it (a `+1` number may be US, CA, …). */
  country?: CountryCode
}

let callingCodes: Set<string> | undefined

/** Every calling code the metadata knows (1 to 3 digits), without `+`. */
function knownCallingCodes(): Set<string> {
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)))
  return callingCodes
}

/** `+91`, `91` or ` +91 ` → `91`; anything that is not a known calling code → undefined. */
export function normaliseCallingCode(value: string | undefined | null): string | undefined {
  const match = /^\s*\+?(\d{1,3})\s*$/.exec(value ?? '')
  if (!match) return undefined
  return knownCallingCodes().has(match[1]!) ? match[1] : undefined
}

/** The docs/product.md §7 shape of the typed national number: 9–13 characters of digits, hyphens and spaces. */
export function isWellFormedPhoneInput(nationalInput: string): boolean {
  const value = nationalInput.trim()
  return value.length >= PHONE_MIN_LENGTH && value.length <= PHONE_MAX_LENGTH && /^[\d\- ]+$/.test(value)
}

/**
 * The number as E.164 and its parts, or undefined when it is not a possible number for the calling
 * code (wrong length for that country), has more than 15 digits, or the calling code is unknown.
 * A trunk prefix typed by habit (`050 123 4567` for the UAE) is dropped.
 */
export function parsePhone(callingCode: string | undefined | null, nationalInput: string): PhoneParts | undefined {
  const code = normaliseCallingCode(callingCode)
  if (code === undefined) return undefined
  const digits = nationalInput.replace(/\D/g, '')
  if (digits.length === 0 || code.length + digits.length > PHONE_MAX_DIGITS) return undefined
  const parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: code })
  if (!parsed || !parsed.isPossible()) return undefined
  if (parsed.countryCallingCode !== code) return undefined
  return partsOf(parsed)
}

/** Both docs/product.md §7 phone rules: the typed shape (9–13 characters) and a possible number. */
export function validatePhone(callingCode: string | undefined | null, nationalInput: string): PhoneParts | undefined {
  return isWellFormedPhoneInput(nationalInput) ? parsePhone(callingCode, nationalInput) : undefined
}

/**
 * Splits a full international number (`+14155552671`, `+971 50 123 4567`, `00919876543210`) into its
 * calling code and national number using the metadata, so `+1…` gives `+1` and `+971…` gives `+971`
 * (calling codes have 1 to 3 digits and none is a prefix of another). Undefined when impossible.
 */
export function splitInternationalNumber(value: string): PhoneParts | undefined {
  const trimmed = value.trim().replace(/^00/, '+')
  const international = trimmed.startsWith('+') ? trimmed : `+${trimmed}`
  if (international.replace(/\D/g, '').length > PHONE_MAX_DIGITS) return undefined
  const parsed = parsePhoneNumberFromString(international)
  if (!parsed || !parsed.isPossible()) return undefined
  return partsOf(parsed)
}

function partsOf(parsed: NonNullable<ReturnType<typeof parsePhoneNumberFromString>>): PhoneParts {
  const parts: PhoneParts = {
    e164: parsed.number,
    callingCode: `+${parsed.countryCallingCode}`,
    nationalNumber: parsed.nationalNumber,
  }
  if (parsed.country) parts.country = parsed.country
  return parts
}

/**
 * What the phone input keeps while typing: digits, hyphens and spaces, with at most as many digits
 * as fit in 15 together with the calling code.
 */
export function limitPhoneInput(value: string, callingCode: string | undefined | null): string {
  const code = /\d{1,3}/.exec(callingCode ?? '')?.[0] ?? ''
  let room = PHONE_MAX_DIGITS - code.length
  let out = ''
  for (const char of value) {
    if (/\d/.test(char)) {
      if (room === 0) break
      room -= 1
      out += char
    } else if (char === ' ' || char === '-') {
      out += char
    }
  }
  return out
}

/** The national number formatted for its country as it is typed (India: `9876543210` → `98765 43210`). */
export function formatPhoneInput(nationalInput: string, country: CountryCode = DEFAULT_COUNTRY): string {
  // The field accepts digits, hyphens and spaces only (docs/product.md §7): '(415) 555-2671' becomes '415 555-2671'.
  return new AsYouType(country)
    .input(nationalInput.replace(/[^\d]/g, ''))
    .replace(/[^\d\s-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export type Country = {
  /** ISO 3166-1 alpha-2, upper case as libphonenumber-js writes it. */
  code: CountryCode
  name: string
  /** `+` and the calling code. */
  callingCode: string
  preferred: boolean
}

const countryLists = new Map<string, Country[]>()

function regionNamer(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
    return (code) => names.of(code) ?? code
  } catch {
    return (code) => code
  }
}

/** The country picker's list: the preferred countries in the order of docs/product.md §7, then the rest by name. */
export function listCountries(locale = 'en'): readonly Country[] {
  const cached = countryLists.get(locale)
  if (cached) return cached
  const nameOf = regionNamer(locale)
  const all = getCountries().map(
    (code): Country => ({
      code,
      name: nameOf(code),
      callingCode: `+${getCountryCallingCode(code)}`,
      preferred: PREFERRED_COUNTRIES.includes(code),
    }),
  )
  const preferred = PREFERRED_COUNTRIES.map((code) => all.find((c) => c.code === code)!).filter(Boolean)
  const rest = all.filter((c) => !c.preferred).sort((a, b) => a.name.localeCompare(b.name, locale))
  const list = [...preferred, ...rest]
  countryLists.set(locale, list)
  return list
}

function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

/**
 * Countries matching a search (the picker debounces typing by 250 ms; this is the pure part): by ISO
 * code, by calling code (`+97`, `971`) or by name, ignoring case and accents. Best matches first (code
 * or name prefix, then a word of the name, then anywhere in the name); list order within each.
 */
export function searchCountries(query: string, countries: readonly Country[] = listCountries()): Country[] {
  const q = fold(query)
  if (q === '') return [...countries]
  const digits = /^\+?\d+$/.test(q) ? q.replace('+', '') : undefined
  const ranked: { country: Country; rank: number }[] = []
  for (const country of countries) {
    const name = fold(country.name)
    let rank: number | undefined
    if (digits !== undefined) {
      if (country.callingCode.slice(1) === digits) rank = 0
      else if (country.callingCode.slice(1).startsWith(digits)) rank = 1
    } else if (country.code.toLowerCase() === q || name.startsWith(q)) {
      rank = 0
    } else if (name.split(/[\s\-(),.]+/).some((word) => word.startsWith(q))) {
      rank = 1
    } else if (name.includes(q)) {
      rank = 2
    }
    if (rank !== undefined) ranked.push({ country, rank })
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.country)
}
