import 'server-only'

import { CONSENT_TEXT } from '../intake/constants'
import { listCountries } from '../phone'
import type { CountryOption } from './LeadFormView'

/**
 * The consent sentence every lead form shows (SPEC §7), naming who will contact the visitor. It is
 * the intake's text, the one stored with the lead, so what is shown and what is kept agree.
 */
export async function getConsentText(): Promise<string> {
  return CONSENT_TEXT
}

/** The country list of the server-rendered phone field (no JavaScript needed to choose). */
export function countryOptions(): CountryOption[] {
  return listCountries().map((c) => [c.code, c.name, c.callingCode] as const)
}
