/**
 * What a blog card shows (components/BlogCard.tsx), made on the server from a `BlogSummary`: the
 * date already formatted in the site's time zone, and only the fields the card renders.
 */
import { formatDisplayDate } from '../dates/display'
import { type Locale, localizedPath } from '../i18n/locales'
import { translator } from '../i18n/messages.server'
import type { ResponsiveImage } from '../media/image'
import type { BlogSummary } from './blogs.server'

export type BlogCardData = {
  title: string
  url: string
  preview?: string
  image?: ResponsiveImage
  author?: string
  /** ISO date, and as shown. */
  date?: string
  shown?: string
  /** The reading time in the page's language ('5 min read'). */
  readTime?: string
  tags?: string[]
}

/** The reading time in `locale`'s words. */
export function readTimeIn(locale: Locale, minutes: number | null | undefined): string | undefined {
  return minutes ? translator(locale, 'Blogs')('minutesRead', { minutes }) : undefined
}

/** A card of the post for a page in `locale`: its link to that language's post, its date in it. */
export function toBlogCardData(blog: BlogSummary, timeZone: string, locale: Locale): BlogCardData {
  const card: BlogCardData = { title: blog.title, url: localizedPath(blog.url, locale) }
  const shown = formatDisplayDate(blog.date, timeZone, locale)
  if (blog.preview) card.preview = blog.preview
  if (blog.image) card.image = blog.image
  if (blog.author) card.author = blog.author
  if (blog.date && shown) {
    card.date = blog.date
    card.shown = shown
  }
  const readTime = readTimeIn(locale, blog.minutes)
  if (readTime) card.readTime = readTime
  if (blog.tags.length > 0) card.tags = blog.tags
  return card
}
