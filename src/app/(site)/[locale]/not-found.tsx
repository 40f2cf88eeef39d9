import type { Metadata } from 'next'

import { NotFoundView } from '@/components/site/NotFoundView'
import { notFoundStrings } from '@/features/i18n/shell.server'
import { notFoundMetadata } from '@/features/seo/metadata'

export const metadata: Metadata = notFoundMetadata

/**
 * The 404 page. It asks nothing of the database: Next renders it into every page's payload (the
 * layout's not-found view), so a query here would run on every render. A lookup that finds nothing
 * calls `notFoundUnlessUnavailable()` instead of `notFound()`: while the database is unavailable
 * (content reads return an empty result then, docs/product.md §11) that gives the error page (status 500), so
 * an existing page is never called missing and no 404 is cached for it.
 */
export default function NotFound() {
  return <NotFoundView strings={notFoundStrings('en')} />
}
