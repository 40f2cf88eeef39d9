import type { Metadata } from 'next'
import Link from '@/components/Link'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/JsonLd'
import { formatDisplayDate } from '@/features/dates/display'
import { localizedPath } from '@/features/i18n/locales'
import { messagesOf, translator } from '@/features/i18n/messages.server'
import { languageOfPage } from '@/features/i18n/page-language.server'
import { getOffersPage } from '@/features/offers/offers.server'
import { toCardData } from '@/features/properties/card'
import { PropertyCard } from '@/features/properties/components/PropertyCard'
import { Pagination } from '@/features/search/components/Pagination'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { breadcrumbList } from '@/features/seo/structured-data'
import { env } from '@/lib/env'
import { notFoundUnlessUnavailable } from '@/lib/db/availability.server'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** `?page=N`: absent is the first page; anything but a whole number from 1 is not a page. */
function pageNumber(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1
  const value = Array.isArray(raw) ? raw[0] : raw
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null
}

const hrefFor = (page: number) => (page === 1 ? '/offers' : `/offers?page=${page}`)

async function metadataOf({ params, searchParams }: Props): Promise<Metadata> {
  const page = pageNumber((await searchParams).page) ?? 1
  const t = translator(await localeOfParams(params), 'Offers')
  return pageMetadata({
    title: page > 1 ? t('titlePage', { page }) : t('title'),
    description: t('description'),
    path: hrefFor(page),
  })
}

/** /offers (docs/product.md §4): the projects with an offer valid today, in the page's language (§21). */
export default async function OffersPage({ params, searchParams }: Props) {
  const page = pageNumber((await searchParams).page)
  if (page === null) notFound()
  const [offers, language] = await Promise.all([getOffersPage(page), languageOfPage(params)])
  if (page > 1 && page > offers.totalPages) return notFoundUnlessUnavailable()
  const { locale } = language
  const t = translator(locale, 'Offers')
  const here = (path: string) => localizedPath(path, locale)
  const timeZone = env().SITE_TIME_ZONE
  const siteUrl = env().SITE_URL.replace(/\/+$/, '')

  return (
    <div className="container-page py-10 md:py-16">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t('eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-muted">{t('intro')}</p>
      </div>
      <div className="mt-8">
        {offers.results.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-center text-muted">
            {t('empty')}{' '}
            <Link href={here('/search')} className="font-semibold text-brand-700 underline">
              {t('browseAll')}
            </Link>
            .
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted">
              {t('count', { count: offers.total })}
              {offers.totalPages > 1 ? ` · ${t('pageOf', { page: offers.page, pages: offers.totalPages })}` : ''}
            </p>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="offer-list">
              {offers.results.map((property, i) => {
                const validUntil = formatDisplayDate(property.offerValidity, timeZone, locale)
                return (
                  <li key={property.id} className="flex flex-col gap-2" data-offer-validity={property.offerValidity ?? ''}>
                    <PropertyCard card={toCardData(property, { showOffer: true, language })} priority={i === 0} headingLevel={2} />
                    {validUntil ? (
                      <p className="px-1 text-sm font-medium text-ink">
                        {t('validTill')} <time dateTime={property.offerValidity ?? undefined}>{validUntil}</time>
                      </p>
                    ) : null}
                  </li>
                )
              })}
            </ul>
            <Pagination page={offers.page} totalPages={offers.totalPages} hrefFor={(n) => here(hrefFor(n))} strings={messagesOf(locale, 'Pagination')} />
          </>
        )}
      </div>
      <JsonLd
        data={breadcrumbList([
          { name: t('home'), url: `${siteUrl}${here('/')}` },
          { name: t('eyebrow'), url: `${siteUrl}${here('/offers')}` },
        ])}
      />
    </div>
  )
}

export const generateMetadata = localizedMetadata(metadataOf)
