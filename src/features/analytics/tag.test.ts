import { describe, expect, it } from 'vitest'

import { redact, REDACTED } from './redact'
import { consentFromCookie, parseTagId, tagBootstrap, tagScriptUrl, tagSources } from './tag'

describe('parseTagId', () => {
  it("takes Google's three id shapes and nothing else", () => {
    expect(parseTagId(' g-abc123xyz ')).toBe('G-ABC123XYZ')
    expect(parseTagId('AW-123456789')).toBe('AW-123456789')
    expect(parseTagId('GTM-K9X2LQ')).toBe('GTM-K9X2LQ')
    for (const bad of ['', null, undefined, 'UA-1234-1', 'G-"><script>', 'G-12', 'https://evil.example/x.js']) expect(parseTagId(bad)).toBeNull()
  })
})

describe('tagScriptUrl and tagSources', () => {
  it('loads gtag.js for G- and AW- ids, gtm.js for GTM- ids', () => {
    expect(tagScriptUrl('G-ABC123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123')
    expect(tagScriptUrl('GTM-ABC123')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123')
  })

  it('allows no host without an id, Google hosts only with one', () => {
    expect(tagSources(null)).toEqual({ script: [], connect: [], frame: [] })
    const ga = tagSources('G-ABC123')
    expect(ga.script).toContain('https://www.googletagmanager.com')
    expect(ga.connect).toContain('https://*.google-analytics.com')
    for (const host of [...ga.script, ...ga.connect]) expect(host).toMatch(/^https:\/\/[^/]*google/)
    expect(tagSources('AW-123456').connect).toContain('https://www.googleadservices.com')
  })
})

describe('redact', () => {
  it("sends any value holding an '@' as [redacted], deep and in addresses", () => {
    expect(redact('https://site.example/search?q=meera@example.com')).toBe(REDACTED)
    expect(redact('https://site.example/search?q=meera%40example.com')).toBe(REDACTED)
    expect(redact({ page_location: 'https://s/x?e=a@b.c', page_title: 'Home', n: 3, list: ['ok', 'a@b'] })).toEqual({
      page_location: REDACTED,
      page_title: 'Home',
      n: 3,
      list: ['ok', REDACTED],
    })
    expect(redact('plain text')).toBe('plain text')
  })
})

describe('consent', () => {
  it('reads the stored choice from the cookie', () => {
    expect(consentFromCookie('a=1; cookie_consent=granted; b=2')).toBe('granted')
    expect(consentFromCookie('cookie_consent=denied')).toBe('denied')
    expect(consentFromCookie('cookie_consent=maybe')).toBeNull()
    expect(consentFromCookie('')).toBeNull()
  })

  it('starts with every storage denied, and grants only on a stored acceptance', () => {
    const script = tagBootstrap('G-ABC123')
    expect(script).toContain(`gtag('consent','default',{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"denied"`)
    expect(script).toContain('cookie_consent=granted')
    expect(script).toContain("send_page_view:false,page_location:/@|%40/.test(location.href)?'[redacted]'")
    expect(tagBootstrap('GTM-ABC123')).toContain("event:'gtm.js'")
  })
})
