import { describe, expect, it } from 'vitest'

import { type AnchorLike, inPageTarget, NAV_ATTRIBUTE, NO_PREFETCH, prefetchTarget } from './link-navigation'

const here = { origin: 'https://homes.example', pathname: '/property/pune', search: '?bhk=2' }
const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }

function anchor(href: string, attributes: Record<string, string> = { [NAV_ATTRIBUTE]: '' }, target = ''): AnchorLike {
  return {
    href: new URL(href, here.origin).href,
    target,
    hasAttribute: (name) => name in attributes,
    getAttribute: (name) => attributes[name] ?? null,
  }
}

describe('a click on a site link', () => {
  it('is followed in the page, with its query and hash', () => {
    expect(inPageTarget(click, anchor('/about'), here)).toBe('/about')
    expect(inPageTarget(click, anchor('/search?city=pune&bhk=3#results'), here)).toBe('/search?city=pune&bhk=3#results')
    expect(inPageTarget(click, anchor('/property/pune?bhk=3'), here)).toBe('/property/pune?bhk=3')
    expect(inPageTarget(click, anchor('/logout', { [NAV_ATTRIBUTE]: NO_PREFETCH }), here)).toBe('/logout')
  })

  it('is left to the browser when taken, with another button or a modifier, another target, a download, another origin or a plain link', () => {
    expect(inPageTarget({ ...click, defaultPrevented: true }, anchor('/about'), here)).toBeNull()
    expect(inPageTarget({ ...click, button: 1 }, anchor('/about'), here)).toBeNull()
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(inPageTarget({ ...click, [key]: true }, anchor('/about'), here), key).toBeNull()
    expect(inPageTarget(click, anchor('/about', { [NAV_ATTRIBUTE]: '' }, '_blank'), here)).toBeNull()
    expect(inPageTarget(click, anchor('/about', { [NAV_ATTRIBUTE]: '' }, '_self'), here)).toBe('/about')
    expect(inPageTarget(click, anchor('/brochure.pdf', { [NAV_ATTRIBUTE]: '', download: '' }), here)).toBeNull()
    expect(inPageTarget(click, anchor('https://wa.me/919800000000'), here)).toBeNull()
    expect(inPageTarget(click, anchor('/about', {}), here)).toBeNull()
  })

  it('jumping within this page is the browser’s; the same path with another query is a navigation', () => {
    expect(inPageTarget(click, anchor('/property/pune?bhk=2#faq'), here)).toBeNull()
    expect(inPageTarget(click, anchor('/property/pune#faq'), here)).toBe('/property/pune#faq')
  })
})

describe('intent on a site link', () => {
  it('prefetches its page on this origin, not one marked not to, another origin or a plain link', () => {
    expect(prefetchTarget(anchor('/faq#buying'), here.origin)).toBe('/faq')
    expect(prefetchTarget(anchor('/search?q=park'), here.origin)).toBe('/search?q=park')
    expect(prefetchTarget(anchor('/logout', { [NAV_ATTRIBUTE]: NO_PREFETCH }), here.origin)).toBeNull()
    expect(prefetchTarget(anchor('https://example.org/x'), here.origin)).toBeNull()
    expect(prefetchTarget(anchor('/about', {}), here.origin)).toBeNull()
  })
})
