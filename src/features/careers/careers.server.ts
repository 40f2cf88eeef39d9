import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

import { type JobDetail, type JobSummary, toJobDetail, toJobSummary } from './job'

/*
 * Read as the anonymous visitor (overrideAccess: false): the collection's access rule keeps
 * unpublished and closed positions out (openAndPublishedOrStaff).
 */

/** Every open position, by title. */
export const getOpenJobs = cachedQuery(
  'open-jobs',
  [CACHE_TAGS.careers],
  async (): Promise<JobSummary[]> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'careers',
      overrideAccess: false,
      where: { and: [{ published: { equals: true } }, { open: { equals: true } }] },
      sort: 'title',
      pagination: false,
      limit: 500,
      depth: 0,
      select: { title: true, slug: true, location: true, type: true, description: true },
    })
    return result.docs.map(toJobSummary)
  },
  [] as JobSummary[],
)

/** One open position by its slug, or null. */
export const getJobBySlug = cachedQuery(
  'job-by-slug',
  [CACHE_TAGS.careers],
  async (slug: string): Promise<JobDetail | null> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'careers',
      overrideAccess: false,
      where: { and: [{ slug: { equals: slug } }, { published: { equals: true } }, { open: { equals: true } }] },
      limit: 1,
      pagination: false,
      depth: 0,
    })
    const doc = result.docs[0]
    return doc ? toJobDetail(doc) : null
  },
  null as JobDetail | null,
)
