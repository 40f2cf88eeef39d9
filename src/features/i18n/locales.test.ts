import { describe, expect, it } from 'vitest'

import { languageAlternates, localeOfCookie, localizedPath, splitLocale, switchLanguagePath } from './locales'

describe('where each language lives', () => {
  it('reads the language off a public path', () => {
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' })
    expect(splitLocale('/search')).toEqual({ locale: 'en', path: '/search' })
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' })
    expect(splitLocale('/hi/property/pune/sky-villas')).toEqual({ locale: 'hi', path: '/property/pune/sky-villas' })
    expect(splitLocale('/hindi')).toEqual({ locale: 'en', path: '/hindi' })
    expect(splitLocale('/history/hi')).toEqual({ locale: 'en', path: '/history/hi' })
  })
  it('keeps English at its own URLs and puts Hindi under /hi', () => {
    expect(localizedPath('/', 'en')).toBe('/')
    expect(localizedPath('/blogs', 'en')).toBe('/blogs')
    expect(localizedPath('/', 'hi')).toBe('/hi')
    expect(localizedPath('/blogs', 'hi')).toBe('/hi/blogs')
    expect(localizedPath('/search?q=villa', 'hi')).toBe('/hi/search?q=villa')
    expect(localizedPath('/#builders', 'hi')).toBe('/hi#builders')
    expect(localizedPath('/?x=1', 'hi')).toBe('/hi?x=1')
    expect(localizedPath('https://example.com/a', 'hi')).toBe('https://example.com/a')
  })
  it('switches a page to the other language and back', () => {
    expect(switchLanguagePath('/property/pune', 'hi')).toBe('/hi/property/pune')
    expect(switchLanguagePath('/hi/property/pune', 'en')).toBe('/property/pune')
    expect(switchLanguagePath('/hi', 'en')).toBe('/')
    expect(switchLanguagePath('/', 'hi')).toBe('/hi')
    expect(switchLanguagePath('/hi/blogs', 'hi')).toBe('/hi/blogs')
  })
  it('names both languages and x-default (the English URL) as alternates', () => {
    expect(languageAlternates('/faq')).toEqual({ 'en-IN': '/faq', 'hi-IN': '/hi/faq', 'x-default': '/faq' })
    expect(languageAlternates('/')).toEqual({ 'en-IN': '/', 'hi-IN': '/hi', 'x-default': '/' })
  })
  it('reads the language cookie in any case', () => {
    expect(localeOfCookie('HI')).toBe('hi')
    expect(localeOfCookie('EN')).toBe('en')
    expect(localeOfCookie('hi')).toBe('hi')
    expect(localeOfCookie('FR')).toBeNull()
    expect(localeOfCookie(undefined)).toBeNull()
  })
})
