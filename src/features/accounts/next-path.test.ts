import { describe, expect, it } from 'vitest'

import { DEFAULT_AFTER_SIGN_IN, loginPathFor, safeNextPath } from './next-path'

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNextPath('/shortlists')).toBe('/shortlists')
    expect(safeNextPath('/property/pune?bhk=2#plans')).toBe('/property/pune?bhk=2#plans')
    expect(safeNextPath('/hi/search?city=pune')).toBe('/hi/search?city=pune')
  })

  it.each([
    null,
    '',
    'profile',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login',
    '/logout?x=1',
    '/hi/login?next=/hi/login',
    '/hi/register',
    `/${'a'.repeat(3000)}`,
  ])('falls back to the profile for %j', (value) => {
    expect(safeNextPath(value)).toBe(DEFAULT_AFTER_SIGN_IN)
  })

  it('round-trips through the login URL', () => {
    const next = new URL(`http://x${loginPathFor('/profile?tab=phone')}`).searchParams.get('next')
    expect(safeNextPath(next)).toBe('/profile?tab=phone')
  })
})
