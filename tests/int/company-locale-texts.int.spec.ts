/**
 * The company pages' texts in English and Hindi (docs/product.md §21): team members' roles and bios,
 * accreditations' and awards' names and descriptions, and pricing plans' periods, descriptions,
 * feature lists and button texts are localized in Payload; people's and plans' names and issuers
 * are not. The migration that introduced it keeps what was written before it as the English
 * version, which Hindi pages show until a Hindi text is written; its `down` moves English back.
 */
import type { Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rows, sqlFor } from '@/cms/db/raw-sql'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload
let payload: Payload

beforeAll(async () => {
  // The database as it was before these texts were localized: written to, then migrated.
  ctx = await freshPayload({ holdBackFrom: 'company_locale_texts' })
  payload = ctx.payload
  const sql = sqlFor(ctx.dialect)
  await rows(
    payload,
    sql`INSERT INTO "team_members" ("name", "slug", "hide", "order", "role", "bio") VALUES ('Ananya Rao', 'ananya-rao', false, 1, 'Founder & CEO', 'Fifteen years in housing finance.')`,
  )
  await rows(
    payload,
    sql`INSERT INTO "accreditations" ("name", "type", "year", "order", "issuer", "description") VALUES ('Best Property Advisory Startup', 'award', 2022, 1, 'Realty Excellence Awards', 'For transparent advice.')`,
  )
  const [plan] = await rows(
    payload,
    sql`INSERT INTO "pricing" ("plan", "price", "currency", "period", "description", "cta_label", "highlighted", "order")
      VALUES ('Loan Assist', 4999, 'INR', 'one-time', 'We compare lenders.', 'Get loan help', true, 1) RETURNING "id"`,
  )
  await rows(payload, sql`INSERT INTO "pricing_features" ("_order", "_parent_id", "id", "feature") VALUES (1, ${Number(plan!.id)}, 'f-1', 'Offers from 12 lenders')`)
  await rows(payload, sql`INSERT INTO "pricing_features" ("_order", "_parent_id", "id", "feature") VALUES (2, ${Number(plan!.id)}, 'f-2', 'Eligibility check')`)
  await ctx.migrateRest()
}, 300_000)

afterAll(async () => {
  await ctx?.cleanup()
})

const loaders = () => import('@/features/company/company.server')

const ENGLISH = {
  member: { name: 'Ananya Rao', slug: 'ananya-rao', role: 'Founder & CEO', bio: 'Fifteen years in housing finance.' },
  award: { name: 'Best Property Advisory Startup', issuer: 'Realty Excellence Awards', description: 'For transparent advice.', year: 2022 },
  plan: { plan: 'Loan Assist', price: 4999, period: 'one-time', description: 'We compare lenders.', features: ['Offers from 12 lenders', 'Eligibility check'], ctaLabel: 'Get loan help' },
}

describe(`localized company texts (${process.env.TEST_PG_URL ? 'postgres' : 'sqlite'})`, () => {
  it('keeps the texts written before the migration as the English version, and Hindi pages read them', async () => {
    const { getAccreditations, getPricingPlans, getTeamMember, getTeamMembers } = await loaders()
    for (const locale of ['en', 'hi'] as const) {
      expect(await getTeamMembers(locale), locale).toMatchObject([ENGLISH.member])
      expect(await getTeamMember('ananya-rao', locale), locale).toMatchObject(ENGLISH.member)
      expect(await getAccreditations(['award'], locale), locale).toMatchObject([ENGLISH.award])
      expect(await getPricingPlans(locale), locale).toMatchObject([ENGLISH.plan])
    }
    const sql = sqlFor(ctx.dialect)
    expect(await rows(payload, sql`SELECT "_locale" AS "locale", "role", "bio" FROM "team_members_locales"`)).toEqual([
      { locale: 'en', role: 'Founder & CEO', bio: 'Fifteen years in housing finance.' },
    ])
    expect(await rows(payload, sql`SELECT "_locale" AS "locale", "name", "description" FROM "accreditations_locales"`)).toEqual([
      { locale: 'en', name: 'Best Property Advisory Startup', description: 'For transparent advice.' },
    ])
    expect(await rows(payload, sql`SELECT "_locale" AS "locale", "period", "description", "cta_label" FROM "pricing_locales"`)).toEqual([
      { locale: 'en', period: 'one-time', description: 'We compare lenders.', cta_label: 'Get loan help' },
    ])
    expect(await rows(payload, sql`SELECT "_locale" AS "locale", "feature" FROM "pricing_features" ORDER BY "_order"`)).toEqual([
      { locale: 'en', feature: 'Offers from 12 lenders' },
      { locale: 'en', feature: 'Eligibility check' },
    ])
  })

  it('Hindi edits read on Hindi pages only; a field left unwritten in Hindi reads as English; names and issuers stay as written', async () => {
    const { getAccreditations, getPricingPlans, getTeamMember, getTeamMembers } = await loaders()
    const member = (await payload.find({ collection: 'team-members', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const award = (await payload.find({ collection: 'accreditations', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const plan = (await payload.find({ collection: 'pricing', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    // The bio, the award's description and the plan's button text are left unwritten in Hindi.
    await payload.update({ collection: 'team-members', id: member.id, locale: 'hi', data: { role: 'संस्थापक और CEO' }, overrideAccess: true })
    await payload.update({ collection: 'accreditations', id: award.id, locale: 'hi', data: { name: 'सर्वश्रेष्ठ प्रॉपर्टी सलाहकार स्टार्टअप' }, overrideAccess: true })
    await payload.update({
      collection: 'pricing',
      id: plan.id,
      locale: 'hi',
      data: { period: 'एक बार', description: 'हम बैंकों के ऑफ़र की तुलना करते हैं।', features: [{ feature: '12 बैंकों के ऑफ़र' }] },
      overrideAccess: true,
    })

    // The loaders read after the edits (the collections' hooks drop what they had cached).
    const hindiMember = { ...ENGLISH.member, role: 'संस्थापक और CEO' }
    expect(await getTeamMembers('hi')).toMatchObject([hindiMember])
    expect(await getTeamMember('ananya-rao', 'hi')).toMatchObject(hindiMember)
    expect(await getAccreditations(['award'], 'hi')).toMatchObject([{ ...ENGLISH.award, name: 'सर्वश्रेष्ठ प्रॉपर्टी सलाहकार स्टार्टअप' }])
    expect(await getPricingPlans('hi')).toMatchObject([
      { ...ENGLISH.plan, period: 'एक बार', description: 'हम बैंकों के ऑफ़र की तुलना करते हैं।', features: ['12 बैंकों के ऑफ़र'] },
    ])

    // English stays as it was.
    expect(await getTeamMembers('en')).toMatchObject([ENGLISH.member])
    expect(await getTeamMember('ananya-rao', 'en')).toMatchObject(ENGLISH.member)
    expect(await getAccreditations(['award'], 'en')).toMatchObject([ENGLISH.award])
    expect(await getPricingPlans('en')).toMatchObject([ENGLISH.plan])

    // A Hindi page of a plan with no Hindi list shows the English one; its Hindi list, once written, only in Hindi.
    const sql = sqlFor(ctx.dialect)
    expect(await rows(payload, sql`SELECT "_locale" AS "locale", "feature" FROM "pricing_features" ORDER BY "_locale", "_order"`)).toEqual([
      { locale: 'en', feature: 'Offers from 12 lenders' },
      { locale: 'en', feature: 'Eligibility check' },
      { locale: 'hi', feature: '12 बैंकों के ऑफ़र' },
    ])
  })

  it('a later English edit reaches both languages where Hindi is unwritten, and only English where it is written', async () => {
    const { getTeamMembers } = await loaders()
    const member = (await payload.find({ collection: 'team-members', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'team-members', id: member.id, locale: 'en', data: { role: 'Founder', bio: 'Sixteen years in housing finance.' }, overrideAccess: true })
    expect(await getTeamMembers('en')).toMatchObject([{ role: 'Founder', bio: 'Sixteen years in housing finance.' }])
    expect(await getTeamMembers('hi')).toMatchObject([{ role: 'संस्थापक और CEO', bio: 'Sixteen years in housing finance.' }])
  })

  it('the migration down moves the English texts back to their columns and drops the Hindi ones', async () => {
    const { migrations } =
      ctx.dialect === 'postgres' ? await import('@/cms/migrations/postgres/index') : await import('@/cms/migrations/sqlite/index')
    const migration = (migrations as unknown as Migration[]).find((m) => m.name.endsWith('_company_locale_texts'))!
    const db = (payload.db as unknown as { drizzle: unknown }).drizzle
    await migration.down({ db, payload, req: {} } as never)
    const sql = sqlFor(ctx.dialect)
    expect(await rows(payload, sql`SELECT "role", "bio" FROM "team_members"`)).toEqual([{ role: 'Founder', bio: 'Sixteen years in housing finance.' }])
    expect(await rows(payload, sql`SELECT "name", "issuer", "description" FROM "accreditations"`)).toEqual([
      { name: 'Best Property Advisory Startup', issuer: 'Realty Excellence Awards', description: 'For transparent advice.' },
    ])
    expect(await rows(payload, sql`SELECT "period", "description", "cta_label" FROM "pricing"`)).toEqual([
      { period: 'one-time', description: 'We compare lenders.', cta_label: 'Get loan help' },
    ])
    expect(await rows(payload, sql`SELECT "feature" FROM "pricing_features" ORDER BY "_order"`)).toEqual([
      { feature: 'Offers from 12 lenders' },
      { feature: 'Eligibility check' },
    ])
  })
})
