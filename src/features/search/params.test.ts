import { describe, expect, it } from 'vitest'

import { DEFAULT_PAGE_SIZE, parseSearchParams, searchParamsToQuery, SORT_OPTIONS, totalPagesFor } from './params'

function parse(query: string) {
  return parseSearchParams(new URLSearchParams(query))
}

function params(query: string) {
  const result = parse(query)
  if (!result.ok) throw new Error(result.error)
  return result.params
}

describe('parseSearchParams', () => {
  it('applies the defaults to an empty query', () => {
    expect(params('')).toEqual({ amenity: [], bhk: [], sort: 'relevance', page: 1, pageSize: DEFAULT_PAGE_SIZE })
  })

  it('reads every parameter', () => {
    expect(
      params(
        'city=Pune&builder=Sobha&type=Villa&amenity=Gym&amenity=Pool&collection=new&bhk=2&bhk=2.5&zoning=Residential' +
          '&status=ready-to-move&featured=true&offers=true&min=1000000&max=2e7&q=lake&sort=price_desc&page=3&pageSize=100',
      ),
    ).toEqual({
      city: 'Pune',
      builder: 'Sobha',
      type: 'Villa',
      amenity: ['Gym', 'Pool'],
      collection: 'new',
      bhk: ['2', '2.5'],
      zoning: 'Residential',
      status: 'ready-to-move',
      featured: true,
      offers: true,
      min: 1000000,
      max: 20000000,
      q: 'lake',
      sort: 'price_desc',
      page: 3,
      pageSize: 100,
    })
  })

  it('treats empty strings as absent and trims values', () => {
    expect(params('city=&q=%20%20&page=&min=&bhk=&amenity=&sort=')).toEqual(params(''))
    expect(params('q=%20lake%20').q).toBe('lake')
  })

  it('treats all cities, in any spelling, as no city filter', () => {
    for (const city of ['all', 'ALL', 'All cities', 'all cities', 'all-cities']) {
      expect(params(`city=${encodeURIComponent(city)}`).city).toBeUndefined()
    }
  })

  it('accepts a plain record with arrays', () => {
    expect(params('').page).toBe(1)
    const result = parseSearchParams({ amenity: ['Gym', 'Gym', 'Lift'], bhk: '3', page: ['2', '5'] })
    expect(result).toMatchObject({ ok: true, params: { amenity: ['Gym', 'Lift'], bhk: ['3'], page: 2 } })
  })

  it('reads false flags as no filter', () => {
    expect(params('featured=false&offers=0')).toEqual(params(''))
  })

  it.each([
    ['page=-1', 'page', 'page must be a whole number of at least 1'],
    ['page=0', 'page', 'page must be a whole number of at least 1'],
    ['page=1.5', 'page', 'page must be a whole number of at least 1'],
    ['page=abc', 'page', 'page must be a whole number of at least 1'],
    ['page=99999999999999999999', 'page', 'page must be a whole number of at least 1'],
    ['pageSize=5000', 'pageSize', 'pageSize must be at most 100'],
    ['pageSize=0', 'pageSize', 'pageSize must be a whole number of at least 1'],
    ['pageSize=ten', 'pageSize', 'pageSize must be a whole number of at least 1'],
    ['min=abc', 'min', 'min must be a number'],
    ['min=-5', 'min', 'min must be at least 0'],
    ['max=1e999', 'max', 'max must be a number'],
    ['max=12abc', 'max', 'max must be a number'],
    ['sort=cheapest', 'sort', 'sort must be one of relevance, price_asc, price_desc, newest'],
    ['featured=yes', 'featured', 'featured must be true or false'],
    ['offers=maybe', 'offers', 'offers must be true or false'],
    ['bhk=three', 'bhk', 'bhk must be a number such as 2 or 2.5'],
    ['bhk=2&bhk=-1', 'bhk', 'bhk must be a number such as 2 or 2.5'],
    [`q=${'x'.repeat(257)}`, 'q', 'q must be at most 256 characters'],
    [`city=${'x'.repeat(257)}`, 'city', 'city must be at most 256 characters'],
    [`amenity=${'x'.repeat(257)}`, 'amenity', 'amenity must be at most 256 characters'],
  ])('rejects %s naming the parameter', (query, param, error) => {
    expect(parse(query)).toEqual({ ok: false, param, error, status: 400 })
  })

  it('accepts the sort names in any case', () => {
    expect(params('sort=PRICE_ASC').sort).toBe('price_asc')
  })
})

describe('searchParamsToQuery', () => {
  it('omits defaults', () => {
    expect(searchParamsToQuery(params(''))).toBe('')
    expect(searchParamsToQuery(params('city=all&sort=relevance&page=1&pageSize=24'))).toBe('')
  })

  it('writes a canonical order that parses back to the same parameters', () => {
    const query = 'sort=newest&bhk=10&bhk=2&amenity=Pool&amenity=Gym&city=Pune&page=2&pageSize=48&q=lake&min=5&offers=true'
    const canonical = searchParamsToQuery(params(query))
    expect(canonical).toBe('q=lake&city=Pune&amenity=Gym&amenity=Pool&bhk=2&bhk=10&offers=true&min=5&sort=newest&page=2&pageSize=48')
    expect(params(canonical)).toEqual(params(query))
  })

  it('encodes names with spaces', () => {
    expect(searchParamsToQuery({ city: 'New Delhi' })).toBe('city=New+Delhi')
  })
})

describe('SORT_OPTIONS and totalPagesFor', () => {
  it('lists every sort with a label', () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual(['relevance', 'price_asc', 'price_desc', 'newest'])
    expect(SORT_OPTIONS.every((o) => o.label.length > 0)).toBe(true)
  })

  it('counts pages', () => {
    expect(totalPagesFor(0, 24)).toBe(0)
    expect(totalPagesFor(24, 24)).toBe(1)
    expect(totalPagesFor(25, 24)).toBe(2)
  })
})
