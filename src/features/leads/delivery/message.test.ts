import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { formatAge, type LeadRecord, leadFields, leadMail, signature, slaAlertMail, webhookBody, zohoForm } from './message'

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
  it('uses the docs/product.md §7 names and splits the phone number by its calling code', () => {
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

describe('slaAlertMail', () => {
  it('names the lead, its age, its assignee and its CMS link', () => {
    const lead = {
      id: 41,
      form: 'interest',
      status: 'new',
      name: 'Asha Menon',
      phone: '+919876543210',
      project_name: 'Sky Villas',
      city: 'Pune',
      createdAt: '2026-11-25T10:00:00.000Z',
      updatedAt: '2026-11-25T10:00:00.000Z',
    } as LeadRecord
    const mail = slaAlertMail(lead, { siteUrl: 'https://homes.example/', now: new Date('2026-11-25T10:45:00.000Z'), assignee: 'Anita' })
    expect(mail.subject).toBe('Lead waiting 45 min: Asha Menon (Sky Villas, Pune)')
    expect(mail.text).toContain('Lead 41 (project interest) from Asha Menon is still new 45 min after it came in.')
    expect(mail.text).toContain('Assigned to: Anita')
    expect(mail.text).toContain('Open in the CMS: https://homes.example/cms/collections/leads/41')
    expect(formatAge(125 * 60_000)).toBe('2 h 5 min')
    expect(formatAge(26 * 60 * 60_000)).toBe('1 d 2 h')
  })
})
