/**
 * The lead forms' strings of a page in another language than English, in the browser: fetched from
 * `GET /forms/strings?language=…` once per page when a form first goes live or a popup opens
 * (docs/product.md §21), so no page carries them in its payload. Until they are here, and if they
 * cannot be read within STRINGS_WAIT_MS, the forms speak English: a lead never waits on a string.
 */
import { LEAD_FORM_EN, type LeadFormStrings } from '../form-strings'

const loaded = new Map<string, LeadFormStrings>()
const asked = new Map<string, Promise<void>>()
/** The longest a form waits for its strings before it goes live in English. */
export const STRINGS_WAIT_MS = 3000

export function loadLeadStrings(language: string | undefined): Promise<void> {
  if (!language || language === 'en' || loaded.has(language)) return Promise.resolve()
  let request = asked.get(language)
  if (!request) {
    request = fetch(`/forms/strings?language=${encodeURIComponent(language)}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(STRINGS_WAIT_MS),
    })
      .then(async (res) => {
        if (res.ok) loaded.set(language, (await res.json()) as LeadFormStrings)
      })
      .catch(() => {
        // Asked again by the next form; this one goes live in English rather than wait.
        asked.delete(language)
      })
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
