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
    expect(detail.cityId).toBe(1)
    expect(detail.builderId).toBe(2)
    expect(detail.builderCard).toMatchObject({ name: 'Prestige Group', slug: 'prestige-group', logo: null, website: null })
  })

  it('maps plans, amenities, FAQ, videos, brochure and location, dropping unsafe or empty entries', () => {
    const detail = toPropertyDetail({
      ...doc,
      floor_plans: [{ bhk: ' 2 ', carpet_area: 950, price: 4_500_000, plan_image: 9 }, { bhk: null }],
      amenities: [3, { id: 4, amenity: 'Swimming Pool', icon: 'pool', createdAt: '', updatedAt: '' }],
      property_type_group: [{ id: 5, property_type: 'Apartment', createdAt: '', updatedAt: '' }],
      faq: [
        { question: 'Loans?', answer: 'Yes.' },
        { question: ' ', answer: 'orphan' },
      ],
      videos: [{ url: 'https://youtu.be/abc' }, { url: 'javascript:alert(1)' }],
      brochure: { id: 6, alt: 'Brochure', url: '/api/cms/media/file/b.pdf', filename: 'b.pdf', createdAt: '', updatedAt: '' },
      location: { address: 'MG Road', latitude: 12.97, longitude: 77.59 },
      builder_name: {
        id: 2,
        builder_name: 'Prestige Group',
        website_link: 'javascript:alert(1)',
        established_year: 1986,
        createdAt: '',
        updatedAt: '',
      },
    } as Property)
    expect(detail.floorPlans).toEqual([
      { bhk: '2', carpetArea: 950, price: 4_500_000, image: null },
      { bhk: null, carpetArea: null, price: null, image: null },
    ])
    expect(detail.amenities).toEqual([{ name: 'Swimming Pool', icon: 'pool' }])
    expect(detail.propertyTypes).toEqual(['Apartment'])
    expect(detail.faq).toEqual([{ question: 'Loans?', answer: 'Yes.' }])
    expect(detail.videos).toEqual(['https://youtu.be/abc'])
    expect(detail.brochure).toEqual({ url: '/api/cms/media/file/b.pdf', name: 'b.pdf' })
    expect([detail.address, detail.latitude, detail.longitude]).toEqual(['MG Road', 12.97, 77.59])
    expect(detail.builderCard).toMatchObject({ establishedYear: 1986, website: null })
  })
})

describe('statusLabel', () => {
  it('labels known and unknown statuses', () => {
    expect(statusLabel('ready-to-move')).toBe('Ready to move')
    expect(statusLabel('sold_out')).toBe('Sold out')
    expect(statusLabel(null)).toBeNull()
  })
})
