import Link from 'next/link'

import { ResponsiveImg } from '@/components/ui/ResponsiveImg'
import { formatDisplayDate } from '@/features/dates/display'

import type { BlogSummary } from '../blogs.server'

export function BlogMeta({ author, date, minutes, timeZone }: { author: string | null; date: string | null; minutes: number | null; timeZone: string }) {
  const shown = formatDisplayDate(date, timeZone)
  return (
    <p className="flex flex-wrap gap-x-2 text-sm text-muted">
      {author ? <span>{author}</span> : null}
      {author && shown ? <span aria-hidden="true">·</span> : null}
      {shown && date ? <time dateTime={date}>{shown}</time> : null}
      {minutes ? (
        <>
          {author || shown ? <span aria-hidden="true">·</span> : null}
          <span>{minutes} min read</span>
        </>
      ) : null}
    </p>
  )
}

export function BlogTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((t) => (
        <li key={t} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {t}
        </li>
      ))}
    </ul>
  )
}

/** A post in a list: the whole card is one link (its title), the image decorative beside it. */
export function BlogCard({
  blog,
  timeZone,
  priority = false,
  headingLevel = 2,
  compact = false,
}: {
  blog: BlogSummary
  timeZone: string
  /** The first image on the page loads eagerly; the rest lazily. */
  priority?: boolean
  headingLevel?: 2 | 3
  compact?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm hover:shadow-md" data-testid="blog-card">
      <div className="aspect-[16/9] overflow-hidden bg-brand-50">
        {blog.image ? (
          <ResponsiveImg
            image={{ ...blog.image, alt: '' }}
            sizes={compact ? '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw' : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'}
            priority={priority}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="font-bold leading-snug">
          <Link href={blog.url} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {blog.title}
          </Link>
        </Heading>
        {blog.preview && !compact ? <p className="line-clamp-3 text-sm text-muted">{blog.preview}</p> : null}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <BlogMeta author={blog.author} date={blog.date} minutes={blog.minutes} timeZone={timeZone} />
          {compact ? null : <BlogTags tags={blog.tags} />}
        </div>
      </div>
    </article>
  )
}
