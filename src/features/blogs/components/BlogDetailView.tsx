import { FaqList } from '@/components/FaqList'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { UserIcon } from '@/components/icons'
import { ResponsiveImg } from '@/components/ui/ResponsiveImg'

import type { BlogDetail, BlogSummary } from '../blogs.server'
import { readTimeIn, toBlogCardData } from '../blog-card'
import { formatDisplayDate } from '@/features/dates/display'
import type { Locale } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { BlogCard } from './BlogCard'
import { BlogMeta, BlogTags } from './BlogMeta'
import { BlogContent } from './BlogContent'

function PostList({ id, title, blogs, timeZone, locale, testId }: { id: string; title: string; blogs: BlogSummary[]; timeZone: string; locale: Locale; testId: string }) {
  if (blogs.length === 0) return null
  return (
    <section aria-labelledby={id} className="mt-14" data-testid={testId}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {blogs.map((b) => (
          <li key={b.id}>
            <BlogCard card={toBlogCardData(b, timeZone, locale)} headingLevel={3} compact />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The blog post page body (docs/product.md §4) in `locale`'s words. Server-rendered; no JavaScript of its own. */
export function BlogDetailView({
  blog,
  related,
  latest,
  timeZone,
  locale,
}: {
  blog: BlogDetail
  related: BlogSummary[]
  latest: BlogSummary[]
  timeZone: string
  locale: Locale
}) {
  const author = blog.authorCard
  const t = messagesOf(locale, 'Blogs')
  return (
    <div className="container-page py-6 md:py-10">
      <Breadcrumbs locale={locale} crumbs={[{ name: t.crumb, href: '/blogs' }, { name: blog.title, href: blog.url }]} />

      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <article aria-labelledby="blog-title">
          <header className="flex flex-col gap-3">
            <BlogTags tags={blog.tags} label={t.tags} />
            <h1 id="blog-title" className="text-2xl font-extrabold tracking-tight md:text-4xl">
              {blog.title}
            </h1>
            <BlogMeta author={blog.author} date={blog.date} shown={formatDisplayDate(blog.date, timeZone, locale)} readTime={readTimeIn(locale, blog.minutes)} />
          </header>
          {blog.image ? (
            <ResponsiveImg
              image={blog.image}
              sizes="(min-width: 1024px) 760px, 100vw"
              priority
              className="mt-6 aspect-[16/9] w-full rounded-2xl bg-brand-50 object-cover"
            />
          ) : null}
          {blog.preview ? <p className="mt-6 text-lg font-medium text-ink">{blog.preview}</p> : null}
          {blog.contents ? (
            <div className="mt-6" data-testid="blog-content">
              <BlogContent data={blog.contents} />
            </div>
          ) : null}

          {blog.faq.length > 0 ? (
            <section aria-labelledby="faq-title" className="mt-10" data-testid="blog-faq">
              <h2 id="faq-title" className="section-title">
                {t.faq}
              </h2>
              <FaqList faqs={blog.faq} />
            </section>
          ) : null}
        </article>

        {author ? (
          <aside aria-labelledby="author-title" className="self-start rounded-2xl border border-line bg-surface p-5" data-testid="author-card">
            <h2 id="author-title" className="text-sm font-semibold uppercase tracking-wide text-muted">
              {t.author}
            </h2>
            <div className="mt-3 flex items-center gap-3">
              {author.image ? (
                <ResponsiveImg image={author.image} sizes="64px" className="h-16 w-16 shrink-0 rounded-full object-cover" />
              ) : (
                <UserIcon size={40} className="shrink-0 text-brand-700" />
              )}
              <div>
                <p className="text-lg font-bold">{author.name}</p>
                {author.role ? <p className="text-sm text-muted">{author.role}</p> : null}
              </div>
            </div>
            {author.bio ? <p className="mt-3 text-sm text-muted">{author.bio}</p> : null}
          </aside>
        ) : null}
      </div>

      <PostList id="related-title" title={t.related} blogs={related} timeZone={timeZone} locale={locale} testId="related-posts" />
      <PostList id="latest-title" title={t.latest} blogs={latest} timeZone={timeZone} locale={locale} testId="latest-posts" />
    </div>
  )
}
