import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { slugify } from '@/cms/fields/slugify'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

/** A city's home-loan rate range in % a year (SPEC §3 `loan_interest_minimum`/`_maximum`). */
export type CityLoanRate = { name: string; slug: string; minimum: number | null; maximum: number | null }

/**
 * Every city's loan rate range, A–Z, for the EMI calculator's default rate. Read here rather than
 * through `getCities`, which every page's layout loads and which carries only names and positions.
 */
export const getCityLoanRates = cachedQuery(
  'city-loan-rates',
  [CACHE_TAGS.cities],
  async (): Promise<CityLoanRate[]> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'cities',
      overrideAccess: false,
      pagination: false,
      limit: 1000,
      depth: 0,
      sort: 'city_name',
      select: { city_name: true, slug: true, loan_interest_minimum: true, loan_interest_maximum: true },
    })
    return result.docs
      .map((c) => ({
        name: c.city_name,
        slug: c.slug || slugify(c.city_name),
        minimum: c.loan_interest_minimum ?? null,
        maximum: c.loan_interest_maximum ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  },
  [] as CityLoanRate[],
)
