import { describe, expect, it } from 'vitest'

import { languageAlternates, localeOfCookie, localizedPath, splitLocale, switchLanguagePath } from './locales'
import { collectionIn, type ContentNames, ENGLISH_NAMES, labelled, nameIn } from './content-names'

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

describe('content names in the page language', () => {
  const hindi: ContentNames = {
    ...ENGLISH_NAMES,
    city: { Pune: 'पुणे' },
    collection: { 'New Launches': 'नए लॉन्च' },
    collectionDescription: { 'New Launches': 'हाल ही में खुले प्रोजेक्ट' },
  }
  it('gives the Hindi name where there is one, and the English one otherwise', () => {
    expect(nameIn(hindi, 'city', 'Pune')).toBe('पुणे')
    expect(nameIn(hindi, 'city', 'Kochi')).toBe('Kochi')
    expect(nameIn(ENGLISH_NAMES, 'city', 'Pune')).toBe('Pune')
    expect(nameIn(hindi, 'city', 'constructor')).toBe('constructor')
  })
  it('labels a list in Hindi and keeps its English names for cookies and filters', () => {
    expect(labelled([{ name: 'Pune', slug: 'pune' }, { name: 'Kochi', slug: 'kochi' }], hindi, 'city')).toEqual([
      { name: 'Pune', slug: 'pune', label: 'पुणे' },
      { name: 'Kochi', slug: 'kochi' },
    ])
  })
  it('shows a collection in Hindi, its description falling back to English', () => {
    expect(collectionIn({ name: 'New Launches', description: 'Opened recently.' }, hindi)).toEqual({ name: 'नए लॉन्च', description: 'हाल ही में खुले प्रोजेक्ट' })
    expect(collectionIn({ name: 'Luxury Homes', description: 'Premium.' }, hindi)).toEqual({ name: 'Luxury Homes', description: 'Premium.' })
  })
})
