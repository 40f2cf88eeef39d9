import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { slugify } from '@/cms/fields/slugify'
import { linkedImage, type ResponsiveImage, responsiveImage } from '@/features/media/image'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

export type BuilderProfile = {
  id: number
  name: string
  slug: string
  url: string
  totalProjects: number | null
  ongoingProjects: number | null
  establishedYear: number | null
  logo: ResponsiveImage | null
  websiteUrl: string | null
  description: string | null
}

function safeWebsite(link: string | null | undefined): string | null {
  const value = link?.trim()
  if (!value) return null
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

/** One builder by its URL slug, for the builder page; null when there is none. */
export const getBuilderBySlug = cachedQuery(
  'builder-by-slug',
  [CACHE_TAGS.builders, CACHE_TAGS.media],
  async (slug: string): Promise<BuilderProfile | null> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'builders',
      overrideAccess: false,
      limit: 1,
      depth: 1,
      where: { slug: { equals: slug } },
    })
    const b = result.docs[0]
    if (!b) return null
    const builderSlug = b.slug || slugify(b.builder_name)
    const alt = `${b.builder_name} logo`
    return {
      id: b.id,
      name: b.builder_name,
      slug: builderSlug,
      url: `/builders/${builderSlug}`,
      totalProjects: b.total_projects ?? null,
      ongoingProjects: b.ongoing_projects ?? null,
      establishedYear: b.established_year ?? null,
      logo: responsiveImage(b.logo, alt, 'w300') ?? linkedImage(b.logo_link, alt, 300, 300),
      websiteUrl: safeWebsite(b.website_link),
      description: b.description?.trim() || null,
    }
  },
  null as BuilderProfile | null,
)
