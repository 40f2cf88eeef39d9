import { describe, expect, it } from 'vitest'

import { safeRedirectPath, toSiteUrl } from './redirect'

const SITE = 'https://grihahomes.example'

describe('safeRedirectPath', () => {
  it('uses zf_redirect_url when it is a path on this site', () => {
    expect(safeRedirectPath('/property/pune/sobha-city', null, SITE)).toBe('/property/pune/sobha-city?submission=success')
  })

  it('keeps other query parameters and replaces an existing submission in its place', () => {
    expect(safeRedirectPath('/search?city=Pune&bhk=2&submission=failed&bhk=3', null, SITE)).toBe(
      '/search?city=Pune&bhk=2&submission=success&bhk=3',
    )
    expect(safeRedirectPath('/search?submission=x&submission=y', null, SITE)).toBe('/search?submission=success')
  })

  it('removes the hash', () => {
    expect(safeRedirectPath('/contact#form', null, SITE)).toBe('/contact?submission=success')
    expect(safeRedirectPath('/contact?x=1#form', null, SITE)).toBe('/contact?x=1&submission=success')
  })

  it('reduces an absolute URL on this site to its path and query', () => {
    expect(safeRedirectPath('https://grihahomes.example/offers?page=2#top', null, SITE)).toBe(
      '/offers?page=2&submission=success',
    )
  })

  it.each([
    ['//evil.com', 'protocol-relative'],
    ['//evil.com/path', 'protocol-relative with a path'],
    ['https://evil.com/', 'another origin'],
    ['http://grihahomes.example/', 'same host, other scheme'],
    ['https://grihahomes.example:8443/', 'same host, other port'],
    ['https://grihahomes.example.evil.com/', 'a look-alike host'],
    ['https://user@grihahomes.example/', 'credentials'],
    ['/\\evil.com', 'backslash'],
    ['\\\\evil.com', 'two backslashes'],
    ['javascript:alert(1)', 'javascript:'],
    ['JavaScript:alert(1)', 'javascript: in capitals'],
    ['data:text/html,hi', 'data:'],
    ['evil.com', 'a bare host'],
    ['contact', 'a relative path'],
    ['/\t/evil.com', 'a tab the URL parser would drop'],
    ['/\n/evil.com', 'a newline the URL parser would drop'],
    ['/contact\u0000', 'a NUL'],
    ['/.//evil.com', 'a path that normalises to //evil.com'],
    ['/x/..//evil.com', 'a dot-segment path that normalises to //evil.com'],
  ])('never follows %j (%s)', (target) => {
    expect(safeRedirectPath(target, null, SITE)).toBe('/?submission=success')
    expect(safeRedirectPath(target, 'https://grihahomes.example/blogs?tag=nri#x', SITE)).toBe(
      '/blogs?tag=nri&submission=success',
    )
  })

  it("falls back to the Referer's path on this site", () => {
    expect(safeRedirectPath(null, 'https://grihahomes.example/property/pune?x=1#y', SITE)).toBe(
      '/property/pune?x=1&submission=success',
    )
    expect(safeRedirectPath('', 'https://grihahomes.example/', SITE)).toBe('/?submission=success')
  })

  it('ignores an off-site Referer', () => {
    expect(safeRedirectPath(null, 'https://evil.com/grab', SITE)).toBe('/?submission=success')
    expect(safeRedirectPath('https://evil.com/', 'https://evil.com/', SITE)).toBe('/?submission=success')
  })

  it('goes home when nothing usable is given', () => {
    expect(safeRedirectPath(undefined, undefined, SITE)).toBe('/?submission=success')
  })

  it('works with a site URL that has a path or trailing slash', () => {
    expect(safeRedirectPath('https://grihahomes.example/emi', null, 'https://grihahomes.example/')).toBe(
      '/emi?submission=success',
    )
  })

  it('accepts only plain paths when the site URL is broken', () => {
    expect(safeRedirectPath('/emi', null, 'not a url')).toBe('/emi?submission=success')
    expect(safeRedirectPath('https://grihahomes.example/emi', null, 'not a url')).toBe('/?submission=success')
  })

  it('keeps encoded characters encoded', () => {
    expect(safeRedirectPath('/%2F%2Fevil.com', null, SITE)).toBe('/%2F%2Fevil.com?submission=success')
    expect(safeRedirectPath('/blogs/vastu%20tips', null, SITE)).toBe('/blogs/vastu%20tips?submission=success')
  })
})

describe('toSiteUrl', () => {
  it('gives a URL on this site or nothing', () => {
    expect(toSiteUrl('/a?b=1', SITE)?.href).toBe('https://grihahomes.example/a?b=1')
    expect(toSiteUrl('  /a  ', SITE)?.pathname).toBe('/a')
    expect(toSiteUrl('https://evil.com', SITE)).toBeUndefined()
  })
})
