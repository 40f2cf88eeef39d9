import { getPricingPlans } from '@/features/company/company.server'
import { PricingCards } from '@/features/company/components/PricingCards'
import { INFO_PAGES } from '@/features/company/info-pages'
import { InfoRoute, infoRouteMetadata } from '@/features/company/info-route'
import { localizedMetadata } from '@/features/seo/metadata'

const spec = INFO_PAGES.services

export const generateMetadata = localizedMetadata(() => infoRouteMetadata(spec))

export default async function ServicesPage() {
  const plans = await getPricingPlans()
  return (
    <InfoRoute spec={spec}>
      <PricingCards plans={plans} />
    </InfoRoute>
  )
}
