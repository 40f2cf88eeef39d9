import { getFaqs, getPricingPlans } from '@/features/company/company.server'
import { InfoPage } from '@/features/company/components/InfoPage'
import { PricingCards } from '@/features/company/components/PricingCards'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Pricing',
  description: 'What our services cost: free home search for buyers, and fixed prices for loan help, legal checks and NRI services.',
  path: '/pricing',
}))

export default async function PricingPage({ params }: { params: Promise<object> }) {
  const [plans, faqs] = await Promise.all([getPricingPlans(), getFaqs(['pricing'], await localeOfParams(params))])
  return (
    <InfoPage
      eyebrow="Pricing"
      title="Simple, upfront prices"
      intro="Searching and visiting homes is free for buyers. These services cost a fixed price, GST included."
      crumbs={[{ name: 'Pricing', href: '/pricing' }]}
      faqs={faqs}
      testId="pricing"
    >
      <PricingCards plans={plans} />
    </InfoPage>
  )
}
