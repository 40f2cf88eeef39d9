/**
 * Job openings as the careers pages show them (docs/product.md §3 `careers`), mapped from Payload documents.
 * Pure and serialisable, so the results can live in the data cache.
 */
import type { Career } from '../../cms/payload-types'

export type JobSummary = {
  id: number
  title: string
  slug: string
  url: string
  location: string | null
  type: string | null
  /** The first paragraph of the description, as plain text. */
  summary: string | null
}

export type JobDetail = JobSummary & {
  description: Career['description']
  /** The description as plain text, for meta and structured data. */
  descriptionText: string
  createdAt: string | null
  updatedAt: string | null
}

export function jobUrl(slug: string): string {
  return `/careers/${slug}`
}

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem', 'quote'])

/**
 * The text of Lexical rich text, one line per block (paragraph, heading, list item). Text only:
 * nothing of the content is ever treated as markup.
 */
export function richTextToPlain(state: { root?: unknown } | null | undefined): string {
  const lines: string[] = []
  const inline = (node: LexicalNode): string => {
    if (node.type === 'text' && typeof node.text === 'string') return node.text
    if (node.type === 'linebreak') return ' '
    return Array.isArray(node.children) ? (node.children as LexicalNode[]).map(inline).join('') : ''
  }
  const walk = (node: LexicalNode) => {
    if (typeof node.type === 'string' && BLOCK_TYPES.has(node.type) && !hasBlockChildren(node)) {
      const line = inline(node).replace(/\s+/g, ' ').trim()
      if (line) lines.push(line)
      return
    }
    if (Array.isArray(node.children)) for (const child of node.children as LexicalNode[]) walk(child)
  }
  const root = state?.root as LexicalNode | undefined
  if (root) walk(root)
  return lines.join('\n')
}

function hasBlockChildren(node: LexicalNode): boolean {
  return Array.isArray(node.children) && (node.children as LexicalNode[]).some((c) => c.type === 'list' || (typeof c.type === 'string' && BLOCK_TYPES.has(c.type)))
}

/** The first paragraph of the description as plain text, or null when it has none. */
export function firstParagraph(state: { root?: unknown } | null | undefined): string | null {
  const root = state?.root as LexicalNode | undefined
  const children = Array.isArray(root?.children) ? (root.children as LexicalNode[]) : []
  const paragraph = children.find((c) => c.type === 'paragraph' && richTextToPlain({ root: c }).length > 0)
  return paragraph ? richTextToPlain({ root: paragraph }) : null
}

function text(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

export function toJobSummary(doc: Pick<Career, 'id' | 'title' | 'slug' | 'location' | 'type' | 'description'>): JobSummary {
  const slug = text(doc.slug) ?? String(doc.id)
  return {
    id: doc.id,
    title: doc.title,
    slug,
    url: jobUrl(slug),
    location: text(doc.location),
    type: text(doc.type),
    summary: firstParagraph(doc.description),
  }
}

export function toJobDetail(doc: Career): JobDetail {
  return {
    ...toJobSummary(doc),
    description: doc.description ?? null,
    descriptionText: richTextToPlain(doc.description),
    createdAt: doc.createdAt ?? null,
    updatedAt: doc.updatedAt ?? null,
  }
}
