import Link from '@/components/Link'

import { getTeamMembers } from '@/features/company/company.server'
import { TeamGrid } from '@/features/company/components/TeamGrid'
import { INFO_PAGES } from '@/features/company/info-pages'
import { InfoRoute, infoRouteMetadata } from '@/features/company/info-route'
import { localizedPath } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata } from '@/features/seo/metadata'

const spec = INFO_PAGES.about

export const generateMetadata = localizedMetadata((_props, locale) => infoRouteMetadata(spec, locale))

export default async function AboutPage({ params }: { params: Promise<object> }) {
  const locale = await localeOfParams(params)
  const members = await getTeamMembers(locale)
  const t = messagesOf(locale, 'Company').about
  const here = (path: string) => localizedPath(path, locale)
  return (
    <InfoRoute spec={spec} locale={locale}>
      <section aria-labelledby="team-title">
        <h2 id="team-title" className="section-title">
          {t.team}
        </h2>
        <div className="mt-4">
          <TeamGrid members={members} />
        </div>
      </section>
      <nav aria-label={t.more} className="mt-10 flex flex-wrap gap-3">
        <Link href={here('/services')} className="btn btn-secondary">
          {t.services}
        </Link>
        <Link href={here('/accreditations&associations')} className="btn btn-secondary">
          {t.accreditations}
        </Link>
        <Link href={here('/awards&press')} className="btn btn-secondary">
          {t.awards}
        </Link>
        <Link href={here('/careers')} className="btn btn-secondary">
          {t.careers}
        </Link>
      </nav>
    </InfoRoute>
  )
}
