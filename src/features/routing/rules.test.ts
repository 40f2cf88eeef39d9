import { describe, expect, it } from 'vitest'

import { badFilterHtml } from './bad-filter-page'
import { decideRoute, homeSegment, NOT_FOUND_PATH, PROPERTY_PAGE_SECONDS, SHARED_PAGE_SECONDS, sharedPageSeconds } from './rules'

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
  it('redirect permanently to the slug URL with the query kept', () => {
    expect(decideRoute('/property/New%20Delhi', q('bhk=2'), null)).toEqual({ kind: 'redirect', location: '/property/new-delhi?bhk=2' })
    expect(decideRoute('/property/Bengaluru/Prestige%20Lakeside', q(), null)).toEqual({
      kind: 'redirect',
      location: '/property/bengaluru/prestige-lakeside',
    })
    expect(decideRoute('/property/Pune/featured', q(), null)).toEqual({ kind: 'redirect', location: '/property/pune/featured' })
    expect(decideRoute('/builders/Sobha%20Limited', q(), null)).toEqual({ kind: 'redirect', location: '/builders/sobha-limited' })
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

describe('map view and map parameters (SPEC §14)', () => {
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

describe('shared pages rendered per request', () => {
  it('lists search pages, listings and information pages, never personal or sign-in pages', () => {
    for (const path of ['/search', '/search/pune', '/property/pune', '/property/pune/featured', '/builders/acme', '/collections/luxury', '/about', '/offers', '/blogs', '/sitemap']) {
      expect(sharedPageSeconds(path), path).toBeDefined()
    }
    for (const path of ['/profile', '/shortlists', '/admin', '/login', '/register', '/compare', '/blogs/news/a-post', '/api/search', '/cms', '/property/pune/a-home/x']) {
      expect(sharedPageSeconds(path), path).toBeUndefined()
    }
  })
  it('keeps property pages for the 4-hour safety net and the others for a minute', () => {
    expect(sharedPageSeconds('/property/pune/some-home')).toBe(PROPERTY_PAGE_SECONDS)
    expect(PROPERTY_PAGE_SECONDS).toBe(4 * 60 * 60)
    for (const path of ['/property/pune/featured', '/property/pune', '/search', '/about']) expect(sharedPageSeconds(path), path).toBe(SHARED_PAGE_SECONDS)
    expect(sharedPageSeconds('/profile')).toBeUndefined()
  })
})
