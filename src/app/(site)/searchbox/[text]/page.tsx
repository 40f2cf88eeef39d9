import type { Metadata } from 'next'

import { decodeSegment } from '@/features/properties/route-params'
import type { RawSearchParams } from '@/features/search/components/listing.server'
import { SearchResultsPage, searchMetadata } from '@/features/search/components/SearchResultsPage'

type Props = { params: Promise<{ text: string }>; searchParams: Promise<RawSearchParams> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await searchParams, decodeSegment((await params).text))
}

/** /searchbox/{text}: the same as /search?q={text} (SPEC §4). */
export default async function SearchBoxPage({ params, searchParams }: Props) {
  return <SearchResultsPage raw={await searchParams} pathText={decodeSegment((await params).text)} />
}
