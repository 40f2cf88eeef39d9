import { FaqList } from '@/components/FaqList'
import { JsonLd } from '@/components/JsonLd'
import { type FaqItem, type FaqType, getFaqs } from '@/features/company/company.server'
import { InfoPage } from '@/features/company/components/InfoPage'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { faqPage } from '@/features/seo/structured-data'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Frequently asked questions',
  description: 'Answers on buying a new home, home loans, NRI purchases, vastu, legal checks and our services.',
  path: '/faq',
}))

/** Section headings of the FAQ page, in the order the sections appear. */
const GROUPS: { type: FaqType; title: string }[] = [
  { type: 'general', title: 'General' },
  { type: 'buying', title: 'Buying a home' },
  { type: 'home-loans', title: 'Home loans' },
  { type: 'legal', title: 'Legal checks' },
  { type: 'nri', title: 'NRI buyers' },
  { type: 'vastu', title: 'Vastu' },
  { type: 'pricing', title: 'Pricing' },
  { type: 'gold', title: 'Gold membership' },
]

export default async function FaqPage({ params }: { params: Promise<object> }) {
  const faqs = await getFaqs([], await localeOfParams(params))
  const byType = new Map<FaqType, FaqItem[]>()
  for (const f of faqs) byType.set(f.type, [...(byType.get(f.type) ?? []), f])
  const groups = GROUPS.filter((g) => byType.has(g.type))
  const jsonLd = faqPage(faqs)
  return (
    <InfoPage
      eyebrow="Help"
      title="Frequently asked questions"
      intro="Quick answers to what buyers ask us most. Can't find yours? Call or write to us."
      crumbs={[{ name: 'FAQ', href: '/faq' }]}
      testId="faq"
    >
      {groups.length === 0 ? <p className="text-muted">Questions and answers will appear here soon.</p> : null}
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
