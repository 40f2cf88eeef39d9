import type { Metadata } from 'next'

import { MissingPageLoad } from '@/components/site/MissingPageLoad'
import { notFoundMetadata } from '@/features/seo/metadata'

export const metadata: Metadata = notFoundMetadata

/**
 * The layout's not-found view, which Next renders into every page's payload. It asks nothing of the
 * database (a query here would run on every render) and carries no words: the 404 page a visitor
 * reads is `/_missing` in the missing page's language, which the production server sends with
 * status 404 for every missing item (src/lib/server/not-found-page.ts), and which this view loads
 * when a link followed in the page leads to one (MissingPageLoad). A lookup that finds nothing
 * calls `notFoundUnlessUnavailable()` instead of `notFound()`: while the database is unavailable
 * (content reads return an empty result then, docs/product.md §11) that gives the error page
 * (status 500), so an existing page is never called missing and no 404 is cached for it.
 */
export default function NotFound() {
  return <MissingPageLoad />
}
