import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

/** Site data items (SPEC §3 `site-data`) as item → content, e.g. `phone_number`, `whatsappbot`. */
export type SiteData = Readonly<Record<string, string>>

export const getSiteData = cachedQuery(
  'site-data',
  [CACHE_TAGS.siteData],
  async (): Promise<SiteData> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'site-data',
      overrideAccess: false,
      pagination: false,
      limit: 500,
      depth: 0,
      select: { item: true, content: true },
    })
    return Object.fromEntries(result.docs.map((d) => [d.item.trim(), (d.content ?? '').trim()]))
  },
  {} as SiteData,
)
