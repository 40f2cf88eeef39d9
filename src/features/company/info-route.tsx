import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import type { Crumb } from '@/components/Breadcrumbs'
import type { Locale } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, pageMetadata } from '@/features/seo/metadata'

import { type FaqType, getFaqs, getGenericPage } from './company.server'
import { InfoPage } from './components/InfoPage'

/**
 * An information page whose text editors write as the generic page `link` in the CMS, with the
 * FAQs of `faqTypes` under it. The route keeps answering (with its default title) when the CMS page
 * is missing, so a deleted page never turns a footer link into an error.
 */
export type InfoRouteSpec = {
  link: string
  path: string
  eyebrow: string
  title: string
  description: string
  faqTypes?: FaqType[]
  crumbs?: Crumb[]
}

export async function infoRouteMetadata(spec: InfoRouteSpec, locale: Locale): Promise<Metadata> {
  const page = await getGenericPage(spec.link, locale)
  return pageMetadata({
    title: page?.title ?? spec.title,
    description: page?.metaDescription ?? spec.description,
    path: spec.path,
  })
}

/** The page in the route's language: the CMS text in `locale` (English where no Hindi is written). */
export async function InfoRoute({ spec, locale, children, intro }: { spec: InfoRouteSpec; locale: Locale; children?: ReactNode; intro?: string }) {
  const [page, faqs] = await Promise.all([getGenericPage(spec.link, locale), spec.faqTypes?.length ? getFaqs(spec.faqTypes, locale) : Promise.resolve([])])
  const title = page?.title ?? spec.title
  const eyebrows: Record<string, string> = messagesOf(locale, 'InfoPages').eyebrows
  return (
    <InfoPage
      locale={locale}
      eyebrow={eyebrows[spec.link] ?? spec.eyebrow}
      title={title}
      intro={intro ?? (page?.contents ? null : spec.description)}
      crumbs={spec.crumbs ?? [{ name: title, href: spec.path }]}
      contents={page?.contents ?? null}
      faqs={faqs}
      testId={`info-${spec.link}`}
    >
      {children}
    </InfoPage>
  )
}

/** The page module of a route that is just an information page: its metadata and component. */
export function infoRoute(spec: InfoRouteSpec) {
  return {
    generateMetadata: (_props: unknown, locale: Locale) => infoRouteMetadata(spec, locale),
    Page: async function InfoRoutePage({ params }: { params: Promise<object> }) {
      return <InfoRoute spec={spec} locale={await localeOfParams(params)} />
    },
  }
}
