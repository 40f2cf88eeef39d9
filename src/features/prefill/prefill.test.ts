import { describe, expect, it } from 'vitest'

import { prefillOf } from './prefill'
import { readPrefill } from './prefill-answer'

describe('prefillOf', () => {
  it('gives nothing without a visitor', () => {
    expect(prefillOf(null)).toEqual({})
  })

  it('splits the account phone into calling code and national number', () => {
    expect(prefillOf({ name: ' Meera Shah ', email: 'meera@example.com', phoneNumber: '+919876543210' })).toEqual({
      name: 'Meera Shah',
      email: 'meera@example.com',
      callingCode: '+91',
      phone: '9876543210',
      country: 'IN',
    })
    expect(prefillOf({ phoneNumber: '+971501234567' })).toMatchObject({ callingCode: '+971', phone: '501234567', country: 'AE' })
  })

  it('never fills the placeholder address of a phone-only account', () => {
    expect(prefillOf({ name: '', email: '919876543210@phone.invalid', phoneNumber: '+919876543210' })).toEqual({
      callingCode: '+91',
      phone: '9876543210',
      country: 'IN',
    })
  })

  it('leaves out a number that is not possible', () => {
    expect(prefillOf({ name: 'A', email: 'a@example.com', phoneNumber: '+91123' })).toEqual({ name: 'A', email: 'a@example.com' })
  })
})

describe('readPrefill', () => {
  it('keeps the known string fields only', () => {
    expect(readPrefill({ name: 'A', email: 5, phone: '9876543210', other: 'x' })).toEqual({ name: 'A', phone: '9876543210' })
    expect(readPrefill(null)).toEqual({})
    expect(readPrefill('x')).toEqual({})
  })
})
