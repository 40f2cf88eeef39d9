import { describe, expect, it } from 'vitest'

import { bhkList, formatBhkList } from './bhk'

describe('bhkList', () => {
  it('sorts numerically, so "10" comes after "2"', () => {
    expect(bhkList([{ bhk: '10' }, { bhk: '2' }, { bhk: '3' }])).toEqual(['2', '3', '10'])
  })

  it('keeps half BHK values in order', () => {
    expect(bhkList([{ bhk: '3' }, { bhk: '2.5' }, { bhk: '2' }])).toEqual(['2', '2.5', '3'])
  })

  it('drops duplicates and empty values', () => {
    expect(bhkList([{ bhk: '2' }, { bhk: ' 2 ' }, { bhk: '' }, { bhk: null }, {}, { bhk: '3' }])).toEqual(['2', '3'])
  })

  it('gives an empty list without floor plans', () => {
    expect(bhkList([])).toEqual([])
    expect(bhkList(null)).toEqual([])
    expect(bhkList(undefined)).toEqual([])
  })

  it('puts values that are not numbers last', () => {
    expect(bhkList([{ bhk: 'Studio' }, { bhk: '1' }])).toEqual(['1', 'Studio'])
  })
})

describe('formatBhkList', () => {
  it('joins with the unit', () => {
    expect(formatBhkList(['2', '2.5', '3'])).toBe('2, 2.5, 3 BHK')
    expect(formatBhkList([])).toBe('')
  })
})
