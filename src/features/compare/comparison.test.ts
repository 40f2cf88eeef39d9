import { describe, expect, it } from 'vitest'

import type { PropertyDetail } from '../properties/summary'
import { buildComparison, carpetAreaRange, statusAndPossession } from './comparison'

const TZ = 'Asia/Kolkata'
const NOW = new Date('2026-11-25T06:00:00Z')

function detail(id: number, overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    id,
    name: `Project ${id}`,
    slug: `project-${id}`,
    url: `/property/pune/project-${id}`,
    city: { name: 'Pune', slug: 'pune' },
    builder: { name: 'Acme', slug: 'acme' },
    priceMinimum: 5_000_000,
    priceMaximum: 12_000_000,
    currency: 'INR',
    bhk: ['2', '3'],
    status: 'under-construction',
    featured: false,
    offer: null,
    offerValidity: null,
    image: null,
    reraNumber: `P5210000${id}`,
    possession: '2028-03-01T12:00:00.000Z',
    unitSize: null,
    address: 'Baner, Pune',
    latitude: null,
    longitude: null,
    images: [],
    description: null,
    alertText: null,
    notAssured: false,
    hideOptions: false,
    zoning: null,
    propertyTypes: [],
    floorPlans: [
      { bhk: '2', carpetArea: 650, price: null, image: null },
      { bhk: '3', carpetArea: 1450, price: null, image: null },
    ],
    amenities: [],
    builderCard: null,
    faq: [],
    brochure: null,
    videos: [],
    updatedAt: null,
    cityId: 1,
    builderId: 1,
    ...overrides,
  }
}

describe('carpetAreaRange', () => {
  it('spans the floor plans, falls back to the unit sizes text, then a dash', () => {
    expect(carpetAreaRange(detail(1))).toBe('650 – 1,450 sq.ft')
    expect(carpetAreaRange(detail(1, { floorPlans: [{ bhk: '2', carpetArea: 900, price: null, image: null }] }))).toBe('900 sq.ft')
    expect(carpetAreaRange(detail(1, { floorPlans: [], unitSize: '700 – 900 sq.ft' }))).toBe('700 – 900 sq.ft')
    expect(carpetAreaRange(detail(1, { floorPlans: [{ bhk: '2', carpetArea: null, price: null, image: null }] }))).toBe('—')
  })
})

describe('statusAndPossession', () => {
  it('names the possession month in the site time zone, not for ready homes', () => {
    expect(statusAndPossession(detail(1), TZ)).toBe('Under construction · possession Mar 2028')
    // Midnight of 1 Dec in India is still November in UTC.
    expect(statusAndPossession(detail(1, { possession: '2027-11-30T18:30:00.000Z' }), TZ)).toBe('Under construction · possession Dec 2027')
    expect(statusAndPossession(detail(1, { status: 'ready-to-move' }), TZ)).toBe('Ready to move')
    expect(statusAndPossession(detail(1, { status: null, possession: null }), TZ)).toBe('—')
  })
})

describe('buildComparison', () => {
  it('gives every fact row one cell per project, in the projects order', () => {
    const c = buildComparison([detail(2), detail(1, { hideOptions: true, reraNumber: null, builder: null })], {
      timeZone: TZ,
      now: NOW,
      reraPortal: () => ({ state: 'Maharashtra', url: 'https://maharera.example/' }),
    })
    expect(c.projects.map((p) => p.id)).toEqual([2, 1])
    const byLabel = Object.fromEntries(c.rows.map((r) => [r.label, r.cells]))
    expect(Object.keys(byLabel)).toEqual(['Price range', 'BHK options', 'Carpet area', 'Status and possession', 'RERA number', 'Builder', 'City and locality', 'Offers'])
    expect(byLabel['Price range']!.map((x) => x.text)).toEqual(['₹50 L – ₹1.2 Cr', 'Price on request'])
    expect(byLabel['BHK options']!.map((x) => x.text)).toEqual(['2, 3 BHK', 'On request'])
    expect(byLabel['RERA number']![0]).toEqual({ text: 'P52100002', link: { href: 'https://maharera.example/', label: 'Verify on Maharashtra RERA', external: true } })
    expect(byLabel['RERA number']![1]).toEqual({ text: 'Not yet registered' })
    expect(byLabel['Builder']!.map((x) => x.text)).toEqual(['Acme', '—'])
    expect(byLabel['City and locality']![0]!.text).toBe('Baner, Pune')
  })

  it('shows only offers still running today', () => {
    const c = buildComparison(
      [
        detail(1, { offer: 'Free parking', offerValidity: '2026-11-25T12:00:00.000Z' }),
        detail(2, { offer: 'Old offer', offerValidity: '2026-11-24T12:00:00.000Z' }),
      ],
      { timeZone: TZ, now: NOW, reraPortal: () => null },
    )
    const offers = c.rows.find((r) => r.label === 'Offers')!.cells.map((x) => x.text)
    expect(offers).toEqual(['Free parking (till 25 Nov 2026)', 'No current offer'])
    expect(c.rows.find((r) => r.label === 'RERA number')!.cells[0]).toEqual({ text: 'P52100001' })
  })

  it('lists every amenity of any project once, alphabetically, with has / has not', () => {
    const c = buildComparison(
      [
        detail(1, { amenities: [{ name: 'Pool', icon: null }, { name: 'Gym', icon: null }] }),
        detail(2, { amenities: [{ name: 'Gym', icon: null }, { name: 'Clubhouse', icon: null }] }),
        detail(3),
      ],
      { timeZone: TZ, now: NOW, reraPortal: () => null },
    )
    expect(c.amenities).toEqual([
      { name: 'Clubhouse', has: [false, true, false] },
      { name: 'Gym', has: [true, true, false] },
      { name: 'Pool', has: [true, false, false] },
    ])
  })
})
