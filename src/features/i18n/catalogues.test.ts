import { describe, expect, it } from 'vitest'

import english from '../../../messages/en.json'
import hindi from '../../../messages/hi.json'
import { DEFAULT_DISCLAIMER, QUERY_DIALOGS, SITE_TAGLINE } from '../../lib/site'
import { ENGLISH_EMI_MESSAGES } from '../emi/input'
import { CONSENT_REQUIRED } from '../leads/components/LeadFormView'
import { MESSAGES } from '../leads/fields'
import { LEAD_FORM_EN } from '../leads/form-strings'
import { INTAKE_MESSAGES } from '../leads/intake/constants'
import { SORT_OPTIONS } from '../search/params'

type Tree = { [key: string]: string | Tree }

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)))
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('message catalogues (docs/product.md §21)', () => {
  const en = new Map(entries(english))
  const hi = new Map(entries(hindi))
  it('have the same keys in both languages, none empty', () => {
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort())
    for (const [key, text] of [...en, ...hi]) expect(text.trim(), key).not.toBe('')
  })
  it('keep the English texts the site had before it had catalogues', () => {
    expect(english.Disclaimer.text).toBe(DEFAULT_DISCLAIMER)
    expect(english.Layout.tagline).toBe(SITE_TAGLINE)
    expect(english.Layout.description).toBe(`${SITE_TAGLINE}. Compare projects, floor plans and offers, and talk to a local expert.`)
  })
  it('keep the lead forms’ English word for word (docs/product.md §7): labels, messages, dialogs', () => {
    const { errors: _none, ...labels } = LEAD_FORM_EN
    expect(english.LeadForm).toEqual(labels)
    const { contentType: _c, unknownForm: _u, ...intake } = INTAKE_MESSAGES
    const { titleNotFound: _1, titleCrossSite: _2, titleNotSent: _3, titlePropertyNotFound: _4, titleTooMany: _5, titleTryAgain: _6, ...messages } = english.LeadErrors
    expect(messages).toEqual({ ...MESSAGES, consentRequired: CONSENT_REQUIRED, ...intake })
    for (const dialog of QUERY_DIALOGS) {
      expect(english.Dialogs[`${dialog.param}Title`]).toBe(dialog.title)
      expect(english.Dialogs[`${dialog.param}Text`]).toBe(dialog.text)
    }
  })
  it('keep the search filters’ English word for word (docs/product.md §5), sort labels included', () => {
    expect(english.Filters).toEqual({
      toggle: 'Filters',
      form: 'Filter projects',
      q: 'Project name',
      city: 'City',
      allCities: 'All cities',
      builder: 'Builder',
      allBuilders: 'All builders',
      type: 'Property type',
      allTypes: 'All types',
      bhk: 'BHK',
      budget: 'Budget',
      min: 'Minimum',
      max: 'Maximum',
      any: 'Any',
      status: 'Status',
      anyStatus: 'Any status',
      collection: 'Collection',
      allCollections: 'All collections',
      offers: 'Only projects with an offer running',
      amenities: 'Amenities',
      selected: '({count} selected)',
      sort: 'Sort by',
      apply: 'Apply filters',
      clear: 'Clear filters',
      sortRelevance: 'Relevance',
      sortPriceAsc: 'Price: low to high',
      sortPriceDesc: 'Price: high to low',
      sortNewest: 'Newest first',
    })
    const { sortRelevance, sortPriceAsc, sortPriceDesc, sortNewest } = english.Filters
    expect([sortRelevance, sortPriceAsc, sortPriceDesc, sortNewest]).toEqual(SORT_OPTIONS.map((o) => o.label))
  })
  it('keep the EMI calculator’s English messages word for word (docs/product.md §4 /emi)', () => {
    expect(english.Emi.calculator.errors).toEqual(ENGLISH_EMI_MESSAGES)
  })
  it('use the same placeholders in both languages', () => {
    for (const [key, text] of en) expect(placeholders(hi.get(key)!), key).toEqual(placeholders(text))
  })
  it('are written in Devanagari in Hindi, not transliterated', () => {
    for (const [key, text] of hi) expect(text, key).toMatch(/[\u0900-\u097F]/)
  })
})
