import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { JsonLd } from '@/components/JsonLd'
import { blogsPageHref, parsePageParam } from '@/features/blogs/blog'
import { getBlogPage } from '@/features/blogs/blogs.server'
import { toBlogCardData } from '@/features/blogs/blog-card'
import { BlogCard } from '@/features/blogs/components/BlogCard'
import { localizedPath } from '@/features/i18n/locales'
import { messagesOf, translator } from '@/features/i18n/messages.server'
import { Pagination } from '@/features/search/components/Pagination'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { absoluteUrl, breadcrumbList } from '@/features/seo/structured-data'
import { env } from '@/lib/env'
import { notFoundUnlessUnavailable } from '@/lib/db/availability.server'

type Props = { params: Promise<object>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** `?page=N`: a page past the end, or anything but a number, is a 404. */
async function loadPage({ params, searchParams }: Props) {
  const page = parsePageParam((await searchParams).page)
  if (page === null) notFound()
  const locale = await localeOfParams(params)
  const result = await getBlogPage(page, locale)
  if (result.totalPages !== null && page > Math.max(1, result.totalPages)) return notFoundUnlessUnavailable()
  return { ...result, locale }
}

async function metadataOf(props: Props): Promise<Metadata> {
  const { page, locale } = await loadPage(props)
  const t = translator(locale, 'Blogs')
  return pageMetadata({
    title: page > 1 ? t('titlePage', { page }) : t('title'),
    description:
      'Guides on buying a new home in India: budgets, home loans, RERA and legal checks, city market reports and living in a gated community.',
    path: blogsPageHref(page),
  })
}

/** The blog list (docs/product.md §4): 12 posts a page, newest first, paged by real links. */
export default async function BlogsPage(props: Props) {
  const { blogs, page, totalPages, locale } = await loadPage(props)
  const t = translator(locale, 'Blogs')
  const timeZone = env().SITE_TIME_ZONE
  const siteUrl = env().SITE_URL
  // The first image on the page is likely above the fold: it loads eagerly, the rest lazily.
  const eagerIndex = blogs.findIndex((b) => b.image)

  return (
    <div className="container-page py-6 md:py-10">
      <Breadcrumbs locale={locale} crumbs={[{ name: t('crumb'), href: '/blogs' }]} />
      <header className="mt-4">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-muted">
          {t('intro')}
          {totalPages && totalPages > 1 ? t('pageOf', { page, total: totalPages }) : ''}
        </p>
      </header>

      {blogs.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-line bg-surface p-6 text-center text-muted">{t('empty')}</p>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
          {blogs.map((b, i) => (
            <li key={b.id}>
              {i === eagerIndex ? <BlogCard card={toBlogCardData(b, timeZone, locale)} priority /> : <BlogCard card={toBlogCardData(b, timeZone, locale)} />}
            </li>
          ))}
        </ul>
      )}

      <Pagination page={page} totalPages={totalPages ?? 1} hrefFor={(n) => localizedPath(blogsPageHref(n), locale)} strings={messagesOf(locale, 'Pagination')} />

      <JsonLd
        data={breadcrumbList([
          { name: 'Home', url: `${siteUrl.replace(/\/+$/, '')}/` },
          { name: 'Blogs', url: absoluteUrl(siteUrl, '/blogs') },
        ])}
      />
    </div>
  )
}

export const generateMetadata = localizedMetadata(metadataOf)
