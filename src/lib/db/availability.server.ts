import 'server-only'

import config from '@payload-config'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import { cache } from 'react'

import { logger } from '../logger'

/** The database did not answer: what the page would show cannot be known, so nothing is shown. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
}

/**
 * Throws DatabaseUnavailableError unless the database answers a trivial query now (not through
 * the data cache). Content reads turn a failure into an empty result (docs/product.md §11); a page that then
 * finds nothing asks this before it says 404, so an outage is not taken for a missing page. Asked
 * at most once per request (React's `cache`), and only by a page whose lookup found nothing.
 */
export const assertDatabaseAvailable = cache(async (): Promise<void> => {
  // The build has no database; it prerenders the 404 page as it is.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return
  try {
    const payload = await getPayload({ config })
    await payload.count({ collection: 'site-variables', overrideAccess: true })
  } catch (error) {
    logger.error({ err: error }, 'Database unavailable')
    throw new DatabaseUnavailableError('The database is unavailable')
  }
})

/**
 * What a page whose lookup found nothing calls instead of `notFound()`: the 404, or the error page
 * (status 500) while the database is unavailable. The not-found page itself asks nothing
 * (src/app/(site)/not-found.tsx: Next renders it into every page's payload).
 */
export async function notFoundUnlessUnavailable(): Promise<never> {
  await assertDatabaseAvailable()
  notFound()
}
