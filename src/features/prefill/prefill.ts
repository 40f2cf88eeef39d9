/**
 * What a signed-in visitor's lead forms are filled with (docs/product.md §18, §7): the account's
 * name, e-mail and phone, mapped from the session user for `GET /api/prefill`. Pure.
 */
import { isPlaceholderEmail } from '@/features/accounts/auth-options'
import { splitInternationalNumber } from '@/features/leads/phone'

import type { Prefill } from './prefill-answer'

export type { Prefill }

export type PrefillUser = { name?: string | null; email?: string | null; phoneNumber?: string | null }

/** Only what the visitor gave: no placeholder address of a phone-only account, no impossible number. */
export function prefillOf(user: PrefillUser | null): Prefill {
  if (!user) return {}
  const found: Prefill = {}
  const name = user.name?.trim()
  if (name) found.name = name
  if (!isPlaceholderEmail(user.email)) found.email = user.email!
  const phone = user.phoneNumber ? splitInternationalNumber(user.phoneNumber) : undefined
  if (phone) {
    found.callingCode = phone.callingCode
    found.phone = phone.nationalNumber
    if (phone.country) found.country = phone.country
  }
  return found
}
