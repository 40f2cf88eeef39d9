import { describe, expect, it } from 'vitest'

import { validateApiLead } from './schema'

const now = new Date('2026-12-01T12:00:00Z')

describe('POST /api/leads body', () => {
  it('accepts E.164 and Indian national numbers, an optional e-mail and the tracking fields', () => {
    const result = validateApiLead({ name: 'Asha Menon', phone: '98765 43210', utm_campaign: ' diwali ', consent: true, language: 'hi', property: 12 }, { now })
    expect(result).toMatchObject({
      ok: true,
      data: { name: 'Asha Menon', email: '', phone: { e164: '+919876543210' }, utm: { utm_campaign: 'diwali' }, consent: true, language: 'hi', property: '12' },
    })
    expect(validateApiLead({ name: 'Sam Lee', phone: '+65 8123 4567' }, { now })).toMatchObject({ ok: true, data: { phone: { e164: '+6581234567' } } })
  })

  it('names each bad field with the site forms’ messages', () => {
    expect(validateApiLead({ name: '', phone: 'abc', email: 'x@', message: 'x'.repeat(65536), received_at: '2027-01-01T00:00:00Z' }, { now })).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your Name',
        phone: 'Phone number not valid',
        email: 'Email is not valid',
        message: 'Message should be at most 65535 characters in length',
        received_at: 'received_at must be an ISO 8601 date and time, not in the future',
      },
    })
    expect(validateApiLead('text')).toEqual({ ok: false, errors: { body: 'The body must be a JSON object' } })
  })
})
