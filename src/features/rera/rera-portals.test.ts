import { describe, expect, it } from 'vitest'

import { DEFAULT_RERA_PORTALS, parseReraPortals, reraPortalFor, reraPortalsText } from './rera-portals'

describe('parseReraPortals', () => {
  it('reads State = URL lines and JSON objects', () => {
    expect(parseReraPortals('Karnataka = https://example.gov/ka\n  Tamil   Nadu=https://example.gov/tn?x=1 \n')).toEqual({
      Karnataka: 'https://example.gov/ka',
      'Tamil Nadu': 'https://example.gov/tn?x=1',
    })
    expect(parseReraPortals('{"Goa": "https://rera.goa.gov.in/"}')).toEqual({ Goa: 'https://rera.goa.gov.in/' })
  })
  it('skips lines that are not a state and a web address', () => {
    expect(parseReraPortals('Goa = javascript:alert(1)\n= https://x.gov/\nno equals sign\nKerala = not a url\nBihar = https://ok.gov/')).toEqual({
      Bihar: 'https://ok.gov/',
    })
    expect(parseReraPortals('{not json')).toEqual({})
    expect(parseReraPortals('["https://x.gov/"]')).toEqual({})
    expect(parseReraPortals(null)).toEqual({})
  })
})

describe('reraPortalFor', () => {
  it('prefers the editors entry, then the default, matching any case and spacing', () => {
    expect(reraPortalFor('karnataka', 'Karnataka = https://example.gov/ka')).toEqual({ state: 'Karnataka', url: 'https://example.gov/ka' })
    expect(reraPortalFor(' tamil  nadu ', '')).toEqual({ state: 'Tamil Nadu', url: DEFAULT_RERA_PORTALS['Tamil Nadu'] })
    expect(reraPortalFor('Goa', 'Goa = https://rera.goa.gov.in/')).toEqual({ state: 'Goa', url: 'https://rera.goa.gov.in/' })
  })
  it('gives no link for an unknown or empty state', () => {
    expect(reraPortalFor('Atlantis', '')).toBeNull()
    expect(reraPortalFor(null, 'Goa = https://rera.goa.gov.in/')).toBeNull()
  })
  it('has a default for every demo state and writes them as the item text', () => {
    for (const state of ['Karnataka', 'Maharashtra', 'Telangana', 'Tamil Nadu', 'Haryana', 'Uttar Pradesh', 'West Bengal', 'Gujarat', 'Kerala']) {
      expect(DEFAULT_RERA_PORTALS[state]).toMatch(/^https:\/\//)
    }
    expect(parseReraPortals(reraPortalsText())).toEqual(DEFAULT_RERA_PORTALS)
  })
})
