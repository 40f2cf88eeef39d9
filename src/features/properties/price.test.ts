import { describe, expect, it } from 'vitest'

import english from '../../../messages/en.json'
import hindi from '../../../messages/hi.json'
import { ENGLISH_PRICE_WORDS, formatPrice, formatPriceRange } from './price'

describe('formatPrice', () => {
  it('shows lakh below one crore', () => {
    expect(formatPrice(4_500_000)).toBe('₹45 L')
    expect(formatPrice(4_550_000)).toBe('₹45.5 L')
    expect(formatPrice(100_000)).toBe('₹1 L')
    expect(formatPrice(8_912_345)).toBe('₹89.12 L')
  })

  it('shows crore from one crore', () => {
    expect(formatPrice(12_500_000)).toBe('₹1.25 Cr')
    expect(formatPrice(10_000_000)).toBe('₹1 Cr')
    expect(formatPrice(325_000_000)).toBe('₹32.5 Cr')
  })

  it('rounds an amount just under a crore up to crore rather than 100 L', () => {
    expect(formatPrice(9_999_999)).toBe('₹1 Cr')
  })

  it('shows small amounts in full with Indian grouping', () => {
    expect(formatPrice(75_000)).toBe('₹75,000')
    expect(formatPrice(0)).toBe('₹0')
  })

  it('gives null for missing or invalid amounts', () => {
    expect(formatPrice(null)).toBeNull()
    expect(formatPrice(undefined)).toBeNull()
    expect(formatPrice(Number.NaN)).toBeNull()
    expect(formatPrice(-5)).toBeNull()
  })

  it('formats other currencies compactly', () => {
    expect(formatPrice(1_500_000, 'USD')).toBe('$1.5M')
  })
})

describe('formatPriceRange', () => {
  it('joins both ends', () => {
    expect(formatPriceRange(4_500_000, 12_500_000)).toBe('₹45 L – ₹1.25 Cr')
  })

  it('collapses equal ends', () => {
    expect(formatPriceRange(4_500_000, 4_500_000)).toBe('₹45 L')
  })

  it('handles one missing end', () => {
    expect(formatPriceRange(4_500_000, null)).toBe('From ₹45 L')
    expect(formatPriceRange(null, 12_500_000)).toBe('Up to ₹1.25 Cr')
  })

  it('says price on request when nothing is known', () => {
    expect(formatPriceRange(null, undefined)).toBe('Price on request')
  })
})

describe('prices on Hindi pages', () => {
  const hi = hindi.Price
  it('shows lakh and crore in Hindi words', () => {
    expect(formatPrice(20_300_000, 'INR', hi)).toBe('₹2.03 करोड़')
    expect(formatPrice(4_500_000, 'INR', hi)).toBe('₹45 लाख')
    expect(formatPrice(4_550_000, 'INR', hi)).toBe('₹45.5 लाख')
    expect(formatPrice(9_999_999, 'INR', hi)).toBe('₹1 करोड़')
    expect(formatPrice(75_000, 'INR', hi)).toBe('₹75,000')
  })
  it('words ranges and missing prices in Hindi', () => {
    expect(formatPriceRange(4_500_000, 20_300_000, 'INR', hi)).toBe('₹45 लाख – ₹2.03 करोड़')
    expect(formatPriceRange(4_500_000, null, 'INR', hi)).toBe('₹45 लाख से शुरू')
    expect(formatPriceRange(null, 20_300_000, 'INR', hi)).toBe('₹2.03 करोड़ तक')
    expect(formatPriceRange(null, null, 'INR', hi)).toBe('कीमत अनुरोध पर')
  })
  it('keeps English as the default, the same words as messages/en.json', () => {
    expect(ENGLISH_PRICE_WORDS).toEqual(english.Price)
    expect(formatPriceRange(4_500_000, 20_300_000, 'INR', english.Price)).toBe('₹45 L – ₹2.03 Cr')
  })
})
