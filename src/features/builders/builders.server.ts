import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { slugify } from '@/cms/fields/slugify'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'
import { linkedImage, type ResponsiveImage, responsiveImage } from '@/features/media/image'

export type BuilderSummary = {
  id: number
  name: string
  slug: string
  url: string
  totalProjects: number | null
  establishedYear: number | null
  logo: ResponsiveImage | null
}

/** Builders alphabetical by name (docs/product.md §3 reference list), at most `limit`. */
export const getBuilders = cachedQuery(
  'builders',
  [CACHE_TAGS.builders, CACHE_TAGS.media],
  async (limit: number): Promise<BuilderSummary[]> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'builders',
      overrideAccess: false,
      limit,
      depth: 1,
      sort: 'builder_name',
      select: { builder_name: true, slug: true, total_projects: true, established_year: true, logo: true, logo_link: true },
    })
    return result.docs.map((b) => {
      const slug = b.slug || slugify(b.builder_name)
      const alt = `${b.builder_name} logo`
      return {
        id: b.id,
        name: b.builder_name,
        slug,
        url: `/builders/${slug}`,
        totalProjects: b.total_projects ?? null,
        establishedYear: b.established_year ?? null,
        logo: responsiveImage(b.logo, alt, 'w300') ?? linkedImage(b.logo_link, alt, 300, 300),
      }
    })
  },
  [] as BuilderSummary[],
)
