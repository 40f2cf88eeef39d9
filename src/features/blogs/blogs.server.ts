import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { slugify } from '@/cms/fields/slugify'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'
import { linkedImage, type ResponsiveImage, responsiveImage } from '@/features/media/image'

export type BlogSummary = {
  id: number
  title: string
  url: string
  date: string | null
  minutes: number | null
  preview: string | null
  author: string | null
  image: ResponsiveImage | null
}

/** The newest published posts, newest first. */
export const getLatestBlogs = cachedQuery(
  'latest-blogs',
  [CACHE_TAGS.blogs, CACHE_TAGS.teamMembers, CACHE_TAGS.media],
  async (limit: number): Promise<BlogSummary[]> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'blogs',
      overrideAccess: false,
      limit,
      depth: 1,
      sort: '-date',
      select: {
        title: true,
        link_title: true,
        date: true,
        minutes: true,
        preview_paragraph: true,
        author: true,
        image: true,
        image_link: true,
      },
      populate: { 'team-members': { name: true } },
    })
    return result.docs.map((b) => ({
      id: b.id,
      title: b.title,
      url: `/blogs/${b.link_title || slugify(b.title)}`,
      date: b.date ?? null,
      minutes: b.minutes ?? null,
      preview: b.preview_paragraph?.trim() || null,
      author: b.author && typeof b.author === 'object' ? b.author.name : null,
      image: responsiveImage(b.image, b.title) ?? linkedImage(b.image_link, b.title),
    }))
  },
  [] as BlogSummary[],
)
