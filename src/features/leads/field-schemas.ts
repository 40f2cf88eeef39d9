/**
 * The zod schemas of single lead fields (docs/product.md §7) and the small readers they share: one
 * definition per rule, used by the site forms' schema (./schema.ts) and the inbound API's
 * (./api/schema.ts). Pure: safe to import from browser and server code.
 */
// The namespace import lets bundlers drop zod's locales (about 25 kB gzip against 90 kB for `{ z }`).
import * as z from 'zod'

import {
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  INPUT_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  MESSAGES,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  TRACKING_MAX_LENGTH,
} from './fields'
import { checkCvFile, type LeadFile } from './file-check'
import { canonicalBhkList, isBhkValue, splitBhkList } from './interest'
import { isWellFormedPhoneInput } from './phone'
import type { ProfanityFilter } from './profanity'

/** The languages a lead can be answered in (docs/product.md §21); English unless another was posted. */
export const LEAD_LANGUAGES = ['en', 'hi'] as const
export type LeadLanguage = (typeof LEAD_LANGUAGES)[number]

const NAME_CHARS = /^[\p{L}\p{M}\p{N} ]+$/u
const DEFAULT_CALLING_CODE = '+91'
const CONSENT_YES = new Set(['on', 'true', '1', 'yes'])

export function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob
}

export function isLeadFile(value: unknown): value is LeadFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LeadFile).name === 'string' &&
    typeof (value as LeadFile).size === 'number'
  )
}

/** The first text of a value (a repeated single-valued field keeps its first value); '' for none. */
export function text(value: unknown): string {
  if (Array.isArray(value)) return text(value.find((v) => typeof v === 'string' || typeof v === 'number'))
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return ''
}

export function texts(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text)
  const single = text(value)
  return single === '' ? [] : [single]
}

export const asText = <T extends z.ZodType>(schema: T) => z.preprocess(text, schema)

/** A hidden field: trimmed, cut to `max`, absent when empty. */
export const tracking = (max: number) =>
  asText(z.string().transform((v) => v.trim().slice(0, max) || undefined))

/** A URL-like hidden field: trimmed, absent when empty or longer than `max` (a cut URL is a wrong one). */
export const droppedWhenLong = (max: number) =>
  asText(z.string().transform((v) => (v.trim() === '' || v.trim().length > max ? undefined : v.trim())))

export const noProfanity = (filter: ProfanityFilter) => (value: string) => !filter.hasProfanity(value)

export function nameSchema(filter: ProfanityFilter) {
  return asText(
    z
      .string()
      .trim()
      .min(NAME_MIN_LENGTH, MESSAGES.nameRequired)
      .max(NAME_MAX_LENGTH, MESSAGES.nameLength)
      .regex(NAME_CHARS, MESSAGES.nameInvalid)
      .refine(noProfanity(filter), MESSAGES.profanity),
  )
}

/** RFC 5321 limits the zod pattern leaves out: local part ≤ 64, each domain label ≤ 63. */
function withinAddressLimits(email: string): boolean {
  const at = email.lastIndexOf('@')
  return at <= 64 && email.slice(at + 1).split('.').every((label) => label.length <= 63)
}

export const emailSchema = asText(
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.emailRequired)
    .min(EMAIL_MIN_LENGTH, MESSAGES.emailInvalid)
    .max(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)
    .regex(z.regexes.email, MESSAGES.emailInvalid)
    .refine(withinAddressLimits, MESSAGES.emailInvalid),
)

/** The calling code as posted (`+91`); the form's default country, India, when none was posted. */
export const callingCodeSchema = asText(z.string().transform((v) => v.trim() || DEFAULT_CALLING_CODE))

/** The typed shape only; whether it is a possible number needs the calling code (see leadFormSchema). */
export const phoneInputSchema = asText(z.string().trim().refine(isWellFormedPhoneInput, MESSAGES.phoneInvalid))

export function messageSchema(filter: ProfanityFilter) {
  return asText(
    z
      .string()
      .overwrite((v) => v.replace(/\r\n?/g, '\n'))
      .trim()
      .max(MESSAGE_MAX_LENGTH, MESSAGES.messageLength)
      .refine(noProfanity(filter), MESSAGES.profanity),
  )
}

export function locationSchema(filter: ProfanityFilter) {
  return asText(
    z
      .string()
      .trim()
      .min(1, MESSAGES.locationRequired)
      .max(INPUT_MAX_LENGTH, MESSAGES.locationLength)
      .refine(noProfanity(filter), MESSAGES.profanity),
  )
}

export const bhkSchema = z.preprocess(
  (value) => splitBhkList(texts(value)),
  z
    .array(z.string())
    .refine((values) => values.every(isBhkValue), MESSAGES.bhkInvalid)
    .transform(canonicalBhkList),
)

export const consentSchema = z.preprocess(
  (value) => (typeof value === 'boolean' ? value : CONSENT_YES.has(text(value).trim().toLowerCase())),
  z.boolean(),
)

export const propertySchema = (required: boolean) =>
  required
    ? asText(
        z
          .string()
          .trim()
          .min(1, MESSAGES.propertyRequired)
          .transform((v) => v.slice(0, TRACKING_MAX_LENGTH)),
      )
    : tracking(TRACKING_MAX_LENGTH)

/** A real calendar day as `YYYY-MM-DD`; whether it is bookable is the intake's question. */
export const visitDateSchema = asText(
  z
    .string()
    .trim()
    .refine((v) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)
      if (!m) return false
      const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
      return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
    }, MESSAGES.visitDate),
)

/** A clock time `HH:MM` (24 h); whether it is one of the day's slots is the intake's question. */
export const visitSlotSchema = asText(z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.visitSlot))

export const cvFileSchema = z
  .custom<LeadFile | undefined>((value) => value === undefined || isLeadFile(value))
  .superRefine((file, ctx) => {
    const check = checkCvFile(file)
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message })
  })


/** A hidden field: the page's language; anything else (or nothing) is English, never an error. */
export const languageSchema = z.preprocess(
  (value) => text(value).trim().toLowerCase(),
  z.string().transform((v): LeadLanguage => ((LEAD_LANGUAGES as readonly string[]).includes(v) ? (v as LeadLanguage) : 'en')),
)
