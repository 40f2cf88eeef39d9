import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/** Everything public may be crawled; staff areas and APIs may not. The sitemap lists the rest. */
export default function robots(): MetadataRoute.Robots {
  const siteUrl = env().SITE_URL.replace(/\/+$/, '')
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/cms', '/admin', '/api'] }],
    sitemap: `${siteUrl}/dynamic-sitemap.xml`,
  }
}
