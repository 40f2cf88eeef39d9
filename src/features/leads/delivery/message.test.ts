import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { type LeadRecord, leadFields, leadMail, signature, webhookBody, zohoForm } from './message'

const lead: LeadRecord = {
  id: 42,
  form: 'interest',
  status: 'new',
  name: 'Asha Menon',
  email: 'asha@example.com',
  phone: '+971501234567',
  message: 'Interested in Palm Grove, Kochi for 2, 3 BHK',
  property: 7,
  project_name: 'Palm Grove',
  city: 'Kochi',
  bhk: '2, 3',
  source: 'clicked enq button from bottom',
  utm_source: 'google',
  consent_text: 'I agree',
  consent_at: '2026-01-01T10:00:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
}

describe('leadFields', () => {
  it('uses the SPEC §7 names and splits the phone number by its calling code', () => {
    const fields = leadFields(lead)
    expect(fields).toMatchObject({
      id: 42,
      form: 'interest',
      created_at: '2026-01-01T10:00:00.000Z',
      SingleLine: 'Asha Menon',
      Email: 'asha@example.com',
      PhoneNumber_countrycodeval: '+971',
      PhoneNumber_countrycode: '501234567',
      MultiLine: 'Interested in Palm Grove, Kochi for 2, 3 BHK',
      property: 7,
      bhk: '2, 3',
      source: 'clicked enq button from bottom',
      utm_source: 'google',
      utm_medium: null,
      consent: 'true',
    })
    expect(fields).not.toHaveProperty('Location')
  })

  it('adds the CV form names', () => {
    expect(leadFields({ ...lead, form: 'cv', location: 'Pune' })).toMatchObject({ Name_First: 'Asha Menon', Name_Last: 'Asha Menon', Location: 'Pune' })
  })
})

describe('webhook', () => {
  it('signs the exact body with HMAC-SHA256', () => {
    const body = webhookBody(lead)
    expect(signature(body, 'k')).toBe(`sha256=${createHmac('sha256', 'k').update(body).digest('hex')}`)
    expect(JSON.parse(body).SingleLine).toBe('Asha Menon')
  })
})

describe('zohoForm', () => {
  it('leaves empty fields out', () => {
    const form = zohoForm(lead)
    expect(form.get('SingleLine')).toBe('Asha Menon')
    expect(form.has('utm_medium')).toBe(false)
  })
})

describe('leadMail', () => {
  it('names the form, visitor and project, and lists every field', () => {
    const mail = leadMail(lead, 'https://homes.example.com/')
    expect(mail.subject).toBe('New enquiry: project interest — Asha Menon (Palm Grove, Kochi)')
    expect(mail.text).toContain('Email: asha@example.com')
    expect(mail.text).toContain('https://homes.example.com/cms/collections/leads/42')
  })
})
