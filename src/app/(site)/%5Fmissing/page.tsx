import type { Metadata } from 'next'

import { NotFoundView } from '@/components/site/NotFoundView'
import { notFoundMetadata } from '@/features/seo/metadata'

export const metadata: Metadata = notFoundMetadata

/**
 * The 404 page as a page of its own, rendered on the server like every other: the production
 * server sends it, with status 404, in place of the document Next answers a missing item with
 * (src/lib/server/not-found-page.ts). Not linked from anywhere and not indexed.
 */
export default function MissingPage() {
  return <NotFoundView />
}
