import { randomInt, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BHK_PATTERN } from '@/cms/collections/Properties'
import { seedDemo } from '@/cms/seed'
import { todayIn } from '@/cms/seed/dates'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload
let payload: Payload
let first: Record<string, number>
let second: Record<string, number>
let firstSeconds = 0

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  const started = performance.now()
  first = await seedDemo(payload)
  firstSeconds = (performance.now() - started) / 1000
  second = await seedDemo(payload)
}, 600_000)
afterAll(async () => {
  await ctx?.cleanup()
})

describe(`demo seed`, () => {
  it('loads in reasonable time', () => {
    // Recorded in the test output so regressions show; generous bound for slow CI machines.
    console.info(`demo seed on ${ctx.dialect}: ${firstSeconds.toFixed(1)} s`)
    expect(firstSeconds).toBeLessThan(240)
  })

  it('is idempotent: a second run leaves the same counts in every collection', () => {
    expect(second).toEqual(first)
  })

  it('meets the minimum demo counts of docs/product.md §3', () => {
    expect(first.cities).toBeGreaterThanOrEqual(8)
    expect(first).toMatchObject({
      builders: 30,
      'property-types': 12,
      amenities: 40,
      'property-collections': 6,
      properties: 400,
      blogs: 30,
      careers: 6,
    })
    expect(first.faqs).toBeGreaterThan(0)
    expect(first.pricing).toBeGreaterThan(0)
    expect(first.media).toBeGreaterThanOrEqual(24)
  })

  it('gives every property 1 to 4 floor plans with valid BHK values, prices and a city', async () => {
    const { docs } = await payload.find({
      collection: 'properties',
      pagination: false,
      depth: 0,
      select: { floor_plans: true, city: true, price_range_minimum: true, price_range_maximum: true, slug: true },
    })
    expect(docs).toHaveLength(400)
    const bhks = new Set<string>()
    for (const p of docs) {
      expect(p.floor_plans?.length).toBeGreaterThanOrEqual(1)
      expect(p.floor_plans?.length).toBeLessThanOrEqual(4)
      for (const plan of p.floor_plans ?? []) {
        expect(plan.bhk).toMatch(BHK_PATTERN)
        bhks.add(plan.bhk!)
      }
      expect(p.city).toBeTruthy()
      expect(p.slug).toMatch(/^[a-z0-9-]+$/)
      if (p.price_range_minimum != null && p.price_range_maximum != null) {
        expect(p.price_range_minimum).toBeLessThanOrEqual(p.price_range_maximum)
      }
    }
    expect([...bhks]).toEqual(expect.arrayContaining(['1', '2', '2.5', '3', '4']))
  })

  it('has active and expired offers relative to today in Asia/Kolkata', async () => {
    const today = todayIn('Asia/Kolkata')
    const startOfToday = new Date(`${today}T00:00:00+05:30`).toISOString()
    const withOffers = await payload.count({ collection: 'properties', where: { offer_validity: { exists: true } } })
    const active = await payload.count({ collection: 'properties', where: { offer_validity: { greater_than_equal: startOfToday } } })
    const expired = await payload.count({ collection: 'properties', where: { offer_validity: { less_than: startOfToday } } })
    expect(withOffers.totalDocs / 400).toBeGreaterThan(0.2)
    expect(withOffers.totalDocs / 400).toBeLessThan(0.4)
    expect(active.totalDocs).toBeGreaterThan(0)
    expect(expired.totalDocs).toBeGreaterThan(0)
    expect(active.totalDocs + expired.totalDocs).toBe(withOffers.totalDocs)
  })

  it('features at least three properties in every city', async () => {
    const cities = await payload.find({ collection: 'cities', pagination: false, depth: 0 })
    for (const city of cities.docs) {
      const featured = await payload.count({
        collection: 'properties',
        where: { and: [{ city: { equals: city.id } }, { featured: { equals: true } }] },
      })
      expect(featured.totalDocs, city.city_name).toBeGreaterThanOrEqual(3)
    }
  })

  it('has the site data the pages read', async () => {
    const { docs } = await payload.find({ collection: 'site-data', pagination: false })
    const items = Object.fromEntries(docs.map((d) => [d.item, d.content ?? '']))
    expect(items.phone_number).toMatch(/^\+91 [\d ]+$/)
    expect(items.whatsappbot).toMatch(/^https:\/\/wa\.me\/91\d{10}$/)
    expect(items.g_tag_id).toBe('')
    expect(items.profanity_list!.split('\n').length).toBeGreaterThan(2)
    expect(items.disclaimer).toMatch(/not liable/)
    expect(JSON.parse(items.ad_popup!)).toMatchObject({ enabled: false })
    const pages = await payload.find({ collection: 'generic-pages', pagination: false })
    expect(pages.docs.map((p) => p.page_link)).toEqual(expect.arrayContaining(['privacy', 'terms']))
  })

  it('has Hindi for every information page and FAQ and for three blog posts, English where none is written (§21)', async () => {
    const devanagari = /[\u0900-\u097F]/
    for (const collection of ['generic-pages', 'faqs'] as const) {
      const [en, hi] = await Promise.all(
        (['en', 'hi'] as const).map(async (locale) => (await payload.find({ collection, locale, pagination: false, depth: 0, sort: 'id' })).docs),
      )
      expect(hi!.length, collection).toBe(en!.length)
      for (const [i, doc] of hi!.entries()) {
        const text = 'title' in doc ? doc.title : doc.question
        const english = 'title' in en![i]! ? (en![i] as { title: string }).title : (en![i] as { question: string }).question
        expect(text, `${collection} ${english}`).toMatch(devanagari)
        expect(english, collection).not.toMatch(devanagari)
      }
    }
    const blogs = (await payload.find({ collection: 'blogs', locale: 'hi', pagination: false, depth: 0 })).docs
    const inHindi = blogs.filter((b) => /[\u0900-\u097F]/.test(b.title))
    expect(inHindi).toHaveLength(3)
    for (const b of inHindi) expect(JSON.stringify(b.contents), b.title).toMatch(devanagari)
    // A post without Hindi reads in English on a Hindi page.
    expect(blogs.filter((b) => !devanagari.test(b.title)).length).toBeGreaterThan(0)
  })

  it('has Hindi for every team member, accreditation and pricing plan; names of people and plans and issuers as written (§21)', async () => {
    const devanagari = /[\u0900-\u097F]/
    const read = async <C extends 'team-members' | 'accreditations' | 'pricing'>(collection: C) =>
      Promise.all((['en', 'hi'] as const).map(async (locale) => (await payload.find({ collection, locale, pagination: false, depth: 0, sort: 'id' })).docs))
    const [members, membersHi] = await read('team-members')
    expect(membersHi!.length).toBe(members!.length)
    for (const [i, m] of membersHi!.entries()) {
      expect([m.role, m.bio], m.name).toEqual([expect.stringMatching(devanagari), expect.stringMatching(devanagari)])
      expect([members![i]!.role, members![i]!.bio].join(' '), m.name).not.toMatch(devanagari)
      expect(m.name).toBe(members![i]!.name)
    }
    const [awards, awardsHi] = await read('accreditations')
    expect(awardsHi!.length).toBe(awards!.length)
    for (const [i, a] of awardsHi!.entries()) {
      expect([a.name, a.description], awards![i]!.name).toEqual([expect.stringMatching(devanagari), expect.stringMatching(devanagari)])
      expect([awards![i]!.name, awards![i]!.description].join(' ')).not.toMatch(devanagari)
      expect(a.issuer).toBe(awards![i]!.issuer)
    }
    const [plans, plansHi] = await read('pricing')
    expect(plansHi!.length).toBe(plans!.length)
    for (const [i, p] of plansHi!.entries()) {
      expect(p.plan).toBe(plans![i]!.plan)
      for (const text of [p.period, p.description, p.cta_label, ...(p.features ?? []).map((f) => f.feature)]) expect(text, p.plan).toMatch(devanagari)
      expect(p.features!.length, p.plan).toBe(plans![i]!.features!.length)
      expect(JSON.stringify(plans![i]), p.plan).not.toMatch(devanagari)
    }
  })

  it('has one hidden team member and one closed career', async () => {
    await expect(payload.count({ collection: 'team-members', where: { hide: { equals: true } } })).resolves.toEqual({ totalDocs: 1 })
    await expect(payload.count({ collection: 'careers', where: { open: { equals: false } } })).resolves.toEqual({ totalDocs: 1 })
    const blogs = await payload.find({ collection: 'blogs', pagination: false, depth: 0, select: { author: true } })
    expect(blogs.docs.every((b) => b.author)).toBe(true)
  })
})

describe('media kept for later seeds (src/cms/seed/media-cache.ts)', () => {
  it('writes back the document and files that Payload made, and steps aside when a file name is taken', async () => {
    const { keepMedia, restoreMedia } = await import('@/cms/seed/media-cache')
    // An image no earlier run can have kept: its bytes carry this run's random colour.
    const colour = { r: randomInt(256), g: randomInt(256), b: randomInt(256) }
    const data = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).png().toBuffer()
    const file = { name: `seed-cache-check-${randomUUID()}.png`, alt: 'Media cache check', data, mimetype: 'image/png' }
    const staticDir = String(payload.collections.media.config.upload.staticDir)
    const filesOf = (doc: Record<string, unknown>) =>
      [doc.filename, ...Object.values(doc.sizes as Record<string, { filename: string | null }>).map((s) => s.filename)].filter((n): n is string => !!n)
    const stored = async (id: number | string) => {
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = (await payload.db.findOne({ collection: 'media', where: { id: { equals: id } } })) as Record<string, unknown>
      return rest
    }

    expect(await restoreMedia(payload, undefined, file), 'nothing kept yet').toBeUndefined()
    const made = await payload.create({
      collection: 'media',
      data: { alt: file.alt },
      file: { data, mimetype: file.mimetype, name: file.name, size: data.length },
      overrideAccess: true,
    })
    const madeFields = await stored(made.id)
    const names = filesOf(madeFields)
    expect(names.length, 'the original and its resized copies').toBe(4)
    const madeBytes = names.map((n) => fs.readFileSync(path.join(staticDir, n)))
    await keepMedia(payload, undefined, file, made.id)

    // While the files are still in the media folder, Payload must make it (under another name).
    expect(await restoreMedia(payload, undefined, file)).toBeUndefined()

    await payload.delete({ collection: 'media', id: made.id, overrideAccess: true })
    expect(names.some((n) => fs.existsSync(path.join(staticDir, n)))).toBe(false)
    const restored = await restoreMedia(payload, undefined, file)
    expect(restored).toBeDefined()
    expect(await stored(restored!)).toEqual(madeFields)
    expect(names.map((n) => fs.readFileSync(path.join(staticDir, n)))).toEqual(madeBytes)
    await payload.delete({ collection: 'media', id: restored!, overrideAccess: true })
  })
})
