import { languageOfPage } from '@/features/i18n/page-language.server'
import type { Metadata } from 'next'

import { decodeSegment } from '@/features/properties/route-params'
import type { RawSearchParams } from '@/features/search/components/listing.server'
import { SearchResultsPage, searchMetadata } from '@/features/search/components/SearchResultsPage'
import { localizedMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ q: string }>; searchParams: Promise<RawSearchParams> }

async function metadataOf({ params, searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await searchParams, decodeSegment((await params).q))
}

/** /search/{q}: the text from the path, other filters from the query string (docs/product.md §4). */
export default async function SearchPathPage({ params, searchParams }: Props) {
  return <SearchResultsPage raw={await searchParams} pathText={decodeSegment((await params).q)} language={await languageOfPage(params)} />
}

export const generateMetadata = localizedMetadata(metadataOf)
