import type { Metadata } from 'next'

import { NotFoundView } from '@/components/site/NotFoundView'
import { notFoundMetadata } from '@/features/seo/metadata'
import { assertDatabaseAvailable } from '@/lib/db/availability.server'

export const metadata: Metadata = notFoundMetadata

/**
 * A lookup that finds nothing gives this page, and so does a lookup whose query failed (content
 * reads return an empty result then, SPEC §11). It asks the database first: while the database is
 * unavailable the error page (status 500) answers instead, so an existing page is never called
 * missing, and no 404 is cached for it.
 */
export default async function NotFound() {
  await assertDatabaseAvailable()
  return <NotFoundView />
}
