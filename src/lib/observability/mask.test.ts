import { describe, expect, it } from 'vitest'

import { maskEmail, maskPhone, maskText, maskValue } from './mask'

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('asha.rao@example.com')).toBe('a***@example.com')
    expect(maskEmail('x@example.co.in')).toBe('x***@example.co.in')
  })
  it('hides what does not look like an address', () => {
    expect(maskEmail('@example.com')).toBe('***')
    expect(maskEmail('nobody')).toBe('***')
  })
})

describe('maskPhone', () => {
  it('keeps the country code and the last four digits of an international number', () => {
    expect(maskPhone('+919876543210')).toBe('+91******3210')
    expect(maskPhone('+91 98765 43210')).toBe('+91******3210')
  })
  it('keeps only the last four digits of a national number', () => {
    expect(maskPhone('9876543210')).toBe('******3210')
  })
  it('hides very short values whole', () => {
    expect(maskPhone('123')).toBe('***')
  })
})

describe('maskText', () => {
  it('masks addresses and phone numbers inside messages, and leaves dates, times and ids', () => {
    const text = 'Failed query: insert into "leads" params: Asha,asha.rao@example.com,+919876543210,2026-11-25T21:17:00.000Z,42'
    const masked = maskText(text)
    expect(masked).toBe('Failed query: insert into "leads" params: Asha,a***@example.com,+91******3210,2026-11-25T21:17:00.000Z,42')
    expect(maskText('550 5.1.1 <sales.team@builder.example>: Recipient address rejected')).toBe('550 5.1.1 <s***@builder.example>: Recipient address rejected')
  })
})

describe('maskValue', () => {
  it('masks strings by their shape and other values whole', () => {
    expect(maskValue('a@b.example')).toBe('a***@b.example')
    expect(maskValue('+919876543210')).toBe('+91******3210')
    expect(maskValue(['a@b.example'])).toEqual(['a***@b.example'])
    expect(maskValue({ any: 1 })).toBe('[masked]')
    expect(maskValue(undefined)).toBeUndefined()
  })
})
