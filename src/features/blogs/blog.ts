/**
 * Pure rules of the blog pages (docs/product.md §4): paging, reading time, the post's URL, safe links in
 * rich text, and the BlogPosting structured data. Unit-tested beside this file.
 */
import { slugify } from '../../cms/fields/slugify'

export const BLOGS_PER_PAGE = 12
/** Words an average reader gets through in a minute, for posts without a stated reading time. */
export const WORDS_PER_MINUTE = 200

/**
 * The list page number of a `?page=` value: absent means the first page; anything but a plain
 * positive whole number (`abc`, `0`, `01`, `2.5`, a repeated parameter) is null, a 404.
 */
export function parsePageParam(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1
  if (typeof raw !== 'string' || !/^[1-9]\d{0,5}$/.test(raw)) return null
  return Number(raw)
}

/** `/blogs` for the first page, `/blogs?page=N` after it: one URL per page, used for links and canonicals. */
export function blogsPageHref(page: number): string {
  return page <= 1 ? '/blogs' : `/blogs?page=${page}`
}

/** The post's public path: its link_title, or a slug of its title when that is empty. */
export function blogPath(linkTitle: string | null | undefined, title: string): string {
  return `/blogs/${linkTitle?.trim() || slugify(title)}`
}

type LexicalNode = { text?: unknown; children?: unknown }

/** The plain words of a Lexical (Payload rich text) document, for counting; never rendered. */
export function lexicalText(state: { root?: unknown } | null | undefined): string {
  const parts: string[] = []
  const walk = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 50) return
    const n = node as LexicalNode
    if (typeof n.text === 'string') parts.push(n.text)
    if (Array.isArray(n.children)) for (const child of n.children) walk(child, depth + 1)
  }
  walk(state?.root, 0)
  return parts.join(' ')
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/** The stated reading time when an editor gave one, else the words at 200 a minute (at least 1). */
export function readingMinutes(stated: number | null | undefined, text: string): number {
  if (typeof stated === 'number' && Number.isFinite(stated) && stated > 0) return Math.round(stated)
  return Math.max(1, Math.ceil(wordCount(text) / WORDS_PER_MINUTE))
}

/**
 * A link from rich text, or null when it is not one a visitor may follow: only http(s), mailto,
 * tel and site-relative URLs pass, so content can never carry a `javascript:` or `data:` link.
 */
export function safeHref(url: string | null | undefined): string | null {
  const value = url?.trim()
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return value
  if (value.startsWith('#')) return value
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value
  return null
}

export type BlogPostingInput = {
  title: string
  url: string
  description: string | null
  image: string | null
  datePublished: string | null
  dateModified: string | null
  author: { name: string; jobTitle: string | null } | null
  publisher: { name: string; url: string; logo: string }
  tags: string[]
  wordCount: number
}

/** The post as schema.org `BlogPosting` (docs/product.md §4 structured data); URLs passed in are absolute. */
export function blogPosting(input: BlogPostingInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title.slice(0, 110),
    name: input.title,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: [input.image] } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified || input.datePublished ? { dateModified: input.dateModified ?? input.datePublished } : {}),
    author: input.author
      ? { '@type': 'Person', name: input.author.name, ...(input.author.jobTitle ? { jobTitle: input.author.jobTitle } : {}) }
      : { '@type': 'Organization', name: input.publisher.name, url: input.publisher.url },
    publisher: {
      '@type': 'Organization',
      name: input.publisher.name,
      url: input.publisher.url,
      logo: { '@type': 'ImageObject', url: input.publisher.logo },
    },
    ...(input.tags.length ? { keywords: input.tags.join(', ') } : {}),
    ...(input.wordCount > 0 ? { wordCount: input.wordCount } : {}),
    inLanguage: 'en-IN',
  }
}
