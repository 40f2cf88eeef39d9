import { describe, expect, it } from 'vitest'

import { createRandom } from './random'

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom('properties')
    const b = createRandom('properties')
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()))
  })
  it('gives different streams for different seeds', () => {
    expect(createRandom('a').next()).not.toBe(createRandom('b').next())
  })
  it('keeps int() within its inclusive bounds', () => {
    const r = createRandom(7)
    const values = Array.from({ length: 2000 }, () => r.int(1, 4))
    expect(new Set(values)).toEqual(new Set([1, 2, 3, 4]))
  })
  it('samples distinct items in list order', () => {
    const picked = createRandom(1).sample(['a', 'b', 'c', 'd', 'e'], 3)
    expect(new Set(picked).size).toBe(3)
    expect([...picked].sort()).toEqual(picked)
  })
})
