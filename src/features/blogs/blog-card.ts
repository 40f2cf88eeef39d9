/**
 * What a blog card shows (components/BlogCard.tsx), made on the server from a `BlogSummary`: the
 * date already formatted in the site's time zone, and only the fields the card renders.
 */
import { formatDisplayDate } from '../dates/display'
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
  minutes?: number
  tags?: string[]
}

export function toBlogCardData(blog: BlogSummary, timeZone: string): BlogCardData {
  const card: BlogCardData = { title: blog.title, url: blog.url }
  const shown = formatDisplayDate(blog.date, timeZone)
  if (blog.preview) card.preview = blog.preview
  if (blog.image) card.image = blog.image
  if (blog.author) card.author = blog.author
  if (blog.date && shown) {
    card.date = blog.date
    card.shown = shown
  }
  if (blog.minutes) card.minutes = blog.minutes
  if (blog.tags.length > 0) card.tags = blog.tags
  return card
}
