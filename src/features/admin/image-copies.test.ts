import { describe, expect, it } from 'vitest'

import { COPY_WIDTHS, copySizes, isTooSmall, JPEG_QUALITY, WATERMARK_OPACITY, watermarkFontSize, watermarkText } from './image-copies'

describe('copySizes', () => {
  it('makes 300, 600 and 1000 px wide copies with the source aspect ratio', () => {
    expect(copySizes(1200, 800)).toEqual([
      { width: 300, height: 200 },
      { width: 600, height: 400 },
      { width: 1000, height: 667 },
    ])
    expect(copySizes(400, 1000).map((c) => c.height)).toEqual([750, 1500, 2500])
  })

  it('keeps the docs/product.md §11 constants', () => {
    expect(COPY_WIDTHS).toEqual([300, 600, 1000])
    expect(WATERMARK_OPACITY).toBe(0.6)
    expect(JPEG_QUALITY).toBe(0.7)
  })

  it('never makes a copy less than 1 px high', () => {
    expect(copySizes(100_000, 200)[0]).toEqual({ width: 300, height: 1 })
  })

  it('refuses a source without a size', () => {
    expect(() => copySizes(0, 100)).toThrow(RangeError)
    expect(() => copySizes(100, Number.NaN)).toThrow(RangeError)
  })
})

describe('isTooSmall', () => {
  it('refuses sources under 200 × 200 px in either direction', () => {
    expect(isTooSmall(100, 100)).toBe(true)
    expect(isTooSmall(199, 800)).toBe(true)
    expect(isTooSmall(800, 199)).toBe(true)
    expect(isTooSmall(200, 200)).toBe(false)
    expect(isTooSmall(1200, 800)).toBe(false)
  })
})

describe('watermarkText', () => {
  it('is the host of SITE_URL', () => {
    expect(watermarkText('https://www.grihahomes.in')).toBe('www.grihahomes.in')
    expect(watermarkText('https://homes.example.com/some/path?x=1')).toBe('homes.example.com')
    expect(watermarkText('http://127.0.0.1:3240')).toBe('127.0.0.1:3240')
  })
})

describe('watermarkFontSize', () => {
  it('is a sixteenth of the width when the text fits', () => {
    expect(watermarkFontSize(1000, 5)).toBe(62)
  })

  it('shrinks long text to 80% of the width, but not below 8 px', () => {
    expect(watermarkFontSize(300, 20)).toBe(12)
    expect(watermarkFontSize(300, 1000)).toBe(8)
  })
})
