import type { Metadata } from 'next'

import { searchPropertiesCached } from '@/features/search/search.server'
import { cityFromSegment } from '@/features/search/components/city-listing.server'
import { filterForm, listingMetadata, listingState, type RawSearchParams } from '@/features/search/components/listing.server'
import { ListingView } from '@/features/search/components/ListingView'

type Props = { params: Promise<{ city: string }>; searchParams: Promise<RawSearchParams> }

async function load({ params, searchParams }: Props) {
  const raw = await searchParams
  const city = await cityFromSegment((await params).city, raw)
  const state = listingState(raw, { basePath: `/property/${city.slug}`, fixed: { city: city.name } })
  return { city, state }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { city, state } = await load(props)
  return listingMetadata(
    state,
    `New homes in ${city.name}`,
    `New flats, villas and plots in ${city.name}: compare RERA-registered projects by builder, BHK, budget and amenities, with prices in lakh and crore.`,
  )
}

/** A city's projects with every filter of SPEC §5 (SPEC §4 /property/{city}). */
export default async function CityPage(props: Props) {
  const { city, state } = await load(props)
  const [response, form] = await Promise.all([state.ok ? searchPropertiesCached(state.params) : null, filterForm(state)])
  return (
    <ListingView
      title={`New homes in ${city.name}`}
      intro={
        <>
          Projects in {city.name} from verified builders.{' '}
          <a href={`/property/${city.slug}/featured`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            See featured projects in {city.name}
          </a>
        </>
      }
      crumbs={[{ name: city.name, href: `/property/${city.slug}` }]}
      state={state}
      response={response}
      form={form}
    />
  )
}
