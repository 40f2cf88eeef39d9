/**
 * Map search (docs/product.md §14): `bbox`, `near` + `radius_km` on the one search implementation, on SQLite
 * and (with TEST_PG_URL) PostgreSQL. Points are placed at known great-circle distances from a
 * centre, so the radius edge and the distance order are exact.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCity, createProperty } from '@/cms/seed/factories'
import { EARTH_RADIUS_KM, KM_PER_DEGREE } from '@/features/search/geo'
import { parseSearchParams } from '@/features/search/params'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload
let payload: Payload
let GET: (request: Request) => Promise<Response>
let searchProperties: typeof import('@/features/search/search.server').searchProperties

const CENTRE = [18.5, 73.8] as const
const lakh = (n: number) => n * 100_000
/** The point `km` due north (positive) or south of the centre. */
const north = (km: number) => ({ latitude: CENTRE[0] + km / KM_PER_DEGREE, longitude: CENTRE[1] })
/** The point `km` due east of the centre, on its latitude (inverse haversine). */
const east = (km: number) => ({
  latitude: CENTRE[0],
  longitude: CENTRE[1] + (2 * Math.asin(Math.sin(km / (2 * EARTH_RADIUS_KM)) / Math.cos((CENTRE[0] * Math.PI) / 180)) * 180) / Math.PI,
})

const SECTION5_KEYS = [
  'id', 'full_name', 'slug', 'url', 'city', 'builder', 'price_range_minimum', 'price_range_maximum', 'currency', 'bhk',
  'status', 'featured', 'offer_available', 'offer_validity', 'image',
].sort()

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  ;({ GET } = await import('@/app/api/search/route'))
  ;({ searchProperties } = await import('@/features/search/search.server'))

  const riverside = (await createCity(payload, { city_name: 'Riverside' })).id
  const hillside = (await createCity(payload, { city_name: 'Hillside' })).id
  const add = (full_name: string, city: number, location: { latitude: number | null; longitude: number | null }, price: number, extra = {}) =>
    createProperty(payload, {
      full_name,
      city,
      location,
      price_range_minimum: lakh(price),
      price_range_maximum: lakh(price + 20),
      ...extra,
    })
  await add('Centre Court', riverside, north(0), 90)
  await add('North Two', riverside, north(2), 40, { featured: true })
  await add('South Three', hillside, north(-3), 60)
  await add('East Inside Edge', riverside, east(4.9), 70)
  await add('East Outside Edge', riverside, east(5.1), 30)
  await add('Far North', hillside, north(30), 50)
  await add('Nowhere', riverside, { latitude: null, longitude: null }, 20)
  await add('Hidden Draft', riverside, north(0.5), 20, { published: false })
})

afterAll(async () => {
  await ctx?.cleanup()
})

type Body = { total: number; totalPages: number; results: { full_name: string; distance_km?: number; [key: string]: unknown }[]; error?: string }

async function api(query: string): Promise<{ status: number; body: Body }> {
  const response = await GET(new Request(`http://localhost/api/search?${query}`, { headers: { 'x-forwarded-for': '10.9.9.9' } }))
  return { status: response.status, body: (await response.json()) as Body }
}

const names = (body: Body) => body.results.map((r) => r.full_name)
const near5 = `near=${CENTRE[0]},${CENTRE[1]}&radius_km=5`

describe('bbox', () => {
  it('keeps published properties inside the box, edges included, and nothing without a location', async () => {
    const e = east(4.9)
    const box = [CENTRE[1], north(-3).latitude, e.longitude, north(2).latitude].join(',')
    const { status, body } = await api(`bbox=${box}&pageSize=100`)
    expect(status).toBe(200)
    expect(names(body).sort()).toEqual(['Centre Court', 'East Inside Edge', 'North Two', 'South Three'])
    expect(body.total).toBe(4)
    // Without near the §5 shape is unchanged: no distance_km.
    for (const r of body.results) expect(Object.keys(r).sort()).toEqual(SECTION5_KEYS)
  })

  it('combines with other filters and keeps the §5 order', async () => {
    const { body } = await api('bbox=73,18,74.5,19&city=riverside')
    // Relevance: featured first, then by name.
    expect(names(body)).toEqual(['North Two', 'Centre Court', 'East Inside Edge', 'East Outside Edge'])
    expect(body.total).toBe(4)
    const { body: empty } = await api('bbox=0,0,1,1')
    expect(empty).toMatchObject({ total: 0, totalPages: 0, results: [] })
  })
})

describe('near and radius_km', () => {
  it('sorts by distance and gives distance_km to 0.1 km', async () => {
    const { status, body } = await api(near5)
    expect(status).toBe(200)
    expect(names(body)).toEqual(['Centre Court', 'North Two', 'South Three', 'East Inside Edge'])
    expect(body.results.map((r) => r.distance_km)).toEqual([0, 2, 3, 4.9])
    expect(body.total).toBe(4)
    expect(Object.keys(body.results[0]!).sort()).toEqual([...SECTION5_KEYS, 'distance_km'].sort())
  })

  it('cuts at the radius: 4.9 km is in and 5.1 km out at 5 km, both in at 5.2 km', async () => {
    const { body } = await api(`near=${CENTRE[0]},${CENTRE[1]}&radius_km=5.2`)
    expect(names(body)).toEqual(['Centre Court', 'North Two', 'South Three', 'East Inside Edge', 'East Outside Edge'])
    expect(body.results.at(-1)!.distance_km).toBe(5.1)
    const { body: one } = await api(`near=${CENTRE[0]},${CENTRE[1]}&radius_km=1`)
    expect(names(one)).toEqual(['Centre Court'])
    const { body: wide } = await api(`near=${CENTRE[0]},${CENTRE[1]}&radius_km=50&pageSize=100`)
    expect(names(wide).at(-1)).toBe('Far North')
    expect(wide.results.at(-1)!.distance_km).toBe(30)
  })

  it('counts and pages the radius match in the database', async () => {
    const { body } = await api(`${near5}&pageSize=2&page=2`)
    expect(body).toMatchObject({ total: 4, totalPages: 2 })
    expect(names(body)).toEqual(['South Three', 'East Inside Edge'])
  })

  it('combines with other filters, a bbox and an explicit sort', async () => {
    expect(names((await api(`${near5}&city=Riverside`)).body)).toEqual(['Centre Court', 'North Two', 'East Inside Edge'])
    expect(names((await api(`${near5}&max=${lakh(90)}`)).body)).toEqual(['North Two', 'South Three', 'East Inside Edge'])
    expect(names((await api(`${near5}&bbox=73.79,18.4,73.81,18.6`)).body)).toEqual(['Centre Court', 'North Two', 'South Three'])
    const byPrice = (await api(`${near5}&sort=price_asc`)).body
    expect(names(byPrice)).toEqual(['North Two', 'South Three', 'East Inside Edge', 'Centre Court'])
    expect(byPrice.results.map((r) => r.distance_km)).toEqual([2, 3, 4.9, 0])
  })

  it('gives search hits their coordinates for the map view', async () => {
    const parsed = parseSearchParams(new URLSearchParams(near5))
    if (!parsed.ok) throw new Error(parsed.error)
    const { results } = await searchProperties(parsed.params)
    expect(results[1]).toMatchObject({ name: 'North Two', latitude: expect.closeTo(north(2).latitude, 9), longitude: CENTRE[1], distanceKm: 2 })
  })
})

describe('bad map parameters', () => {
  it.each([
    ['bbox=1,2,3', 'bbox'],
    ['bbox=10,20,5,25', 'bbox'],
    ['bbox=0,-95,1,1', 'bbox'],
    ['near=18.5,73.8', 'radius_km'],
    ['near=18.5&radius_km=5', 'near'],
    ['near=18.5,73.8&radius_km=0', 'radius_km'],
    ['near=18.5,73.8&radius_km=51', 'radius_km'],
    ['radius_km=5', 'radius_km'],
    ['sort=distance', 'sort'],
  ])('%s answers 422 naming %s', async (query, param) => {
    const { status, body } = await api(query)
    expect(status).toBe(422)
    expect(body.error).toContain(param)
  })

  it('keeps 400 for the §5 parameters', async () => {
    const { status, body } = await api(`page=-1&${near5}`)
    expect(status).toBe(400)
    expect(body.error).toContain('page')
  })
})
