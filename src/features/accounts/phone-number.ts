import { splitInternationalNumber } from '@/features/leads/phone'

/**
 * A phone number for sign-in (docs/product.md §8) as E.164: a leading `+` added when missing, spaces and
 * punctuation dropped; undefined when it is not a possible number for its calling code.
 */
export function normaliseAccountPhone(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  return splitInternationalNumber(value.replace(/[\s().-]/g, ''))?.e164
}
