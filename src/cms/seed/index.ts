/**
 * The demo content set (docs/product.md §3), loaded through the Payload Local API so every hook and
 * validation runs (media documents this machine has made before are written back as they were
 * made: ./media-cache.ts). Deterministic (seeded random streams, images drawn locally) and idempotent
 * (documents are upserted by natural key). Offer dates are the one exception to determinism:
 * they are relative to today in SITE_TIME_ZONE, so the demo always has active and expired offers.
 */
import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import sharp from 'sharp'

import { env } from '../../lib/env'
import { slugify } from '../fields/slugify'
import { BLOGS, TOPIC_NOTES } from './data/blogs'
import { BUILDERS } from './data/builders'
import { CITIES } from './data/cities'
import { ACCREDITATIONS, CAREERS, PRICING, TEAM_MEMBERS } from './data/company'
import { FAQS, GENERIC_PAGES, SITE_DATA, SITE_VARIABLES } from './data/pages'
import { AMENITIES_HI, BLOGS_HI, CITIES_HI, COLLECTIONS_HI, DISCLAIMER_HI, FAQS_HI, PAGES_HI, PROPERTY_TYPES_HI, blogFaqHi, propertyTextsHi } from './data/hindi'
import { AMENITIES, PROPERTY_COLLECTIONS, PROPERTY_TYPES } from './data/taxonomies'
import { todayIn } from './dates'
import { SEED_CONTEXT } from './factories'
import {
  brochurePdf,
  builderLogo,
  FLOOR_PLAN_BHKS,
  floorPlanImage,
  type GeneratedFile,
  portrait,
  propertyImages,
} from './images'
import { keepMedia, restoreMedia } from './media-cache'
import { generateProperty, NameBook, type PropertyRefs } from './properties'
import { createRandom } from './random'
import { richText } from './richText'
import { idsByKey, localize, type SeedSession, upsert } from './upsert'

export const DEMO_PROPERTY_COUNT = 400

type Id = number | string

/**
 * Uploads each file once; later runs find it by file name. A file this machine has seeded before
 * is written back as Payload made it then (./media-cache.ts) rather than resized again.
 */
async function uploadAll(session: SeedSession, files: GeneratedFile[]): Promise<Map<string, Id>> {
  const { payload, req } = session
  const existing = await idsByKey(session, 'media', ['filename'], (d) => String(d.filename))
  for (const file of files) {
    if (existing.has(file.name)) continue
    const restored = await restoreMedia(payload, req, file)
    if (restored !== undefined) {
      existing.set(file.name, restored)
      continue
    }
    const doc = await payload.create({
      collection: 'media',
      data: { alt: file.alt },
      file: { data: file.data, mimetype: file.mimetype, name: file.name, size: file.data.length },
      overrideAccess: true,
      depth: 0,
      context: SEED_CONTEXT,
      req,
    })
    await keepMedia(payload, req, file, doc.id)
    existing.set(file.name, doc.id)
  }
  return existing
}

async function seedReferenceData(session: SeedSession) {
  const cityIds = await idsByKey(session, 'cities', ['city_name'], (d) => String(d.city_name))
  for (const c of CITIES) {
    const id = await upsert(session, 'cities', cityIds, c.city_name, {
      city_name: c.city_name,
      slug: slugify(c.city_name),
      state: c.state,
      loan_interest_minimum: c.loan_interest_minimum,
      loan_interest_maximum: c.loan_interest_maximum,
      location: { latitude: c.latitude, longitude: c.longitude },
    })
    const hindi = CITIES_HI[c.city_name]
    if (hindi) await localize(session, 'cities', id, 'hi', { city_name: hindi })
  }

  const logos = await uploadAll(
    session,
    await Promise.all(BUILDERS.map((b, i) => builderLogo(i, b.builder_name, slugify(b.builder_name)))),
  )
  const builderIds = await idsByKey(session, 'builders', ['builder_name'], (d) => String(d.builder_name))
  const rng = createRandom('builders')
  for (const b of BUILDERS) {
    const slug = slugify(b.builder_name)
    const total = rng.int(6, 90)
    await upsert(session, 'builders', builderIds, b.builder_name, {
      builder_name: b.builder_name,
      slug,
      total_projects: total,
      ongoing_projects: rng.int(1, Math.max(2, Math.round(total / 4))),
      established_year: b.established_year,
      logo: logos.get(`seed-logo-${slug}.png`),
      logo_link: `/api/cms/media/file/seed-logo-${slug}.png`,
      website_link: `https://www.${slug.replace(/-/g, '')}.example`,
      description: `${b.builder_name}, founded in ${b.established_year}, builds ${b.tagline}. The developer has delivered ${total - 1}+ projects and is registered with RERA in every state it builds in.`,
    })
  }

  const typeIds = await idsByKey(session, 'property-types', ['property_type'], (d) => String(d.property_type))
  for (const t of PROPERTY_TYPES) {
    const id = await upsert(session, 'property-types', typeIds, t.property_type, { ...t, slug: slugify(t.property_type) })
    const hindi = PROPERTY_TYPES_HI[t.property_type]
    if (hindi) await localize(session, 'property-types', id, 'hi', { property_type: hindi })
  }
  const amenityIds = await idsByKey(session, 'amenities', ['amenity'], (d) => String(d.amenity))
  for (const a of AMENITIES) {
    const id = await upsert(session, 'amenities', amenityIds, a.amenity, { ...a, slug: slugify(a.amenity) })
    const hindi = AMENITIES_HI[a.amenity]
    if (hindi) await localize(session, 'amenities', id, 'hi', { amenity: hindi })
  }
  const collectionIds = await idsByKey(session, 'property-collections', ['slug'], (d) => String(d.slug))
  for (const c of PROPERTY_COLLECTIONS) {
    const id = await upsert(session, 'property-collections', collectionIds, slugify(c.name), { ...c, slug: slugify(c.name) })
    const hindi = COLLECTIONS_HI[c.name]
    if (hindi) await localize(session, 'property-collections', id, 'hi', hindi)
  }
  return { cityIds, builderIds, typeIds, amenityIds, collectionIds }
}

async function seedProperties(session: SeedSession, refs: PropertyRefs, today: string) {
  const existing = await idsByKey(session, 'properties', ['slug', 'city'], (d) => `${d.city}:${d.slug}`)
  const rng = createRandom('properties')
  const options = { today, offerCounter: { value: 0 }, names: new NameBook(), featuredPerCity: new Map<Id, number>() }
  for (let i = 0; i < DEMO_PROPERTY_COUNT; i++) {
    const { hindiFacts, ...property } = generateProperty(rng, i, refs, options)
    const slug = slugify(property.full_name)
    const id = await upsert(session, 'properties', existing, `${property.city}:${slug}`, { ...property, slug })
    if (hindiFacts) {
      const hindi = propertyTextsHi(hindiFacts)
      await localize(session, 'properties', id, 'hi', { ...hindi, description: richText(hindi.description) })
    }
  }
}

async function seedCompany(session: SeedSession, images: Id[]) {
  const portraits = await uploadAll(
    session,
    await Promise.all(TEAM_MEMBERS.map((m, i) => portrait(i, m.name, slugify(m.name)))),
  )
  const memberIds = await idsByKey(session, 'team-members', ['slug'], (d) => String(d.slug))
  const authors: Id[] = []
  for (const [i, m] of TEAM_MEMBERS.entries()) {
    const slug = slugify(m.name)
    const id = await upsert(session, 'team-members', memberIds, slug, {
      name: m.name,
      slug,
      role: m.role,
      bio: m.bio,
      hide: m.hide ?? false,
      order: i + 1,
      image: portraits.get(`seed-team-${slug}.jpg`),
      image_link: `/api/cms/media/file/seed-team-${slug}.jpg`,
    })
    await localize(session, 'team-members', id, 'hi', m.hi)
    authors.push(id)
  }

  const rng = createRandom('blogs')
  const blogIds = await idsByKey(session, 'blogs', ['link_title'], (d) => String(d.link_title))
  for (const [i, b] of BLOGS.entries()) {
    const link_title = slugify(b.title)
    const notes = TOPIC_NOTES[b.topic]
    const date = new Date(Date.UTC(2026, 5, 30, 12) - i * 11 * 86_400_000).toISOString()
    const paragraphs = [...notes]
    const blogId = await upsert(session, 'blogs', blogIds, link_title, {
      title: b.title,
      link_title,
      uid: rng.hex(24),
      date,
      minutes: rng.int(3, 12),
      author: authors[i % authors.length],
      tags: b.tags,
      preview_paragraph: `${notes[0]} ${notes[1]}`,
      image: images[i % images.length],
      contents: richText([
        paragraphs[0]!,
        { heading: 'What to look for' },
        paragraphs[1]!,
        { list: paragraphs.slice(2) },
        { heading: 'Our advice' },
        `Talk to our advisors before you decide: we compare projects, lenders and documents for free. ${paragraphs[2]!}`,
      ]),
      faq:
        i % 3 === 0
          ? [
              { question: `Who should read “${b.title}”?`, answer: 'Anyone planning to buy a home in the next year, especially first-time buyers.' },
              { question: 'Is this advice specific to one city?', answer: 'No; where rules differ by state, check with your state’s RERA and registration office.' },
            ]
          : [],
      published: true,
    })
    const hindi = BLOGS_HI[b.title]
    if (hindi) {
      await localize(session, 'blogs', blogId, 'hi', { ...hindi, contents: richText(hindi.contents), ...(i % 3 === 0 ? { faq: blogFaqHi(hindi.title) } : {}) })
    }
  }

  const careerIds = await idsByKey(session, 'careers', ['slug'], (d) => String(d.slug))
  for (const c of CAREERS) {
    const slug = slugify(`${c.title} ${c.location}`)
    await upsert(session, 'careers', careerIds, slug, {
      title: c.title,
      slug,
      location: c.location,
      type: c.type,
      open: c.open,
      published: true,
      description: richText([c.summary, { heading: 'What you will do' }, { list: c.duties }, 'Send us your CV with the form on this page.']),
    })
  }

  const faqIds = await idsByKey(session, 'faqs', ['question'], (d) => String(d.question))
  for (const [i, f] of FAQS.entries()) {
    const id = await upsert(session, 'faqs', faqIds, f.question, { ...f, order: i + 1 })
    const hindi = FAQS_HI[f.question]
    if (hindi) await localize(session, 'faqs', id, 'hi', hindi)
  }

  const pricingIds = await idsByKey(session, 'pricing', ['plan'], (d) => String(d.plan))
  for (const [i, { hi, ...p }] of PRICING.entries()) {
    const id = await upsert(session, 'pricing', pricingIds, p.plan, {
      ...p,
      currency: 'INR',
      highlighted: p.highlighted ?? false,
      features: p.features.map((feature) => ({ feature })),
      order: i + 1,
    })
    await localize(session, 'pricing', id, 'hi', { ...hi, features: hi.features.map((feature) => ({ feature })) })
  }

  const accreditationIds = await idsByKey(session, 'accreditations', ['name'], (d) => String(d.name))
  for (const [i, { hi, ...a }] of ACCREDITATIONS.entries()) {
    const id = await upsert(session, 'accreditations', accreditationIds, a.name, { ...a, order: i + 1 })
    await localize(session, 'accreditations', id, 'hi', hi)
  }
}

async function seedSite(session: SeedSession) {
  const pageIds = await idsByKey(session, 'generic-pages', ['page_link'], (d) => String(d.page_link))
  for (const p of GENERIC_PAGES) {
    const id = await upsert(session, 'generic-pages', pageIds, p.page_link, { ...p, contents: richText(p.contents), published: true })
    const hindi = PAGES_HI[p.page_link]
    if (hindi) await localize(session, 'generic-pages', id, 'hi', { ...hindi, contents: richText(hindi.contents) })
  }
  const itemIds = await idsByKey(session, 'site-data', ['item'], (d) => String(d.item))
  for (const d of SITE_DATA) {
    const id = await upsert(session, 'site-data', itemIds, d.item, d)
    if (d.item === 'disclaimer') await localize(session, 'site-data', id, 'hi', { content: DISCLAIMER_HI })
  }
  const variableIds = await idsByKey(session, 'site-variables', ['key'], (d) => String(d.key))
  for (const v of SITE_VARIABLES) await upsert(session, 'site-variables', variableIds, v.key, v)
}

type InTransaction = <T>(work: (session: SeedSession) => Promise<T>) => Promise<T>

/** Runs each part of the seed in one transaction: far fewer commits (fsyncs) on SQLite, and a failed part leaves no half of itself. */
async function transactionRunner(payload: Payload): Promise<InTransaction> {
  const req = await createLocalReq({ context: { ...SEED_CONTEXT } }, payload)
  return async (work) => {
    const session = { payload, req: req as PayloadRequest }
    const started = await initTransaction(req)
    try {
      const result = await work(session)
      if (started) await commitTransaction(req)
      return result
    } catch (error) {
      if (started) await killTransaction(req)
      throw error
    }
  }
}

/**
 * Media and the reference lists properties point to (cities, builders, types, amenities,
 * collections). Shared by the demo seed and the 100,000-property benchmark generator.
 */
export async function seedListingReferences(payload: Payload, run?: InTransaction): Promise<PropertyRefs> {
  sharp.cache(false)
  const inTransaction = run ?? (await transactionRunner(payload))
  const media = await inTransaction(async (session) => {
    const files = [
      ...(await propertyImages()),
      ...(await Promise.all(FLOOR_PLAN_BHKS.map((bhk, i) => floorPlanImage(i, bhk)))),
      brochurePdf(),
    ]
    return uploadAll(session, files)
  })
  const images = [...media.entries()].filter(([name]) => name.startsWith('seed-property-')).map(([, id]) => id)
  const planImages = Object.fromEntries(
    FLOOR_PLAN_BHKS.map((bhk) => [bhk, media.get(`seed-plan-${bhk.replace('.', '-')}-bhk.png`)!]),
  )

  const ref = await inTransaction(seedReferenceData)
  return {
    cities: CITIES.map((seed) => ({ id: ref.cityIds.get(seed.city_name)!, city_name: seed.city_name, seed })),
    builders: BUILDERS.map((b) => ({ ...b, id: ref.builderIds.get(b.builder_name)! })),
    types: PROPERTY_TYPES.map((t) => ({ id: ref.typeIds.get(t.property_type)!, property_type: t.property_type })),
    amenities: AMENITIES.map((a) => ({ id: ref.amenityIds.get(a.amenity)!, amenity: a.amenity })),
    collections: Object.fromEntries(PROPERTY_COLLECTIONS.map((c) => [c.name, ref.collectionIds.get(slugify(c.name))!])),
    images,
    planImages,
    brochure: media.get('seed-brochure.pdf'),
  }
}

export const SEEDED_COLLECTIONS = [
  'media', 'cities', 'builders', 'property-types', 'amenities', 'property-collections', 'properties', 'blogs',
  'team-members', 'careers', 'faqs', 'pricing', 'accreditations', 'generic-pages', 'site-data', 'site-variables',
] as const

/** Loads the demo content set (docs/product.md §3). Deterministic and idempotent; returns counts per collection. */
export async function seedDemo(payload: Payload): Promise<Record<string, number>> {
  const today = todayIn(env().SITE_TIME_ZONE)
  const inTransaction = await transactionRunner(payload)
  const refs = await seedListingReferences(payload, inTransaction)
  await inTransaction((session) => seedProperties(session, refs, today))
  await inTransaction((session) => seedCompany(session, refs.images))
  await inTransaction(seedSite)

  const counts: Record<string, number> = {}
  for (const collection of SEEDED_COLLECTIONS) {
    counts[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }
  return counts
}
