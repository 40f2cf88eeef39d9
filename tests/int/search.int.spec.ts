import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCity, createProperty, SEED_CONTEXT } from '@/cms/seed/factories'
import { parseSearchParams } from '@/features/search/params'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload
let payload: Payload
let GET: (request: Request) => Promise<Response>
let searchProperties: typeof import('@/features/search/search.server').searchProperties

const ids: Record<string, number> = {}
const refs: Record<string, number> = {}

// 20:00 UTC on 10 March is already 11 March (01:30) in Asia/Kolkata, the site's zone.
const NOW = new Date('2026-03-10T20:00:00.000Z')
const TODAY_IN_KOLKATA = '2026-03-11T12:00:00.000Z'
const YESTERDAY_IN_KOLKATA = '2026-03-10T12:00:00.000Z'
const lakh = (n: number) => n * 100_000

async function create(collection: 'builders' | 'property-types' | 'amenities' | 'property-collections', data: Record<string, unknown>) {
  const doc = await payload.create({ collection, data: data as never, overrideAccess: true, context: SEED_CONTEXT })
  return doc.id
}

const plans = (...bhk: string[]) => bhk.map((b, i) => ({ bhk: b, carpet_area: 900 + i * 100, price: lakh(50 + i) }))

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  ;({ GET } = await import('@/app/api/search/route'))
  ;({ searchProperties } = await import('@/features/search/search.server'))

  refs.lakeshore = (await createCity(payload, { city_name: 'Lakeshore' })).id
  refs.hillTown = (await createCity(payload, { city_name: 'Hill Town' })).id
  refs.prestige = await create('builders', { builder_name: 'Prestige Group' })
  refs.sobha = await create('builders', { builder_name: 'Sobha' })
  refs.villa = await create('property-types', { property_type: 'Villa' })
  refs.apartment = await create('property-types', { property_type: 'Apartment' })
  refs.gym = await create('amenities', { amenity: 'Gym' })
  refs.pool = await create('amenities', { amenity: 'Swimming Pool' })
  refs.newLaunches = await create('property-collections', { name: 'New Launches', order: 1 })
  // Hindi names (docs/product.md §21), written as an editor does in the CMS's Hindi locale.
  const hindi = async (collection: 'cities' | 'property-types' | 'amenities' | 'property-collections', id: number, data: Record<string, unknown>) =>
    payload.update({ collection, id, locale: 'hi', data: data as never, overrideAccess: true, context: SEED_CONTEXT })
  await hindi('cities', refs.lakeshore, { city_name: 'झीलनगर' })
  await hindi('property-types', refs.villa, { property_type: 'विला' })
  await hindi('amenities', refs.gym, { amenity: 'जिम' })
  await hindi('property-collections', refs.newLaunches, { name: 'नए लॉन्च' })

  const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } }).png().toBuffer()
  const photo = await payload.create({
    collection: 'media',
    data: { alt: 'Beta Gardens tower' },
    file: { data, mimetype: 'image/png', name: 'beta-gardens.png', size: data.length },
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  refs.photo = photo.id

  const base = { city: refs.lakeshore }
  ids.alphaHeights = (
    await createProperty(payload, {
      ...base,
      full_name: 'Alpha Heights',
      builder_name: refs.prestige,
      property_type_group: [refs.villa],
      amenities: [refs.gym, refs.pool],
      collections: [refs.newLaunches],
      // Two plans of 3 BHK: counted once.
      floor_plans: plans('3', '2', '3'),
      price_range_minimum: lakh(50),
      price_range_maximum: lakh(90),
      featured: true,
      status: 'ready-to-move',
      zoning: 'Residential',
      offer_available: 'Free parking',
      offer_validity: TODAY_IN_KOLKATA,
    })
  ).id
  ids.betaGardens = (
    await createProperty(payload, {
      ...base,
      full_name: 'Beta Gardens',
      builder_name: refs.sobha,
      images: [refs.photo],
      property_type_group: [refs.apartment],
      amenities: [refs.gym],
      floor_plans: plans('10'),
      price_range_minimum: lakh(100),
      price_range_maximum: lakh(200),
      status: 'under-construction',
      zoning: 'Commercial',
      offer_available: 'Gold coin',
      offer_validity: YESTERDAY_IN_KOLKATA,
    })
  ).id
  ids.gammaAlpha = (
    await createProperty(payload, {
      ...base,
      full_name: 'Gamma Alpha Residency',
      amenities: [refs.pool],
      floor_plans: plans('1'),
      price_range_minimum: null,
      price_range_maximum: null,
    })
  ).id
  ids.deltaPark = (
    await createProperty(payload, {
      city: refs.hillTown,
      full_name: 'Delta Park',
      builder_name: refs.prestige,
      property_type_group: [refs.villa, refs.apartment],
      floor_plans: plans('2.5', '3'),
      price_range_minimum: lakh(60),
      price_range_maximum: lakh(80),
    })
  ).id
  // Unpublished, with every relation and floor plan the count tests filter on: never counted.
  ids.hiddenAlpha = (
    await createProperty(payload, {
      ...base,
      full_name: 'Hidden Alpha',
      published: false,
      featured: true,
      builder_name: refs.prestige,
      property_type_group: [refs.villa],
      amenities: [refs.gym, refs.pool],
      collections: [refs.newLaunches],
      floor_plans: plans('3', '2'),
    })
  ).id
  ids.epsilon = (
    await createProperty(payload, {
      ...base,
      full_name: 'Epsilon Towers',
      floor_plans: [],
      price_range_minimum: lakh(40),
      price_range_maximum: null,
    })
  ).id
  ids.alpha = (
    await createProperty(payload, {
      city: refs.hillTown,
      full_name: 'Alpha',
      floor_plans: plans('2'),
      price_range_minimum: null,
      price_range_maximum: null,
    })
  ).id
})

afterAll(async () => {
  await ctx?.cleanup()
})

type ApiBody = {
  total: number
  page: number
  pageSize: number
  totalPages: number
  results: { id: number; full_name: string; [key: string]: unknown }[]
  error?: string
}

async function api(query: string): Promise<{ status: number; body: ApiBody; headers: Headers }> {
  const response = await GET(new Request(`http://localhost/api/search?${query}`))
  return { status: response.status, body: (await response.json()) as ApiBody, headers: response.headers }
}

/** Names of the results of a query, in order, through the search module with a fixed clock. */
async function names(query: string, now: Date = NOW): Promise<string[]> {
  const parsed = parseSearchParams(new URLSearchParams(query))
  if (!parsed.ok) throw new Error(parsed.error)
  const result = await searchProperties(parsed.params, { now })
  return result.results.map((r) => r.name)
}

const sorted = (list: string[]) => [...list].sort()

describe('GET /api/search', () => {
  it('answers every published property with the docs/product.md §5 shape', async () => {
    const { status, body, headers } = await api('')
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toContain('s-maxage')
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 24, totalPages: 1 })
    const alpha = body.results.find((r) => r.id === ids.alphaHeights)
    expect(alpha).toEqual({
      id: ids.alphaHeights,
      full_name: 'Alpha Heights',
      slug: 'alpha-heights',
      url: '/property/lakeshore/alpha-heights',
      city: 'Lakeshore',
      builder: 'Prestige Group',
      price_range_minimum: lakh(50),
      price_range_maximum: lakh(90),
      currency: 'INR',
      bhk: ['2', '3'],
      status: 'ready-to-move',
      featured: true,
      offer_available: 'Free parking',
      offer_validity: TODAY_IN_KOLKATA,
      image: null,
    })
  })

  it('gives the image URL of the 600 px copy', async () => {
    const { body } = await api('q=beta')
    expect(body.results[0]?.image).toMatch(/^\/m\/beta-gardens-600x\d+\.webp$/)
  })

  it('makes cards identical to the ones built from Payload documents', async () => {
    const { SUMMARY_POPULATE, SUMMARY_SELECT } = await import('@/features/properties/properties.server')
    const { toPropertySummary } = await import('@/features/properties/summary')
    const parsed = parseSearchParams(new URLSearchParams(''))
    if (!parsed.ok) throw new Error(parsed.error)
    const cards = (await searchProperties(parsed.params, { now: NOW })).results
    const docs = await payload.find({
      collection: 'properties',
      overrideAccess: false,
      where: { id: { in: cards.map((c) => c.id) } },
      pagination: false,
      depth: 1,
      select: SUMMARY_SELECT,
      populate: SUMMARY_POPULATE,
    })
    const expected = new Map(docs.docs.map((doc) => [doc.id, toPropertySummary(doc)]))
    expect(cards.length).toBe(6)
    // Search hits also carry their map position (docs/product.md §14); the card fields must match exactly.
    for (const card of cards) expect(card).toEqual({ ...expected.get(card.id), latitude: card.latitude, longitude: card.longitude })
    expect(cards.find((c) => c.id === ids.betaGardens)?.image).not.toBeNull()
  })

  it('never shows unpublished properties', async () => {
    const { body } = await api('q=hidden')
    expect(body.total).toBe(0)
    expect(body.results).toEqual([])
  })

  it.each([
    ['page=-1', 'page must be a whole number of at least 1'],
    ['min=abc', 'min must be a number'],
    ['pageSize=5000', 'pageSize must be at most 100'],
    ['sort=cheapest', 'sort must be one of relevance, price_asc, price_desc, newest'],
    ['max=-3', 'max must be at least 0'],
  ])('answers 400 naming the parameter for %s', async (query, error) => {
    const { status, body } = await api(query)
    expect(status).toBe(400)
    expect(body).toEqual({ error })
  })
})

describe('name filters', () => {
  it.each([
    ['city=lakeshore', ['Alpha Heights', 'Beta Gardens', 'Epsilon Towers', 'Gamma Alpha Residency']],
    ['city=LAKESHORE', ['Alpha Heights', 'Beta Gardens', 'Epsilon Towers', 'Gamma Alpha Residency']],
    ['city=hill%20town', ['Alpha', 'Delta Park']],
    ['city=hill-town', ['Alpha', 'Delta Park']],
    ['builder=prestige%20group', ['Alpha Heights', 'Delta Park']],
    ['builder=SOBHA', ['Beta Gardens']],
    ['type=villa', ['Alpha Heights', 'Delta Park']],
    ['type=APARTMENT', ['Beta Gardens', 'Delta Park']],
    ['amenity=gym', ['Alpha Heights', 'Beta Gardens']],
    ['amenity=swimming%20pool', ['Alpha Heights', 'Gamma Alpha Residency']],
    ['amenity=GYM&amenity=Swimming%20Pool', ['Alpha Heights']],
    ['collection=new%20launches', ['Alpha Heights']],
    ['collection=new-launches', ['Alpha Heights']],
    ['city=lakeshore&builder=prestige%20group&type=villa', ['Alpha Heights']],
  ])('%s matches by name or slug in any case', async (query, expected) => {
    expect(sorted(await names(query))).toEqual(sorted(expected))
  })

  it.each([
    ['city=झीलनगर', ['Alpha Heights', 'Beta Gardens', 'Epsilon Towers', 'Gamma Alpha Residency']],
    ['type=विला', ['Alpha Heights', 'Delta Park']],
    ['amenity=जिम&amenity=swimming%20pool', ['Alpha Heights']],
    ['collection=नए%20लॉन्च', ['Alpha Heights']],
    ['city=झीलनगर&type=villa', ['Alpha Heights']],
  ])('%s matches the Hindi name as the English one', async (query, expected) => {
    expect(sorted(await names(encodeURI(decodeURI(query))))).toEqual(sorted(expected))
  })

  it('answers with the English city name, whichever language the filter was written in', async () => {
    const { body } = await api(encodeURI('city=झीलनगर'))
    expect(new Set(body.results.map((r) => r.city))).toEqual(new Set(['Lakeshore']))
  })

  it('accepts ids', async () => {
    expect(sorted(await names(`city=${refs.hillTown}`))).toEqual(['Alpha', 'Delta Park'])
    expect(await names(`builder=${refs.sobha}&amenity=${refs.gym}`)).toEqual(['Beta Gardens'])
  })

  it.each(['city=Atlantis', 'builder=Nobody', 'type=Castle', 'amenity=Helipad', 'amenity=gym&amenity=Helipad', 'collection=Nothing'])(
    '%s matches nothing: total 0, never "no filter"',
    async (query) => {
      const { status, body } = await api(query)
      expect(status).toBe(200)
      expect(body).toMatchObject({ total: 0, totalPages: 0, results: [] })
    },
  )

  it.each(['city=all', 'city=ALL', 'city=All%20cities', 'city=all%20cities'])('%s is no city filter', async (query) => {
    expect((await api(query)).body.total).toBe(6)
  })
})

describe('value filters', () => {
  it('keeps a budget only with both prices set, bounds inclusive', async () => {
    expect(sorted(await names(`min=${lakh(50)}`))).toEqual(['Alpha Heights', 'Beta Gardens', 'Delta Park'])
    expect(sorted(await names(`min=${lakh(50) + 1}`))).toEqual(['Beta Gardens', 'Delta Park'])
    expect(sorted(await names(`max=${lakh(90)}`))).toEqual(['Alpha Heights', 'Delta Park'])
    expect(sorted(await names(`max=${lakh(90) - 1}`))).toEqual(['Delta Park'])
    expect(sorted(await names(`min=${lakh(60)}&max=${lakh(80)}`))).toEqual(['Delta Park'])
    // Epsilon Towers has only a minimum price: never in a budget search.
    expect(await names(`min=0`)).not.toContain('Epsilon Towers')
  })

  it('matches text as a case-insensitive substring of the name', async () => {
    expect(sorted(await names('q=ALPHA'))).toEqual(['Alpha', 'Alpha Heights', 'Gamma Alpha Residency'])
    expect(await names('q=a%20res')).toEqual(['Gamma Alpha Residency'])
    expect(await names('q=50%25')).toEqual([])
    expect(await names('q=_')).toEqual([])
  })

  it('keeps offers valid today in Asia/Kolkata and drops yesterday’s', async () => {
    expect(await names('offers=true')).toEqual(['Alpha Heights'])
    // The evening before, in Kolkata, yesterday's offer is still on its last day.
    expect(sorted(await names('offers=true', new Date('2026-03-10T18:00:00.000Z')))).toEqual(['Alpha Heights', 'Beta Gardens'])
    // Just after midnight on 12 March in Kolkata, every offer here has ended.
    expect(await names('offers=true', new Date('2026-03-11T18:31:00.000Z'))).toEqual([])
    expect(await names('offers=true', new Date('2026-03-11T18:29:00.000Z'))).toEqual(['Alpha Heights'])
  })

  it('matches bhk numerically, any of several', async () => {
    expect(sorted(await names('bhk=3'))).toEqual(['Alpha Heights', 'Delta Park'])
    expect(sorted(await names('bhk=3.0'))).toEqual(['Alpha Heights', 'Delta Park'])
    expect(await names('bhk=2.5')).toEqual(['Delta Park'])
    expect(await names('bhk=10')).toEqual(['Beta Gardens'])
    expect(await names('bhk=1')).toEqual(['Gamma Alpha Residency'])
    expect(sorted(await names('bhk=1&bhk=10'))).toEqual(['Beta Gardens', 'Gamma Alpha Residency'])
    expect(await names('bhk=4')).toEqual([])
  })

  it.each(['bhk=3', 'bhk=2', 'bhk=2&bhk=3', 'amenity=gym', 'amenity=gym&amenity=swimming-pool', 'type=villa', 'collection=new-launches', 'amenity=gym&bhk=2', 'type=villa&bhk=3&city=hill-town'])(
    'counts %s exactly, without unpublished properties',
    async (query) => {
      const { body } = await api(query)
      expect(body.total).toBe(body.results.length)
      expect(body.results.map((r) => r.id)).not.toContain(ids.hiddenAlpha)
    },
  )

  it.each([
    ['city=lakeshore&bhk=3', 1],
    ['city=hill-town&bhk=3', 1],
    ['bhk=3', 2],
    ['bhk=3.00', 2],
    ['builder=prestige-group&amenity=gym', 1],
    ['city=lakeshore&amenity=gym&amenity=swimming-pool&collection=new-launches&bhk=2', 1],
    ['city=hill-town&type=villa', 1],
    ['builder=sobha&type=villa', 0],
    ['amenity=gym&amenity=swimming-pool', 1],
    ['collection=new-launches', 1],
    ['bhk=2&bhk=3', 3],
    ['city=lakeshore&bhk=2&bhk=3', 1],
    ['amenity=gym&bhk=1&bhk=10', 1],
    ['builder=prestige-group&bhk=2&bhk=2.5', 2],
  ])('counts %s by merging id streams: %i, each property once, none unpublished', async (query, total) => {
    const { body } = await api(query)
    expect(body.total).toBe(total)
    expect(body.results.length).toBe(total)
    expect(body.results.map((r) => r.id)).not.toContain(ids.hiddenAlpha)
  })

  it('counts a property once when several of its floor plans match', async () => {
    expect((await api('bhk=2&bhk=3')).body.total).toBe(3)
  })

  it('limits each client address to SEARCH_API_IP_LIMIT calls a minute, then answers 429 with Retry-After', async () => {
    const { SEARCH_API_IP_LIMIT, resetSearchApiRateLimits } = await import('@/features/search/rate-limit.server')
    resetSearchApiRateLimits()
    const from = (ip: string) => GET(new Request('http://localhost/api/search?city=hill-town&pageSize=1', { headers: { 'x-forwarded-for': ip } }))
    const statuses: number[] = []
    for (let i = 0; i < SEARCH_API_IP_LIMIT.points; i++) statuses.push((await from('203.0.113.7')).status)
    expect(statuses.every((s) => s === 200)).toBe(true)
    const refused = await from('203.0.113.7')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { error: string }).error).toMatch(/too many searches/i)
    expect((await from('203.0.113.8')).status).toBe(200)
    resetSearchApiRateLimits()
  })

  it('filters featured, status and zoning', async () => {
    expect(await names('featured=true')).toEqual(['Alpha Heights'])
    expect(await names('status=ready-to-move')).toEqual(['Alpha Heights'])
    expect(sorted(await names('status=under-construction&city=hill-town'))).toEqual(['Alpha', 'Delta Park'])
    expect(await names('zoning=residential')).toEqual(['Alpha Heights'])
    expect(await names('status=sold-out')).toEqual([])
  })
})

describe('sorting and paging', () => {
  it('sorts by relevance: featured first, then exact and prefix name matches, then name', async () => {
    expect(await names('')).toEqual(['Alpha Heights', 'Alpha', 'Beta Gardens', 'Delta Park', 'Epsilon Towers', 'Gamma Alpha Residency'])
    expect(await names('q=alpha')).toEqual(['Alpha Heights', 'Alpha', 'Gamma Alpha Residency'])
    expect(await names('q=gamma%20alpha')).toEqual(['Gamma Alpha Residency'])
  })

  it('sorts by price both ways with missing prices last', async () => {
    expect(await names('sort=price_asc')).toEqual(['Epsilon Towers', 'Alpha Heights', 'Delta Park', 'Beta Gardens', 'Gamma Alpha Residency', 'Alpha'])
    expect(await names('sort=price_desc')).toEqual(['Beta Gardens', 'Delta Park', 'Alpha Heights', 'Epsilon Towers', 'Gamma Alpha Residency', 'Alpha'])
  })

  it('sorts newest first', async () => {
    expect(await names('sort=newest')).toEqual(['Alpha', 'Epsilon Towers', 'Delta Park', 'Gamma Alpha Residency', 'Beta Gardens', 'Alpha Heights'])
  })

  it('keeps a text term under every order and across pages (the page tests it apart from the count)', async () => {
    // The orders above, restricted to the names holding "alpha".
    expect(await names('q=alpha&sort=price_asc')).toEqual(['Alpha Heights', 'Gamma Alpha Residency', 'Alpha'])
    expect(await names('q=alpha&sort=price_desc')).toEqual(['Alpha Heights', 'Gamma Alpha Residency', 'Alpha'])
    expect(await names('q=alpha&sort=newest')).toEqual(['Alpha', 'Gamma Alpha Residency', 'Alpha Heights'])
    const pages = await Promise.all([1, 2].map((page) => api(`q=alpha&sort=newest&pageSize=2&page=${page}`)))
    expect(pages.map((p) => p.body.total)).toEqual([3, 3])
    expect(pages.flatMap((p) => p.body.results.map((r) => r.full_name))).toEqual(['Alpha', 'Gamma Alpha Residency', 'Alpha Heights'])
  })

  it('keeps a text term with a city or a builder (on SQLite the names come from that part of the rank index)', async () => {
    expect(await names('q=alpha&city=lakeshore')).toEqual(['Alpha Heights', 'Gamma Alpha Residency'])
    expect(await names('q=alpha&city=hill-town')).toEqual(['Alpha'])
    expect(await names('q=alpha&city=hill-town&sort=newest')).toEqual(['Alpha'])
    expect(await names('q=alpha&city=lakeshore&sort=price_desc')).toEqual(['Alpha Heights', 'Gamma Alpha Residency'])
    expect(await names('q=park&city=lakeshore')).toEqual([])
    // The unpublished Hidden Alpha (Prestige Group) is never counted.
    expect(await names('q=alpha&builder=prestige-group')).toEqual(['Alpha Heights'])
    expect(await names('q=alpha&builder=prestige-group&city=hill-town')).toEqual([])
    const { body } = await api('q=alpha&city=lakeshore&pageSize=1&page=2')
    expect(body.total).toBe(2)
    expect(body.results.map((r) => r.full_name)).toEqual(['Gamma Alpha Residency'])
  })

  it('sorts a city’s and a builder’s projects in every order, missing prices last', async () => {
    expect(await names('city=lakeshore&sort=price_asc')).toEqual(['Epsilon Towers', 'Alpha Heights', 'Beta Gardens', 'Gamma Alpha Residency'])
    expect(await names('city=lakeshore&sort=price_desc')).toEqual(['Beta Gardens', 'Alpha Heights', 'Epsilon Towers', 'Gamma Alpha Residency'])
    expect(await names('city=hill-town&sort=price_asc')).toEqual(['Delta Park', 'Alpha'])
    expect(await names('city=hill-town&sort=newest')).toEqual(['Alpha', 'Delta Park'])
    // The unpublished Hidden Alpha (Prestige Group) is never listed.
    expect(await names('builder=prestige-group&sort=price_asc')).toEqual(['Alpha Heights', 'Delta Park'])
    expect(await names('builder=prestige-group&sort=price_desc')).toEqual(['Delta Park', 'Alpha Heights'])
    expect(await names('builder=prestige-group&sort=newest')).toEqual(['Delta Park', 'Alpha Heights'])
  })

  it('pages with totalPages, a stable order and the pageSize limit', async () => {
    const all = await names('sort=price_asc')
    const pages = await Promise.all([1, 2, 3, 4].map((page) => api(`sort=price_asc&pageSize=2&page=${page}`)))
    expect(pages.map((p) => p.body.totalPages)).toEqual([3, 3, 3, 3])
    expect(pages.map((p) => p.body.total)).toEqual([6, 6, 6, 6])
    expect(pages.flatMap((p) => p.body.results.map((r) => r.full_name))).toEqual(all)
    expect(pages[3]!.body).toMatchObject({ page: 4, pageSize: 2, results: [] })
    expect((await api('pageSize=100')).body.pageSize).toBe(100)
    expect((await api('pageSize=101')).status).toBe(400)
  })
})

describe('a budget read as a set of ids or by walking the order', () => {
  // Every budget of this small catalogue is met by at most SMALL_BUDGET properties, so on SQLite it
  // is read as a set of ids first; with `smallBudget: 0` the same search walks the order index and
  // checks the prices row by row, as a budget that most of 100,000 properties meet does.
  const budgets = [`min=${lakh(50)}`, `max=${lakh(90)}`, `min=${lakh(60)}&max=${lakh(80)}`, `min=${lakh(50)}&max=${lakh(200)}`, 'min=0', `min=${lakh(1000)}`, `max=${lakh(1)}`]
  const others = ['', '&city=lakeshore', '&bhk=3', '&sort=price_desc', '&sort=price_asc&pageSize=1&page=2', '&sort=newest&bhk=2&bhk=3', '&q=alpha', '&type=villa&amenity=gym', '&offers=true', '&builder=prestige-group', '&city=lakeshore&builder=prestige-group&bhk=3']

  it('finds the same projects in the same order and count either way', async () => {
    let nonEmpty = 0
    for (const budget of budgets) {
      for (const other of others) {
        const parsed = parseSearchParams(new URLSearchParams(budget + other))
        if (!parsed.ok) throw new Error(parsed.error)
        const asSet = await searchProperties(parsed.params, { now: NOW })
        const walked = await searchProperties(parsed.params, { now: NOW, smallBudget: 0 })
        expect(asSet.results.map((r) => r.id), budget + other).toEqual(walked.results.map((r) => r.id))
        expect(asSet.total, budget + other).toBe(walked.total)
        if (asSet.total > 0) nonEmpty++
      }
    }
    // Not a comparison of empty lists: most of the combinations find something.
    expect(nonEmpty).toBeGreaterThan(budgets.length * others.length * 0.4)
  })

  it('still finds a project whose minimum price is above its maximum (written around the CMS) within a budget', async () => {
    const { rows, sqlFor, dialectOf } = await import('@/cms/db/raw-sql')
    const sql = sqlFor(dialectOf(payload))
    const id = (await createProperty(payload, { city: refs.hillTown, full_name: 'Omega Crossed', price_range_minimum: lakh(70), price_range_maximum: lakh(75) })).id
    try {
      // Minimum 95 lakh, maximum 85: within `max=90 lakh` (the maximum is), not within `minimum <= 90 lakh`.
      await rows(payload, sql`UPDATE "properties" SET "price_range_minimum" = ${lakh(95)}, "price_range_maximum" = ${lakh(85)} WHERE "id" = ${id}`)
      // Any property change drops the kept reads, as an editor's would.
      await payload.update({ collection: 'properties', id: ids.deltaPark!, data: { full_name: 'Delta Park' }, overrideAccess: true })
      for (const sort of ['price_desc', 'price_asc', 'relevance']) {
        const parsed = parseSearchParams(new URLSearchParams(`max=${lakh(90)}&sort=${sort}`))
        if (!parsed.ok) throw new Error(parsed.error)
        const walked = await searchProperties(parsed.params, { now: NOW, smallBudget: 0 })
        const asSet = await searchProperties(parsed.params, { now: NOW })
        expect(walked.results.map((r) => r.name), sort).toContain('Omega Crossed')
        expect(walked.results.map((r) => r.id)).toEqual(asSet.results.map((r) => r.id))
        expect(walked.total).toBe(asSet.total)
      }
    } finally {
      await payload.delete({ collection: 'properties', id, overrideAccess: true })
    }
  })
})

describe('a filter few properties meet, read from its set of ids or by walking the order', () => {
  // Every filter of this small catalogue is met by at most FEW_MATCHES properties, so on SQLite its
  // page is read from its set of ids after the count; with `fewMatches: 0` the same search walks the
  // order's index and checks each row, as a filter that many of 100,000 properties meet does.
  // (PostgreSQL always leaves the plan to its planner: there both calls take the same path.)
  const filters = [
    'type=villa',
    'bhk=3',
    'bhk=2&bhk=3',
    'type=villa&amenity=gym',
    'amenity=gym&amenity=Swimming+Pool',
    'collection=New+Launches&bhk=2',
    'city=lakeshore&type=apartment',
    'builder=prestige-group&bhk=3',
    'offers=true',
    'featured=true',
    'status=ready-to-move',
    'q=alpha',
    'q=e',
    'city=lakeshore&q=park',
    `type=villa&min=${lakh(50)}`,
    'type=apartment&bhk=1',
    'amenity=Swimming+Pool&offers=true&bhk=2',
  ]
  const orders = ['', '&sort=newest', '&sort=price_asc', '&sort=price_desc&pageSize=1&page=2', '&pageSize=2&page=2', '&page=9']

  it('finds the same projects in the same order and count either way', async () => {
    let nonEmpty = 0
    for (const filter of filters) {
      for (const order of orders) {
        const query = filter + order
        const parsed = parseSearchParams(new URLSearchParams(query))
        if (!parsed.ok) throw new Error(parsed.error)
        const fromSet = await searchProperties(parsed.params, { now: NOW })
        const walked = await searchProperties(parsed.params, { now: NOW, fewMatches: 0 })
        expect(fromSet.results.map((r) => r.id), query).toEqual(walked.results.map((r) => r.id))
        expect(fromSet.total, query).toBe(walked.total)
        if (fromSet.results.length > 0) nonEmpty++
      }
    }
    // Not a comparison of empty pages: most of the combinations show something.
    expect(nonEmpty).toBeGreaterThan(filters.length * orders.length * 0.5)
  })

  it('keeps the set with the count: a project published or unpublished since is found or dropped', async () => {
    const parsed = parseSearchParams(new URLSearchParams('type=villa&bhk=3&sort=newest'))
    if (!parsed.ok) throw new Error(parsed.error)
    const before = await searchProperties(parsed.params, { now: NOW, keepCount: true })
    const id = (await createProperty(payload, { city: refs.hillTown, full_name: 'Sigma Villas', published: false, property_type_group: [refs.villa!], floor_plans: plans('3') })).id
    try {
      // Published as an editor would (the factory's own writes skip the change hooks).
      await payload.update({ collection: 'properties', id, data: { published: true }, overrideAccess: true })
      const after = await searchProperties(parsed.params, { now: NOW, keepCount: true })
      expect(after.total).toBe(before.total + 1)
      expect(after.results.map((r) => r.id)).toContain(id)
      await payload.update({ collection: 'properties', id, data: { published: false }, overrideAccess: true })
      const unpublished = await searchProperties(parsed.params, { now: NOW, keepCount: true })
      expect(unpublished.total).toBe(before.total)
      expect(unpublished.results.map((r) => r.id)).not.toContain(id)
    } finally {
      await payload.delete({ collection: 'properties', id, overrideAccess: true })
    }
  })
})

/** A read of a filter's matches (SQLite), as one row: their number, and their ids joined when they are few. */
const FEW_IDS_READ = /^SELECT count\(\*\) AS "n", CASE WHEN count\(\*\) <= \? THEN group_concat\("id"\) END AS "ids" FROM/
/** A count of a filter's matches. */
const COUNT_READ = /count\((\*|DISTINCT [^)]*)\) AS "total"/

describe.runIf(process.env.TEST_PG_URL === undefined)('query plans on SQLite (ADR 005)', () => {
  type Read = { sql: string; params: unknown[] }
  type Options = { smallBudget?: number; fewMatches?: number }
  const isBudgetRead = (sql: string) => sql.includes('INDEXED BY "properties_search_filter_idx"')
  const isPage = (sql: string) => sql.startsWith('SELECT p."id" AS "id", p."location_latitude"')

  /** The statements a search for `query` sends to the read threads, with their values. */
  async function reads(query: string, options: Options = {}): Promise<Read[]> {
    const { observeSqliteReads } = await import('@/cms/db/raw-sql')
    const parsed = parseSearchParams(new URLSearchParams(query))
    if (!parsed.ok) throw new Error(parsed.error)
    const seen: Read[] = []
    observeSqliteReads((sql, params) => seen.push({ sql, params }))
    try {
      await searchProperties(parsed.params, { now: NOW, ...options })
    } finally {
      observeSqliteReads(undefined)
    }
    return seen
  }

  /** The statement that reads a page of results for `query`, with its values, as the search sent it. */
  async function pageStatement(query: string, options: Options = {}): Promise<Read> {
    const seen = await reads(query, options)
    const page = seen.find((s) => isPage(s.sql))
    if (!page) throw new Error(`no page statement among ${seen.length} reads for ?${query}`)
    return page
  }

  /** SQLite's plan of one statement the search sent. */
  async function planOf({ sql, params }: Read): Promise<string[]> {
    const { default: Database } = await import('libsql')
    const url = (payload.db as unknown as { clientConfig: { url: string } }).clientConfig.url
    const db = new Database(url.slice('file:'.length), { readonly: true })
    try {
      return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((r) => r.detail)
    } finally {
      db.close()
    }
  }

  const plan = async (query: string, options: Options = {}) => planOf(await pageStatement(query, options))

  // Every order of all projects, of a city's and of a builder's is an index walk that stops after the
  // page: sorting every match (a temporary B-tree) read all 16,000 rows of a large city for 24 results.
  // A city's or builder's walk starts at its part of the index (the order of all projects, filtered row
  // by row, would read 10–30 times the rows it returns).
  const scopes = [
    { query: '', range: '(published=?)' },
    { query: 'city=lakeshore&', range: '(city_id=? AND published=?)' },
    { query: 'builder=prestige-group&', range: '(builder_name_id=? AND published=?)' },
  ]
  const sorts = ['relevance', 'price_asc', 'price_desc', 'newest']
  for (const scope of scopes) {
    for (const sort of sorts) {
      it(`?${scope.query}sort=${sort}&page=2 walks an index in its order`, async () => {
        const steps = (await plan(`${scope.query}sort=${sort}&page=2`)).join(' / ')
        expect(steps).toMatch(/USING (COVERING )?INDEX properties_search_\w+_idx/)
        expect(steps).toContain(scope.range)
        expect(steps).not.toMatch(/TEMP B-TREE FOR ORDER BY/)
      })
    }
  }

  const statements = async (query: string, options: Options = {}) => (await reads(query, options)).map((r) => r.sql)

  // A budget that no property meets walked the whole order index through the wide rows (300 ms on
  // 100,000 properties); its empty set now answers without a count or a page.
  it('answers a budget that no property meets from one read of the filter index, kept for the next ask', async () => {
    const first = await statements(`min=${lakh(5000)}`)
    expect(first.filter(isBudgetRead)).toHaveLength(1)
    expect(first.filter(isPage)).toHaveLength(0)
    expect(first.filter((sql) => /count\(/i.test(sql))).toHaveLength(0)
    const again = await statements(`min=${lakh(5000)}&sort=newest&page=2`)
    expect(again).toEqual([])
  })

  it('looks a small budget’s ids up and sorts them; a large one is walked in the order’s index', async () => {
    // The set first, each id looked up by key, the few rows sorted: not a walk of the order's index.
    const small = await plan(`max=${lakh(90)}&sort=newest`)
    expect(small[0]).toMatch(/^SCAN s VIRTUAL TABLE/)
    expect(small[1]).toBe('SEARCH p USING INTEGER PRIMARY KEY (rowid=?)')
    expect(small.join(' / ')).not.toContain('properties_search_newest_idx')
    const { sql: page } = await pageStatement(`max=${lakh(90)}&sort=newest`, { smallBudget: 0, fewMatches: 0 })
    expect(page).toContain('+p."price_range_maximum" <=')
    expect(page).not.toContain('json_each')
  })

  /** The plan of the page statement of a search walked as a budget most properties meet. */
  const walkedPlan = async (query: string) => (await plan(query, { smallBudget: 0, fewMatches: 0 })).join(' / ')

  // A type, a BHK and a budget each met by many of 100,000 properties, together by 26: the page's
  // walk of the order's index read every row (330 ms); a filter nothing meets walked it for nothing.
  it('reads the page of a filter few properties meet from its set of ids, and none for a filter nothing meets', async () => {
    const query = 'type=villa&bhk=3&sort=newest'
    const fromSet = await plan(query)
    expect(fromSet[0]).toMatch(/^SCAN s VIRTUAL TABLE/)
    expect(fromSet[1]).toBe('SEARCH p USING INTEGER PRIMARY KEY (rowid=?)')
    expect(fromSet.join(' / ')).not.toContain('properties_search_newest_idx')
    expect((await plan(query, { fewMatches: 0 })).join(' / ')).toContain('properties_search_newest_idx')
    // The read of the few ids is the count: none found, no count and no page.
    const none = await statements('type=apartment&bhk=1')
    expect(none.filter((sql) => FEW_IDS_READ.test(sql))).toHaveLength(1)
    expect(none.filter((sql) => COUNT_READ.test(sql))).toHaveLength(0)
    expect(none.filter(isPage)).toHaveLength(0)
  })

  // A builder's budget was counted through the budget's range of the city price index (in every
  // city without one), each entry's wide row read to test the builder: 130–350 ms on 100,000
  // properties, 60 ms within a city. The filter index's entries hold the city, builder and prices.
  it('counts a builder’s budget from the filter index’s entries, within a city or not', async () => {
    for (const query of [`builder=prestige-group&min=${lakh(50)}&max=${lakh(200)}`, `city=lakeshore&builder=prestige-group&min=${lakh(50)}&bhk=3`]) {
      const seen = await reads(query, { smallBudget: 0, fewMatches: 0 })
      const counts = seen.filter((s) => COUNT_READ.test(s.sql) || FEW_IDS_READ.test(s.sql))
      expect(counts, query).toHaveLength(1)
      const steps = (await planOf(counts[0]!)).join(' / ')
      expect(steps, query).toContain('USING COVERING INDEX properties_search_filter_idx')
    }
    // A city's budget keeps the city price index, which holds the budget as a range.
    const city = await reads(`city=lakeshore&min=${lakh(50)}&max=${lakh(200)}`, { smallBudget: 0, fewMatches: 0 })
    const cityCount = city.find((s) => COUNT_READ.test(s.sql) || FEW_IDS_READ.test(s.sql))!
    expect((await planOf(cityCount)).join(' / ')).toContain('properties_search_city_price_idx (city_id=? AND published=? AND price_range_minimum>?')
  })

  // The set of a filter's few ids was read apart, stopping after the limit, and a filter more
  // properties meet was then counted again: both reads gathered the ids of its BHK and relation terms.
  it('reads a filter’s matches once, as its count and, when they are few, its ids', async () => {
    for (const query of ['bhk=2&bhk=3', 'amenity=gym&sort=newest', 'builder=prestige-group&bhk=2&bhk=2.5&sort=price_desc']) {
      const parsed = parseSearchParams(new URLSearchParams(query))
      if (!parsed.ok) throw new Error(parsed.error)
      const expected = await searchProperties(parsed.params, { now: NOW })
      expect(expected.total, query).toBeGreaterThan(1)
      // A limit below the matches: the read is the count, and the page is walked.
      const dense = await reads(query, { fewMatches: 1 })
      expect(dense.filter((s) => FEW_IDS_READ.test(s.sql)), query).toHaveLength(1)
      expect(dense.filter((s) => COUNT_READ.test(s.sql)), query).toHaveLength(0)
      expect(dense.filter((s) => isPage(s.sql)), query).toHaveLength(1)
      const walked = await searchProperties(parsed.params, { now: NOW, fewMatches: 1 })
      expect(walked.total, query).toBe(expected.total)
      expect(walked.results.map((r) => r.id), query).toEqual(expected.results.map((r) => r.id))
    }
  })

  // `?max=6000000&sort=price_desc` on 100,000 properties walked the price index from the dearest
  // project down, past every price above the budget (266 ms); the walk now starts at the bound.
  it('walks a budget sorted by price from its bound in the price index, all projects and a city’s', async () => {
    for (const sort of ['price_asc', 'price_desc']) {
      const all = await walkedPlan(`min=${lakh(50)}&max=${lakh(200)}&sort=${sort}`)
      expect(all).toContain(`INDEX properties_search_${sort}_idx (published=? AND <expr>=? AND price_range_minimum>? AND price_range_minimum<?)`)
      expect(all).not.toMatch(/TEMP B-TREE/)
      const city = await walkedPlan(`city=lakeshore&max=${lakh(90)}&sort=${sort}`)
      expect(city).toContain(`INDEX properties_search_city_${sort}_idx (city_id=? AND published=? AND <expr>=?`)
      expect(city).toContain('price_range_minimum<?)')
      expect(city).not.toMatch(/TEMP B-TREE/)
    }
  })
})

describe('a text term after a change', () => {
  it('finds a project renamed or published since the word was last searched, and no longer one unpublished', async () => {
    const id = (await createProperty(payload, { city: refs.hillTown, full_name: 'Zeta Point', published: false, builder_name: refs.sobha })).id
    try {
      expect(await names('q=zeta')).toEqual([])
      expect(await names('q=zeta&city=hill-town&sort=newest')).toEqual([])
      await payload.update({ collection: 'properties', id, data: { published: true }, overrideAccess: true })
      expect(await names('q=zeta')).toEqual(['Zeta Point'])
      expect(await names('q=zeta&city=hill-town&sort=newest')).toEqual(['Zeta Point'])
      expect((await api('q=zeta')).body.total).toBe(1)
      await payload.update({ collection: 'properties', id, data: { full_name: 'Zeta Point Two' }, overrideAccess: true })
      expect(await names('q=point%20two')).toEqual(['Zeta Point Two'])
      await payload.update({ collection: 'properties', id, data: { published: false }, overrideAccess: true })
      expect(await names('q=zeta')).toEqual([])
      expect((await api('q=zeta&builder=sobha')).body.total).toBe(0)
    } finally {
      await payload.delete({ collection: 'properties', id, overrideAccess: true })
    }
  })
})

describe.runIf(process.env.TEST_PG_URL !== undefined)('the text term on PostgreSQL', () => {
  // A substring of the names has no index order: without the trigram index (migration
  // 20261129_060000_name_trigram_index) every row was read, 120 ms for a count over 100,000
  // properties. The test's plan may use no other index and no sequential scan, so it names the
  // index exactly when the index can serve the statement the search sends (the same expression,
  // the same operator).
  it('counts the names holding a word through the trigram index', async () => {
    const { default: pg } = await import('pg')
    type Query = { sql: string; params: unknown[] }
    const drizzle = (payload.db as unknown as { drizzle: { execute(query: unknown): Promise<unknown>; dialect: { sqlToQuery(query: unknown): Query } } }).drizzle
    const seen: Query[] = []
    const execute = drizzle.execute
    drizzle.execute = (query: unknown) => {
      seen.push(drizzle.dialect.sqlToQuery(query))
      return execute.call(drizzle, query)
    }
    // Counts are kept per filter: an earlier search for the word would send none.
    const { CACHE_TAGS, dropContentHere } = await import('@/lib/cache')
    dropContentHere([CACHE_TAGS.properties])
    try {
      const parsed = parseSearchParams(new URLSearchParams('q=gardens'))
      if (!parsed.ok) throw new Error(parsed.error)
      expect((await searchProperties(parsed.params, { now: NOW })).results.map((r) => r.name)).toContain('Beta Gardens')
    } finally {
      drizzle.execute = execute
    }
    const count = seen.find((q) => /count\(\*\)/i.test(q.sql) && q.sql.includes('LIKE'))
    expect(count, seen.map((q) => q.sql).join('\n')).toBeDefined()
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      await client.query('BEGIN')
      // The table's other indexes set aside in this transaction (rolled back below), and bitmap
      // scans only: the plan can then read the properties through the trigram index or not at all.
      const others = await client.query(
        `SELECT i.relname AS name FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
          WHERE t.relname = 'properties' AND i.relname <> 'properties_search_name_trgm_idx'
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
      )
      expect(others.rows.length).toBeGreaterThan(5)
      for (const { name } of others.rows as { name: string }[]) await client.query(`DROP INDEX "${name}"`)
      for (const scan of ['seqscan', 'indexscan', 'indexonlyscan']) await client.query(`SET LOCAL enable_${scan} = off`)
      const plan = (await client.query(`EXPLAIN ${count!.sql}`, count!.params)).rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')
      expect(plan).toContain('properties_search_name_trgm_idx')
      await client.query('ROLLBACK')
    } finally {
      await client.end()
    }
  })
})

describe('the count of a filter, kept for its other orders and pages', () => {
  const total = async (query: string) => (await api(query)).body.total

  it('is the same for every order and page, and follows a project published and unpublished', async () => {
    const direct = async (query: string) => {
      const parsed = parseSearchParams(new URLSearchParams(query))
      if (!parsed.ok) throw new Error(parsed.error)
      return (await searchProperties(parsed.params)).total
    }
    const before = await direct('city=lakeshore&bhk=3')
    expect(before).toBeGreaterThan(0)
    expect(await total('city=lakeshore&bhk=3')).toBe(before)
    expect(await total('city=lakeshore&bhk=3&sort=price_desc&page=2')).toBe(before)
    const id = (await createProperty(payload, { city: refs.lakeshore, full_name: 'Kappa Court', published: false, floor_plans: plans('3') })).id
    try {
      await payload.update({ collection: 'properties', id, data: { published: true }, overrideAccess: true })
      // Orders and pages not asked before (their search is not kept): each counts, or takes the kept count.
      expect(await total('city=lakeshore&bhk=3&sort=newest')).toBe(before + 1)
      expect(await total('city=lakeshore&bhk=3&sort=price_asc&page=2')).toBe(before + 1)
      expect(await direct('city=lakeshore&bhk=3')).toBe(before + 1)
      await payload.update({ collection: 'properties', id, data: { published: false }, overrideAccess: true })
      expect(await total('city=lakeshore&bhk=3&sort=newest&page=3')).toBe(before)
    } finally {
      await payload.delete({ collection: 'properties', id, overrideAccess: true })
    }
    // Another filter is another count.
    expect(await total('city=hill-town&bhk=3&sort=newest')).toBe(await direct('city=hill-town&bhk=3'))
  })

  it.runIf(process.env.TEST_PG_URL === undefined)('is read once: another order or page of the filter reads the matches again neither as a count nor as a set (SQLite)', async () => {
    const { observeSqliteReads } = await import('@/cms/db/raw-sql')
    // A count, or the read of a filter's few ids (which is its count then).
    const readsMatches = (sql: string) => COUNT_READ.test(sql) || FEW_IDS_READ.test(sql)
    const counts = async (query: string) => {
      const seen: string[] = []
      observeSqliteReads((sql) => seen.push(sql))
      try {
        await api(query)
      } finally {
        observeSqliteReads(undefined)
      }
      return seen.filter(readsMatches).length
    }
    expect(await counts('city=lakeshore&bhk=2&bhk=3&sort=price_asc')).toBe(1)
    expect(await counts('city=lakeshore&bhk=2&bhk=3&sort=newest&page=2')).toBe(0)
    expect(await counts('city=lakeshore&bhk=2&sort=newest&page=2')).toBe(1)
  })
})
