import type { Metadata } from 'next'
import Link from '@/components/Link'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/JsonLd'
import { formatDisplayDate } from '@/features/dates/display'
import { getOffersPage } from '@/features/offers/offers.server'
import { toCardData } from '@/features/properties/card'
import { PropertyCard } from '@/features/properties/components/PropertyCard'
import { Pagination } from '@/features/search/components/Pagination'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { breadcrumbList } from '@/features/seo/structured-data'
import { env } from '@/lib/env'
import { notFoundUnlessUnavailable } from '@/lib/db/availability.server'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** `?page=N`: absent is the first page; anything but a whole number from 1 is not a page. */
function pageNumber(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1
  const value = Array.isArray(raw) ? raw[0] : raw
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null
}

const hrefFor = (page: number) => (page === 1 ? '/offers' : `/offers?page=${page}`)

async function metadataOf({ searchParams }: Props): Promise<Metadata> {
  const page = pageNumber((await searchParams).page) ?? 1
  return pageMetadata({
    title: page > 1 ? `Offers on new homes — page ${page}` : 'Offers on new homes',
    description: 'Current offers from developers on new flats and villas across India, ending soonest first. Every offer shown is valid today.',
    path: hrefFor(page),
  })
}

export default async function OffersPage({ searchParams }: Props) {
  const page = pageNumber((await searchParams).page)
  if (page === null) notFound()
  const offers = await getOffersPage(page)
  if (page > 1 && page > offers.totalPages) return notFoundUnlessUnavailable()
  const timeZone = env().SITE_TIME_ZONE
  const siteUrl = env().SITE_URL.replace(/\/+$/, '')

  return (
    <div className="container-page py-10 md:py-16">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Offers</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">Offers on new homes</h1>
        <p className="mt-3 text-muted">
          Offers developers are running today, ending soonest first. Check the details with us before you book: offers
          change often.
        </p>
      </div>
      <div className="mt-8">
        {offers.results.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-center text-muted">
            No offers are running today. Check back soon, or{' '}
            <Link href="/search" className="font-semibold text-brand-700 underline">
              browse all projects
            </Link>
            .
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted">
              {offers.total === 1 ? '1 offer' : `${offers.total} offers`}
              {offers.totalPages > 1 ? ` · page ${offers.page} of ${offers.totalPages}` : ''}
            </p>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="offer-list">
              {offers.results.map((property, i) => {
                const validUntil = formatDisplayDate(property.offerValidity, timeZone)
                return (
                  <li key={property.id} className="flex flex-col gap-2" data-offer-validity={property.offerValidity ?? ''}>
                    <PropertyCard card={toCardData(property, { showOffer: true })} priority={i === 0} headingLevel={2} />
                    {validUntil ? (
                      <p className="px-1 text-sm font-medium text-ink">
                        Offer valid till <time dateTime={property.offerValidity ?? undefined}>{validUntil}</time>
                      </p>
                    ) : null}
                  </li>
                )
              })}
            </ul>
            <Pagination page={offers.page} totalPages={offers.totalPages} hrefFor={hrefFor} />
          </>
        )}
      </div>
      <JsonLd
        data={breadcrumbList([
          { name: 'Home', url: `${siteUrl}/` },
          { name: 'Offers', url: `${siteUrl}/offers` },
        ])}
      />
    </div>
  )
}

export const generateMetadata = localizedMetadata(metadataOf)
