import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConverters, type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'

import { listItemConverter } from '@/components/ui/rich-text-lists'
import type { ReactNode } from 'react'

import type { Media } from '@/cms/payload-types'
import { ResponsiveImg } from '@/components/ui/ResponsiveImg'
import { responsiveImage } from '@/features/media/image'

import { safeHref } from '../blog'

type LinkFields = { url?: string | null; newTab?: boolean | null; linkType?: string | null }

/** A link an editor wrote, or plain text when its URL is not safe to follow (`javascript:` …). */
function SafeLink({ fields, children }: { fields: LinkFields; children: ReactNode }) {
  // Internal links (to a CMS document) are not resolved here; their text still shows.
  const href = fields.linkType === 'internal' ? null : safeHref(fields.url)
  if (!href) return <span>{children}</span>
  const external = /^https?:\/\//i.test(href)
  return (
    <a href={href} {...(fields.newTab ? { target: '_blank' } : {})} {...(external ? { rel: 'noopener noreferrer nofollow' } : {})}>
      {children}
    </a>
  )
}

/**
 * React's default converters render every text node as text (so `<script>` in content is shown,
 * never run) and write no raw HTML; on top of them, links pass only safe URLs, the page's own
 * `<h1>` stays the only one, and images are lazy with their intrinsic size.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => {
  const overrides: JSXConverters = {
    link: ({ node, nodesToJSX }) => <SafeLink fields={(node as { fields?: LinkFields }).fields ?? {}}>{nodesToJSX({ nodes: node.children })}</SafeLink>,
    autolink: ({ node, nodesToJSX }) => (
      <SafeLink fields={(node as { fields?: LinkFields }).fields ?? {}}>{nodesToJSX({ nodes: node.children })}</SafeLink>
    ),
    heading: ({ node, nodesToJSX }) => {
      const tag = (node as { tag?: string }).tag
      const Tag = tag === 'h3' || tag === 'h4' || tag === 'h5' || tag === 'h6' ? tag : 'h2'
      return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
    },
    upload: ({ node }) => {
      const value = (node as { value?: unknown }).value
      if (!value || typeof value !== 'object') return null
      const media = value as Media
      if (!media.mimeType?.startsWith('image/')) return null
      const image = responsiveImage(media, (node as { fields?: { alt?: string } }).fields?.alt ?? '')
      if (!image) return null
      return <ResponsiveImg image={image} sizes="(min-width: 768px) 720px, 100vw" className="h-auto w-full rounded-xl" />
    },
    listitem: listItemConverter,
    unknown: () => null,
    blocks: {},
    inlineBlocks: {},
  }
  return { ...defaultConverters, ...overrides }
}

export function BlogContent({ data }: { data: SerializedEditorState }) {
  return <RichText data={data} converters={converters} className="prose-content leading-relaxed text-ink" />
}
