import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { slugify } from '@/cms/fields/slugify'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

import type { CityRef } from './choice'
import type { CityLocation } from './nearest'

export type City = CityRef &
  CityLocation & {
    /** Home-loan interest range in % a year (docs/product.md §3 `loan_interest_minimum`/`_maximum`), for the EMI calculator. */
    loanRateMinimum: number | null
    loanRateMaximum: number | null
    /** The city's state (for RERA portal links), or null. */
    state: string | null
  }

/** All cities with their map position and loan rates, alphabetical by name (docs/product.md §3 reference list). */
export const getCities = cachedQuery(
  'cities',
  [CACHE_TAGS.cities],
  async (): Promise<City[]> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'cities',
      overrideAccess: false,
      pagination: false,
      limit: 1000,
      depth: 0,
      sort: 'city_name',
      select: { city_name: true, slug: true, state: true, location: true, loan_interest_minimum: true, loan_interest_maximum: true },
    })
    return result.docs
      .map((c) => ({
        id: c.id,
        name: c.city_name,
        slug: c.slug || slugify(c.city_name),
        latitude: c.location?.latitude ?? null,
        longitude: c.location?.longitude ?? null,
        loanRateMinimum: c.loan_interest_minimum ?? null,
        loanRateMaximum: c.loan_interest_maximum ?? null,
        state: c.state?.trim() || null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  },
  [] as City[],
)
