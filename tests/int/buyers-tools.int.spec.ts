/**
 * The data behind compare and recently viewed (docs/product.md §14) against the real database:
 * `GET /api/properties/cards` (the cards of a list kept in the browser), the compare page's read of
 * several property pages by id, the possession month and the city's state that the RERA link uses.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createCity, createProperty } from '@/cms/seed/factories'

import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'

let ctx: FreshPayload
let payload: Payload
let cards: (request: Request) => Promise<Response>
let limits: typeof import('@/features/search/rate-limit.server')
let catalogue: typeof import('@/features/properties/catalogue.server')
let a: number
let b: number
let c: number
let hidden: number
let ipCounter = 0

function getCards(query: string, ip = `198.51.100.${(++ipCounter % 250) + 1}`): Promise<Response> {
  return cards(new Request(`${SITE}/api/properties/cards${query}`, { headers: { 'x-forwarded-for': ip } }))
}

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  cards = (await import('@/app/api/properties/cards/route')).GET
  limits = await import('@/features/search/rate-limit.server')
  catalogue = await import('@/features/properties/catalogue.server')
  const city = await createCity(payload, { city_name: 'Lakeshore', state: 'Karnataka' })
  a = (
    await createProperty(payload, {
      city: city.id,
      full_name: 'Amber Court',
      rera_number: 'PRM/KA/RERA/1251/310/PR/250101/001007',
      possession: '2028-03-01T12:00:00.000Z',
      status: 'under-construction',
      floor_plans: [
        { bhk: '2', carpet_area: 650 },
        { bhk: '3', carpet_area: 1450 },
      ],
    })
  ).id
  b = (await createProperty(payload, { city: city.id, full_name: 'Birch Meadows', status: 'ready-to-move' })).id
  c = (await createProperty(payload, { city: city.id, full_name: 'Coral Heights' })).id
  hidden = (await createProperty(payload, { city: city.id, full_name: 'Draft Towers', published: false })).id
})

afterAll(async () => {
  await ctx?.cleanup()
})

beforeEach(() => {
  limits.resetSearchApiRateLimits()
})

describe('GET /api/properties/cards', () => {
  it('answers the cards in the language asked: Hindi prices, status and links for language=hi; a bad language is a 400 naming it', async () => {
    const res = await getCards(`?ids=${a}&language=hi`)
    expect(res.status).toBe(200)
    const { items } = (await res.json()) as { items: { url: string; price: string; status?: string }[] }
    expect(items[0]).toMatchObject({ url: '/hi/property/lakeshore/amber-court', status: 'निर्माणाधीन' })
    expect(items[0]!.price).toMatch(/लाख|करोड़|कीमत अनुरोध पर/)
    const english = (await (await getCards(`?ids=${a}`)).json()) as { items: { url: string; price: string }[] }
    expect(english.items[0]!.url).toBe('/property/lakeshore/amber-court')
    expect(english.items[0]!.price).not.toMatch(/[\u0900-\u097F]/)
    const bad = await getCards(`?ids=${a}&language=fr`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toMatch(/^language: /)
  })

  it('answers the cards in the order asked, leaving out unknown and unpublished ids', async () => {
    const res = await getCards(`?ids=${c},${hidden},${a},999999,${c}`)
    expect(res.status).toBe(200)
    const { items } = (await res.json()) as { items: { id: number; name: string; url: string; price: string; place: string }[] }
    expect(items.map((i) => i.id)).toEqual([c, a])
    expect(items[1]).toMatchObject({ name: 'Amber Court', url: '/property/lakeshore/amber-court', place: expect.stringContaining('Lakeshore') })
  })

  it('refuses a malformed or too long list with a 400 naming ids', async () => {
    for (const query of ['', '?ids=', '?ids=1,x', '?ids=1,,2', '?ids=-1', `?ids=${Array.from({ length: 11 }, (_, i) => i + 1).join(',')}`]) {
      const res = await getCards(query)
      expect(res.status, query).toBe(400)
      const body = (await res.json()) as { error: string }
      expect(body.error, query).toMatch(/^ids: /)
    }
  })

  it('counts against the per-address limit of the search API', async () => {
    const { SEARCH_API_IP_LIMIT } = limits
    for (let i = 0; i < SEARCH_API_IP_LIMIT.points; i++) await limits.consumeSearchApiCall('192.0.2.77')
    const res = await getCards(`?ids=${a}`, '192.0.2.77')
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await getCards(`?ids=${a}`, '192.0.2.78')).status).toBe(200)
  })
})

describe('property pages by id (the compare page)', () => {
  it('reads each published project with its page data, in the order given', async () => {
    const found = await catalogue.loadPropertyDetailsByIds(payload, [b, hidden, 123456, a])
    expect(found.map((p) => p.id)).toEqual([b, a])
    const amber = found[1]!
    expect(amber.possession).toBe('2028-03-01T12:00:00.000Z')
    expect(amber.floorPlans.map((p) => p.carpetArea)).toEqual([650, 1450])
    expect(amber.reraNumber).toBe('PRM/KA/RERA/1251/310/PR/250101/001007')
    expect(amber.cityId).not.toBeNull()
    expect(await catalogue.loadPropertyDetailsByIds(payload, [])).toEqual([])
  })

  it('gives the same possession as Payload find', async () => {
    const doc = await payload.findByID({ collection: 'properties', id: a, depth: 0 })
    expect(new Date(doc.possession!).toISOString()).toBe('2028-03-01T12:00:00.000Z')
    const [viaSql] = await catalogue.loadPropertyDetailsByIds(payload, [a])
    expect(viaSql!.possession).toBe(new Date(doc.possession!).toISOString())
  })
})

describe('city state for RERA links', () => {
  it('is stored on the city, so the property page finds its portal', async () => {
    const { reraPortalFor } = await import('@/features/rera/rera-portals')
    const [amber] = await catalogue.loadPropertyDetailsByIds(payload, [a])
    const city = await payload.findByID({ collection: 'cities', id: amber!.cityId!, depth: 0, overrideAccess: false })
    expect(city.state).toBe('Karnataka')
    expect(reraPortalFor(city.state, '')?.url).toMatch(/^https:\/\/rera\.karnataka\.gov\.in\//)
  })
})
