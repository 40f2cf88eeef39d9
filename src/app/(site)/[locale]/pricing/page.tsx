import { getFaqs, getPricingPlans } from '@/features/company/company.server'
import { InfoPage } from '@/features/company/components/InfoPage'
import { PricingCards } from '@/features/company/components/PricingCards'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'

export const generateMetadata = localizedMetadata((_props, locale) => {
  const t = messagesOf(locale, 'Company').pricing
  return pageMetadata({ title: t.metaTitle, description: t.metaDescription, path: '/pricing' })
})

export default async function PricingPage({ params }: { params: Promise<object> }) {
  const locale = await localeOfParams(params)
  const [plans, faqs] = await Promise.all([getPricingPlans(locale), getFaqs(['pricing'], locale)])
  const t = messagesOf(locale, 'Company').pricing
  return (
    <InfoPage
      locale={locale}
      eyebrow={t.eyebrow}
      title={t.title}
      intro={t.intro}
      crumbs={[{ name: t.crumb, href: '/pricing' }]}
      faqs={faqs}
      testId="pricing"
    >
      <PricingCards plans={plans} locale={locale} />
    </InfoPage>
  )
}
