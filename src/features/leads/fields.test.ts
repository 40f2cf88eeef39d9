import { describe, expect, it } from 'vitest'

import {
  CV_MAX_BYTES,
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  FIELD,
  INPUT_MAX_LENGTH,
  isLeadForm,
  LEAD_FORMS,
  MESSAGE_MAX_LENGTH,
  MESSAGES,
  NAME_FIELD,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  UTM_FIELDS,
} from './fields'

describe('lead form constants', () => {
  it('names the five intake forms', () => {
    expect(LEAD_FORMS).toEqual(['contact', 'interest', 'enquiry', 'cv', 'site-visit'])
    expect(isLeadForm('site-visit')).toBe(true)
    expect(isLeadForm('cv')).toBe(true)
    expect(isLeadForm('new-user')).toBe(false)
    expect(isLeadForm(undefined)).toBe(false)
  })

  it('uses the posted field names of docs/product.md §7', () => {
    expect(FIELD).toMatchObject({
      name: 'SingleLine',
      email: 'Email',
      phoneCountryCode: 'PhoneNumber_countrycodeval',
      phoneNumber: 'PhoneNumber_countrycode',
      message: 'MultiLine',
      referrerName: 'zf_referrer_name',
      redirectUrl: 'zf_redirect_url',
      gad: 'zc_gad',
      property: 'property',
      source: 'source',
      bhk: 'bhk',
      consent: 'consent',
      altcha: 'altcha',
      nameFirst: 'Name_First',
      nameLast: 'Name_Last',
      location: 'Location',
      file: 'FileUpload',
    })
    expect(UTM_FIELDS).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'])
    expect(new Set(Object.values(FIELD)).size).toBe(Object.values(FIELD).length)
    expect(NAME_FIELD).toEqual({ contact: 'SingleLine', interest: 'SingleLine', enquiry: 'SingleLine', cv: 'Name_First', 'site-visit': 'SingleLine' })
  })

  it('has the docs/product.md §11 limits', () => {
    expect([NAME_MIN_LENGTH, NAME_MAX_LENGTH, INPUT_MAX_LENGTH]).toEqual([1, 256, 255])
    expect([EMAIL_MIN_LENGTH, EMAIL_MAX_LENGTH]).toEqual([8, 256])
    expect([PHONE_MIN_LENGTH, PHONE_MAX_LENGTH, PHONE_MAX_DIGITS]).toEqual([9, 13, 15])
    expect(MESSAGE_MAX_LENGTH).toBe(65535)
    expect(CV_MAX_BYTES).toBe(5_242_880)
  })

  it('has the exact docs/product.md §7 messages', () => {
    expect(MESSAGES).toMatchObject({
      nameRequired: 'Please enter your Name',
      nameLength: 'Name should be 1 to 256 characters in length',
      nameInvalid: 'Name is invalid or contains prohibited characters',
      emailRequired: 'Please enter your Email',
      emailInvalid: 'Email is not valid',
      phoneInvalid: 'Phone number not valid',
      profanity: 'Please recheck the contents of the field',
    })
  })
})
