import { describe, expect, it } from 'vitest'

import { LeadForm as enLeadForm } from '../../../messages/en.json'
import { LeadForm as hiLeadForm } from '../../../messages/hi.json'

import {
  canonicalBhkList,
  formatBhkList,
  interestMessage,
  isBhkSelected,
  serialiseBhkList,
  splitBhkList,
  toggleBhk,
} from './interest'

describe('BHK lists', () => {
  it('splits comma-separated and repeated values', () => {
    expect(splitBhkList('3, 2,,2.5 ')).toEqual(['3', '2', '2.5'])
    expect(splitBhkList(['2', '3,4'])).toEqual(['2', '3', '4'])
    expect(splitBhkList('')).toEqual([])
    expect(splitBhkList(undefined)).toEqual([])
  })

  it('canonicalises: numeric order, no duplicates, no invalid values', () => {
    expect(canonicalBhkList(['10', '2', '3', '2', '02', '2.50', '1', 'x', '-1'])).toEqual(['1', '2', '2.5', '3', '10'])
    expect(serialiseBhkList(['3', '2'])).toBe('2,3')
    expect(formatBhkList(['3', '2', '2.5'])).toBe('2, 2.5, 3')
  })
})

describe('toggleBhk', () => {
  it('adds an absent value in numeric order', () => {
    expect(toggleBhk('', '3')).toBe('3')
    expect(toggleBhk('3', '2')).toBe('2,3')
    expect(toggleBhk('2,3', '10')).toBe('2,3,10')
    expect(toggleBhk('2,3', '2.5')).toBe('2,2.5,3')
  })

  it('removes a present value', () => {
    expect(toggleBhk('2,3', '2')).toBe('3')
    expect(toggleBhk('3', '3')).toBe('')
    expect(toggleBhk('2,3', '03')).toBe('2')
  })

  it('never duplicates and tidies a messy list', () => {
    expect(toggleBhk('3,2,3', '4')).toBe('2,3,4')
    expect(toggleBhk(toggleBhk('', '2'), '2')).toBe('')
  })

  it('ignores an invalid value', () => {
    expect(toggleBhk('2', 'studio')).toBe('2')
  })

  it('tells whether a pill is selected', () => {
    expect(isBhkSelected('2,3', '3')).toBe(true)
    expect(isBhkSelected('2,3', '4')).toBe(false)
    expect(isBhkSelected('2,3', 'x')).toBe(false)
  })
})

describe('interestMessage', () => {
  it('names the project, city and selected BHK list', () => {
    expect(interestMessage({ project: 'Sobha City', city: 'Pune', bhk: ['3', '2'] })).toBe(
      'Interested in Sobha City, Pune for 2, 3 BHK',
    )
    expect(interestMessage({ project: 'Sobha City', city: 'Pune', bhk: '2' })).toBe(
      'Interested in Sobha City, Pune for 2 BHK',
    )
  })

  it('reads the posted comma-separated list', () => {
    expect(interestMessage({ project: 'Lodha Park', city: 'Mumbai', bhk: '3,2.5' })).toBe(
      'Interested in Lodha Park, Mumbai for 2.5, 3 BHK',
    )
  })

  it('leaves out the BHK part when none is selected, and the city when unknown', () => {
    expect(interestMessage({ project: 'Sobha City', city: 'Pune', bhk: [] })).toBe('Interested in Sobha City, Pune')
    expect(interestMessage({ project: 'Sobha City', city: '', bhk: '' })).toBe('Interested in Sobha City')
    expect(interestMessage({ project: 'Sobha City', bhk: ['4'] })).toBe('Interested in Sobha City for 4 BHK')
  })

  it('adds the extra text on the next line', () => {
    expect(interestMessage({ project: 'Sobha City', city: 'Pune', bhk: ['2'], extra: '  Call after 6 pm ' })).toBe(
      'Interested in Sobha City, Pune for 2 BHK\nCall after 6 pm',
    )
    expect(interestMessage({ project: 'Sobha City', city: 'Pune', bhk: ['2'], extra: '   ' })).toBe(
      'Interested in Sobha City, Pune for 2 BHK',
    )
  })

  it('does not repeat the sentence when the message box was prefilled with it', () => {
    const sentence = 'Interested in Sobha City, Pune for 2 BHK'
    expect(interestMessage({ project: 'Sobha City', city: 'Pune', bhk: ['2'], extra: `${sentence}. Site visit?` })).toBe(
      `${sentence}. Site visit?`,
    )
  })
})

describe('the interest sentence in Hindi (docs/product.md §21)', () => {
  const hindi = { interestSentence: hiLeadForm.interestSentence, interestBhk: hiLeadForm.interestBhk }

  it('is written in the form’s language, with and without BHK', () => {
    expect(interestMessage({ project: 'Malabar Sunrise Heights', city: 'Bengaluru', bhk: '3,2', words: hindi })).toBe('Malabar Sunrise Heights, Bengaluru के 2, 3 BHK में रुचि है')
    expect(interestMessage({ project: 'Malabar Sunrise Heights', city: 'Bengaluru', words: hindi })).toBe('Malabar Sunrise Heights, Bengaluru में रुचि है')
  })

  it('the English catalogue gives the §7 sentence word for word', () => {
    const english = { interestSentence: enLeadForm.interestSentence, interestBhk: enLeadForm.interestBhk }
    expect(interestMessage({ project: 'Skyline', city: 'Pune', bhk: '2', words: english })).toBe('Interested in Skyline, Pune for 2 BHK')
  })

  it('is stored in English: a message box still starting with the Hindi prefill gets the English sentence in its place', () => {
    const shown = interestMessage({ project: 'Skyline', city: 'Pune', bhk: '2,3', words: hindi })
    expect(interestMessage({ project: 'Skyline', city: 'Pune', bhk: '2,3', extra: `${shown}\nशाम को फ़ोन करें`, shownIn: hindi })).toBe('Interested in Skyline, Pune for 2, 3 BHK\nशाम को फ़ोन करें')
    expect(interestMessage({ project: 'Skyline', city: 'Pune', bhk: '2,3', extra: shown, shownIn: hindi })).toBe('Interested in Skyline, Pune for 2, 3 BHK')
    // The visitor's own words, prefill cleared, follow the English sentence.
    expect(interestMessage({ project: 'Skyline', city: 'Pune', bhk: '2', extra: 'कॉल करें', shownIn: hindi })).toBe('Interested in Skyline, Pune for 2 BHK\nकॉल करें')
  })
})
