import { describe, expect, it } from 'vitest'

import english from '../../../messages/en.json'
import hindi from '../../../messages/hi.json'
import type { PageLanguage } from '../i18n/locales'

import { canonicalSavedQuery, describeSearch, ENGLISH_NAME_WORDS, parseCreateInput, parseUpdateInput, type SearchNameLanguage } from './input'

const { cardBy, statusPreLaunch, statusUnderConstruction, statusReadyToMove } = hindi.Property
const hindiPage: PageLanguage = {
  locale: 'hi',
  names: { city: { Pune: 'पुणे' }, type: { Villa: 'विला' }, amenity: { 'Swimming pool': 'स्विमिंग पूल' }, collection: {}, collectionDescription: {} },
  price: hindi.Price,
  card: { cardBy, statusPreLaunch, statusUnderConstruction, statusReadyToMove },
}
const inHindi: SearchNameLanguage = { page: hindiPage, words: hindi.SavedSearchName }

describe('canonicalSavedQuery', () => {
  it('stores the canonical query string without page, whatever the spelling', () => {
    const a = canonicalSavedQuery('?bhk=3&city=Pune&page=4&bhk=2')
    const b = canonicalSavedQuery('/search?city=Pune&bhk=2&bhk=3')
    expect(a).toMatchObject({ ok: true, value: { query: 'city=Pune&bhk=2&bhk=3' } })
    expect(b.ok && b.value.query).toBe('city=Pune&bhk=2&bhk=3')
    expect(canonicalSavedQuery('')).toMatchObject({ ok: true, value: { query: '' } })
  })

  it('a bad search parameter is an error naming the query and the parameter', () => {
    expect(canonicalSavedQuery('min=abc')).toEqual({ ok: false, field: 'query', error: 'query: min must be a number' })
    expect(canonicalSavedQuery('sort=cheapest')).toMatchObject({ ok: false, field: 'query' })
  })
})

describe('parseCreateInput', () => {
  it('accepts a query and frequency, naming the search when no name is given', () => {
    expect(parseCreateInput({ query: 'city=Pune&bhk=3&max=10000000', frequency: 'daily' })).toEqual({
      ok: true,
      value: { query: 'city=Pune&bhk=3&max=10000000', name: 'Pune · 3 BHK · up to ₹1 Cr', frequency: 'daily', language: 'en' },
    })
    expect(parseCreateInput({ query: '', frequency: 'weekly', name: '  Mine ' })).toMatchObject({ ok: true, value: { name: 'Mine' } })
  })

  it('names the field of each refusal', () => {
    expect(parseCreateInput({ query: 'city=Pune', frequency: 'hourly' })).toMatchObject({ ok: false, field: 'frequency' })
    expect(parseCreateInput({ query: 'city=Pune' })).toMatchObject({ ok: false, field: 'frequency' })
    expect(parseCreateInput({ frequency: 'daily' })).toMatchObject({ ok: false, field: 'query' })
    expect(parseCreateInput({ query: 'page=-1', frequency: 'daily' })).toMatchObject({ ok: false, field: 'query', error: expect.stringContaining('page') })
    expect(parseCreateInput({ query: '', frequency: 'daily', name: 'x'.repeat(121) })).toMatchObject({ ok: false, field: 'name' })
    expect(parseCreateInput(null)).toMatchObject({ ok: false })
  })

  it('takes the language its alerts are written in: English by default, Hindi when asked, nothing else', () => {
    expect(parseCreateInput({ query: '', frequency: 'daily', language: 'hi' })).toMatchObject({ ok: true, value: { language: 'hi' } })
    expect(parseCreateInput({ query: '', frequency: 'daily', language: 'en' })).toMatchObject({ ok: true, value: { language: 'en' } })
    expect(parseCreateInput({ query: '', frequency: 'daily', language: 'fr' })).toEqual({ ok: false, field: 'language', error: 'language must be one of en, hi' })
    expect(parseCreateInput({ query: '', frequency: 'daily', language: 7 })).toMatchObject({ ok: false, field: 'language' })
  })
})

describe('parseUpdateInput', () => {
  it('takes a new name or frequency, and needs at least one', () => {
    expect(parseUpdateInput({ name: 'Weekend homes' })).toEqual({ ok: true, value: { name: 'Weekend homes' } })
    expect(parseUpdateInput({ frequency: 'instant' })).toEqual({ ok: true, value: { frequency: 'instant' } })
    expect(parseUpdateInput({})).toMatchObject({ ok: false, field: 'name' })
    expect(parseUpdateInput({ frequency: 'never' })).toMatchObject({ ok: false, field: 'frequency' })
  })
})

describe('describeSearch', () => {
  it('reads the filters, or says all projects', () => {
    const parsed = canonicalSavedQuery('q=lake&offers=true&min=5000000')
    expect(parsed.ok && describeSearch(parsed.value.params)).toBe('“lake” · from ₹50 L · with offers')
    const all = canonicalSavedQuery('')
    expect(all.ok && describeSearch(all.value.params)).toBe('All projects')
  })

  it('keeps the English words of messages/en.json', () => {
    expect(english.SavedSearchName).toEqual(ENGLISH_NAME_WORDS)
  })

  it('in Hindi: Hindi names of places, types and amenities, prices in लाख/करोड़, Hindi words', () => {
    const parsed = canonicalSavedQuery('city=Pune&type=Villa&status=ready-to-move&bhk=3&amenity=Swimming pool&min=5000000&max=20300000&offers=true&featured=true')
    expect(parsed.ok && describeSearch(parsed.value.params, inHindi)).toBe('पुणे · विला · रेडी टू मूव · 3 BHK · स्विमिंग पूल · ₹50 लाख से शुरू · ₹2.03 करोड़ तक · ऑफ़र वाले · चुनिंदा')
    const all = canonicalSavedQuery('')
    expect(all.ok && describeSearch(all.value.params, inHindi)).toBe('सभी प्रोजेक्ट')
    // A name the CMS has no Hindi for stays as the search has it.
    const other = canonicalSavedQuery('city=Nashik&status=ready-to-move')
    expect(other.ok && describeSearch(other.value.params)).toBe('Nashik · ready-to-move')
    expect(other.ok && describeSearch(other.value.params, inHindi)).toBe('Nashik · रेडी टू मूव')
  })

  it('a search saved in Hindi is named in Hindi; in English when saved in English', () => {
    expect(parseCreateInput({ query: 'city=Pune&max=10000000', frequency: 'daily', language: 'hi' }, inHindi)).toMatchObject({ ok: true, value: { name: 'पुणे · ₹1 करोड़ तक', language: 'hi' } })
    expect(parseCreateInput({ query: 'city=Pune&max=10000000', frequency: 'daily' }, inHindi)).toMatchObject({ ok: true, value: { name: 'Pune · up to ₹1 Cr', language: 'en' } })
    expect(parseCreateInput({ query: 'city=Pune', frequency: 'daily', language: 'hi', name: 'Mine' }, inHindi)).toMatchObject({ ok: true, value: { name: 'Mine' } })
  })
})
