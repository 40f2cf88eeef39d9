import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { getCollections } from '@/features/collections/collections.server'
import { canonicalSegment } from '@/features/properties/route-params'
import { filterForm, listingMetadata, listingState, type RawSearchParams, withQuery } from '@/features/search/components/listing.server'
import { ListingView } from '@/features/search/components/ListingView'
import { searchPropertiesCached } from '@/features/search/search.server'

type Props = { params: Promise<{ collection: string }>; searchParams: Promise<RawSearchParams> }

async function load({ params, searchParams }: Props) {
  const raw = await searchParams
  const { slug, isCanonical } = canonicalSegment((await params).collection)
  if (!slug) notFound()
  if (!isCanonical) permanentRedirect(withQuery(`/collections/${slug}`, raw))
  const collection = (await getCollections()).find((c) => c.slug === slug)
  if (!collection) notFound()
  const state = listingState(raw, { basePath: collection.url, fixed: { collection: collection.name } })
  return { collection, state }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { collection, state } = await load(props)
  const metadata = listingMetadata(
    state,
    collection.name,
    collection.description ?? `${collection.name}: a curated shortlist of new home projects with prices, BHK options and offers.`,
  )
  if (collection.image && metadata.openGraph) {
    metadata.openGraph.images = [{ url: collection.image.src, width: collection.image.width, height: collection.image.height, alt: collection.image.alt }]
  }
  return metadata
}

/** A curated collection and its projects (SPEC §4 /collections/{collection}). */
export default async function CollectionPage(props: Props) {
  const { collection, state } = await load(props)
  const [response, form] = await Promise.all([state.ok ? searchPropertiesCached(state.params) : null, filterForm(state)])
  return (
    <ListingView
      title={collection.name}
      intro={collection.description ?? 'A curated shortlist of projects picked by our team.'}
      crumbs={[{ name: collection.name, href: collection.url }]}
      state={state}
      response={response}
      form={form}
    />
  )
}
