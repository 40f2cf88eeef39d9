import { describe, expect, it } from 'vitest'

import { validateLead } from '../leads/schema'

const valid = {
  SingleLine: 'Meera Iyer',
  Email: 'meera@example.com',
  PhoneNumber_countrycodeval: '+91',
  PhoneNumber_countrycode: '98765 43210',
  consent: 'on',
  property: '12',
  visit_date: '2026-12-04',
  visit_slot: '10:00',
}

describe('the site-visit form (docs/product.md §7 rules plus day and time)', () => {
  it('accepts a booking and keeps its day and time', () => {
    const result = validateLead('site-visit', valid)
    expect(result).toMatchObject({ ok: true, data: { form: 'site-visit', property: '12', visitDate: '2026-12-04', visitSlot: '10:00' } })
  })

  it('names visit_date, visit_slot and property when they are missing or malformed', () => {
    expect(validateLead('site-visit', { ...valid, visit_date: '2026-02-30' })).toEqual({ ok: false, errors: { visit_date: 'Please pick a day in the next 14 days' } })
    expect(validateLead('site-visit', { ...valid, visit_date: '' })).toEqual({ ok: false, errors: { visit_date: 'Please pick a day in the next 14 days' } })
    expect(validateLead('site-visit', { ...valid, visit_slot: '25:00' })).toEqual({ ok: false, errors: { visit_slot: 'Please pick a visiting time' } })
    expect(validateLead('site-visit', { ...valid, property: '' })).toEqual({ ok: false, errors: { property: 'Please choose a property' } })
    expect(validateLead('site-visit', { ...valid, SingleLine: '' })).toMatchObject({ ok: false, errors: { SingleLine: 'Please enter your Name' } })
  })
})
