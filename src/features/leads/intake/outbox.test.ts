import { describe, expect, it } from 'vitest'

import { deliveryChannels, idempotencyKey } from './outbox.server'

describe('deliveryChannels', () => {
  it('always mails, adds the webhook and the Zoho relay of this form when configured', () => {
    expect(deliveryChannels('contact', { LEAD_WEBHOOK_URL: undefined, zohoFormUrls: {} })).toEqual(['email'])
    expect(deliveryChannels('contact', { LEAD_WEBHOOK_URL: 'https://h.example', zohoFormUrls: {} })).toEqual(['email', 'webhook'])
    const zoho = { cv: 'https://forms.zoho.example/cv' }
    expect(deliveryChannels('cv', { LEAD_WEBHOOK_URL: undefined, zohoFormUrls: zoho })).toEqual(['email', 'zoho'])
    expect(deliveryChannels('enquiry', { LEAD_WEBHOOK_URL: undefined, zohoFormUrls: zoho })).toEqual(['email'])
  })
  it('keys each delivery by lead and channel', () => {
    expect(idempotencyKey(42, 'webhook')).toBe('lead-42-webhook')
  })
})
