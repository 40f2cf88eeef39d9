/**
 * The heavy half of the lead forms, loaded with `import()` when a visitor first uses a form: the
 * shared validation (zod, libphonenumber-js, obscenity: about 76 kB gzip), the country list, the
 * post and the proof-of-work. Keeping it out of the page keeps first-load JavaScript in budget.
 */
import { FIELD, type LeadForm, UTM_FIELDS } from '../fields'
import { formatPhoneInput, limitPhoneInput, listCountries, searchCountries, type CountryCode } from '../phone'
import { type LeadErrors, validateLead } from '../schema'
import type { CountryOption } from './LeadFormView'
import { readTracking } from './tracking'

/** The checks of the intake, with the site's profanity list once it is here (`loadProfanityList`). */
export function checkLead(form: LeadForm, data: FormData): ReturnType<typeof validateLead> {
  return validateLead(form, data, { profanityList: siteWords })
}

export const PROFANITY_LIST_URL = '/forms/profanity-list'

let siteWords: readonly string[] | null = null
let listAsked: Promise<void> | undefined

/**
 * Reads the site's profanity list (site data `profanity_list`) once per page, so the browser shows
 * the same message as the intake before anything is posted. Without an answer: the built-in list.
 */
export function loadProfanityList(): Promise<void> {
  listAsked ??= fetch(PROFANITY_LIST_URL, { headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) return
      const body = (await res.json()) as { words?: unknown }
      if (Array.isArray(body.words)) siteWords = body.words.filter((w): w is string => typeof w === 'string')
    })
    .catch(() => undefined)
  return listAsked
}

/** A fresh signed `form_started` token for forms on cached pages (the intake's `GET /forms/token`). */
export const TOKEN_URL = '/forms/token'
export const CHALLENGE_URL = '/forms/challenge'

let countryOptions: CountryOption[] | undefined

export function countries(): readonly CountryOption[] {
  countryOptions ??= listCountries().map((c) => [c.code, c.name, c.callingCode] as const)
  return countryOptions
}

export function filterCountries(query: string): readonly CountryOption[] {
  const all = listCountries()
  return searchCountries(query, all).map((c) => [c.code, c.name, c.callingCode] as const)
}

/**
 * The national number as typed, limited to 15 digits with the calling code and formatted for the
 * country (`formatPhoneInput` writes digits, hyphens and spaces only); one whose formatting would
 * exceed the 13 characters docs/product.md §7 accepts stays plain digits.
 */
export function phoneAsTyped(value: string, country: string, callingCode: string): string {
  const limited = limitPhoneInput(value, callingCode)
  const digits = limited.replace(/\D/g, '')
  if (digits === '') return limited
  const formatted = formatPhoneInput(limited, country as CountryCode)
  return formatted.length <= 13 ? formatted : digits
}

export type PostAnswer =
  | { kind: 'ok'; id?: string }
  | { kind: 'invalid'; errors: LeadErrors; message?: string }
  | { kind: 'rate-limited'; message?: string }
  | { kind: 'failed'; message?: string }

export async function fetchFormToken(): Promise<string | undefined> {
  try {
    const res = await fetch(TOKEN_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' })
    if (!res.ok) return undefined
    // The intake answers `{"form_started": "…"}`; `{"token": "…"}` is accepted too.
    const body = (await res.json()) as { form_started?: unknown; token?: unknown }
    const token = body.form_started ?? body.token
    return typeof token === 'string' ? token : undefined
  } catch {
    return undefined
  }
}

async function send(action: string, data: FormData): Promise<PostAnswer & { altchaRequired?: boolean }> {
  let res: Response
  try {
    res = await fetch(action, { method: 'POST', body: data, headers: { Accept: 'application/json' }, credentials: 'same-origin' })
  } catch {
    return { kind: 'failed' }
  }
  // `{"ok": true, "id"}`, or `{"ok": false, "errors"?: {<field>: <message>}, "error"?: <message>}`.
  const body = (await res.json().catch(() => null)) as { ok?: boolean; id?: unknown; errors?: LeadErrors; error?: unknown } | null
  const message = typeof body?.error === 'string' ? body.error : undefined
  if (res.ok && body?.ok !== false) return { kind: 'ok', ...(typeof body?.id === 'string' ? { id: body.id } : {}) }
  if (res.status === 429) return { kind: 'rate-limited', ...(message ? { message } : {}) }
  if (body?.errors && Object.keys(body.errors).length > 0) {
    return { kind: 'invalid', errors: body.errors, altchaRequired: FIELD.altcha in body.errors, ...(message ? { message } : {}) }
  }
  return { kind: 'failed', ...(message ? { message } : {}) }
}

/**
 * Posts the form as multipart/form-data with `Accept: application/json`, adding the tracking values
 * kept since the landing page. When the intake asks for a proof-of-work (a 422 naming `altcha`),
 * solves a challenge and posts once more.
 */
export async function postLead(form: HTMLFormElement, kind: LeadForm): Promise<PostAnswer> {
  const data = new FormData(form)
  if (kind === 'cv') data.set(FIELD.nameLast, String(data.get(FIELD.nameFirst) ?? ''))
  const tracking = readTracking()
  for (const field of [...UTM_FIELDS, FIELD.gad, FIELD.referrerName] as const) {
    const value = tracking[field]
    if (value && !data.get(field)) data.set(field, value)
  }
  data.set(FIELD.redirectUrl, `${location.pathname}${location.search}`)
  const first = await send(form.action, data)
  if (first.kind !== 'invalid' || !first.altchaRequired) return first
  const { solveAltcha } = await import('./altcha')
  const payload = await solveAltcha(CHALLENGE_URL)
  if (!payload) return first
  data.set(FIELD.altcha, payload)
  return send(form.action, data)
}
