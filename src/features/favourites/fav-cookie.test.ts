import { describe, expect, it } from 'vitest'

import {
  FAV_MAX_IDS,
  favFromCookieHeader,
  favSetCookie,
  mergeFavIds,
  normaliseFavIds,
  parseFavCookie,
  serializeFavCookie,
} from './fav-cookie'

describe('parseFavCookie', () => {
  it('reads the URI-encoded JSON list the cookie holds', () => {
    expect(parseFavCookie(encodeURIComponent('[3,1,2]'))).toEqual([3, 1, 2])
  })

  it('reads a list written without URI encoding', () => {
    expect(parseFavCookie('[7,8]')).toEqual([7, 8])
  })

  it('keeps the first of each id, in order', () => {
    expect(parseFavCookie(encodeURIComponent('[5,2,5,2,9]'))).toEqual([5, 2, 9])
  })

  it('accepts ids written as digit strings and drops everything else', () => {
    expect(parseFavCookie(encodeURIComponent('["4", 0, -1, 1.5, "x", null, {"id":3}, 6, "12 "]'))).toEqual([4, 6, 12])
  })

  it.each([
    ['no cookie', undefined],
    ['an empty value', ''],
    ['broken JSON', '%5B1%2C'],
    ['a JSON object', encodeURIComponent('{"ids":[1]}')],
    ['a JSON number', '42'],
    ['a bad escape', '%E0%A4%A'],
    ['unsafe integers', encodeURIComponent('[9007199254740993]')],
  ])('treats %s as an empty list', (_label, raw) => {
    expect(parseFavCookie(raw)).toEqual([])
  })

  it(`keeps at most ${FAV_MAX_IDS} ids`, () => {
    const many = Array.from({ length: FAV_MAX_IDS + 50 }, (_, i) => i + 1)
    const ids = parseFavCookie(encodeURIComponent(JSON.stringify(many)))
    expect(ids).toHaveLength(FAV_MAX_IDS)
    expect(ids.at(-1)).toBe(FAV_MAX_IDS)
  })
})

describe('serializeFavCookie', () => {
  it('round-trips through parseFavCookie as a valid cookie value', () => {
    const value = serializeFavCookie([10, 20, 10, 30])
    expect(value).not.toMatch(/[\s",;\\]/)
    expect(parseFavCookie(value)).toEqual([10, 20, 30])
  })

  it('writes an empty list as []', () => {
    expect(decodeURIComponent(serializeFavCookie([]))).toBe('[]')
  })
})

describe('mergeFavIds', () => {
  it('is the deduplicated union, the first list first', () => {
    expect(mergeFavIds([1, 2, 3], [3, 4, 1, 5])).toEqual([1, 2, 3, 4, 5])
  })

  it('leaves either list alone when the other is empty', () => {
    expect(mergeFavIds([], [2, 2, 1])).toEqual([2, 1])
    expect(mergeFavIds([4], [])).toEqual([4])
  })

  it(`caps the merge at ${FAV_MAX_IDS} ids`, () => {
    const a = Array.from({ length: 150 }, (_, i) => i + 1)
    const b = Array.from({ length: 150 }, (_, i) => i + 1000)
    expect(mergeFavIds(a, b)).toHaveLength(FAV_MAX_IDS)
  })
})

describe('normaliseFavIds', () => {
  it('drops zero, negatives, fractions, NaN and non-numbers', () => {
    expect(normaliseFavIds([0, -3, 2.5, Number.NaN, Infinity, true, '7', 8])).toEqual([7, 8])
  })
})

describe('favFromCookieHeader', () => {
  it('finds fav among other cookies', () => {
    const header = `city=pune; fav=${serializeFavCookie([4, 5])}; favourite=x; session=abc`
    expect(favFromCookieHeader(header)).toEqual([4, 5])
  })

  it('ignores cookies whose names only start with fav', () => {
    expect(favFromCookieHeader('favourites=%5B1%5D; xfav=%5B2%5D')).toEqual([])
  })

  it('is empty without a header or with a bad value', () => {
    expect(favFromCookieHeader(null)).toEqual([])
    expect(favFromCookieHeader('fav=not-json')).toEqual([])
  })
})

describe('favSetCookie', () => {
  it('sets a site-wide, year-long, script-readable SameSite=Lax cookie', () => {
    const value = favSetCookie([3, 3, 1], false)
    expect(value).toBe(`fav=${serializeFavCookie([3, 1])}; Path=/; Max-Age=31536000; SameSite=Lax`)
    expect(value).not.toMatch(/HttpOnly/i)
  })

  it('adds Secure when the site is served over HTTPS', () => {
    expect(favSetCookie([1], true)).toMatch(/; Secure$/)
  })
})
