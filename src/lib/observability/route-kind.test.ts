import { describe, expect, it } from 'vitest'

import { routeKind } from './route-kind'

describe('routeKind', () => {
  it.each([
    ['/', '/'],
    ['/?utm_source=x', '/'],
    ['/property/pune', '/property/:param'],
    ['/property/pune/featured', '/property/:param/featured'],
    ['/property/pune/green-acres?bhk=2', '/property/:param/:param'],
    ['/awards&press/awards/2024', '/awards&press/awards/:param'],
    ['/contact/', '/contact'],
    ['/forms/enquiry', '/forms/:form'],
    ['/forms/token', '/forms/token'],
    ['/api/cms/users/me', '/api/cms'],
    ['/cms/collections/leads/12', '/cms'],
    ['/api/health', '/api/health'],
    ['/api/saved-searches/12', '/api/saved-searches/:id'],
    ['/api/saved-searches/unsubscribe?t=x', '/api/saved-searches/unsubscribe'],
    ['/api/whatever', '/api/other'],
    ['/_next/static/chunks/abc.js', '/_next/static'],
    ['/m/photo.webp', '/m/:file'],
    ['/robots.txt', '/robots.txt'],
  ])('%s is %s', (url, kind) => {
    expect(routeKind(url)).toBe(kind)
  })

  it('never turns an unknown or deep path into a label of its own', () => {
    expect(routeKind('/wp-login.php')).toBe('other')
    expect(routeKind('/property/a/b/c/d')).toBe('other')
    expect(routeKind('/%2e%2e/etc/passwd')).toBe('other')
    expect(routeKind(undefined)).toBe('/')
  })
})
