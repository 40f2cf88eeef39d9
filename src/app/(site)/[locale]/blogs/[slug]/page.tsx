import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/JsonLd'
import { blogPosting } from '@/features/blogs/blog'
import { getBlogBySlug, getLatestBlogs, getRelatedBlogs } from '@/features/blogs/blogs.server'
import { BlogDetailView } from '@/features/blogs/components/BlogDetailView'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { absoluteUrl, breadcrumbList, faqPage } from '@/features/seo/structured-data'
import { env } from '@/lib/env'
import { SITE_NAME } from '@/lib/site'
import { notFoundUnlessUnavailable } from '@/lib/db/availability.server'

type Props = { params: Promise<{ slug: string; locale?: string }> }

/** Rendered on first request, then cached as HTML and dropped by the blogs tag when an editor saves. */
// docs/product.md §9's 4-hour safety net; a page showing offers lives a minute (getOfferDay).
export const revalidate = 14400

export function generateStaticParams(): { slug: string }[] {
  return []
}

const RELATED_LIMIT = 3
const LATEST_LIMIT = 3

async function loadBlog(params: Props['params']) {
  const { slug } = await params
  let decoded = slug
  try {
    decoded = decodeURIComponent(slug)
  } catch {
    notFound()
  }
  if (!decoded || decoded.length > 200) notFound()
  const blog = await getBlogBySlug(decoded, await localeOfParams(params))
  if (!blog) return notFoundUnlessUnavailable()
  return blog
}

async function metadataOf({ params }: Props): Promise<Metadata> {
  const blog = await loadBlog(params)
  const siteUrl = env().SITE_URL
  const image = blog.shareImage
  const metadata = pageMetadata({
    title: blog.title,
    description: blog.preview ?? `${blog.title} — from the ${SITE_NAME} blog.`,
    path: blog.url,
    type: 'article',
    image: image ? { url: absoluteUrl(siteUrl, image.src), width: image.width, height: image.height, alt: image.alt } : null,
  })
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      ...(blog.date ? { publishedTime: blog.date } : {}),
      ...(blog.updatedAt ? { modifiedTime: blog.updatedAt } : {}),
      ...(blog.author ? { authors: [blog.author] } : {}),
      ...(blog.tags.length ? { tags: blog.tags } : {}),
    },
  }
}

export default async function BlogPage({ params }: Props) {
  const blog = await loadBlog(params)
  const timeZone = env().SITE_TIME_ZONE
  const siteUrl = env().SITE_URL
  const [related, latest] = await Promise.all([getRelatedBlogs(blog.id, blog.tags, RELATED_LIMIT, await localeOfParams(params)), getLatestBlogs(LATEST_LIMIT + 1, await localeOfParams(params))])
  const relatedIds = new Set(related.map((b) => b.id))
  const latestOthers = latest.filter((b) => b.id !== blog.id && !relatedIds.has(b.id)).slice(0, LATEST_LIMIT)
  const url = absoluteUrl(siteUrl, blog.url)
  const faq = faqPage(blog.faq)
  const image = blog.shareImage ?? blog.image

  return (
    <>
      <BlogDetailView blog={blog} related={related} latest={latestOthers} timeZone={timeZone} locale={await localeOfParams(params)} />
      <JsonLd
        data={blogPosting({
          title: blog.title,
          url,
          description: blog.preview,
          image: image ? absoluteUrl(siteUrl, image.src) : null,
          datePublished: blog.date,
          dateModified: blog.updatedAt,
          author: blog.authorCard ? { name: blog.authorCard.name, jobTitle: blog.authorCard.role } : null,
          publisher: { name: SITE_NAME, url: `${siteUrl.replace(/\/+$/, '')}/`, logo: absoluteUrl(siteUrl, '/logo.png') },
          tags: blog.tags,
          wordCount: blog.wordCount,
        })}
      />
      <JsonLd
        data={breadcrumbList([
          { name: 'Home', url: `${siteUrl.replace(/\/+$/, '')}/` },
          { name: 'Blogs', url: absoluteUrl(siteUrl, '/blogs') },
          { name: blog.title, url },
        ])}
      />
      {faq ? <JsonLd data={faq} /> : null}
    </>
  )
}

export const generateMetadata = localizedMetadata(metadataOf)
