import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AccreditationRoute, accreditationMetadata, awardsOfYear } from '@/features/company/accreditation-routes'
import { getAccreditations } from '@/features/company/company.server'
import type { Locale } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ locale?: string; year: string }> }

// Rendered on first request, then served as cached HTML and refreshed by tag (ADR 008).
// docs/product.md §9's 4-hour safety net; a page showing offers lives a minute (getOfferDay).
export const revalidate = 14400
export function generateStaticParams() {
  return []
}

/** A year with at least one award, or null (not a year, or nothing won that year). */
async function awardYear(raw: string, locale: Locale): Promise<number | null> {
  if (!/^\d{4}$/.test(raw)) return null
  const year = Number(raw)
  // The page's own read (in its language), so the check and the page share one cached query.
  const awards = await getAccreditations(['award'], locale)
  return awards.some((a) => a.year === year) ? year : null
}

async function metadataOf({ params }: Props, locale: Locale): Promise<Metadata> {
  const year = await awardYear((await params).year, locale)
  if (year === null) return { title: messagesOf(locale, 'NotFound').title, robots: { index: false } }
  return accreditationMetadata(awardsOfYear(year), locale)
}

export default async function AwardsOfYearPage({ params }: Props) {
  const locale = await localeOfParams(params)
  const year = await awardYear((await params).year, locale)
  if (year === null) notFound()
  return <AccreditationRoute spec={awardsOfYear(year)} locale={locale} />
}

export const generateMetadata = localizedMetadata(metadataOf)
