import { describe, expect, it } from 'vitest'

import { badFilterHtml } from './bad-filter-page'
import { decideLocalizedRoute, decideRoute, homeSegment, NOT_FOUND_PATH, notFoundPagePath } from './rules'

const q = (query = '') => new URLSearchParams(query)

describe('home', () => {
  it('goes to the cached home of the city in the cookie, by slug', () => {
    expect(decideRoute('/', q(), 'Bengaluru')).toEqual({ kind: 'rewrite', pathname: '/_home/bengaluru' })
    expect(decideRoute('/', q(), 'New%20Delhi')).toEqual({ kind: 'rewrite', pathname: '/_home/new-delhi' })
    expect(decideRoute('/', q('utm_source=x'), 'mumbai')).toEqual({ kind: 'rewrite', pathname: '/_home/mumbai' })
  })

  it('uses the all-cities home without a usable choice', () => {
    for (const cookie of [undefined, null, '', 'All cities', 'ALL', 'all-cities', '%%%', '!!!']) {
      expect(decideRoute('/', q(), cookie)).toEqual({ kind: 'rewrite', pathname: '/_home/all' })
    }
  })

  it('keeps the segment short whatever the cookie holds', () => {
    expect(homeSegment('x'.repeat(5000)).length).toBeLessThanOrEqual(64)
  })
})

describe('listing pages', () => {
  it('serves the cached public route without search parameters', () => {
    for (const path of ['/property/bengaluru', '/property/bengaluru/featured', '/builders/sobha', '/collections/ready-to-move']) {
      expect(decideRoute(path, q(), null)).toEqual({ kind: 'pass' })
      expect(decideRoute(path, q('utm_source=ads&gclid=1'), null)).toEqual({ kind: 'pass' })
    }
  })

  it('renders per request with any search parameter, even an empty one from a plain form', () => {
    expect(decideRoute('/property/bengaluru', q('bhk=3'), null)).toEqual({ kind: 'rewrite', pathname: '/_filtered/property/bengaluru' })
    expect(decideRoute('/property/bengaluru/featured', q('page=2'), null)).toEqual({
      kind: 'rewrite',
      pathname: '/_filtered/property/bengaluru/featured',
    })
    expect(decideRoute('/builders/sobha', q('q='), null)).toEqual({ kind: 'rewrite', pathname: '/_filtered/builders/sobha' })
    expect(decideRoute('/collections/luxury', q('sort=newest'), null)).toEqual({ kind: 'rewrite', pathname: '/_filtered/collections/luxury' })
  })

  it('leaves property detail pages and other routes alone', () => {
    expect(decideRoute('/property/bengaluru/prestige-lakeside', q('bhk=abc'), null)).toEqual({ kind: 'pass' })
    expect(decideRoute('/contact', q('min=abc'), null)).toEqual({ kind: 'pass' })
  })
})

describe('bad filters', () => {
  it('answers 400 naming the parameter on listing and search pages', () => {
    for (const path of ['/property/bengaluru', '/builders/sobha', '/search', '/search/villa', '/searchbox/villa']) {
      const decision = decideRoute(path, q('min=abc&bhk=2'), null)
      expect(decision).toMatchObject({ kind: 'bad-filter', param: 'min', error: 'min must be a number' })
    }
    expect(decideRoute('/search', q('page=-1'), null)).toMatchObject({ kind: 'bad-filter', param: 'page' })
    expect(decideRoute('/search', q('pageSize=5000'), null)).toMatchObject({ kind: 'bad-filter', param: 'pageSize' })
  })

  it('offers the same page without the bad parameter', () => {
    expect(decideRoute('/property/pune', q('min=abc&bhk=2'), null)).toMatchObject({ retry: '/property/pune?bhk=2' })
    expect(decideRoute('/search', q('sort=cheap'), null)).toMatchObject({ retry: '/search' })
  })

  it('writes the message into the page as text', () => {
    const html = badFilterHtml({ param: 'q<script>', error: 'bad "value" & more', retry: '/search?x="><script>' })
    expect(html).toContain('q&lt;script&gt;')
    expect(html).toContain('bad &quot;value&quot; &amp; more')
    expect(html).not.toContain('<script>')
  })
})

describe('raw names', () => {
  it('redirect the %26 spelling of the & sections to the path as the site writes it', () => {
    expect(decideRoute('/accreditations%26associations', q(), null)).toEqual({ kind: 'redirect', location: '/accreditations&associations' })
    expect(decideRoute('/Accreditations%26Associations/accreditation', q(), null)).toEqual({
      kind: 'redirect',
      location: '/accreditations&associations/accreditation',
    })
    expect(decideRoute('/awards%26press/awards/2024', q('a=b'), null)).toEqual({ kind: 'redirect', location: '/awards&press/awards/2024?a=b' })
    expect(decideRoute('/awards&press', q(), null)).toEqual({ kind: 'pass' })
  })

  it('redirect permanently to the slug URL with the query kept', () => {
    expect(decideRoute('/property/New%20Delhi', q('bhk=2'), null)).toEqual({ kind: 'redirect', location: '/property/new-delhi?bhk=2' })
    expect(decideRoute('/property/Bengaluru/Prestige%20Lakeside', q(), null)).toEqual({
      kind: 'redirect',
      location: '/property/bengaluru/prestige-lakeside',
    })
    expect(decideRoute('/property/Pune/featured', q(), null)).toEqual({ kind: 'redirect', location: '/property/pune/featured' })
    expect(decideRoute('/builders/Sobha%20Limited', q(), null)).toEqual({ kind: 'redirect', location: '/builders/sobha-limited' })
    expect(decideRoute('/about/Anita%20Rao', q('x=1'), null)).toEqual({ kind: 'redirect', location: '/about/anita-rao?x=1' })
    expect(decideRoute('/about/anita-rao', q(), null)).toEqual({ kind: 'pass' })
    expect(decideRoute('/collections/Ready%20to%20Move', q('page=2'), null)).toEqual({
      kind: 'redirect',
      location: '/collections/ready-to-move?page=2',
    })
  })

  it('leave slug URLs and unusable names alone', () => {
    expect(decideRoute('/property/pune/featured', q(), null)).toEqual({ kind: 'pass' })
    expect(decideRoute('/property/bengaluru/prestige-lakeside', q(), null)).toEqual({ kind: 'pass' })
    expect(decideRoute('/property/%21%21', q(), null)).toEqual({ kind: 'pass' }) // no slug: the page answers 404
    expect(decideRoute('/builders/a/b', q(), null)).toEqual({ kind: 'pass' })
  })
})

describe('internal prefixes', () => {
  it('are not reachable from outside', () => {
    for (const path of ['/_home', '/_home/bengaluru', '/_filtered/property/bengaluru', '/_filtered', '/_missing']) {
      expect(decideRoute(path, q(), null)).toEqual({ kind: 'rewrite', pathname: NOT_FOUND_PATH })
    }
  })
})

describe('map view and map parameters (docs/product.md §14)', () => {
  it('renders a fixed listing per request in map view or with a box', () => {
    expect(decideRoute('/property/pune', q('view=map'), null)).toEqual({ kind: 'rewrite', pathname: '/_filtered/property/pune' })
    expect(decideRoute('/property/pune', q('bbox=73,18,74,19'), null)).toEqual({ kind: 'rewrite', pathname: '/_filtered/property/pune' })
    expect(decideRoute('/property/pune', q('view=list'), null)).toEqual({ kind: 'pass' })
    expect(decideRoute('/search', q('view=map'), null)).toEqual({ kind: 'pass' })
  })
  it('answers a bad map parameter with 422 and a bad §5 one with 400', () => {
    expect(decideRoute('/search', q('view=map&bbox=1,2'), null)).toMatchObject({ kind: 'bad-filter', param: 'bbox', status: 422, retry: '/search?view=map' })
    expect(decideRoute('/search', q('page=0'), null)).toMatchObject({ kind: 'bad-filter', param: 'page', status: 400 })
  })
})

describe('languages (docs/product.md §21)', () => {
  it('serves English at today\'s URLs from the English tree and Hindi under /hi from the Hindi tree', () => {
    expect(decideLocalizedRoute('/about', q(), null)).toEqual({ kind: 'rewrite', pathname: '/en/about' })
    expect(decideLocalizedRoute('/hi/about', q(), null)).toEqual({ kind: 'rewrite', pathname: '/hi/about' })
    expect(decideLocalizedRoute('/hi/property/pune/sky-villas', q(), null)).toEqual({ kind: 'rewrite', pathname: '/hi/property/pune/sky-villas' })
    expect(decideLocalizedRoute('/hi/search', q('q=villa'), null)).toEqual({ kind: 'rewrite', pathname: '/hi/search' })
  })
  it('sends both home pages to the cached home of the visitor\'s city', () => {
    expect(decideLocalizedRoute('/', q(), 'Pune')).toEqual({ kind: 'rewrite', pathname: '/en/_home/pune' })
    expect(decideLocalizedRoute('/hi', q(), 'Pune')).toEqual({ kind: 'rewrite', pathname: '/hi/_home/pune' })
    expect(decideLocalizedRoute('/hi', q(), null)).toEqual({ kind: 'rewrite', pathname: '/hi/_home/all' })
  })
  it('keeps the language through filtered twins, slug redirects and bad filters', () => {
    expect(decideLocalizedRoute('/hi/property/pune', q('bhk=3'), null)).toEqual({ kind: 'rewrite', pathname: '/hi/_filtered/property/pune' })
    expect(decideLocalizedRoute('/property/pune', q('bhk=3'), null)).toEqual({ kind: 'rewrite', pathname: '/en/_filtered/property/pune' })
    expect(decideLocalizedRoute('/hi/property/Pune/Sky%20Villas', q('a=1'), null)).toEqual({ kind: 'redirect', location: '/hi/property/pune/sky-villas?a=1' })
    expect(decideLocalizedRoute('/hi/search', q('min=abc&bhk=2'), null)).toMatchObject({ kind: 'bad-filter', param: 'min', retry: '/hi/search?bhk=2' })
  })
  it('finds no page at the internal paths, the English tree asked for by its name, or a Hindi CMS page', () => {
    expect(decideLocalizedRoute('/hi/_home/pune', q(), null)).toEqual({ kind: 'rewrite', pathname: `/hi${NOT_FOUND_PATH}` })
    expect(decideLocalizedRoute('/_filtered/property/pune', q(), null)).toEqual({ kind: 'rewrite', pathname: `/en${NOT_FOUND_PATH}` })
    expect(decideLocalizedRoute('/en/about', q(), null)).toEqual({ kind: 'rewrite', pathname: '/en/en/about' })
    expect(decideLocalizedRoute('/hi/admin', q(), null)).toEqual({ kind: 'rewrite', pathname: `/hi${NOT_FOUND_PATH}` })
    expect(decideLocalizedRoute('/admin', q(), null)).toEqual({ kind: 'rewrite', pathname: '/en/admin' })
  })
  it('answers a missing Hindi page with the Hindi 404 page', () => {
    expect(notFoundPagePath('/hi/property/pune/gone')).toBe('/hi/_missing')
    expect(notFoundPagePath('/property/pune/gone')).toBe('/en/_missing')
  })
})
