import type { NumberFieldSingleValidation } from 'payload'
import { number } from 'payload/shared'

/**
 * Validates the upper end of a numeric range (prices, loan rates) against its sibling lower end,
 * after Payload's own number checks. On partial updates Payload passes the merged sibling data.
 */
export function atLeastSibling(minimumField: string, message: string): NumberFieldSingleValidation {
  return async (value, options) => {
    const base = await number(value, options)
    if (base !== true) return base
    const minimum = (options.siblingData as Record<string, unknown> | undefined)?.[minimumField]
    if (typeof value === 'number' && typeof minimum === 'number' && minimum > value) return message
    return true
  }
}
