/**
 * The lead forms' strings of a page in another language than English, in the browser: fetched from
 * `GET /forms/strings?language=…` once per page when a form first goes live or a popup opens
 * (docs/product.md §21), so no page carries them in its payload. Until they are here, and if they
 * cannot be read, the forms speak English: a lead is never lost to a missing string.
 */
import { LEAD_FORM_EN, type LeadFormStrings } from '../form-strings'

const loaded = new Map<string, LeadFormStrings>()
const asked = new Map<string, Promise<void>>()

export function loadLeadStrings(language: string | undefined): Promise<void> {
  if (!language || language === 'en' || loaded.has(language)) return Promise.resolve()
  let request = asked.get(language)
  if (!request) {
    request = fetch(`/forms/strings?language=${encodeURIComponent(language)}`, { headers: { Accept: 'application/json' } })
      .then(async (res) => {
        if (res.ok) loaded.set(language, (await res.json()) as LeadFormStrings)
      })
      .catch(() => undefined)
    asked.set(language, request)
  }
  return request
}

/** The strings of `language` once loaded; English otherwise. */
export function leadStrings(language: string | undefined): LeadFormStrings {
  return (language && loaded.get(language)) || LEAD_FORM_EN
}

/** Whether a form in `language` still waits for its strings. */
export function leadStringsPending(language: string | undefined): boolean {
  return !!language && language !== 'en' && !loaded.has(language)
}
