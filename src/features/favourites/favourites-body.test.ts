import { describe, expect, it } from 'vitest'

import { FAV_MAX_IDS } from './fav-cookie'
import { FAV_BODY_MAX_CHARS, parseFavBody } from './favourites-body'

describe('parseFavBody', () => {
  it('accepts a list of ids and deduplicates it in order', () => {
    expect(parseFavBody('{"ids":[3,1,3,2,1]}')).toEqual({ ok: true, ids: [3, 1, 2] })
  })

  it('accepts an empty list', () => {
    expect(parseFavBody('{"ids":[]}')).toEqual({ ok: true, ids: [] })
  })

  it.each([
    ['not JSON', '{ids:[1]', /^body: must be JSON/],
    ['empty', '', /^body: must be JSON/],
    ['a JSON list', '[1,2]', /^body: must be a JSON object/],
    ['null', 'null', /^body: must be a JSON object/],
    ['no ids', '{}', /^ids: is required/],
    ['ids not a list', '{"ids":"1,2"}', /^ids: must be a list/],
    ['a string id', '{"ids":[1,"2"]}', /^ids\[1\]: must be a positive whole number/],
    ['a fraction', '{"ids":[1.5]}', /^ids\[0\]: must be a positive whole number/],
    ['zero', '{"ids":[4,0]}', /^ids\[1\]: must be a positive whole number/],
    ['a negative id', '{"ids":[-4]}', /^ids\[0\]: must be a positive whole number/],
  ])('refuses %s, naming the field', (_label, text, message) => {
    const result = parseFavBody(text)
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.error).toMatch(message)
  })

  it(`refuses more than ${FAV_MAX_IDS} ids`, () => {
    const ids = Array.from({ length: FAV_MAX_IDS + 1 }, (_, i) => i + 1)
    expect(parseFavBody(JSON.stringify({ ids }))).toEqual({ ok: false, error: `ids: may hold at most ${FAV_MAX_IDS} property ids` })
    expect(parseFavBody(JSON.stringify({ ids: ids.slice(1) })).ok).toBe(true)
  })

  it('refuses an overlong body before parsing it', () => {
    const result = parseFavBody(`{"ids":[1],"pad":"${'x'.repeat(FAV_BODY_MAX_CHARS)}"}`)
    expect(result).toEqual({ ok: false, error: `body: must be at most ${FAV_BODY_MAX_CHARS} characters of JSON` })
  })
})
