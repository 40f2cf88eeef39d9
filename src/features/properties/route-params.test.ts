import { describe, expect, it } from 'vitest'

import { canonicalSegment } from './route-params'

describe('canonicalSegment', () => {
  it('accepts slugs as they are', () => {
    expect(canonicalSegment('prestige-lakeside')).toEqual({ slug: 'prestige-lakeside', isCanonical: true })
  })

  it('turns raw names into slugs', () => {
    expect(canonicalSegment('Prestige%20Lakeside')).toEqual({ slug: 'prestige-lakeside', isCanonical: false })
    expect(canonicalSegment('Prestige Lakeside')).toEqual({ slug: 'prestige-lakeside', isCanonical: false })
    expect(canonicalSegment('BENGALURU')).toEqual({ slug: 'bengaluru', isCanonical: false })
  })

  it('survives malformed escapes', () => {
    expect(canonicalSegment('100%').slug).toBe('100')
  })
})
