import { describe, expect, it } from 'vitest'

import english from '../../../messages/en.json'
import hindi from '../../../messages/hi.json'
import { DEFAULT_DISCLAIMER, SITE_TAGLINE } from '../../lib/site'

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
  it('use the same placeholders in both languages', () => {
    for (const [key, text] of en) expect(placeholders(hi.get(key)!), key).toEqual(placeholders(text))
  })
  it('are written in Devanagari in Hindi, not transliterated', () => {
    for (const [key, text] of hi) expect(text, key).toMatch(/[\u0900-\u097F]/)
  })
})
