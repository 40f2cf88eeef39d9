import { notFound, permanentRedirect } from 'next/navigation'
import { connection } from 'next/server'

import { getBlogPathById } from '@/features/blogs/blogs.server'
import { localizedPath } from '@/features/i18n/locales'
import { localeOfParams } from '@/features/seo/metadata'
import { notFoundUnlessUnavailable } from '@/lib/db/availability.server'

type Props = { params: Promise<{ locale: string; slug: string; name: string }> }

/**
 * Legacy post links, /blogs/{id}/{name} (docs/product.md §4): a permanent redirect (308) to /blogs/{link_title}.
 * The first segment is the post's legacy uid (or its id); the name is ignored. Rendered per request:
 * a redirect from a cached page came back with its Location header doubled (decision 008).
 */
export default async function LegacyBlogPage({ params }: Props): Promise<never> {
  await connection()
  const { slug: id } = await params
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) notFound()
  const path = await getBlogPathById(id)
  if (!path) return notFoundUnlessUnavailable()
  permanentRedirect(localizedPath(path, await localeOfParams(params)))
}
