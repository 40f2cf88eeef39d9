import { describe, expect, it } from 'vitest'

import { absoluteUrl, breadcrumbList, faqPage, realEstateListing, type ListingInput } from './structured-data'

const base: ListingInput = {
  name: 'Sky Villas',
  url: 'https://example.in/property/pune/sky-villas',
  description: 'Homes in Pune',
  images: ['https://example.in/media/a.jpg'],
  currency: 'INR',
  priceMinimum: 4_500_000,
  priceMaximum: 9_000_000,
  showPrice: true,
  address: 'Baner Road',
  city: 'Pune',
  latitude: 18.56,
  longitude: 73.78,
  builder: { name: 'Acme', url: 'https://example.in/builders/acme' },
  offer: null,
}

describe('realEstateListing', () => {
  it('carries the price range as an AggregateOffer in INR', () => {
    const ld = realEstateListing(base)
    expect(ld['@type']).toBe('RealEstateListing')
    expect(ld.offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: 4_500_000,
      highPrice: 9_000_000,
      url: base.url,
    })
    expect(ld.about).toMatchObject({ '@type': 'ApartmentComplex', geo: { latitude: 18.56, longitude: 73.78 } })
  })

  it('adds the active offer with its validity', () => {
    const ld = realEstateListing({ ...base, offer: { text: '5% off', validThrough: '2030-01-31' } })
    expect(ld.offers).toEqual([
      expect.objectContaining({ '@type': 'AggregateOffer' }),
      expect.objectContaining({ '@type': 'Offer', name: '5% off', validThrough: '2030-01-31' }),
    ])
  })

  it('leaves prices out when they are hidden or missing', () => {
    expect(realEstateListing({ ...base, showPrice: false }).offers).toBeUndefined()
    expect(realEstateListing({ ...base, priceMinimum: null, priceMaximum: null }).offers).toBeUndefined()
    expect(realEstateListing({ ...base, latitude: null }).about).not.toHaveProperty('geo')
  })
})

describe('breadcrumbList and faqPage', () => {
  it('numbers crumbs from 1', () => {
    const ld = breadcrumbList([
      { name: 'Home', url: 'https://example.in/' },
      { name: 'Pune', url: 'https://example.in/property/pune' },
    ])
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.in/' },
      { '@type': 'ListItem', position: 2, name: 'Pune', item: 'https://example.in/property/pune' },
    ])
  })

  it('makes FAQPage only when there are questions', () => {
    expect(faqPage([])).toBeNull()
    expect(faqPage([{ question: 'Q?', answer: 'A.' }])).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    })
  })
})

describe('absoluteUrl', () => {
  it('joins the site URL and a path once', () => {
    expect(absoluteUrl('https://example.in/', '/media/a.jpg')).toBe('https://example.in/media/a.jpg')
    expect(absoluteUrl('https://example.in', 'media/a.jpg')).toBe('https://example.in/media/a.jpg')
    expect(absoluteUrl('https://example.in', 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg')
  })
})
