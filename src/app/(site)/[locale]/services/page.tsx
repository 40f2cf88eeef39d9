import { getPricingPlans } from '@/features/company/company.server'
import { PricingCards } from '@/features/company/components/PricingCards'
import { INFO_PAGES } from '@/features/company/info-pages'
import { InfoRoute, infoRouteMetadata } from '@/features/company/info-route'
import { localeOfParams, localizedMetadata } from '@/features/seo/metadata'

const spec = INFO_PAGES.services

export const generateMetadata = localizedMetadata((_props, locale) => infoRouteMetadata(spec, locale))

export default async function ServicesPage({ params }: { params: Promise<object> }) {
  const locale = await localeOfParams(params)
  const plans = await getPricingPlans(locale)
  return (
    <InfoRoute spec={spec} locale={locale}>
      <PricingCards plans={plans} locale={locale} />
    </InfoRoute>
  )
}
