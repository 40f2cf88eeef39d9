import { describe, expect, it } from 'vitest'

import { slugify } from './slugify'

describe('slugify', () => {
  it('makes lower-case kebab-case', () => {
    expect(slugify('Prestige Lakeside Habitat')).toBe('prestige-lakeside-habitat')
  })
  it('folds accents and drops punctuation', () => {
    expect(slugify("  Café  Émile's — Phase II!  ")).toBe('cafe-emile-s-phase-ii')
  })
  it('spells out ampersands', () => {
    expect(slugify('Awards & Press')).toBe('awards-and-press')
  })
  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify('—')).toBe('')
  })
  it('keeps slugs to 120 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(119)} b`)
    expect(slug.length).toBeLessThanOrEqual(120)
    expect(slug.endsWith('-')).toBe(false)
  })
})
