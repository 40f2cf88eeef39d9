import { FaqList } from '@/components/FaqList'
import { JsonLd } from '@/components/JsonLd'
import { type FaqItem, type FaqType, getFaqs } from '@/features/company/company.server'
import { InfoPage } from '@/features/company/components/InfoPage'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { faqPage } from '@/features/seo/structured-data'

export const generateMetadata = localizedMetadata((_props, locale) => {
  const t = messagesOf(locale, 'InfoPages').faq
  return pageMetadata({ title: t.title, description: t.description, path: '/faq' })
})

/** The FAQ page's sections, in the order they appear. */
const GROUPS: FaqType[] = ['general', 'buying', 'home-loans', 'legal', 'nri', 'vastu', 'pricing', 'gold']

export default async function FaqPage({ params }: { params: Promise<object> }) {
  const locale = await localeOfParams(params)
  const t = messagesOf(locale, 'InfoPages').faq
  const faqs = await getFaqs([], locale)
  const byType = new Map<FaqType, FaqItem[]>()
  for (const f of faqs) byType.set(f.type, [...(byType.get(f.type) ?? []), f])
  const groups = GROUPS.filter((type) => byType.has(type)).map((type) => ({ type, title: t.groups[type] }))
  const jsonLd = faqPage(faqs)
  return (
    <InfoPage
      locale={locale}
      eyebrow={t.eyebrow}
      title={t.title}
      intro={t.intro}
      crumbs={[{ name: t.crumb, href: '/faq' }]}
      testId="faq"
    >
      {groups.length === 0 ? <p className="text-muted">{t.empty}</p> : null}
      <div className="max-w-3xl space-y-10">
        {groups.map((g) => (
          <section key={g.type} aria-labelledby={`faq-${g.type}`} data-testid={`faq-group-${g.type}`}>
            <h2 id={`faq-${g.type}`} className="section-title">
              {g.title}
            </h2>
            <FaqList faqs={byType.get(g.type) ?? []} />
          </section>
        ))}
      </div>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </InfoPage>
  )
}
