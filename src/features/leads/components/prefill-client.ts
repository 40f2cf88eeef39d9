/**
 * Prefill for signed-in visitors (docs/product.md §18, §7: name, e-mail and phone). Pages are shared
 * HTML (ISR and the response cache), so they never carry a visitor's data: the browser asks
 * `GET /api/prefill` (personal, `no-store`) after the page loads and fills the forms' empty fields.
 */
import { type Prefill, readPrefill } from '@/features/prefill/prefill-answer'

export type { Prefill }

/** One question per page view and sign-in state: forms that mount together share the answer. */
const REUSE_MS = 10_000
let asked: { at: number; answer: Promise<Prefill> } | null = null

export function loadPrefill(): Promise<Prefill> {
  const now = Date.now()
  if (!asked || now - asked.at > REUSE_MS) {
    const answer = fetch('/api/prefill', { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(async (res) => (res.ok ? readPrefill(await res.json()) : {}))
      .catch(() => ({}))
    asked = { at: now, answer }
  }
  return asked.answer
}

// The posted field names (../fields.ts FIELD), written out: this runs on every page with a form.
const NAME_FIELDS = ['SingleLine', 'Name_First']
const EMAIL_FIELD = 'Email'
const PHONE_FIELD = 'PhoneNumber_countrycode'
const CALLING_CODE_FIELD = 'PhoneNumber_countrycodeval'

function fillEmpty(form: HTMLFormElement, name: string, value: string | undefined): boolean {
  const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]:not([type=hidden])`)
  if (!input || !value || input.value.trim() !== '') return false
  input.value = value
  return true
}

/**
 * Fills the empty name, e-mail and phone fields of a form as the page rendered it (uncontrolled
 * inputs); a phone is filled only when the number field is empty, with its calling code.
 */
export function fillFormFromPrefill(form: HTMLFormElement, prefill: Prefill): void {
  for (const name of NAME_FIELDS) fillEmpty(form, name, prefill.name)
  fillEmpty(form, EMAIL_FIELD, prefill.email)
  if (prefill.phone && fillEmpty(form, PHONE_FIELD, prefill.phone) && prefill.callingCode) {
    const code = form.querySelector<HTMLInputElement>(`input[name="${CALLING_CODE_FIELD}"]:not([type=hidden])`)
    if (code) code.value = prefill.callingCode
  }
}
