import type { Metadata } from 'next'

import { getGenericPage } from '@/features/company/company.server'
import { InfoPage } from '@/features/company/components/InfoPage'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { notFoundUnlessUnavailable } from '@/lib/db/availability.server'

type Props = { params: Promise<{ link: string; locale?: string }> }

// Rendered on first request, then served as cached HTML and refreshed by tag (ADR 008).
// docs/product.md §9's 4-hour safety net; a page showing offers lives a minute (getOfferDay).
export const revalidate = 14400
export function generateStaticParams() {
  return []
}

async function metadataOf({ params }: Props): Promise<Metadata> {
  const { link } = await params
  const locale = await localeOfParams(params)
  const page = await getGenericPage(decodeURIComponent(link), locale)
  if (!page) return { title: messagesOf(locale, 'NotFound').title, robots: { index: false } }
  return pageMetadata({ title: page.title, description: page.metaDescription ?? page.title, path: `/page/${page.link}` })
}

export default async function GenericPage({ params }: Props) {
  const { link } = await params
  const locale = await localeOfParams(params)
  const page = await getGenericPage(decodeURIComponent(link), locale)
  if (!page) return notFoundUnlessUnavailable()
  return (
    <InfoPage locale={locale} eyebrow={messagesOf(locale, 'InfoPages').information} title={page.title} crumbs={[{ name: page.title, href: `/page/${page.link}` }]} contents={page.contents} testId="generic-page" />
  )
}

export const generateMetadata = localizedMetadata(metadataOf)
