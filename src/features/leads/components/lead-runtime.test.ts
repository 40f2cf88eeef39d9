import { describe, expect, it } from 'vitest'

import { isWellFormedPhoneInput } from '../phone'
import { filterCountries, phoneAsTyped } from './lead-runtime'

describe('phoneAsTyped', () => {
  it('formats for the country with digits, hyphens and spaces only', () => {
    expect(phoneAsTyped('9876543210', 'IN', '+91')).toBe('98765 43210')
    // libphonenumber writes (415) 555-2671; the docs/product.md §7 shape has no brackets.
    expect(phoneAsTyped('4155552671', 'US', '+1')).toBe('415 555-2671')
    expect(isWellFormedPhoneInput(phoneAsTyped('4155552671', 'US', '+1'))).toBe(true)
  })

  it('keeps at most 15 digits together with the calling code', () => {
    expect(phoneAsTyped('98765432109999999', 'IN', '+91').replace(/\D/g, '')).toHaveLength(13)
  })

  it('drops letters and keeps an empty value empty', () => {
    expect(phoneAsTyped('abc', 'IN', '+91')).toBe('')
  })
})

describe('filterCountries', () => {
  it('finds countries by name and calling code', () => {
    expect(filterCountries('united').map((c) => c[0])).toEqual(expect.arrayContaining(['AE', 'GB', 'US']))
    expect(filterCountries('+65')[0]?.[0]).toBe('SG')
  })
})
