import { languageOfPage } from '@/features/i18n/page-language.server'
import type { Metadata } from 'next'

import type { RawSearchParams } from '@/features/search/components/listing.server'
import { SearchResultsPage, searchMetadata } from '@/features/search/components/SearchResultsPage'
import { localizedMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> }

async function metadataOf({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await searchParams)
}

export default async function SearchPage({ params, searchParams }: Props) {
  return <SearchResultsPage raw={await searchParams} language={await languageOfPage(params)} />
}

export const generateMetadata = localizedMetadata(metadataOf)
