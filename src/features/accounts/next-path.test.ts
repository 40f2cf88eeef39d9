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

  it('falls back to the profile in the sign-in page’s language, and keeps a Hindi path', () => {
    expect(safeNextPath(null, 'hi')).toBe('/hi/profile')
    expect(safeNextPath('//evil.example', 'hi')).toBe('/hi/profile')
    expect(safeNextPath('/hi/login', 'hi')).toBe('/hi/profile')
    expect(safeNextPath('/hi/shortlists', 'hi')).toBe('/hi/shortlists')
    expect(safeNextPath(null, 'en')).toBe('/profile')
  })
})
