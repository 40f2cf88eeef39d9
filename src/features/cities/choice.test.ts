import { describe, expect, it } from 'vitest'

import { isAllCities, resolveCityChoice } from './choice'

const cities = [
  { id: 1, name: 'Bengaluru', slug: 'bengaluru' },
  { id: 2, name: 'New Delhi', slug: 'new-delhi' },
]

describe('resolveCityChoice', () => {
  it('finds a city by name or slug in any case', () => {
    expect(resolveCityChoice('Bengaluru', cities)?.id).toBe(1)
    expect(resolveCityChoice('new delhi', cities)?.id).toBe(2)
    expect(resolveCityChoice('NEW-DELHI', cities)?.id).toBe(2)
  })

  it('gives null for all cities, nothing or an unknown city', () => {
    expect(resolveCityChoice('All cities', cities)).toBeNull()
    expect(resolveCityChoice('all', cities)).toBeNull()
    expect(resolveCityChoice(undefined, cities)).toBeNull()
    expect(resolveCityChoice('Atlantis', cities)).toBeNull()
  })
})

describe('isAllCities', () => {
  it('recognises the placeholder', () => {
    expect(isAllCities('All cities')).toBe(true)
    expect(isAllCities('ALL')).toBe(true)
    expect(isAllCities('')).toBe(true)
    expect(isAllCities('Pune')).toBe(false)
  })
})
