import { describe, expect, it } from 'vitest'

import { propertyEventKind } from './property-event'

const TZ = 'Asia/Kolkata'
const NOW = new Date('2026-11-25T10:00:00Z')
const base = { published: true, price_range_minimum: 5_000_000, offer_available: null, offer_validity: null }

describe('propertyEventKind', () => {
  it('publishing is an event: created published, or unpublished → published', () => {
    expect(propertyEventKind(null, base, NOW, TZ)).toBe('published')
    expect(propertyEventKind({ ...base, published: false }, base, NOW, TZ)).toBe('published')
  })

  it('nothing for unpublished properties or unrelated edits', () => {
    expect(propertyEventKind(null, { ...base, published: false }, NOW, TZ)).toBeNull()
    expect(propertyEventKind(base, { ...base, published: false, price_range_minimum: 1 }, NOW, TZ)).toBeNull()
    expect(propertyEventKind(base, { ...base }, NOW, TZ)).toBeNull()
  })

  it('a lower minimum price is a price drop; a higher one or a new price is not', () => {
    expect(propertyEventKind(base, { ...base, price_range_minimum: 4_900_000 }, NOW, TZ)).toBe('price-drop')
    expect(propertyEventKind(base, { ...base, price_range_minimum: 5_100_000 }, NOW, TZ)).toBeNull()
    expect(propertyEventKind({ ...base, price_range_minimum: null }, base, NOW, TZ)).toBeNull()
  })

  it('a new, changed or extended active offer is an event; an expired or unchanged one is not', () => {
    const offer = { ...base, offer_available: '5% off', offer_validity: '2026-12-31T00:00:00.000Z' }
    expect(propertyEventKind(base, offer, NOW, TZ)).toBe('offer')
    expect(propertyEventKind(offer, { ...offer }, NOW, TZ)).toBeNull()
    expect(propertyEventKind(offer, { ...offer, offer_validity: '2027-01-31T00:00:00.000Z' }, NOW, TZ)).toBe('offer')
    expect(propertyEventKind(offer, { ...offer, offer_available: '8% off' }, NOW, TZ)).toBe('offer')
    expect(propertyEventKind(base, { ...offer, offer_validity: '2026-11-01T00:00:00.000Z' }, NOW, TZ)).toBeNull()
  })
})
