import { describe, expect, it } from 'vitest'

import { whatsAppDigits, whatsAppLink, whatsAppMessage } from './wa-link'

describe('whatsAppDigits', () => {
  it('keeps digits only, drops a 00 prefix, and refuses what cannot be a number', () => {
    expect(whatsAppDigits('+91 80-4567 8900')).toBe('918045678900')
    expect(whatsAppDigits('(+91) 98765 43210')).toBe('919876543210')
    expect(whatsAppDigits('0091 9876543210')).toBe('919876543210')
    expect(whatsAppDigits('')).toBeNull()
    expect(whatsAppDigits(undefined)).toBeNull()
    expect(whatsAppDigits('call us')).toBeNull()
    expect(whatsAppDigits('12345')).toBeNull()
    expect(whatsAppDigits('1234567890123456')).toBeNull()
  })
})

describe('whatsAppLink', () => {
  it('names the project and city in the url-encoded text', () => {
    expect(whatsAppMessage('Sky Villas', 'Pune')).toBe('Hi, I am interested in Sky Villas, Pune. Please share details.')
    expect(whatsAppLink('+91 80 4567 8900', 'Sky Villas', 'Pune')).toBe(
      'https://wa.me/918045678900?text=Hi%2C%20I%20am%20interested%20in%20Sky%20Villas%2C%20Pune.%20Please%20share%20details.',
    )
  })

  it('encodes every reserved character of a project name and leaves the city out when unknown', () => {
    const url = new URL(whatsAppLink('918045678900', 'A & B #1 / 50% off?', null)!)
    expect(url.origin + url.pathname).toBe('https://wa.me/918045678900')
    expect([...url.searchParams.keys()]).toEqual(['text'])
    expect(url.searchParams.get('text')).toBe('Hi, I am interested in A & B #1 / 50% off?. Please share details.')
  })

  it('is null without a number', () => {
    expect(whatsAppLink('', 'Sky Villas', 'Pune')).toBeNull()
  })
})
