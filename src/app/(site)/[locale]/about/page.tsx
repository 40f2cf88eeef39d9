import Link from '@/components/Link'

import { getTeamMembers } from '@/features/company/company.server'
import { TeamGrid } from '@/features/company/components/TeamGrid'
import { INFO_PAGES } from '@/features/company/info-pages'
import { InfoRoute, infoRouteMetadata } from '@/features/company/info-route'
import { localeOfParams, localizedMetadata } from '@/features/seo/metadata'

const spec = INFO_PAGES.about

export const generateMetadata = localizedMetadata((_props, locale) => infoRouteMetadata(spec, locale))

export default async function AboutPage({ params }: { params: Promise<object> }) {
  const locale = await localeOfParams(params)
  const members = await getTeamMembers()
  return (
    <InfoRoute spec={spec} locale={locale}>
      <section aria-labelledby="team-title">
        <h2 id="team-title" className="section-title">
          Our team
        </h2>
        <div className="mt-4">
          <TeamGrid members={members} />
        </div>
      </section>
      <nav aria-label="More about us" className="mt-10 flex flex-wrap gap-3">
        <Link href="/services" className="btn btn-secondary">
          Our services
        </Link>
        <Link href="/accreditations&associations" className="btn btn-secondary">
          Accreditations &amp; associations
        </Link>
        <Link href="/awards&press" className="btn btn-secondary">
          Awards &amp; press
        </Link>
        <Link href="/careers" className="btn btn-secondary">
          Careers
        </Link>
      </nav>
    </InfoRoute>
  )
}
