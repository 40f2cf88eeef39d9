import { describe, expect, it } from 'vitest'

import type { Property } from '../../cms/payload-types'
import { statusLabel, toPropertyDetail, toPropertySummary } from './summary'

const doc = {
  id: 7,
  full_name: 'Prestige Lakeside Habitat',
  slug: 'prestige-lakeside-habitat',
  currency: 'INR',
  city: { id: 1, city_name: 'Bengaluru', slug: 'bengaluru', createdAt: '', updatedAt: '' },
  builder_name: { id: 2, builder_name: 'Prestige Group', slug: null, createdAt: '', updatedAt: '' },
  price_range_minimum: 4_500_000,
  price_range_maximum: 12_500_000,
  floor_plans: [{ bhk: '3' }, { bhk: '10' }, { bhk: '2' }],
  status: 'under-construction',
  featured: true,
  offer_available: ' 5% off ',
  offer_validity: '2026-12-31T12:00:00.000Z',
  rera_number: 'PRM/KA/RERA/1251/446/PR/171014/000123',
  images: [3],
  createdAt: '',
  updatedAt: '',
} as Property

describe('toPropertySummary', () => {
  it('maps a populated document', () => {
    expect(toPropertySummary(doc)).toEqual({
      id: 7,
      name: 'Prestige Lakeside Habitat',
      slug: 'prestige-lakeside-habitat',
      url: '/property/bengaluru/prestige-lakeside-habitat',
      city: { name: 'Bengaluru', slug: 'bengaluru' },
      builder: { name: 'Prestige Group', slug: 'prestige-group' },
      priceMinimum: 4_500_000,
      priceMaximum: 12_500_000,
      currency: 'INR',
      bhk: ['2', '3', '10'],
      status: 'under-construction',
      featured: true,
      offer: '5% off',
      offerValidity: '2026-12-31T12:00:00.000Z',
      image: null,
    })
  })

  it('copes with unpopulated relations and missing values', () => {
    const bare = toPropertySummary({ id: 1, full_name: 'Sky Villas', city: 4 } as Property)
    expect(bare.city).toBeNull()
    expect(bare.builder).toBeNull()
    expect(bare.slug).toBe('sky-villas')
    expect(bare.bhk).toEqual([])
    expect(bare.offer).toBeNull()
  })
})

describe('toPropertyDetail', () => {
  it('adds the detail fields', () => {
    const detail = toPropertyDetail(doc)
    expect(detail.reraNumber).toBe('PRM/KA/RERA/1251/446/PR/171014/000123')
    expect(detail.images).toEqual([])
    expect(detail.notAssured).toBe(false)
  })
})

describe('statusLabel', () => {
  it('labels known and unknown statuses', () => {
    expect(statusLabel('ready-to-move')).toBe('Ready to move')
    expect(statusLabel('sold_out')).toBe('Sold out')
    expect(statusLabel(null)).toBeNull()
  })
})
