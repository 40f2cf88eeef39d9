import { describe, expect, it } from 'vitest'

import { CV_MAX_BYTES, FIELD, MESSAGES } from './fields'
import { leadFormSchema, type LeadValidationResult, validateLead, validateLeadAsync } from './schema'

const valid = {
  SingleLine: '  Rahul Sharma ',
  Email: ' Rahul.Sharma@Example.COM ',
  PhoneNumber_countrycodeval: '+91',
  PhoneNumber_countrycode: '98765 43210',
  MultiLine: 'Please call me about a 2 BHK.',
}

function errorsOf(result: LeadValidationResult) {
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.data)}`)
  return result.errors
}

function dataOf(result: LeadValidationResult) {
  if (!result.ok) throw new Error(`expected data, got ${JSON.stringify(result.errors)}`)
  return result.data
}

const contact = (overrides: Record<string, unknown>) => validateLead('contact', { ...valid, ...overrides })
const errorFor = (field: string, value: unknown) => errorsOf(contact({ [field]: value }))[field]

describe('a valid contact lead', () => {
  it('is normalised', () => {
    expect(dataOf(validateLead('contact', valid))).toEqual({
      form: 'contact',
      name: 'Rahul Sharma',
      email: 'rahul.sharma@example.com',
      phone: { e164: '+919876543210', callingCode: '+91', nationalNumber: '9876543210', country: 'IN' },
      message: 'Please call me about a 2 BHK.',
      language: 'en',
      bhk: [],
      utm: {},
      consent: false,
      honeypotFilled: false,
    })
  })

  it('keeps the page language when it is one of the site languages, else English (never an error)', () => {
    expect(dataOf(contact({ language: 'hi' })).language).toBe('hi')
    expect(dataOf(contact({ language: ' HI ' })).language).toBe('hi')
    expect(dataOf(contact({ language: 'fr' })).language).toBe('en')
    expect(dataOf(contact({})).language).toBe('en')
  })

  it('carries the tracking fields, consent, ALTCHA and redirect target', () => {
    const data = dataOf(
      contact({
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: ' launch ',
        utm_term: '2 bhk pune',
        utm_content: 'ad-1',
        zf_referrer_name: 'https://www.google.com/',
        zf_redirect_url: '/contact',
        zc_gad: 'abc123',
        source: 'clicked enq button from bottom',
        consent: 'on',
        altcha: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
        property: 'p-42',
        bhk: '3,2',
      }),
    )
    expect(data).toMatchObject({
      utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'launch', utm_term: '2 bhk pune', utm_content: 'ad-1' },
      referrerName: 'https://www.google.com/',
      redirectUrl: '/contact',
      gad: 'abc123',
      source: 'clicked enq button from bottom',
      consent: true,
      altcha: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
      property: 'p-42',
      bhk: ['2', '3'],
    })
  })

  it('accepts no message at all', () => {
    expect(dataOf(contact({ MultiLine: undefined })).message).toBe('')
  })
})

describe('name (SingleLine)', () => {
  it.each([undefined, '', '   ', null])('is required: %j', (value) => {
    expect(errorFor('SingleLine', value)).toBe('Please enter your Name')
  })

  it('is 1 to 256 characters', () => {
    expect(dataOf(contact({ SingleLine: 'R' })).name).toBe('R')
    expect(dataOf(contact({ SingleLine: 'a'.repeat(256) })).name).toHaveLength(256)
    expect(errorFor('SingleLine', 'a'.repeat(257))).toBe('Name should be 1 to 256 characters in length')
    // Surrounding spaces do not count.
    expect(dataOf(contact({ SingleLine: ` ${'a'.repeat(256)} ` })).name).toHaveLength(256)
  })

  it.each(['राहुल शर्मा', 'Rāhul Śarmā', 'Zoë Müller', 'محمد علي', '山田 太郎', 'Flat 12 Owner', 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ'])(
    'accepts letters of any script, digits and spaces: %j',
    (name) => {
      expect(dataOf(contact({ SingleLine: name })).name).toBe(name)
    },
  )

  it.each(["D'Souza", 'Anne-Marie', 'Rahul.', 'Rahul<script>', 'Rahul😀', 'Rahul\tSharma', 'Rahul_S', 'a@b'])(
    'refuses anything else: %j',
    (name) => {
      expect(errorFor('SingleLine', name)).toBe('Name is invalid or contains prohibited characters')
    },
  )

  it('refuses a profane name', () => {
    expect(errorFor('SingleLine', 'Shit Head')).toBe('Please recheck the contents of the field')
    expect(dataOf(contact({ SingleLine: 'Shital Patil' })).name).toBe('Shital Patil')
  })
})

describe('Email', () => {
  it.each([undefined, '', '   '])('is required: %j', (value) => {
    expect(errorFor('Email', value)).toBe('Please enter your Email')
  })

  it('is at least 8 characters', () => {
    expect('a@b.com').toHaveLength(7)
    expect(errorFor('Email', 'a@b.com')).toBe('Email is not valid')
    expect(dataOf(contact({ Email: 'ab@b.com' })).email).toBe('ab@b.com')
  })

  it('is at most 256 characters', () => {
    // 64 + 1 + 63 + 1 + 63 + 1 + 63 = 256
    const at256 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}`
    expect(at256).toHaveLength(256)
    expect(dataOf(contact({ Email: at256 })).email).toBe(at256)
    const at257 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.in`
    expect(at257).toHaveLength(257)
    expect(errorFor('Email', at257)).toBe('Email is not valid')
  })

  it.each([
    'rahul.example.com',
    'rahul@',
    '@example.com',
    'rahul@example',
    'rahul@@example.com',
    'rahul sharma@example.com',
    'rahul@exa mple.com',
    '.rahul@example.com',
    'rahul..s@example.com',
    `${'a'.repeat(65)}@example.com`,
    `rahul@${'b'.repeat(64)}.com`,
  ])('must be a valid address: %j', (email) => {
    expect(errorFor('Email', email)).toBe('Email is not valid')
  })

  it('is trimmed and lower-cased, and not profanity-checked', () => {
    expect(dataOf(contact({ Email: '  Dick.Smith@Example.com ' })).email).toBe('dick.smith@example.com')
  })
})

describe('phone (PhoneNumber_countrycodeval + PhoneNumber_countrycode)', () => {
  it.each([undefined, '', '   '])('is required: %j', (value) => {
    expect(errorFor('PhoneNumber_countrycode', value)).toBe('Phone number not valid')
  })

  it('is 9 to 13 characters of digits, hyphens and spaces', () => {
    // +65: 8-digit numbers are possible, so only the character count decides.
    const sg = (number: string) => contact({ PhoneNumber_countrycodeval: '+65', PhoneNumber_countrycode: number })
    expect(errorsOf(sg('98765432')).PhoneNumber_countrycode).toBe('Phone number not valid') // 8
    expect(dataOf(sg('9876 5432')).phone.e164).toBe('+6598765432') // 9
    expect(dataOf(contact({ PhoneNumber_countrycode: '098-765-43210' })).phone.e164).toBe('+919876543210') // 13
    expect(errorFor('PhoneNumber_countrycode', '098 - 765 43210')).toBe('Phone number not valid') // 15
    expect(errorFor('PhoneNumber_countrycode', '98765 4321O')).toBe('Phone number not valid') // letter O
    expect(errorFor('PhoneNumber_countrycode', '+919876543210')).toBe('Phone number not valid')
  })

  it('must be a possible number for its country', () => {
    expect(errorsOf(contact({ PhoneNumber_countrycodeval: '+1', PhoneNumber_countrycode: '415 555 267' }))).toEqual({
      PhoneNumber_countrycode: 'Phone number not valid',
    })
    expect(errorsOf(contact({ PhoneNumber_countrycodeval: '+999', PhoneNumber_countrycode: '98765 43210' }))).toEqual({
      PhoneNumber_countrycode: 'Phone number not valid',
    })
  })

  it('splits +1 and +971 numbers', () => {
    expect(dataOf(contact({ PhoneNumber_countrycodeval: '+1', PhoneNumber_countrycode: '415-555-2671' })).phone).toEqual({
      e164: '+14155552671',
      callingCode: '+1',
      nationalNumber: '4155552671',
      country: 'US',
    })
    expect(dataOf(contact({ PhoneNumber_countrycodeval: '971', PhoneNumber_countrycode: '050 123 4567' })).phone).toEqual({
      e164: '+971501234567',
      callingCode: '+971',
      nationalNumber: '501234567',
      country: 'AE',
    })
  })

  it('defaults to India when no calling code is posted', () => {
    expect(dataOf(contact({ PhoneNumber_countrycodeval: undefined })).phone.e164).toBe('+919876543210')
    expect(dataOf(contact({ PhoneNumber_countrycodeval: '' })).phone.callingCode).toBe('+91')
  })

  it('is checked for being possible even when other fields fail', () => {
    expect(
      errorsOf(contact({ SingleLine: '', PhoneNumber_countrycodeval: '+1', PhoneNumber_countrycode: '415 555 267' })),
    ).toEqual({ SingleLine: 'Please enter your Name', PhoneNumber_countrycode: 'Phone number not valid' })
  })
})

describe('message (MultiLine)', () => {
  it('is at most 65535 characters', () => {
    expect(dataOf(contact({ MultiLine: 'a'.repeat(65535) })).message).toHaveLength(65535)
    expect(errorFor('MultiLine', 'a'.repeat(65536))).toBe('Message should be at most 65535 characters in length')
  })

  it('counts a posted CRLF line break as one character, as the textarea does', () => {
    const lines = `${'a'.repeat(65533)}\r\nb`
    expect(lines).toHaveLength(65536)
    expect(dataOf(contact({ MultiLine: lines })).message).toBe(`${'a'.repeat(65533)}\nb`)
  })

  it('refuses profanity, whole words only', () => {
    expect(errorFor('MultiLine', 'This is sh1t service')).toBe('Please recheck the contents of the field')
    expect(dataOf(contact({ MultiLine: 'A classic assessment near Scunthorpe' })).message).toBe(
      'A classic assessment near Scunthorpe',
    )
  })

  it('uses the site profanity list when given', () => {
    const options = { profanityList: 'scam\nfraud\n' }
    expect(errorsOf(validateLead('contact', { ...valid, MultiLine: 'Is this a SCAM?' }, options))).toEqual({
      MultiLine: 'Please recheck the contents of the field',
    })
    expect(errorsOf(validateLead('contact', { ...valid, SingleLine: 'Fraud' }, options))).toEqual({
      SingleLine: 'Please recheck the contents of the field',
    })
    expect(dataOf(validateLead('contact', { ...valid, MultiLine: 'Is this a scam?' })).message).toBe('Is this a scam?')
  })
})

describe('errors', () => {
  it('are keyed by posted field name, one message each', () => {
    expect(
      errorsOf(
        validateLead('contact', {
          SingleLine: "D'Souza",
          Email: 'x@y',
          PhoneNumber_countrycodeval: '+91',
          PhoneNumber_countrycode: '12',
          MultiLine: 'a'.repeat(65536),
        }),
      ),
    ).toEqual({
      SingleLine: 'Name is invalid or contains prohibited characters',
      Email: 'Email is not valid',
      PhoneNumber_countrycode: 'Phone number not valid',
      MultiLine: 'Message should be at most 65535 characters in length',
    })
  })

  it('for an empty post name the three required fields', () => {
    expect(errorsOf(validateLead('enquiry', {}))).toEqual({
      SingleLine: 'Please enter your Name',
      Email: 'Please enter your Email',
      PhoneNumber_countrycode: 'Phone number not valid',
    })
  })
})

describe('hidden fields', () => {
  it('are cut to length, never refused', () => {
    const data = dataOf(contact({ utm_source: 'x'.repeat(1000), source: 's'.repeat(300), zc_gad: ' g ' }))
    expect(data.utm.utm_source).toHaveLength(255)
    expect(data.source).toHaveLength(255)
    expect(data.gad).toBe('g')
  })

  it('drop an over-long URL rather than cut it', () => {
    const data = dataOf(contact({ zf_redirect_url: `/${'a'.repeat(3000)}`, zf_referrer_name: 'https://x.example/' }))
    expect(data.redirectUrl).toBeUndefined()
    expect(data.referrerName).toBe('https://x.example/')
  })

  it('flag a filled honeypot without refusing the lead', () => {
    expect(dataOf(contact({ [FIELD.honeypot]: 'http://spam.example' })).honeypotFilled).toBe(true)
    expect(dataOf(contact({ [FIELD.honeypot]: '' })).honeypotFilled).toBe(false)
  })

  it.each([
    ['on', true],
    ['true', true],
    ['1', true],
    [true, true],
    ['', false],
    ['off', false],
    [undefined, false],
  ])('read consent %j as %s', (value, expected) => {
    expect(dataOf(contact({ consent: value })).consent).toBe(expected)
  })
})

describe('input kinds', () => {
  it('reads FormData and URLSearchParams; a repeated single field keeps its first value', () => {
    const params = new URLSearchParams(valid)
    params.append('SingleLine', 'Second Name')
    params.append('bhk', '3')
    params.append('bhk', '2')
    expect(dataOf(validateLead('contact', params))).toMatchObject({ name: 'Rahul Sharma', bhk: ['2', '3'] })
    const form = new FormData()
    for (const [key, value] of Object.entries(valid)) form.append(key, value)
    expect(dataOf(validateLead('contact', form)).email).toBe('rahul.sharma@example.com')
  })

  it('exposes the zod schema for form libraries', () => {
    const result = leadFormSchema('enquiry').safeParse({ ...valid, SingleLine: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['SingleLine'], message: MESSAGES.nameRequired })
  })

  it('builds each schema once per form and profanity list', () => {
    expect(leadFormSchema('contact')).toBe(leadFormSchema('contact', { profanityList: '\n' }))
    expect(leadFormSchema('contact')).not.toBe(leadFormSchema('enquiry'))
    expect(leadFormSchema('contact', { profanityList: 'scam' })).toBe(leadFormSchema('contact', { profanityList: ['scam'] }))
    expect(leadFormSchema('contact', { profanityList: 'scam' })).not.toBe(leadFormSchema('contact'))
  })
})

describe('interest form', () => {
  it('needs the property and reads the BHK list', () => {
    expect(errorsOf(validateLead('interest', valid))).toEqual({ property: 'Please choose a property' })
    expect(dataOf(validateLead('interest', { ...valid, property: '42', bhk: '3,2,3' }))).toMatchObject({
      form: 'interest',
      property: '42',
      bhk: ['2', '3'],
    })
  })

  it('refuses a BHK list that is not numbers', () => {
    expect(errorsOf(validateLead('interest', { ...valid, property: '42', bhk: '2,studio' }))).toEqual({
      bhk: 'BHK must be a list of numbers such as 2, 3',
    })
  })

  it('does not need a property on the enquiry and contact forms', () => {
    expect(dataOf(validateLead('enquiry', valid)).property).toBeUndefined()
    expect(dataOf(validateLead('contact', valid)).property).toBeUndefined()
  })
})

describe('CV form', () => {
  const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n')
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const cv = {
    Name_First: 'राहुल शर्मा',
    Name_Last: 'राहुल शर्मा',
    Email: valid.Email,
    PhoneNumber_countrycodeval: '+91',
    PhoneNumber_countrycode: '98765 43210',
    Location: ' Pune ',
    FileUpload: { name: 'cv.pdf', size: pdf.length, bytes: pdf },
  }

  it('accepts a complete application', () => {
    expect(dataOf(validateLead('cv', cv))).toMatchObject({
      form: 'cv',
      name: 'राहुल शर्मा',
      location: 'Pune',
      cv: { kind: 'pdf', mimeType: 'application/pdf', file: { name: 'cv.pdf' } },
    })
  })

  it('reports name errors under Name_First and takes SingleLine when that is what was posted', () => {
    expect(errorsOf(validateLead('cv', { ...cv, Name_First: "D'Souza", Name_Last: "D'Souza" }))).toEqual({
      Name_First: 'Name is invalid or contains prohibited characters',
    })
    expect(errorsOf(validateLead('cv', { ...cv, Name_First: '', Name_Last: '' }))).toEqual({
      Name_First: 'Please enter your Name',
    })
    expect(dataOf(validateLead('cv', { ...cv, Name_First: undefined, SingleLine: 'Asha Rao' })).name).toBe('Asha Rao')
  })

  it('needs a Location', () => {
    expect(errorsOf(validateLead('cv', { ...cv, Location: '  ' }))).toEqual({ Location: 'Please enter your Location' })
    expect(errorsOf(validateLead('cv', { ...cv, Location: 'x'.repeat(256) }))).toEqual({
      Location: 'Location should be at most 255 characters in length',
    })
    expect(errorsOf(validateLead('cv', { ...cv, Location: 'Bullshit' }, { profanityList: 'bullshit' }))).toEqual({
      Location: 'Please recheck the contents of the field',
    })
  })

  it('needs a PDF, DOC or DOCX file of at most 5 MB', () => {
    expect(errorsOf(validateLead('cv', { ...cv, FileUpload: undefined }))).toEqual({ FileUpload: 'Please attach your CV' })
    expect(errorsOf(validateLead('cv', { ...cv, FileUpload: { name: 'cv.pdf', size: png.length, bytes: png } }))).toEqual({
      FileUpload: 'CV must be a PDF, DOC or DOCX file',
    })
    expect(errorsOf(validateLead('cv', { ...cv, FileUpload: { name: 'cv.pdf', size: CV_MAX_BYTES + 1 } }))).toEqual({
      FileUpload: 'CV must be at most 5 MB',
    })
  })

  it('reads an uploaded File before judging it (validateLeadAsync)', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(cv)) if (typeof value === 'string') form.append(key, value)
    form.append('FileUpload', new File([png], 'cv.pdf', { type: 'application/pdf' }))
    expect(errorsOf(await validateLeadAsync('cv', form))).toEqual({ FileUpload: 'CV must be a PDF, DOC or DOCX file' })
    form.set('FileUpload', new File([pdf], 'resume.pdf', { type: 'application/pdf' }))
    expect(dataOf(await validateLeadAsync('cv', form)).cv).toMatchObject({ kind: 'pdf', file: { name: 'resume.pdf' } })
    form.set('FileUpload', new File([], ''))
    expect(errorsOf(await validateLeadAsync('cv', form))).toEqual({ FileUpload: 'Please attach your CV' })
  })

  it('judges only presence and size of a File in the synchronous check', () => {
    const file = new File([png], 'cv.pdf')
    expect(dataOf(validateLead('cv', { ...cv, FileUpload: file })).cv).toEqual({
      file: { name: 'cv.pdf', size: png.length, type: '' },
    })
  })
})
