import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { ReactNode } from 'react'

import { Breadcrumbs, type Crumb } from '@/components/Breadcrumbs'
import { FaqList } from '@/components/FaqList'
import { JsonLd } from '@/components/JsonLd'
import { BlogContent } from '@/features/blogs/components/BlogContent'
import type { Locale } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { breadcrumbList, faqPage } from '@/features/seo/structured-data'
import { env } from '@/lib/env'

import type { FaqItem } from '../company.server'

/**
 * The frame of every company and information page: breadcrumbs, heading, the CMS text, optional
 * extra sections and FAQs (with FAQPage JSON-LD), and BreadcrumbList JSON-LD; its own words and
 * links in `locale`'s language (docs/product.md §21).
 */
export function InfoPage({
  eyebrow,
  title,
  intro,
  crumbs,
  contents,
  faqs = [],
  faqTitle,
  children,
  testId,
  locale = 'en',
}: {
  eyebrow: string
  title: string
  intro?: string | null
  crumbs: Crumb[]
  contents?: SerializedEditorState | null
  faqs?: FaqItem[]
  faqTitle?: string
  children?: ReactNode
  testId?: string
  locale?: Locale
}) {
  const siteUrl = env().SITE_URL.replace(/\/+$/, '')
  const faq = faqPage(faqs)
  return (
    <div className="container-page py-8 md:py-12" data-testid={testId}>
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <div className="mt-4 max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 text-muted">{intro}</p> : null}
      </div>
      {contents ? (
        <div className="mt-6 max-w-3xl">
          <BlogContent data={contents} />
        </div>
      ) : null}
      {children ? <div className="mt-8">{children}</div> : null}
      {faqs.length > 0 ? (
        <section aria-labelledby="page-faq-title" className="mt-10 max-w-3xl">
          <h2 id="page-faq-title" className="section-title">
            {faqTitle ?? messagesOf(locale, 'InfoPages').faqTitle}
          </h2>
          <FaqList faqs={faqs} />
        </section>
      ) : null}
      <JsonLd
        data={breadcrumbList([
          { name: 'Home', url: `${siteUrl}/` },
          ...crumbs.map((c) => ({ name: c.name, url: `${siteUrl}${c.href}` })),
        ])}
      />
      {faq ? <JsonLd data={faq} /> : null}
    </div>
  )
}
