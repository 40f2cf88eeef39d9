import { describe, expect, it } from 'vitest'

import { mapGoogleAdsLead } from './google-ads'

describe('Google Ads lead form mapping', () => {
  it('maps the name, e-mail, phone and city, keeps the ids and puts custom questions in the message', () => {
    const result = mapGoogleAdsLead({
      google_key: 'k',
      lead_id: 'TeSter-123',
      campaign_id: 123,
      adgroup_id: '456',
      form_id: 789,
      creative_id: 1011,
      gcl_id: 'gclid-1',
      is_test: true,
      user_column_data: [
        { column_id: 'FULL_NAME', string_value: ' Ravi Kumar ' },
        { column_id: 'EMAIL', string_value: 'Ravi@Example.COM' },
        { column_id: 'PHONE_NUMBER', string_value: '+91 98765 43210' },
        { column_id: 'CITY', string_value: 'Pune' },
        { column_id: 'what_is_your_budget?', column_name: 'What is your budget?', string_value: '1 crore' },
        { column_id: 'empty', string_value: '  ' },
      ],
    })
    expect(result).toEqual({
      ok: true,
      lead: {
        googleKey: 'k',
        leadId: 'TeSter-123',
        campaignId: '123',
        adgroupId: '456',
        formId: '789',
        creativeId: '1011',
        gclId: 'gclid-1',
        isTest: true,
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: { e164: '+919876543210', callingCode: '+91', nationalNumber: '9876543210', country: 'IN' },
        city: 'Pune',
        message: 'What is your budget?: 1 crore',
      },
    })
  })

  it('joins FIRST_NAME and LAST_NAME, keeps an unreadable phone in the message and refuses a body without lead_id', () => {
    const result = mapGoogleAdsLead({
      lead_id: 'x',
      user_column_data: [
        { column_id: 'FIRST_NAME', string_value: 'Meera' },
        { column_id: 'LAST_NAME', string_value: 'Iyer' },
        { column_id: 'PHONE_NUMBER', string_value: '12' },
      ],
    })
    expect(result.ok && result.lead).toMatchObject({ name: 'Meera Iyer', isTest: false, message: 'Phone number as sent: 12' })
    expect(result.ok && result.lead.phone).toBeUndefined()
    expect(mapGoogleAdsLead({ user_column_data: [] })).toEqual({ ok: false, error: 'lead_id: required' })
    expect(mapGoogleAdsLead([1])).toEqual({ ok: false, error: 'The body must be a JSON object' })
  })
})
