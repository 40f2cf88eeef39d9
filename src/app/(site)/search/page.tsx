import type { Metadata } from 'next'

import type { RawSearchParams } from '@/features/search/components/listing.server'
import { SearchResultsPage, searchMetadata } from '@/features/search/components/SearchResultsPage'

type Props = { searchParams: Promise<RawSearchParams> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await searchParams)
}

export default async function SearchPage({ searchParams }: Props) {
  return <SearchResultsPage raw={await searchParams} />
}
