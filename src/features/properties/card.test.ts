import { describe, expect, it } from 'vitest'

import { pageLanguage } from '../i18n/messages.server'
import { toCardData } from './card'
import type { PropertySummary } from './summary'

const property: PropertySummary = {
  id: 7,
  name: 'Malabar Sunrise Heights',
  slug: 'malabar-sunrise-heights',
  url: '/property/bengaluru/malabar-sunrise-heights',
  city: { name: 'Bengaluru', slug: 'bengaluru' },
  builder: { name: 'Malabar Coast Builders', slug: 'malabar-coast-builders' },
  priceMinimum: 5_900_000,
  priceMaximum: 14_000_000,
  currency: 'INR',
  bhk: ['2', '3'],
  status: 'under-construction',
  featured: false,
  offer: null,
  offerValidity: null,
  image: null,
}

describe('toCardData (docs/product.md §5, §21)', () => {
  it('writes the place line and status in English by default and on English pages', () => {
    for (const card of [toCardData(property), toCardData(property, { language: pageLanguage('en') })]) {
      expect(card).toMatchObject({
        place: 'Bengaluru · by Malabar Coast Builders',
        status: 'Under construction',
        bhk: '2, 3 BHK',
        url: '/property/bengaluru/malabar-sunrise-heights',
      })
    }
  })
  it('writes them in Hindi on Hindi pages, with the Hindi link and price words', () => {
    const card = toCardData(property, { language: pageLanguage('hi') })
    expect(card.place).toBe('Bengaluru · बिल्डर: Malabar Coast Builders')
    expect(card.status).toBe('निर्माणाधीन')
    expect(card.url).toBe('/hi/property/bengaluru/malabar-sunrise-heights')
    expect(card.price).toBe('₹59 लाख – ₹1.4 करोड़')
  })
})
