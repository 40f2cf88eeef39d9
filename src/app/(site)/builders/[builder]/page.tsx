import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { getBuilderBySlug } from '@/features/builders/builder-page.server'
import { canonicalSegment } from '@/features/properties/route-params'
import { BuilderCard } from '@/features/search/components/BuilderCard'
import { filterForm, listingMetadata, listingState, type RawSearchParams, withQuery } from '@/features/search/components/listing.server'
import { ListingView } from '@/features/search/components/ListingView'
import { searchPropertiesCached } from '@/features/search/search.server'

type Props = { params: Promise<{ builder: string }>; searchParams: Promise<RawSearchParams> }

async function load({ params, searchParams }: Props) {
  const raw = await searchParams
  const { slug, isCanonical } = canonicalSegment((await params).builder)
  if (!slug) notFound()
  if (!isCanonical) permanentRedirect(withQuery(`/builders/${slug}`, raw))
  const builder = await getBuilderBySlug(slug)
  if (!builder) notFound()
  const state = listingState(raw, { basePath: builder.url, fixed: { builder: builder.name } })
  return { builder, state }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { builder, state } = await load(props)
  const since = builder.establishedYear ? `, building since ${builder.establishedYear}` : ''
  const metadata = listingMetadata(
    state,
    `${builder.name}: projects and profile`,
    `${builder.name}${since}: new home projects with prices, BHK options and offers, and the builder's profile.`,
  )
  if (builder.logo && metadata.openGraph) {
    metadata.openGraph.images = [{ url: builder.logo.src, width: builder.logo.width, height: builder.logo.height, alt: builder.logo.alt }]
  }
  return metadata
}

/** A builder's profile and its projects, with filters (SPEC §4 /builders/{builder}). */
export default async function BuilderPage(props: Props) {
  const { builder, state } = await load(props)
  const [response, form] = await Promise.all([state.ok ? searchPropertiesCached(state.params) : null, filterForm(state)])
  return (
    <ListingView
      title={builder.name}
      header={<BuilderCard builder={builder} />}
      crumbs={[{ name: builder.name, href: builder.url }]}
      state={state}
      response={response}
      form={form}
    />
  )
}
