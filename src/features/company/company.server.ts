import 'server-only'

import config from '@payload-config'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { getPayload } from 'payload'

import { linkedImage, type ResponsiveImage, responsiveImage } from '@/features/media/image'
import { DEFAULT_LOCALE, type Locale } from '@/features/i18n/locales'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

/*
 * The company and information pages of docs/product.md §4, read as the anonymous visitor (overrideAccess:
 * false), so each collection's access rule decides what is public: hidden team members and
 * unpublished pages never reach these pages. Each read is in the page's language (docs/product.md §21):
 * a field with no Hindi written reads as English; names of people and plans, and issuers, stay as written.
 */

export type TeamMemberCard = {
  name: string
  slug: string
  role: string | null
  bio: string | null
  image: ResponsiveImage | null
}

export type AccreditationType = 'accreditation' | 'association' | 'award' | 'press'

export type AccreditationItem = {
  id: number
  name: string
  type: AccreditationType
  year: number | null
  issuer: string | null
  description: string | null
  link: string | null
  image: ResponsiveImage | null
}

export type PricingPlan = {
  id: number
  plan: string
  price: number | null
  currency: string
  period: string | null
  description: string | null
  features: string[]
  ctaLabel: string | null
  highlighted: boolean
}

export type FaqType = 'general' | 'buying' | 'home-loans' | 'nri' | 'vastu' | 'legal' | 'pricing' | 'gold'
export type FaqItem = { question: string; answer: string; type: FaqType }

export type GenericPageContent = {
  title: string
  link: string
  metaDescription: string | null
  contents: SerializedEditorState | null
  updatedAt: string | null
}

async function payloadClient() {
  return getPayload({ config })
}

function toMember(m: { name: string; slug?: string | null; role?: string | null; bio?: string | null; image?: unknown; image_link?: string | null }): TeamMemberCard {
  return {
    name: m.name,
    slug: m.slug ?? '',
    role: m.role?.trim() || null,
    bio: m.bio?.trim() || null,
    image: responsiveImage(m.image as never, m.name, 'w300') ?? linkedImage(m.image_link, m.name, 300, 300),
  }
}

/** Visible team members, in the editors' order, with their roles and bios in `locale`. */
export const getTeamMembers = cachedQuery(
  'team-members',
  [CACHE_TAGS.teamMembers, CACHE_TAGS.media],
  async (locale: Locale): Promise<TeamMemberCard[]> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'team-members',
      locale,
      fallbackLocale: DEFAULT_LOCALE,
      overrideAccess: false,
      sort: ['order', 'name'],
      pagination: false,
      limit: 500,
      depth: 1,
    })
    return result.docs.map(toMember).filter((m) => m.slug)
  },
  [] as TeamMemberCard[],
)

/** One visible team member by slug with role and bio in `locale`, or null (hidden members are not found). */
export const getTeamMember = cachedQuery(
  'team-member',
  [CACHE_TAGS.teamMembers, CACHE_TAGS.media],
  async (slug: string, locale: Locale): Promise<TeamMemberCard | null> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'team-members',
      locale,
      fallbackLocale: DEFAULT_LOCALE,
      overrideAccess: false,
      where: { slug: { equals: slug } },
      limit: 1,
      pagination: false,
      depth: 1,
    })
    const doc = result.docs[0]
    return doc ? toMember(doc) : null
  },
  null as TeamMemberCard | null,
)

/**
 * Accreditations, associations, awards or press items of the given types, newest year first, with
 * names and descriptions in `locale` (the issuer as written).
 */
export const getAccreditations = cachedQuery(
  'accreditations',
  [CACHE_TAGS.accreditations, CACHE_TAGS.media],
  async (types: AccreditationType[], locale: Locale): Promise<AccreditationItem[]> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'accreditations',
      locale,
      fallbackLocale: DEFAULT_LOCALE,
      overrideAccess: false,
      where: { type: { in: types } },
      sort: ['-year', 'order', 'name'],
      pagination: false,
      limit: 1000,
      depth: 1,
    })
    return result.docs.map((a) => ({
      id: a.id,
      name: a.name,
      type: a.type as AccreditationType,
      year: a.year ?? null,
      issuer: a.issuer?.trim() || null,
      description: a.description?.trim() || null,
      link: a.link && /^https?:\/\//i.test(a.link) ? a.link : null,
      image: responsiveImage(a.image, a.name, 'w300') ?? linkedImage(a.image_link, a.name, 300, 200),
    }))
  },
  [] as AccreditationItem[],
)

/** Pricing plans in the editors' order, with period, description, features and button text in `locale` (the plan's name as written). */
export const getPricingPlans = cachedQuery(
  'pricing-plans',
  [CACHE_TAGS.pricing],
  async (locale: Locale): Promise<PricingPlan[]> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'pricing',
      locale,
      fallbackLocale: DEFAULT_LOCALE,
      overrideAccess: false,
      sort: ['order', 'plan'],
      pagination: false,
      limit: 100,
      depth: 0,
    })
    return result.docs.map((p) => ({
      id: p.id,
      plan: p.plan,
      price: typeof p.price === 'number' ? p.price : null,
      currency: p.currency || 'INR',
      period: p.period?.trim() || null,
      description: p.description?.trim() || null,
      features: (p.features ?? []).map((f) => f.feature.trim()).filter(Boolean),
      ctaLabel: p.cta_label?.trim() || null,
      highlighted: Boolean(p.highlighted),
    }))
  },
  [] as PricingPlan[],
)

/** FAQs of the given types (all types when empty), in the editors' order, in `locale` (English where no Hindi is written). */
export const getFaqs = cachedQuery(
  'faqs',
  [CACHE_TAGS.faqs],
  async (types: FaqType[], locale: Locale): Promise<FaqItem[]> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'faqs',
      locale,
      overrideAccess: false,
      ...(types.length > 0 ? { where: { type: { in: types } } } : {}),
      sort: ['order', 'question'],
      pagination: false,
      limit: 1000,
      depth: 0,
    })
    return result.docs.map((f) => ({ question: f.question, answer: f.answer, type: f.type as FaqType }))
  },
  [] as FaqItem[],
)

/** A published generic page by its page_link in `locale` (each field English where no Hindi is written), or null. */
export const getGenericPage = cachedQuery(
  'generic-page',
  [CACHE_TAGS.genericPages],
  async (link: string, locale: Locale): Promise<GenericPageContent | null> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'generic-pages',
      locale,
      overrideAccess: false,
      where: { and: [{ page_link: { equals: link } }, { published: { equals: true } }] },
      limit: 1,
      pagination: false,
      depth: 1,
    })
    const page = result.docs[0]
    if (!page) return null
    return {
      title: page.title,
      link: page.page_link ?? link,
      metaDescription: page.meta_description?.trim() || null,
      contents: (page.contents as SerializedEditorState | null | undefined) ?? null,
      updatedAt: page.updatedAt ?? null,
    }
  },
  null as GenericPageContent | null,
)

/** Every published generic page's link and title, for /page links in the sitemap. */
export const getGenericPageLinks = cachedQuery(
  'generic-page-links',
  [CACHE_TAGS.genericPages],
  async (): Promise<{ link: string; title: string }[]> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'generic-pages',
      overrideAccess: false,
      where: { published: { equals: true } },
      sort: 'title',
      pagination: false,
      limit: 1000,
      depth: 0,
      select: { title: true, page_link: true },
    })
    return result.docs.filter((p) => p.page_link).map((p) => ({ link: p.page_link!, title: p.title }))
  },
  [] as { link: string; title: string }[],
)
