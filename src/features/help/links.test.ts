import { describe, expect, it } from 'vitest'

import { telHref, whatsappHref } from './links'

const TEXT = 'Hi, I would like to know more about your services.'

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('+91 98450-12345')).toBe('tel:+919845012345')
    expect(telHref('(080) 4123 4567')).toBe('tel:08041234567')
  })

  it('gives null without digits', () => {
    expect(telHref('')).toBeNull()
    expect(telHref(null)).toBeNull()
    expect(telHref('call us')).toBeNull()
  })
})

describe('whatsappHref', () => {
  it('adds the text to a bot link without a query', () => {
    const href = whatsappHref('https://wa.me/919845012345', TEXT)!
    expect(href).toBe('https://wa.me/919845012345?text=Hi%2C%20I%20would%20like%20to%20know%20more%20about%20your%20services.')
    expect(new URL(href).searchParams.get('text')).toBe(TEXT)
  })

  it('keeps an existing query and replaces an existing text', () => {
    const href = whatsappHref('https://api.whatsapp.com/send?phone=919845012345&text=old', TEXT)!
    const url = new URL(href)
    expect(url.searchParams.get('phone')).toBe('919845012345')
    expect(url.searchParams.getAll('text')).toEqual([TEXT])
  })

  it('turns a bare number into a wa.me link', () => {
    expect(new URL(whatsappHref('+91 98450 12345', TEXT)!).pathname).toBe('/919845012345')
  })

  it('adds https to a link without scheme', () => {
    expect(whatsappHref('wa.me/919845012345', TEXT)!.startsWith('https://wa.me/919845012345?text=')).toBe(true)
  })

  it('refuses empty or unsafe links', () => {
    expect(whatsappHref('', TEXT)).toBeNull()
    expect(whatsappHref(null, TEXT)).toBeNull()
    expect(whatsappHref('javascript:alert(1)', TEXT)).toBeNull()
  })
})
