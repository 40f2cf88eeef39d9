import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PAGE_LIFETIMES, PROPERTY_PAGE_SECONDS, SHARED_PAGE_SECONDS, sharedPageSeconds } from './page-lifetimes'

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
  it('keeps a Hindi page as long as its English twin', () => {
    expect(sharedPageSeconds('/hi/property/pune/some-home')).toBe(PROPERTY_PAGE_SECONDS)
    for (const path of ['/hi/search', '/hi/about', '/hi/property/pune']) expect(sharedPageSeconds(path), path).toBe(SHARED_PAGE_SECONDS)
    for (const path of ['/hi/profile', '/hi/shortlists', '/hindi/about']) expect(sharedPageSeconds(path), path).toBeUndefined()
  })
  it('names, for every row, a page file that exists, so a moved or removed page cannot leave its row behind', () => {
    const site = path.resolve('src/app/(site)/[locale]')
    for (const row of PAGE_LIFETIMES) expect(fs.existsSync(path.join(site, row.page)), row.page).toBe(true)
    expect(new Set(PAGE_LIFETIMES.map((row) => row.page)).size).toBe(PAGE_LIFETIMES.length)
  })
})
