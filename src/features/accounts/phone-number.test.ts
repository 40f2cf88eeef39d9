import { describe, expect, it } from 'vitest'

import { normaliseAccountPhone } from './phone-number'

describe('normaliseAccountPhone', () => {
  it('adds the leading + when it is missing', () => {
    expect(normaliseAccountPhone('919876543210')).toBe('+919876543210')
    expect(normaliseAccountPhone('+919876543210')).toBe('+919876543210')
  })

  it('drops spaces, hyphens and brackets', () => {
    expect(normaliseAccountPhone('+1 (415) 555-2671')).toBe('+14155552671')
    expect(normaliseAccountPhone(' 971 50 123 4567 ')).toBe('+971501234567')
  })

  it('refuses impossible numbers and non-strings', () => {
    for (const bad of ['', '12', '+91 12345', 'call me', '+1234567890123456', undefined, 919876543210, null]) {
      expect(normaliseAccountPhone(bad)).toBeUndefined()
    }
  })
})
