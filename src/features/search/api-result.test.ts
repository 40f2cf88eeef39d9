import { describe, expect, it } from 'vitest'

import type { PropertySummary } from '../properties/summary'
import { toSearchApiResult } from './api-result'

const summary: PropertySummary = {
  id: 7,
  name: 'Prestige Lakeside',
  slug: 'prestige-lakeside',
  url: '/property/bengaluru/prestige-lakeside',
  city: { name: 'Bengaluru', slug: 'bengaluru' },
  builder: { name: 'Prestige Group', slug: 'prestige-group' },
  priceMinimum: 7_500_000,
  priceMaximum: 12_000_000,
  currency: 'INR',
  bhk: ['2', '3'],
  status: 'ready-to-move',
  featured: true,
  offer: 'Free parking',
  offerValidity: '2026-03-11T12:00:00.000Z',
  image: { src: '/api/cms/media/file/a-600x400.webp', width: 600, height: 400, alt: 'A' },
}

describe('toSearchApiResult', () => {
  it('maps a card summary to the docs/product.md §5 JSON shape', () => {
    expect(toSearchApiResult(summary)).toEqual({
      id: 7,
      full_name: 'Prestige Lakeside',
      slug: 'prestige-lakeside',
      url: '/property/bengaluru/prestige-lakeside',
      city: 'Bengaluru',
      builder: 'Prestige Group',
      price_range_minimum: 7_500_000,
      price_range_maximum: 12_000_000,
      currency: 'INR',
      bhk: ['2', '3'],
      status: 'ready-to-move',
      featured: true,
      offer_available: 'Free parking',
      offer_validity: '2026-03-11T12:00:00.000Z',
      image: '/api/cms/media/file/a-600x400.webp',
    })
  })

  it('gives nulls for a property without city, builder or image', () => {
    const result = toSearchApiResult({ ...summary, city: null, builder: null, image: null, offer: null, offerValidity: null })
    expect(result).toMatchObject({ city: null, builder: null, image: null, offer_available: null, offer_validity: null })
  })
})
