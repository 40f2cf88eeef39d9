import { describe, expect, it } from 'vitest'

import { bboxOf, searchAreaHref, visibleBBox } from './search-area'

describe('visibleBBox', () => {
  it('rounds outwards to 5 decimals', () => {
    expect(visibleBBox(73.123456, 18.123456, 73.987654, 18.987654)).toEqual([73.12345, 18.12345, 73.98766, 18.98766])
  })
  it('clamps to the globe and takes every longitude when more than one world shows', () => {
    expect(visibleBBox(-200, -95, 10, 95)).toEqual([-180, -90, 10, 90])
    expect(visibleBBox(-250, 0, 250, 10)).toEqual([-180, 0, 180, 10])
  })
})

describe('searchAreaHref', () => {
  it('keeps the filters, replaces the box, resets the page and keeps the map view', () => {
    expect(searchAreaHref('https://x.test/property/pune?bhk=3&bbox=1,1,2,2&page=4&view=map', [73.7, 18.4, 73.95, 18.65])).toBe(
      '/property/pune?bhk=3&bbox=73.7%2C18.4%2C73.95%2C18.65&view=map',
    )
    expect(searchAreaHref('https://x.test/search', [1, 2, 3, 4])).toBe('/search?bbox=1%2C2%2C3%2C4&view=map')
  })
})

describe('bboxOf', () => {
  it('reads a well-formed box only', () => {
    expect(bboxOf('https://x.test/search?bbox=1%2C2%2C3%2C4')).toEqual([1, 2, 3, 4])
    expect(bboxOf('https://x.test/search?bbox=1,2')).toBeNull()
    expect(bboxOf('https://x.test/search')).toBeNull()
  })
})
