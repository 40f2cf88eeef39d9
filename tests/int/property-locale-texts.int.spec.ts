/**
 * Property texts in English and Hindi (docs/product.md §21): a property's description, offer and
 * alert, and the FAQ lists of properties and blog posts, are localized in Payload. The migration
 * that introduced it keeps what was written before it as the English version, which Hindi pages
 * show until a Hindi text is written.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rows, sqlFor } from '@/cms/db/raw-sql'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload
let payload: Payload

const DESCRIPTION = {
  root: {
    type: 'root', format: '', indent: 0, version: 1, direction: 'ltr',
    children: [{ type: 'paragraph', version: 1, format: '', indent: 0, direction: 'ltr', children: [{ type: 'text', text: 'Homes by the lake.', version: 1, format: 0, detail: 0, mode: 'normal', style: '' }] }],
  },
}

beforeAll(async () => {
  // The database as it was before the texts were localized: written to, then migrated.
  ctx = await freshPayload({ holdBackFrom: 'property_locale_texts' })
  payload = ctx.payload
  const sql = sqlFor(ctx.dialect)
  const [city] = await rows(payload, sql`INSERT INTO "cities" ("slug") VALUES ('lakeshore') RETURNING "id"`)
  await rows(payload, sql`INSERT INTO "cities_locales" ("city_name", "_locale", "_parent_id") VALUES ('Lakeshore', 'en', ${Number(city!.id)})`)
  const json = JSON.stringify(DESCRIPTION)
  const description = ctx.dialect === 'postgres' ? sql`${json}::jsonb` : sql`${json}`
  const [property] = await rows(
    payload,
    sql`INSERT INTO "properties" ("full_name", "slug", "city_id", "currency", "published", "offer_available", "alert_text", "description")
      VALUES ('Lakeview Homes', 'lakeview-homes', ${Number(city!.id)}, 'INR', true, 'Free parking', 'Possession may be delayed.', ${description}) RETURNING "id"`,
  )
  await rows(payload, sql`INSERT INTO "properties_faq" ("_order", "_parent_id", "id", "question", "answer") VALUES (1, ${Number(property!.id)}, 'faq-1', 'Is it ready?', 'Next year.')`)
  await ctx.migrateRest()
}, 300_000)

afterAll(async () => {
  await ctx?.cleanup()
})

describe(`localized property texts (${process.env.TEST_PG_URL ? 'postgres' : 'sqlite'})`, () => {
  it('keeps the texts written before the migration as the English version, and Hindi falls back to them', async () => {
    for (const locale of ['en', 'hi'] as const) {
      const [doc] = (await payload.find({ collection: 'properties', locale, fallbackLocale: 'en', limit: 1, depth: 0, overrideAccess: true })).docs
      expect(doc, locale).toMatchObject({ full_name: 'Lakeview Homes', offer_available: 'Free parking', alert_text: 'Possession may be delayed.' })
      expect(JSON.stringify(doc!.description), locale).toContain('Homes by the lake.')
      expect(doc!.faq, locale).toMatchObject([{ question: 'Is it ready?', answer: 'Next year.' }])
    }
    const sql = sqlFor(ctx.dialect)
    expect(await rows(payload, sql`SELECT "_locale" AS "locale", "offer_available" FROM "properties_locales"`)).toEqual([{ locale: 'en', offer_available: 'Free parking' }])
    expect(await rows(payload, sql`SELECT "_locale" AS "locale", "question" FROM "properties_faq"`)).toEqual([{ locale: 'en', question: 'Is it ready?' }])
  })

  it('a Hindi offer and FAQ read in Hindi only; the English ones stay', async () => {
    const [doc] = (await payload.find({ collection: 'properties', limit: 1, depth: 0, overrideAccess: true })).docs
    await payload.update({
      collection: 'properties',
      id: doc!.id,
      locale: 'hi',
      data: { offer_available: 'मुफ़्त पार्किंग', faq: [{ question: 'क्या यह तैयार है?', answer: 'अगले साल।' }] },
      overrideAccess: true,
    })
    const hindi = await payload.findByID({ collection: 'properties', id: doc!.id, locale: 'hi', depth: 0, overrideAccess: true })
    expect(hindi).toMatchObject({ offer_available: 'मुफ़्त पार्किंग', faq: [{ question: 'क्या यह तैयार है?', answer: 'अगले साल।' }] })
    const english = await payload.findByID({ collection: 'properties', id: doc!.id, locale: 'en', depth: 0, overrideAccess: true })
    expect(english).toMatchObject({ offer_available: 'Free parking', faq: [{ question: 'Is it ready?', answer: 'Next year.' }] })

    // The offers page lists it by its English offer text.
    const { getOffersPage } = await import('@/features/offers/offers.server')
    await payload.update({ collection: 'properties', id: doc!.id, data: { offer_validity: '2099-01-01T12:00:00.000Z' }, overrideAccess: true })
    const page = await getOffersPage(1)
    expect(page.results.map((p) => [p.name, p.offer, p.offerIn])).toEqual([['Lakeview Homes', 'Free parking', { hi: 'मुफ़्त पार्किंग' }]])
  })
})
