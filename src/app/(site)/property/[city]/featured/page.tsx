import type { Metadata } from 'next'

import { searchPropertiesCached } from '@/features/search/search.server'
import { cityFromSegment } from '@/features/search/components/city-listing.server'
import { filterForm, listingMetadata, listingState, type RawSearchParams } from '@/features/search/components/listing.server'
import { ListingView } from '@/features/search/components/ListingView'

type Props = { params: Promise<{ city: string }>; searchParams: Promise<RawSearchParams> }

async function load({ params, searchParams }: Props) {
  const raw = await searchParams
  const city = await cityFromSegment((await params).city, raw, '/featured')
  const state = listingState(raw, { basePath: `/property/${city.slug}/featured`, fixed: { city: city.name, featured: true } })
  return { city, state }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { city, state } = await load(props)
  return listingMetadata(
    state,
    `Featured projects in ${city.name}`,
    `Hand-picked new home projects in ${city.name}, chosen for location, builder track record and value.`,
  )
}

/** The featured projects of a city (SPEC §4 /property/{city}/featured). */
export default async function CityFeaturedPage(props: Props) {
  const { city, state } = await load(props)
  const [response, form] = await Promise.all([state.ok ? searchPropertiesCached(state.params) : null, filterForm(state)])
  return (
    <ListingView
      title={`Featured projects in ${city.name}`}
      intro="Hand-picked by our team for location, builder track record and value."
      crumbs={[
        { name: city.name, href: `/property/${city.slug}` },
        { name: 'Featured', href: `/property/${city.slug}/featured` },
      ]}
      state={state}
      response={response}
      form={form}
    />
  )
}
