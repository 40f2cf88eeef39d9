import { describe, expect, it } from 'vitest'

import english from '../../../messages/en.json'
import hindi from '../../../messages/hi.json'
import { type ContentNames, ENGLISH_NAMES } from '../i18n/content-names'
import type { PageLanguage } from '../i18n/locales'
import type { PropertyDetail } from '../properties/summary'
import { buildComparison, carpetAreaRange, statusAndPossession } from './comparison'

const TZ = 'Asia/Kolkata'
const NOW = new Date('2026-11-25T06:00:00Z')

/** A page language as the server's `pageLanguage` makes it, from the catalogues. */
function languageOf(locale: 'en' | 'hi', names: ContentNames = ENGLISH_NAMES): PageLanguage {
  const messages = locale === 'en' ? english : hindi
  const { cardBy, statusPreLaunch, statusUnderConstruction, statusReadyToMove } = messages.Property
  return { locale, names, price: messages.Price, card: { cardBy, statusPreLaunch, statusUnderConstruction, statusReadyToMove } }
}
const EN = { language: languageOf('en'), strings: english.Compare.rows }
const ROWS = english.Compare.rows

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
    expect(carpetAreaRange(detail(1), ROWS)).toBe('650 – 1,450 sq.ft')
    expect(carpetAreaRange(detail(1, { floorPlans: [{ bhk: '2', carpetArea: 900, price: null, image: null }] }), ROWS)).toBe('900 sq.ft')
    expect(carpetAreaRange(detail(1, { floorPlans: [], unitSize: '700 – 900 sq.ft' }), ROWS)).toBe('700 – 900 sq.ft')
    expect(carpetAreaRange(detail(1, { floorPlans: [{ bhk: '2', carpetArea: null, price: null, image: null }] }), ROWS)).toBe('—')
  })
})

describe('statusAndPossession', () => {
  it('names the possession month in the site time zone, not for ready homes', () => {
    expect(statusAndPossession(detail(1), TZ, EN.language, ROWS)).toBe('Under construction · possession Mar 2028')
    // Midnight of 1 Dec in India is still November in UTC.
    expect(statusAndPossession(detail(1, { possession: '2027-11-30T18:30:00.000Z' }), TZ, EN.language, ROWS)).toBe('Under construction · possession Dec 2027')
    expect(statusAndPossession(detail(1, { status: 'ready-to-move' }), TZ, EN.language, ROWS)).toBe('Ready to move')
    expect(statusAndPossession(detail(1, { status: null, possession: null }), TZ, EN.language, ROWS)).toBe('—')
  })
})

describe('buildComparison', () => {
  it('gives every fact row one cell per project, in the projects order', () => {
    const c = buildComparison([detail(2), detail(1, { hideOptions: true, reraNumber: null, builder: null })], {
      timeZone: TZ,
      now: NOW,
      reraPortal: () => ({ state: 'Maharashtra', url: 'https://maharera.example/' }),
      ...EN,
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
      { timeZone: TZ, now: NOW, reraPortal: () => null, ...EN },
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
      { timeZone: TZ, now: NOW, reraPortal: () => null, ...EN },
    )
    expect(c.amenities).toEqual([
      { name: 'Clubhouse', has: [false, true, false] },
      { name: 'Gym', has: [true, true, false] },
      { name: 'Pool', has: [true, false, false] },
    ])
  })
})

describe('buildComparison in Hindi (docs/product.md §21)', () => {
  it('labels the rows, prices, statuses, dates, names and links in Hindi', () => {
    const names: ContentNames = { ...ENGLISH_NAMES, city: { Pune: 'पुणे' }, amenity: { Gym: 'जिम', Pool: 'स्विमिंग पूल' } }
    const c = buildComparison(
      [
        detail(1, { address: 'Baner', offer: 'Free parking', offerValidity: '2026-11-25T12:00:00.000Z', amenities: [{ name: 'Pool', icon: null }] }),
        detail(2, { reraNumber: null, amenities: [{ name: 'Gym', icon: null }] }),
      ],
      { timeZone: TZ, now: NOW, reraPortal: () => ({ state: 'Maharashtra', url: 'https://maharera.example/' }), language: languageOf('hi', names), strings: hindi.Compare.rows },
    )
    const byLabel = Object.fromEntries(c.rows.map((r) => [r.label, r.cells]))
    expect(Object.keys(byLabel)).toEqual(['कीमत की रेंज', 'BHK विकल्प', 'कार्पेट एरिया', 'स्थिति और पज़ेशन', 'RERA नंबर', 'बिल्डर', 'शहर और इलाका', 'ऑफ़र'])
    expect(byLabel['कीमत की रेंज']![0]!.text).toBe('₹50 लाख – ₹1.2 करोड़')
    expect(byLabel['कार्पेट एरिया']![0]!.text).toBe('650 – 1,450 वर्ग फ़ुट')
    expect(byLabel['स्थिति और पज़ेशन']![0]!.text).toMatch(/^निर्माणाधीन · पज़ेशन \S+ 2028$/)
    expect(byLabel['स्थिति और पज़ेशन']![0]!.text).not.toContain('Mar')
    expect(byLabel['RERA नंबर']![0]!.link).toEqual({ href: 'https://maharera.example/', label: 'Maharashtra RERA पर जाँचें', external: true })
    expect(byLabel['RERA नंबर']![1]).toEqual({ text: 'अभी रजिस्टर नहीं हुआ' })
    expect(byLabel['बिल्डर']![0]!.link).toEqual({ href: '/hi/builders/acme', label: 'Acme के सभी प्रोजेक्ट' })
    expect(byLabel['शहर और इलाका']!.map((x) => x.text)).toEqual(['Baner, पुणे', 'Baner, Pune'])
    expect(byLabel['ऑफ़र']!.map((x) => x.text)).toEqual([expect.stringMatching(/^Free parking \(25 \S+ 2026 तक\)$/), 'अभी कोई ऑफ़र नहीं'])
    expect(c.projects.map((p) => p.url)).toEqual(['/hi/property/pune/project-1', '/hi/property/pune/project-2'])
    expect(c.amenities).toEqual([
      { name: 'जिम', has: [false, true] },
      { name: 'स्विमिंग पूल', has: [true, false] },
    ])
  })
})
