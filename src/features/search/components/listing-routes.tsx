import 'server-only'

import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import type React from 'react'

import { getBuilderBySlug } from '@/features/builders/builder-page.server'
import { getCollections } from '@/features/collections/collections.server'
import { fillIn } from '@/features/i18n/fill'
import { localizedPath, type PageLanguage } from '@/features/i18n/locales'
import { collectionIn, nameIn } from '@/features/i18n/content-names'
import { messagesOf } from '@/features/i18n/messages.server'
import { languageOfPage } from '@/features/i18n/page-language.server'
import { canonicalSegment } from '@/features/properties/route-params'
import { notFoundUnlessUnavailable } from '@/lib/db/availability.server'

import { searchPropertiesCached } from '../search.server'
import { BuilderCard } from './BuilderCard'
import { cityFromSegment } from './city-listing.server'
import { filterForm, type ListingState, listingMetadata, listingState, type RawSearchParams, withQuery } from './listing.server'
import { ListingView } from './ListingView'

/**
 * The listing pages with a fixed filter in the path: /property/{city}, /property/{city}/featured,
 * /builders/{builder} and /collections/{collection}. Each is served by two routes that share the
 * definitions below:
 * - the public route, without a query string: no request data is read, so its HTML is cached
 *   (ISR) and revalidated by content tag, and a visit costs no rendering;
 * - `/_filtered/…`, which the proxy rewrites to when the query string holds a search parameter
 *   (docs/product.md §5 names): rendered per request, its data reads still cached.
 * Links, paging and the canonical URL always use the public path.
 */
type Loaded = {
  state: ListingState
  /** The page heading, and its title unless `metaTitle` is given. */
  title: string
  metaTitle?: string
  description: string
  view: Omit<React.ComponentProps<typeof ListingView>, 'state' | 'response' | 'form' | 'title'>
  image?: { src: string; width?: number | null; height?: number | null; alt?: string | null } | null
}

/** A page's definition, in the page's language (docs/product.md §21). */
type Definition<P> = (params: P, raw: RawSearchParams, language: PageLanguage) => Promise<Loaded>

type RouteProps<P> = { params: Promise<P>; searchParams?: Promise<RawSearchParams> }

function listingRoute<P extends object>(load: Definition<P>) {
  const read = async (props: RouteProps<P>, filtered: boolean) => {
    const language = await languageOfPage(props.params)
    const loaded = await load(await props.params, filtered && props.searchParams ? await props.searchParams : {}, language)
    return { ...loaded, language }
  }

  const metadata = async (props: RouteProps<P>, filtered: boolean): Promise<Metadata> => {
    const { state, title, metaTitle, description, image } = await read(props, filtered)
    const result = listingMetadata(state, metaTitle ?? title, description)
    if (image && result.openGraph) {
      result.openGraph.images = [{ url: image.src, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt ?? undefined }]
    }
    return result
  }

  const render = async (props: RouteProps<P>, filtered: boolean) => {
    const { state, title, view, language } = await read(props, filtered)
    const [response, form] = await Promise.all([state.ok ? searchPropertiesCached(state.params) : null, filterForm(state, language.locale, language.names)])
    return <ListingView title={title} {...view} state={state} response={response} form={form} language={language} />
  }

  return {
    /** The public route's page: the unfiltered first page, cached as HTML. */
    Page: (props: RouteProps<P>) => render(props, false),
    metadata: (props: RouteProps<P>) => metadata(props, false),
    /** The `/_filtered/…` twin: the same page with the query string applied. */
    FilteredPage: (props: RouteProps<P>) => render(props, true),
    filteredMetadata: (props: RouteProps<P>) => metadata(props, true),
  }
}

const linkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline'

/** /property/{city}: a city's projects with every filter of docs/product.md §5. */
export const cityListing = listingRoute<{ city: string }>(async (params, raw, { locale, names }) => {
  const city = await cityFromSegment(params.city, raw)
  const t = messagesOf(locale, 'Listing')
  const named = { city: nameIn(names, 'city', city.name) }
  return {
    state: listingState(raw, { basePath: `/property/${city.slug}`, fixed: { city: city.name } }),
    title: fillIn(t.cityTitle, named),
    description: fillIn(t.cityDescription, named),
    view: {
      intro: (
        <>
          {fillIn(t.cityIntro, named)}{' '}
          <a href={localizedPath(`/property/${city.slug}/featured`, locale)} className={linkClass}>
            {fillIn(t.cityFeatured, named)}
          </a>
        </>
      ),
      crumbs: [{ name: named.city, href: `/property/${city.slug}` }],
    },
  }
})

/** /property/{city}/featured: the featured projects of a city. */
export const cityFeaturedListing = listingRoute<{ city: string }>(async (params, raw, { locale, names }) => {
  const city = await cityFromSegment(params.city, raw, '/featured')
  const t = messagesOf(locale, 'Listing')
  const named = { city: nameIn(names, 'city', city.name) }
  return {
    state: listingState(raw, { basePath: `/property/${city.slug}/featured`, fixed: { city: city.name, featured: true } }),
    title: fillIn(t.featuredTitle, named),
    description: fillIn(t.featuredDescription, named),
    view: {
      intro: t.featuredIntro,
      crumbs: [
        { name: named.city, href: `/property/${city.slug}` },
        { name: t.featuredCrumb, href: `/property/${city.slug}/featured` },
      ],
    },
  }
})

/** The slug of a path segment; a raw name redirects permanently to the slug URL, query kept. */
function slugOrRedirect(segment: string, raw: RawSearchParams, pathOf: (slug: string) => string): string {
  const { slug, isCanonical } = canonicalSegment(segment)
  if (!slug) notFound()
  if (!isCanonical) permanentRedirect(withQuery(pathOf(slug), raw))
  return slug
}

/** /builders/{builder}: a builder's profile and its projects. */
export const builderListing = listingRoute<{ builder: string }>(async (params, raw, { locale }) => {
  const slug = slugOrRedirect(params.builder, raw, (s) => `/builders/${s}`)
  const builder = await getBuilderBySlug(slug)
  if (!builder) return notFoundUnlessUnavailable()
  const t = messagesOf(locale, 'Listing')
  const named = { builder: builder.name, year: builder.establishedYear ?? '' }
  return {
    state: listingState(raw, { basePath: builder.url, fixed: { builder: builder.name } }),
    title: builder.name,
    metaTitle: fillIn(t.builderMetaTitle, named),
    description: fillIn(builder.establishedYear ? t.builderDescriptionSince : t.builderDescription, named),
    image: builder.logo,
    view: { header: <BuilderCard builder={builder} strings={t} />, crumbs: [{ name: builder.name, href: builder.url }] },
  }
})

/** /collections/{collection}: a curated collection and its projects. */
export const collectionListing = listingRoute<{ collection: string }>(async (params, raw, { locale, names }) => {
  const slug = slugOrRedirect(params.collection, raw, (s) => `/collections/${s}`)
  const collection = (await getCollections()).find((c) => c.slug === slug)
  if (!collection) return notFoundUnlessUnavailable()
  const t = messagesOf(locale, 'Listing')
  // The filter keeps the English name; the page shows the collection in its own language.
  const shown = collectionIn(collection, names)
  return {
    state: listingState(raw, { basePath: collection.url, fixed: { collection: collection.name } }),
    title: shown.name,
    description: shown.description ?? fillIn(t.collectionDescription, { collection: shown.name }),
    image: collection.image,
    view: {
      intro: shown.description ?? t.collectionIntro,
      crumbs: [{ name: shown.name, href: collection.url }],
    },
  }
})
