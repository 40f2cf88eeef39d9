import { describe, expect, it } from 'vitest'

import { parseSearchParams, searchParamsToQuery } from '../params'
import { formQuery } from './form-query'

const cases: [string, string][][] = [
  [],
  [['q', ''], ['city', 'all'], ['sort', 'relevance']],
  [['city', 'Pune'], ['bhk', '3'], ['bhk', '2'], ['min', '5000000'], ['max', '20000000']],
  [['q', 'lake view'], ['amenity', 'Swimming pool'], ['amenity', 'Gym'], ['offers', 'true'], ['sort', 'price_asc']],
  [['builder', 'Prestige Group'], ['type', 'Villa'], ['collection', 'Luxury homes'], ['status', 'ready-to-move']],
  [['bhk', '10'], ['bhk', '2.5'], ['zoning', 'Residential'], ['featured', 'true'], ['pageSize', '24']],
  [['city', 'All cities'], ['pageSize', '48'], ['sort', 'newest']],
]

describe('formQuery', () => {
  it.each(cases.map((entries) => [new URLSearchParams(entries).toString(), entries] as const))(
    'agrees with searchParamsToQuery for %s',
    (_label, entries) => {
      const parsed = parseSearchParams(new URLSearchParams(entries))
      if (!parsed.ok) throw new Error(parsed.error)
      expect(formQuery(entries)).toBe(searchParamsToQuery(parsed.params))
    },
  )

  it('drops empty values and keeps the first of a single-valued parameter', () => {
    expect(formQuery([['q', '  '], ['city', 'Pune'], ['city', 'Mumbai']])).toBe('city=Pune')
  })
})
