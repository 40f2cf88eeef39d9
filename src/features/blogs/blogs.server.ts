import 'server-only'

import config from '@payload-config'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { getPayload, type Where } from 'payload'

import type { Blog, TeamMember } from '@/cms/payload-types'
import type { Locale } from '@/features/i18n/locales'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'
import { linkedImage, type ResponsiveImage, responsiveImage } from '@/features/media/image'

import { BLOGS_PER_PAGE, blogPath, lexicalText, readingMinutes, wordCount } from './blog'

export type BlogSummary = {
  id: number
  title: string
  url: string
  date: string | null
  minutes: number | null
  preview: string | null
  author: string | null
  image: ResponsiveImage | null
  tags: string[]
}

export type BlogAuthor = { name: string; role: string | null; bio: string | null; image: ResponsiveImage | null }

export type BlogDetail = BlogSummary & {
  /** Lexical editor state, rendered with the safe converters of BlogContent. */
  contents: SerializedEditorState | null
  wordCount: number
  faq: { question: string; answer: string }[]
  authorCard: BlogAuthor | null
  updatedAt: string | null
  /** The larger copy of the image, for Open Graph and structured data. */
  shareImage: ResponsiveImage | null
}

export type BlogPage = {
  blogs: BlogSummary[]
  page: number
  /** Null when the read failed: the page shows an empty list rather than a 404 (docs/product.md §11). */
  totalPages: number | null
}

const TAGS = [CACHE_TAGS.blogs, CACHE_TAGS.teamMembers, CACHE_TAGS.media] as const

const SUMMARY_SELECT = {
  title: true,
  link_title: true,
  date: true,
  minutes: true,
  preview_paragraph: true,
  author: true,
  image: true,
  image_link: true,
  tags: true,
  contents: true,
} as const

/** Newest first; posts of the same day by newest id, so paging is stable. */
const NEWEST_FIRST = ['-date', '-id']

function toSummary(b: Pick<Blog, keyof typeof SUMMARY_SELECT | 'id'>): BlogSummary {
  return {
    id: b.id,
    title: b.title,
    url: blogPath(b.link_title, b.title),
    date: b.date ?? null,
    minutes: readingMinutes(b.minutes, lexicalText(b.contents)),
    preview: b.preview_paragraph?.trim() || null,
    author: b.author && typeof b.author === 'object' ? b.author.name : null,
    image: responsiveImage(b.image, b.title) ?? linkedImage(b.image_link, b.title),
    tags: (b.tags ?? []).map((t) => t.trim()).filter(Boolean),
  }
}

/** Post summaries in `locale`: title, preview and text in Hindi where written, else English. */
async function findSummaries(locale: Locale, where: Where | undefined, limit: number, page = 1) {
  const payload = await getPayload({ config })
  return payload.find({
    collection: 'blogs',
    locale,
    overrideAccess: false,
    where,
    limit,
    page,
    depth: 1,
    sort: NEWEST_FIRST,
    select: SUMMARY_SELECT,
    populate: { 'team-members': { name: true } },
  })
}

/** The newest published posts, newest first. */
export const getLatestBlogs = cachedQuery(
  'latest-blogs',
  [...TAGS],
  async (limit: number, locale: Locale): Promise<BlogSummary[]> => (await findSummaries(locale, undefined, limit)).docs.map(toSummary),
  [] as BlogSummary[],
)

/** One page of the /blogs list (docs/product.md §4), 12 posts, newest first. */
export const getBlogPage = cachedQuery(
  'blog-page',
  [...TAGS],
  async (page: number, locale: Locale): Promise<BlogPage> => {
    const result = await findSummaries(locale, undefined, BLOGS_PER_PAGE, page)
    return { blogs: result.docs.map(toSummary), page, totalPages: result.totalPages }
  },
  { blogs: [], page: 1, totalPages: null } as BlogPage,
)

/** Posts sharing a tag with this one, newest first. */
export const getRelatedBlogs = cachedQuery(
  'related-blogs',
  [...TAGS],
  async (id: number, tags: string[], limit: number, locale: Locale): Promise<BlogSummary[]> => {
    if (tags.length === 0) return []
    const result = await findSummaries(locale, { and: [{ id: { not_equals: id } }, { tags: { in: tags } }] }, limit)
    return result.docs.map(toSummary)
  },
  [] as BlogSummary[],
)

function authorCard(author: Blog['author']): BlogAuthor | null {
  // A hidden team member is not readable anonymously and arrives as a bare id: no card then.
  if (!author || typeof author !== 'object') return null
  const m = author as TeamMember
  return {
    name: m.name,
    role: m.role?.trim() || null,
    bio: m.bio?.trim() || null,
    image: responsiveImage(m.image, m.name, 'w300') ?? linkedImage(m.image_link, m.name, 300, 300),
  }
}

/** A published post by its link_title in `locale` (English where no Hindi is written), or null. */
export const getBlogBySlug = cachedQuery(
  'blog-by-slug',
  [...TAGS],
  async (slug: string, locale: Locale): Promise<BlogDetail | null> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'blogs',
      locale,
      overrideAccess: false,
      where: { link_title: { equals: slug } },
      limit: 1,
      depth: 2,
      populate: { 'team-members': { name: true, role: true, bio: true, image: true, image_link: true } },
    })
    const b = result.docs[0]
    if (!b) return null
    const text = lexicalText(b.contents)
    return {
      ...toSummary(b),
      contents: (b.contents as SerializedEditorState | null | undefined) ?? null,
      wordCount: wordCount(text),
      faq: (b.faq ?? []).filter((f) => f.question?.trim() && f.answer?.trim()).map((f) => ({ question: f.question, answer: f.answer })),
      authorCard: authorCard(b.author),
      updatedAt: b.updatedAt ?? null,
      shareImage: responsiveImage(b.image, b.title, 'w1000') ?? linkedImage(b.image_link, b.title),
    }
  },
  null as BlogDetail | null,
)

/**
 * The path of a published post named by a legacy `/blogs/{id}/{name}` link: `id` is the post's
 * legacy uid, or its numeric id. Null when there is none.
 */
export const getBlogPathById = cachedQuery(
  'blog-path-by-id',
  [CACHE_TAGS.blogs],
  async (id: string): Promise<string | null> => {
    const payload = await getPayload({ config })
    const or: Where[] = [{ uid: { equals: id } }]
    if (/^\d{1,15}$/.test(id)) or.push({ id: { equals: Number(id) } })
    const result = await payload.find({
      collection: 'blogs',
      overrideAccess: false,
      where: { or },
      limit: 1,
      depth: 0,
      select: { title: true, link_title: true },
    })
    const b = result.docs[0]
    return b ? blogPath(b.link_title, b.title) : null
  },
  null as string | null,
)
