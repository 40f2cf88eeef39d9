import { describe, expect, it } from 'vitest'

import { parseSearchParams, searchParamsToQuery } from './params'

const parse = (query: string) => parseSearchParams(new URLSearchParams(query))

function params(query: string) {
  const result = parse(query)
  if (!result.ok) throw new Error(result.error)
  return result.params
}

describe('map parameters (docs/product.md §14)', () => {
  it('reads a bounding box and a centre with radius', () => {
    expect(params('bbox=73.7,18.4,73.95,18.65')).toMatchObject({ bbox: [73.7, 18.4, 73.95, 18.65], sort: 'relevance' })
    expect(params('near=18.52,73.85&radius_km=5')).toMatchObject({ near: [18.52, 73.85], radius_km: 5 })
    expect(params('near=-33.9,151.2&radius_km=1.5&bbox=-180,-90,180,90')).toMatchObject({
      near: [-33.9, 151.2],
      radius_km: 1.5,
      bbox: [-180, -90, 180, 90],
    })
  })

  it('sorts by distance with near unless another order is asked for', () => {
    expect(params('near=18.52,73.85&radius_km=5').sort).toBe('distance')
    expect(params('near=18.52,73.85&radius_km=5&sort=price_asc').sort).toBe('price_asc')
    expect(params('near=18.52,73.85&radius_km=5&sort=relevance').sort).toBe('relevance')
    expect(params('bbox=1,1,2,2').sort).toBe('relevance')
  })

  it.each([
    ['bbox=1,2,3', 'bbox'],
    ['bbox=1,2,3,4,5', 'bbox'],
    ['bbox=a,2,3,4', 'bbox'],
    ['bbox=1,2,,4', 'bbox'],
    ['bbox=-181,0,0,1', 'bbox'],
    ['bbox=0,-91,1,1', 'bbox'],
    ['bbox=0,0,1,91', 'bbox'],
    ['bbox=2,0,1,1', 'bbox'],
    ['bbox=0,2,1,1', 'bbox'],
    ['bbox=Infinity,0,1,1', 'bbox'],
    ['near=18.5&radius_km=5', 'near'],
    ['near=91,0&radius_km=5', 'near'],
    ['near=0,181&radius_km=5', 'near'],
    ['near=x,y&radius_km=5', 'near'],
    ['near=18.5,73.8', 'radius_km'],
    ['near=18.5,73.8&radius_km=0.5', 'radius_km'],
    ['near=18.5,73.8&radius_km=51', 'radius_km'],
    ['near=18.5,73.8&radius_km=ten', 'radius_km'],
    ['near=18.5,73.8&radius_km=-5', 'radius_km'],
    ['radius_km=5', 'radius_km'],
    ['sort=distance', 'sort'],
  ])('answers %s with a 422 naming %s', (query, param) => {
    const result = parse(query)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result).toMatchObject({ param, status: 422 })
    expect(result.error).toContain(param)
  })

  it('keeps §5 errors at 400', () => {
    expect(parse('page=-1&bbox=1,2,3')).toMatchObject({ ok: false, param: 'page', status: 400 })
  })

  it('writes the canonical query with the map parameters, and reads it back', () => {
    const p = params('sort=price_asc&radius_km=7.5&near=18.52,73.85&bbox=73.7,18.4,73.95,18.65&city=Pune&page=2')
    const query = searchParamsToQuery(p)
    expect(query).toBe('city=Pune&bbox=73.7%2C18.4%2C73.95%2C18.65&near=18.52%2C73.85&radius_km=7.5&sort=price_asc&page=2')
    expect(params(query)).toEqual(p)
    // The default order with near is distance, so it is left out; relevance is then explicit.
    expect(searchParamsToQuery(params('near=1,2&radius_km=3'))).toBe('near=1%2C2&radius_km=3')
    const relevance = params('near=1,2&radius_km=3&sort=relevance')
    expect(searchParamsToQuery(relevance)).toBe('near=1%2C2&radius_km=3&sort=relevance')
    expect(params(searchParamsToQuery(relevance))).toEqual(relevance)
  })
})
