/**
 * Lead form validation (docs/product.md §7), one module for the browser forms and the `POST /forms/<form>`
 * intake so each message is written once. `validateLead` answers with normalised data or with the
 * first message per posted field name, ready for `422 {"ok": false, "errors": {...}}` and for
 * showing under the fields. Pure: safe to import from browser and server code.
 *
 * Which rules apply to which field:
 * - name (`SingleLine`; `Name_First` on the CV form): required, 1–256, letters of any script, digits
 *   and spaces, no profanity.
 * - `Email`: required, 8–256, a valid address; stored lower-cased. Not profanity-checked: an address
 *   must be taken as it is ('dick.smith@…' is a real one).
 * - phone (`PhoneNumber_countrycodeval` + `PhoneNumber_countrycode`, errors under the latter): 9–13
 *   characters of digits, hyphens and spaces, a possible number for the calling code (default +91).
 * - `MultiLine`: optional, at most 65535 characters (CRLF counted as one, as the textarea does), no
 *   profanity. `Location` (CV): required, at most 255, no profanity. `FileUpload` (CV): see file-check.
 * - `property` is required on the interest form; `bhk` is a list of BHK numbers.
 * - Hidden tracking fields are trimmed and cut to length, never refused: a visitor cannot fix them.
 * - The honeypot is not an error here: the intake stores such a lead as spam (docs/product.md §7).
 */
// The namespace import lets bundlers drop zod's locales (about 25 kB gzip against 90 kB for `{ z }`).
import * as z from 'zod'

import {
  ALTCHA_MAX_LENGTH,
  CV_MAX_BYTES,
  MESSAGES,
  FIELD,
  type LeadForm,
  NAME_FIELD,
  TRACKING_MAX_LENGTH,
  URL_MAX_LENGTH,
  UTM_FIELDS,
  type UtmField,
} from './fields'
import {
  asText,
  bhkSchema,
  callingCodeSchema,
  consentSchema,
  cvFileSchema,
  droppedWhenLong,
  emailSchema,
  isBlob,
  isLeadFile,
  languageSchema,
  type LeadLanguage,
  locationSchema,
  messageSchema,
  nameSchema,
  phoneInputSchema,
  propertySchema,
  text,
  tracking,
  visitDateSchema,
  visitSlotSchema,
} from './field-schemas'
import { checkCvFile, type CvKind, type LeadFile } from './file-check'
import { isWellFormedPhoneInput, parsePhone, type PhoneParts } from './phone'
import { profanityFilter, type ProfanityFilter } from './profanity'

export type LeadValidationOptions = {
  /** Site data `profanity_list` (one word a line) or its words; absent or blank: the built-in list. */
  profanityList?: string | readonly string[] | null
}

export type LeadData = {
  form: LeadForm
  /** Trimmed. */
  name: string
  /** Trimmed and lower-cased. */
  email: string
  phone: PhoneParts
  /** Trimmed, line breaks as `\n`; '' when none was written. */
  message: string
  /** The page's language (hidden field `language`); `en` when none or another was posted. */
  language?: LeadLanguage
  /** Canonical BHK values in numeric order: ['2', '3']. */
  bhk: string[]
  property?: string
  source?: string
  /** `zf_referrer_name`: the page the visitor came to the site from. */
  referrerName?: string
  /** `zf_redirect_url` as posted; pass it to `safeRedirectPath`, never redirect to it directly. */
  redirectUrl?: string
  /** `zc_gad`: the ad click id. */
  gad?: string
  utm: Partial<Record<UtmField, string>>
  consent: boolean
  altcha?: string
  /** The honeypot was filled in: store the lead with status `spam`. */
  honeypotFilled: boolean
  /** CV form only. */
  location?: string
  /** CV form only: the file, and its kind when its content was checked. */
  cv?: { file: LeadFile; kind?: CvKind; mimeType?: string }
  /** Site-visit form only: the day (`YYYY-MM-DD`) and the slot's start (`HH:MM`), well-formed. */
  visitDate?: string
  visitSlot?: string
}

/** Error messages keyed by the posted field name, one (the first) per field. */
export type LeadErrors = Partial<Record<string, string>>

export type LeadValidationResult = { ok: true; data: LeadData } | { ok: false; errors: LeadErrors }

/** A posted value: FormData entries, URLSearchParams, or a plain object from JSON or a form library. */
export type LeadInput = FormData | URLSearchParams | Readonly<Record<string, unknown>>

type LeadFormSchema = ReturnType<typeof buildSchema>
/** Built once per form and profanity list (the filters themselves are cached per list). */
const schemas = new WeakMap<ProfanityFilter, Map<LeadForm, LeadFormSchema>>()

/**
 * The zod schema of one form, keyed by posted field names; its output is the normalised LeadData.
 * Usable as a form-library resolver with string values; `FileUpload` takes a LeadFile.
 */
export function leadFormSchema(form: LeadForm, options: LeadValidationOptions = {}) {
  const filter = profanityFilter(options.profanityList)
  let forms = schemas.get(filter)
  if (!forms) schemas.set(filter, (forms = new Map()))
  let schema = forms.get(form)
  if (!schema) forms.set(form, (schema = buildSchema(form, filter)))
  return schema
}

function buildSchema(form: LeadForm, filter: ProfanityFilter) {
  const nameField = NAME_FIELD[form]
  const utmShape = Object.fromEntries(UTM_FIELDS.map((field) => [field, tracking(TRACKING_MAX_LENGTH)])) as Record<
    UtmField,
    ReturnType<typeof tracking>
  >
  const shape = {
    [nameField]: nameSchema(filter),
    [FIELD.email]: emailSchema,
    [FIELD.phoneCountryCode]: callingCodeSchema,
    [FIELD.phoneNumber]: phoneInputSchema,
    [FIELD.message]: messageSchema(filter),
    [FIELD.bhk]: bhkSchema,
    ...(form === 'cv' ? {} : { [FIELD.property]: propertySchema(form === 'interest' || form === 'site-visit') }),
    [FIELD.source]: tracking(TRACKING_MAX_LENGTH),
    [FIELD.referrerName]: droppedWhenLong(URL_MAX_LENGTH),
    [FIELD.redirectUrl]: droppedWhenLong(URL_MAX_LENGTH),
    [FIELD.gad]: tracking(TRACKING_MAX_LENGTH),
    ...utmShape,
    [FIELD.consent]: consentSchema,
    [FIELD.altcha]: droppedWhenLong(ALTCHA_MAX_LENGTH),
    [FIELD.honeypot]: asText(z.string()),
    [FIELD.language]: languageSchema,
    ...(form === 'cv' ? { [FIELD.location]: locationSchema(filter), [FIELD.file]: cvFileSchema } : {}),
    ...(form === 'site-visit' ? { [FIELD.visitDate]: visitDateSchema, [FIELD.visitSlot]: visitSlotSchema } : {}),
  }
  return z
    .object(shape)
    .superRefine((values, ctx) => {
      const callingCode = values[FIELD.phoneCountryCode] as string
      const national = values[FIELD.phoneNumber] as string
      if (isWellFormedPhoneInput(national) && !parsePhone(callingCode, national)) {
        ctx.addIssue({ code: 'custom', path: [FIELD.phoneNumber], message: MESSAGES.phoneInvalid })
      }
    })
    .transform((values): LeadData => {
      const v = values as Record<string, unknown>
      const data: LeadData = {
        form,
        name: v[nameField] as string,
        email: v[FIELD.email] as string,
        phone: parsePhone(v[FIELD.phoneCountryCode] as string, v[FIELD.phoneNumber] as string)!,
        message: v[FIELD.message] as string,
        language: v[FIELD.language] as LeadLanguage,
        bhk: v[FIELD.bhk] as string[],
        utm: {},
        consent: v[FIELD.consent] as boolean,
        honeypotFilled: (v[FIELD.honeypot] as string).trim() !== '',
      }
      const optional = {
        property: FIELD.property,
        source: FIELD.source,
        referrerName: FIELD.referrerName,
        redirectUrl: FIELD.redirectUrl,
        gad: FIELD.gad,
        altcha: FIELD.altcha,
        location: FIELD.location,
        visitDate: FIELD.visitDate,
        visitSlot: FIELD.visitSlot,
      } as const
      for (const [key, field] of Object.entries(optional) as [keyof typeof optional, string][]) {
        const value = v[field] as string | undefined
        if (value !== undefined) data[key] = value
      }
      for (const field of UTM_FIELDS) {
        const value = v[field] as string | undefined
        if (value !== undefined) data.utm[field] = value
      }
      if (form === 'cv') {
        const file = v[FIELD.file] as LeadFile
        const check = checkCvFile(file)
        data.cv = check.ok && check.kind ? { file, kind: check.kind, mimeType: check.mimeType } : { file }
      }
      return data
    })
}

function fileOf(value: unknown): LeadFile | undefined {
  const first = Array.isArray(value) ? value[0] : value
  if (isBlob(first)) {
    const name = 'name' in first && typeof first.name === 'string' ? first.name : ''
    return { name, size: first.size, type: first.type }
  }
  return isLeadFile(first) ? first : undefined
}

/** The posted values as one record: repeated fields as arrays, a Blob/File as a LeadFile without bytes. */
export function leadValues(input: LeadInput): Record<string, unknown> {
  const record: Record<string, unknown> = {}
  if (input instanceof URLSearchParams || (typeof FormData !== 'undefined' && input instanceof FormData)) {
    const entries = input as URLSearchParams | FormData
    for (const key of new Set(entries.keys())) {
      const all = entries.getAll(key)
      record[key] = all.length === 1 ? all[0] : all
    }
  } else {
    Object.assign(record, input)
  }
  if (FIELD.file in record) record[FIELD.file] = fileOf(record[FIELD.file])
  return record
}

/** The first message per posted field name. */
function errorsOf(error: z.ZodError): LeadErrors {
  const errors: LeadErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}

/**
 * Validates one post of a form. On the CV form the file's content is checked only when the LeadFile
 * carries `bytes`; a File or Blob is checked for presence and size only, so the server must call
 * `validateLeadAsync` (or pass bytes).
 */
export function validateLead(
  form: LeadForm,
  input: LeadInput,
  options: LeadValidationOptions = {},
): LeadValidationResult {
  const values = leadValues(input)
  if (form === 'cv' && text(values[FIELD.nameFirst]).trim() === '') {
    // The CV form posts its one name field as Name_First and Name_Last; accept either, or SingleLine.
    values[FIELD.nameFirst] = text(values[FIELD.name]).trim() || text(values[FIELD.nameLast])
  }
  const result = leadFormSchema(form, options).safeParse(values)
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: errorsOf(result.error) }
}

/**
 * As validateLead, first reading an uploaded File/Blob (at most 5 MB of it is needed to judge it) so
 * the CV is always checked by content. The intake's entry point.
 */
export async function validateLeadAsync(
  form: LeadForm,
  input: LeadInput,
  options: LeadValidationOptions = {},
): Promise<LeadValidationResult> {
  const values = leadValues(input)
  const raw =
    typeof FormData !== 'undefined' && input instanceof FormData
      ? input.get(FIELD.file)
      : input instanceof URLSearchParams
        ? undefined
        : (input as Readonly<Record<string, unknown>>)[FIELD.file]
  const blob = Array.isArray(raw) ? raw[0] : raw
  // An empty or oversized upload is judged by its size alone; only a plausible CV is read.
  if (form === 'cv' && isBlob(blob) && blob.size > 0 && blob.size <= CV_MAX_BYTES) {
    const file = values[FIELD.file] as LeadFile
    values[FIELD.file] = { ...file, bytes: new Uint8Array(await blob.arrayBuffer()) }
  }
  return validateLead(form, values, options)
}
