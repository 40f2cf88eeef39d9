import { describe, expect, it } from 'vitest'

import {
  DEFAULT_COUNTRY,
  formatPhoneInput,
  isWellFormedPhoneInput,
  limitPhoneInput,
  listCountries,
  normaliseCallingCode,
  parsePhone,
  PREFERRED_COUNTRIES,
  searchCountries,
  splitInternationalNumber,
  validatePhone,
} from './phone'

describe('normaliseCallingCode', () => {
  it('reads a calling code with or without +', () => {
    expect(normaliseCallingCode('+91')).toBe('91')
    expect(normaliseCallingCode(' 971 ')).toBe('971')
    expect(normaliseCallingCode('+1')).toBe('1')
  })

  it('refuses unknown or malformed codes', () => {
    for (const value of ['+999', '+0', '', '+', '+12345', 'IN', undefined, null]) {
      expect(normaliseCallingCode(value)).toBeUndefined()
    }
  })
})

describe('isWellFormedPhoneInput (9–13 characters of digits, hyphens and spaces)', () => {
  it.each([
    ['98765432', false], // 8 characters
    ['987654321', true], // 9
    ['9876 5432', true], // 9 with a space
    ['98765-43210', true],
    ['9876543210123', true], // 13
    ['98765432101234', false], // 14
    ['9876 543 2101', true], // 13 with spaces
    ['9876 543 210 1', false], // 14 with spaces
    ['+919876543210', false],
    ['98765 4321a', false],
    ['(987) 654-3210', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isWellFormedPhoneInput(input)).toBe(expected)
  })

  it('ignores surrounding whitespace', () => {
    expect(isWellFormedPhoneInput('  98765 43210  ')).toBe(true)
  })
})

describe('parsePhone', () => {
  it('gives E.164 and the split for an Indian mobile', () => {
    expect(parsePhone('+91', '98765 43210')).toEqual({
      e164: '+919876543210',
      callingCode: '+91',
      nationalNumber: '9876543210',
      country: 'IN',
    })
  })

  it('drops a trunk prefix typed by habit', () => {
    expect(parsePhone('+91', '098765-43210')?.e164).toBe('+919876543210')
    expect(parsePhone('+971', '050 123 4567')).toMatchObject({ e164: '+971501234567', nationalNumber: '501234567' })
  })

  it('accepts possible numbers of other countries', () => {
    expect(parsePhone('+1', '415 555 2671')).toMatchObject({ e164: '+14155552671', callingCode: '+1', country: 'US' })
    expect(parsePhone('+65', '9876 5432')).toMatchObject({ e164: '+6598765432', country: 'SG' })
    expect(parsePhone('+44', '07911 123456')?.e164).toBe('+447911123456')
  })

  it('refuses numbers of an impossible length for the country', () => {
    expect(parsePhone('+91', '12345')).toBeUndefined()
    expect(parsePhone('+1', '415 555 26')).toBeUndefined()
    expect(parsePhone('+65', '9876 543')).toBeUndefined()
    expect(parsePhone('+91', '1234567')).toBeUndefined()
  })

  it('refuses an unknown calling code and more than 15 digits', () => {
    expect(parsePhone('+999', '987654321')).toBeUndefined()
    expect(parsePhone('', '9876543210')).toBeUndefined()
    expect(parsePhone('+971', '5012345678901')).toBeUndefined() // 3 + 13 = 16 digits
  })
})

describe('validatePhone', () => {
  it('needs both the typed shape and a possible number', () => {
    expect(validatePhone('+91', '98765 43210')?.e164).toBe('+919876543210')
    expect(validatePhone('+65', '98765432')).toBeUndefined() // possible, but only 8 characters
    expect(validatePhone('+65', '9876 5432')?.e164).toBe('+6598765432')
    expect(validatePhone('+1', '415 555 267')).toBeUndefined() // 11 characters, 9 digits: impossible for +1
    expect(validatePhone('+1', '415 555 2671')?.e164).toBe('+14155552671')
  })
})

describe('splitInternationalNumber', () => {
  it('splits +1 (NANP) numbers into +1 and ten digits', () => {
    expect(splitInternationalNumber('+14155552671')).toEqual({
      e164: '+14155552671',
      callingCode: '+1',
      nationalNumber: '4155552671',
      country: 'US',
    })
    expect(splitInternationalNumber('+1 242 359 1234')).toMatchObject({ callingCode: '+1', nationalNumber: '2423591234' })
  })

  it('splits +971 (UAE) numbers into +971 and the rest', () => {
    expect(splitInternationalNumber('+971501234567')).toEqual({
      e164: '+971501234567',
      callingCode: '+971',
      nationalNumber: '501234567',
      country: 'AE',
    })
  })

  it('reads 00 and a missing +', () => {
    expect(splitInternationalNumber('00919876543210')).toMatchObject({ callingCode: '+91', nationalNumber: '9876543210' })
    expect(splitInternationalNumber('919876543210')).toMatchObject({ callingCode: '+91', nationalNumber: '9876543210' })
  })

  it('refuses impossible or unknown numbers', () => {
    expect(splitInternationalNumber('+99912345678')).toBeUndefined()
    expect(splitInternationalNumber('+9112')).toBeUndefined()
    expect(splitInternationalNumber('+9198765432101234')).toBeUndefined()
    expect(splitInternationalNumber('')).toBeUndefined()
  })
})

describe('limitPhoneInput', () => {
  it('keeps digits, hyphens and spaces up to 15 digits with the calling code', () => {
    expect(limitPhoneInput('98765-43210', '+91')).toBe('98765-43210')
    expect(limitPhoneInput('98a765(43210)', '+91')).toBe('9876543210')
    expect(limitPhoneInput('1234567890123456789', '+91')).toBe('1234567890123')
    expect(limitPhoneInput('1234567890123456789', '+971')).toBe('123456789012')
    expect(limitPhoneInput('1234567890123456789', '+1')).toBe('12345678901234')
  })
})

describe('formatPhoneInput', () => {
  it('formats by country, India by default', () => {
    expect(DEFAULT_COUNTRY).toBe('IN')
    expect(formatPhoneInput('9876543210')).toBe('98765 43210')
    expect(formatPhoneInput('4155552671', 'US')).toBe('415 555-2671')
  })

  it('writes only what the phone rule accepts (digits, hyphens, spaces), as the visitor types', () => {
    for (const [input, country] of [['4155552671', 'US'], ['415', 'US'], ['2071838750', 'GB'], ['501234567', 'AE'], ['98765', 'IN']] as const) {
      const formatted = formatPhoneInput(input, country)
      expect(formatted, `${country} ${input}`).toMatch(/^[\d -]*$/)
      expect(formatted.replace(/\D/g, '')).toBe(input)
    }
    expect(isWellFormedPhoneInput(formatPhoneInput('4155552671', 'US'))).toBe(true)
  })
})

describe('country list', () => {
  it('offers in, us, sg, ae, gb, om, kw, sa, au first, in that order', () => {
    expect(PREFERRED_COUNTRIES).toEqual(['IN', 'US', 'SG', 'AE', 'GB', 'OM', 'KW', 'SA', 'AU'])
    const list = listCountries()
    expect(list.slice(0, 9).map((c) => c.code)).toEqual(PREFERRED_COUNTRIES)
    expect(list.slice(0, 9).every((c) => c.preferred)).toBe(true)
    expect(list[0]).toEqual({ code: 'IN', name: 'India', callingCode: '+91', preferred: true })
    expect(list.find((c) => c.code === 'AE')).toMatchObject({ name: 'United Arab Emirates', callingCode: '+971' })
  })

  it('lists the rest once each, by name', () => {
    const list = listCountries()
    const rest = list.slice(9)
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length)
    expect(rest.some((c) => c.preferred)).toBe(false)
    const names = rest.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(list.length).toBeGreaterThan(200)
  })
})

describe('searchCountries', () => {
  it('gives everything for an empty query', () => {
    expect(searchCountries('  ')).toHaveLength(listCountries().length)
  })

  it('finds by name prefix first, ignoring case and accents', () => {
    const codes = searchCountries('uni').map((c) => c.code)
    expect(codes.slice(0, 3)).toEqual(['US', 'AE', 'GB'])
    expect(searchCountries('reunion').map((c) => c.code)).toContain('RE') // Réunion
  })

  it('finds by ISO code and by calling code', () => {
    expect(searchCountries('ae')[0]?.code).toBe('AE')
    expect(searchCountries('+971')[0]?.code).toBe('AE')
    expect(searchCountries('91')[0]?.code).toBe('IN')
    expect(searchCountries('+1').slice(0, 1).map((c) => c.code)).toEqual(['US'])
  })

  it('finds a word inside a name and then any part of it', () => {
    expect(searchCountries('arab').map((c) => c.code)).toEqual(expect.arrayContaining(['AE', 'SA']))
    expect(searchCountries('zzzz')).toEqual([])
  })
})
