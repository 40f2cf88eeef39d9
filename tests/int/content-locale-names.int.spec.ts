/**
 * Names in English and Hindi (docs/product.md §21, ADR 061): city, property type, amenity and
 * collection names, collections' descriptions and the site data's texts are localized in Payload.
 * The migration that introduced it keeps every name written before it as the English version; a
 * Hindi name reads on Hindi pages only, and a name filter matches either.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rows, sqlFor } from '@/cms/db/raw-sql'
import { SEED_CONTEXT } from '@/cms/seed/factories'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload
let payload: Payload

beforeAll(async () => {
  // The database as it was before the names were localized: written to, then migrated.
  ctx = await freshPayload({ holdBackFrom: 'content_locale_names' })
  payload = ctx.payload
  const sql = sqlFor(ctx.dialect)
  await rows(payload, sql`INSERT INTO "cities" ("city_name", "slug") VALUES ('Lakeshore', 'lakeshore')`)
  await rows(payload, sql`INSERT INTO "property_types" ("property_type", "slug") VALUES ('Villa', 'villa')`)
  await rows(payload, sql`INSERT INTO "amenities" ("amenity", "slug") VALUES ('Gym', 'gym')`)
  await rows(payload, sql`INSERT INTO "property_collections" ("name", "slug", "description", "order") VALUES ('New Launches', 'new-launches', 'Opened recently.', 1)`)
  await rows(payload, sql`INSERT INTO "site_data" ("item", "content") VALUES ('disclaimer', 'For guidance only.')`)
  await ctx.migrateRest()
}, 300_000)

afterAll(async () => {
  await ctx?.cleanup()
})

describe(`localized names (${process.env.TEST_PG_URL ? 'postgres' : 'sqlite'})`, () => {
  it('keeps the names written before the migration as the English version, and Hindi falls back to them', async () => {
    for (const locale of ['en', 'hi'] as const) {
      const one = async (collection: 'cities' | 'property-types' | 'amenities' | 'property-collections' | 'site-data') =>
        (await payload.find({ collection, locale, limit: 1, depth: 0 })).docs[0] as unknown as Record<string, unknown>
      expect((await one('cities')).city_name, locale).toBe('Lakeshore')
      expect((await one('property-types')).property_type, locale).toBe('Villa')
      expect((await one('amenities')).amenity, locale).toBe('Gym')
      expect(await one('property-collections'), locale).toMatchObject({ name: 'New Launches', description: 'Opened recently.' })
      expect((await one('site-data')).content, locale).toBe('For guidance only.')
    }
    const sql = sqlFor(ctx.dialect)
    expect(await rows(payload, sql`SELECT "_locale" AS "locale", "city_name" FROM "cities_locales"`)).toEqual([{ locale: 'en', city_name: 'Lakeshore' }])
  })

  it('a Hindi name reads in Hindi only, and a name filter finds the city by either name', async () => {
    const city = (await payload.find({ collection: 'cities', limit: 1, depth: 0 })).docs[0]!
    await payload.update({ collection: 'cities', id: city.id, locale: 'hi', data: { city_name: 'झीलनगर' }, overrideAccess: true, context: SEED_CONTEXT })
    expect((await payload.findByID({ collection: 'cities', id: city.id, locale: 'hi' })).city_name).toBe('झीलनगर')
    const english = await payload.findByID({ collection: 'cities', id: city.id, locale: 'en' })
    expect([english.city_name, english.slug]).toEqual(['Lakeshore', 'lakeshore'])

    const { resolveIds } = await import('@/features/search/search-reads.server')
    const sql = sqlFor(ctx.dialect)
    for (const value of ['Lakeshore', 'LAKESHORE', 'lakeshore', 'झीलनगर', String(city.id)]) {
      expect(await resolveIds(payload, sql, 'city', value), value).toEqual([city.id])
    }
    expect(await resolveIds(payload, sql, 'city', 'Atlantis')).toEqual([])
  })
})
