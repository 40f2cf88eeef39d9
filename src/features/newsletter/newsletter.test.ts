import { describe, expect, it } from 'vitest'

import { withNewsletterSuccess } from './newsletter'

describe('withNewsletterSuccess', () => {
  it('adds newsletter=success and keeps the other parameters', () => {
    expect(withNewsletterSuccess('/')).toBe('/?newsletter=success')
    expect(withNewsletterSuccess('/property/pune?bhk=2')).toBe('/property/pune?bhk=2&newsletter=success')
  })

  it('replaces an earlier dialog parameter instead of stacking them', () => {
    expect(withNewsletterSuccess('/blogs?newsletter=success&submission=success')).toBe('/blogs?newsletter=success')
  })
})
