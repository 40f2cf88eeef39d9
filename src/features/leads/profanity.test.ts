import { describe, expect, it } from 'vitest'

import { containsProfanity, parseProfanityList, profanityFilter } from './profanity'

describe('parseProfanityList', () => {
  it('reads one word a line, trimmed and lower-cased, ignoring blank lines and duplicates', () => {
    expect(parseProfanityList('Scam\n\n  fraud  \r\nIDIOT\n\t\nscam\n')).toEqual(['fraud', 'idiot', 'scam'])
  })

  it('accepts a list of words and nothing at all', () => {
    expect(parseProfanityList([' Fraud ', '', 'scam'])).toEqual(['fraud', 'scam'])
    expect(parseProfanityList(undefined)).toEqual([])
    expect(parseProfanityList(null)).toEqual([])
    expect(parseProfanityList('\n \n')).toEqual([])
  })
})

describe('built-in English list', () => {
  it.each(['fuck', 'what the fuck.', 'You are an ASS', 'Shit happens', 'bitch!', 'kiss my ass.'])(
    'flags %j',
    (text) => {
      expect(containsProfanity(text)).toBe(true)
    },
  )

  it.each([
    ['sh1t', 'digit for a letter'],
    ['@ss', 'at sign for a'],
    ['a$$', 'dollar for s'],
    ['f*ck you'.replace('*', 'u'), 'plain'],
    ['SH!T', 'exclamation mark for i, upper case'],
    ['ｆｕｃｋ', 'full-width letters'],
    ['fuuuuck', 'stretched letters'],
  ])('sees through %j (%s)', (text) => {
    expect(containsProfanity(text)).toBe(true)
  })

  it('counts a listed word with an English ending as the word', () => {
    expect(containsProfanity('fucking hell')).toBe(true)
    expect(containsProfanity('stop the bitching')).toBe(true)
  })

  it.each([
    'Scunthorpe',
    'assessment',
    'classic',
    'Cassandra',
    'passport',
    'Shital Patil',
    'Dickson Road',
    'Cummins engine',
    'analysis of the title',
    'Kumar',
    'Sussex',
    'cocktail bar',
    'grapes are yummy',
    'the pen is mightier',
    'Flat 455, floor 717, budget 5318008',
    '',
  ])('does not flag the innocent %j', (text) => {
    expect(containsProfanity(text)).toBe(false)
  })

  it('reports where the words are', () => {
    expect(profanityFilter().findProfanity('oh sh1t, classic')).toEqual([{ start: 3, end: 7, text: 'sh1t' }])
  })
})

describe('custom list (site data profanity_list)', () => {
  const list = 'scam\nfraud\n\nidiot\n'

  it('is used instead of the built-in list when given', () => {
    expect(containsProfanity('this is a scam', list)).toBe(true)
    expect(containsProfanity('what a FRAUD', list)).toBe(true)
    // Not on the custom list, so allowed there, while the built-in list would refuse it.
    expect(containsProfanity('shit', list)).toBe(false)
    expect(containsProfanity('shit')).toBe(true)
    expect(containsProfanity('this is a scam')).toBe(false)
  })

  it('matches whole words only, with English endings', () => {
    expect(containsProfanity('scams everywhere', list)).toBe(true)
    expect(containsProfanity('idiots', list)).toBe(true)
    expect(containsProfanity('scampi and scamp', list)).toBe(false)
    expect(containsProfanity('antifraudsystem', list)).toBe(false)
  })

  it('sees through letter substitutions and case', () => {
    expect(containsProfanity('1d10t', list)).toBe(true)
    expect(containsProfanity('$CAM', list)).toBe(true)
    expect(containsProfanity('fr@ud', list)).toBe(true)
  })

  it('keeps double letters of listed words', () => {
    expect(containsProfanity('you scammer', 'scammer')).toBe(true)
    expect(containsProfanity('you scamer', 'scammer')).toBe(false)
  })

  it('takes words of any script and special characters literally', () => {
    expect(containsProfanity('यह बकवास है', 'बकवास')).toBe(true)
    expect(containsProfanity('बकवासपन', 'बकवास')).toBe(false)
    expect(containsProfanity('a [x]? b', '[x]?')).toBe(true)
    expect(containsProfanity('a x b', '[x]?')).toBe(false)
  })

  it('falls back to the built-in list when the list is blank', () => {
    expect(containsProfanity('shit', '\n  \n')).toBe(true)
  })

  it('builds each list once', () => {
    expect(profanityFilter(list)).toBe(profanityFilter('idiot\nscam\nfraud'))
    expect(profanityFilter()).toBe(profanityFilter(null))
    expect(profanityFilter(list)).not.toBe(profanityFilter())
    expect(profanityFilter(list).words).toEqual(['fraud', 'idiot', 'scam'])
  })
})
