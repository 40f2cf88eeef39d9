/**
 * The JSON body of `POST /api/leads` (docs/product.md §22), validated with the site forms' rules
 * (docs/product.md §7; the e-mail is optional here) and answered per field:
 * `{name, phone, email?, message?, property? (id or slug), city?, source_ref?, utm_*?, consent?,
 * received_at?, language?}`. Unknown fields are ignored. Pure: no database, no clock but the one given.
 */
import * as z from 'zod'

import { MESSAGES, TRACKING_MAX_LENGTH, UTM_FIELDS, type UtmField } from '../fields'
import {
  asText,
  consentSchema,
  emailSchema,
  languageSchema,
  type LeadLanguage,
  messageSchema,
  nameSchema,
  text,
  tracking,
} from '../field-schemas'
import { isWellFormedPhoneInput, parsePhone, type PhoneParts, splitInternationalNumber } from '../phone'
import { profanityFilter } from '../profanity'

export const API_MESSAGES = {
  body: 'The body must be a JSON object',
  receivedAt: 'received_at must be an ISO 8601 date and time, not in the future',
  property: 'property must be the id or slug of a published property',
} as const

export type ApiLeadData = {
  name: string
  phone: PhoneParts
  /** Lower-cased; '' when none was sent. */
  email: string
  message: string
  property?: string
  city?: string
  sourceRef?: string
  utm: Partial<Record<UtmField, string>>
  consent: boolean
  receivedAt?: Date
  language: LeadLanguage
}

export type ApiLeadResult = { ok: true; data: ApiLeadData } | { ok: false; errors: Record<string, string> }

/** A number in E.164 (`+91 98765 43210`, `0091…`) or, without `+`, an Indian national number. */
const apiPhoneSchema = asText(
  z
    .string()
    .trim()
    .min(1, MESSAGES.phoneInvalid)
    .transform((value, ctx): PhoneParts => {
      const international = value.startsWith('+') || value.startsWith('00')
      const parts = international
        ? /^[+0-9 ()-]{9,20}$/.test(value)
          ? splitInternationalNumber(value)
          : undefined
        : isWellFormedPhoneInput(value)
          ? parsePhone('+91', value)
          : undefined
      if (!parts) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.phoneInvalid })
        return z.NEVER
      }
      return parts
    }),
)

const optionalEmail = z.preprocess((value) => (text(value).trim() === '' ? undefined : value), emailSchema.optional())

/** An id (number or digits) or a slug; cut to length like any tracking value. */
const propertyRef = z.preprocess((value) => text(value).trim(), z.string().max(TRACKING_MAX_LENGTH, API_MESSAGES.property))

function receivedAtSchema(now: Date) {
  return z.preprocess(
    (value) => text(value).trim(),
    z
      .string()
      .refine((v) => v === '' || (z.iso.datetime({ offset: true }).safeParse(v).success && Date.parse(v) <= now.getTime() + 5 * 60_000), API_MESSAGES.receivedAt)
      .transform((v) => (v === '' ? undefined : new Date(v))),
  )
}

export function validateApiLead(input: unknown, options: { profanityList?: string | null; now?: Date } = {}): ApiLeadResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, errors: { body: API_MESSAGES.body } }
  const filter = profanityFilter(options.profanityList)
  const utmShape = Object.fromEntries(UTM_FIELDS.map((field) => [field, tracking(TRACKING_MAX_LENGTH)]))
  const schema = z.object({
    name: nameSchema(filter),
    phone: apiPhoneSchema,
    email: optionalEmail,
    message: messageSchema(filter),
    property: propertyRef,
    city: tracking(TRACKING_MAX_LENGTH),
    source_ref: tracking(TRACKING_MAX_LENGTH),
    consent: consentSchema,
    received_at: receivedAtSchema(options.now ?? new Date()),
    language: languageSchema,
    ...utmShape,
  })
  const result = schema.safeParse(input)
  if (!result.success) {
    const errors: Record<string, string> = {}
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'body')] ??= issue.message
    return { ok: false, errors }
  }
  const v = result.data as Record<string, unknown>
  const data: ApiLeadData = {
    name: v.name as string,
    phone: v.phone as PhoneParts,
    email: (v.email as string | undefined) ?? '',
    message: v.message as string,
    utm: {},
    consent: v.consent as boolean,
    language: v.language as LeadLanguage,
  }
  if (v.property) data.property = v.property as string
  if (v.city) data.city = v.city as string
  if (v.source_ref) data.sourceRef = v.source_ref as string
  if (v.received_at) data.receivedAt = v.received_at as Date
  for (const field of UTM_FIELDS) {
    const value = v[field] as string | undefined
    if (value !== undefined) data.utm[field] = value
  }
  return { ok: true, data }
}
