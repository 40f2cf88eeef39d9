/**
 * The /offers query (docs/product.md §4, §5) against a real database: only offers valid today or later in the
 * site's time zone, soonest-ending first, published properties only, counted and paged in the
 * database.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCity, createProperty } from '@/cms/seed/factories'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload
let payload: Payload
let findActiveOffers: typeof import('@/features/offers/offers.server').findActiveOffers

const IST = 'Asia/Kolkata'
// 20:00 UTC on 10 March is already 11 March (01:30) in India.
const NOW = new Date('2026-03-10T20:00:00.000Z')
const START_OF_TODAY_IST = '2026-03-10T18:30:00.000Z'

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  ;({ findActiveOffers } = await import('@/features/offers/offers.server'))
  const city = (await createCity(payload, { city_name: 'Offer Town' })).id
  const offer = (full_name: string, offer_validity: string | null, extra: Record<string, unknown> = {}) =>
    createProperty(payload, { city, full_name, offer_available: `${full_name} offer`, offer_validity, ...extra })

  await offer('Later Lofts', '2026-04-01T06:30:00.000Z')
  // Noon in India today, twice: the name breaks the tie.
  await offer('Noon Towers', '2026-03-11T06:30:00.000Z')
  await offer('Morning Heights', '2026-03-11T06:30:00.000Z')
  // The first instant of today in India: still active.
  await offer('Midnight Court', START_OF_TODAY_IST)
  // Yesterday in India (though still today in UTC), and a millisecond before today began.
  await offer('Yesterday Gardens', '2026-03-10T06:30:00.000Z')
  await offer('Last Second Villas', '2026-03-10T18:29:59.999Z')
  // Active dates that must still stay out: unpublished, no offer text, no validity.
  await offer('Hidden Meadows', '2026-03-20T06:30:00.000Z', { published: false })
  await offer('Blank Offer Homes', '2026-03-20T06:30:00.000Z', { offer_available: '' })
  await offer('Undated Offer Homes', null)
})

afterAll(async () => {
  await ctx?.cleanup()
})

const names = (page: { results: { name: string }[] }) => page.results.map((p) => p.name)

describe('findActiveOffers', () => {
  it('lists offers valid today or later in the site time zone, soonest-ending first', async () => {
    const page = await findActiveOffers({ now: NOW, timeZone: IST })
    expect(names(page)).toEqual(['Midnight Court', 'Morning Heights', 'Noon Towers', 'Later Lofts'])
    expect(page.total).toBe(4)
    expect(page.totalPages).toBe(1)
    for (const p of page.results) expect(p.offer).toBe(`${p.name} offer`)
  })

  it('takes the day boundary from the time zone', async () => {
    // In UTC it is still 10 March, so yesterday's Indian offers are today's there.
    const page = await findActiveOffers({ now: NOW, timeZone: 'UTC' })
    expect(names(page)).toEqual(['Yesterday Gardens', 'Last Second Villas', 'Midnight Court', 'Morning Heights', 'Noon Towers', 'Later Lofts'])
    // A day later in India only the April offer is left.
    const later = await findActiveOffers({ now: new Date('2026-03-12T00:00:00.000Z'), timeZone: IST })
    expect(names(later)).toEqual(['Later Lofts'])
  })

  it('pages in the database with a stable order', async () => {
    const first = await findActiveOffers({ now: NOW, timeZone: IST, page: 1, pageSize: 3 })
    const second = await findActiveOffers({ now: NOW, timeZone: IST, page: 2, pageSize: 3 })
    expect(names(first)).toEqual(['Midnight Court', 'Morning Heights', 'Noon Towers'])
    expect(names(second)).toEqual(['Later Lofts'])
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3, totalPages: 2 })
    expect(second).toMatchObject({ total: 4, page: 2, totalPages: 2 })
  })

  it('is empty when no offer is active', async () => {
    const page = await findActiveOffers({ now: new Date('2026-05-01T00:00:00.000Z'), timeZone: IST })
    expect(page).toMatchObject({ total: 0, totalPages: 0, results: [] })
  })
})
