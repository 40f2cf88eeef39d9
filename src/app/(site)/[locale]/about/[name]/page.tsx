import type { Metadata } from 'next'

import { ResponsiveImg } from '@/components/ui/ResponsiveImg'
import { getTeamMember } from '@/features/company/company.server'
import { InfoPage } from '@/features/company/components/InfoPage'
import type { Locale } from '@/features/i18n/locales'
import { messagesOf, translator } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { notFoundUnlessUnavailable } from '@/lib/db/availability.server'

type Props = { params: Promise<{ name: string }> }

// Rendered on first request, then served as cached HTML and refreshed by tag (ADR 008).
// docs/product.md §9's 4-hour safety net; a page showing offers lives a minute (getOfferDay).
export const revalidate = 14400
export function generateStaticParams() {
  return []
}

async function metadataOf({ params }: Props, locale: Locale): Promise<Metadata> {
  const { name } = await params
  const member = await getTeamMember(decodeURIComponent(name), locale)
  if (!member) return { title: messagesOf(locale, 'NotFound').title, robots: { index: false } }
  return pageMetadata({
    title: `${member.name}${member.role ? `, ${member.role}` : ''}`,
    description: member.bio ?? translator(locale, 'Company')('about.memberFallback', { name: member.name }),
    path: `/about/${member.slug}`,
  })
}

/** A team member's page in the route's language: role and bio in `locale` (English where no Hindi is written). */
export default async function TeamMemberPage({ params }: Props) {
  const [{ name }, locale] = await Promise.all([params, localeOfParams(params)])
  const member = await getTeamMember(decodeURIComponent(name), locale)
  if (!member) return notFoundUnlessUnavailable()
  return (
    <InfoPage
      locale={locale}
      eyebrow={messagesOf(locale, 'Company').about.team}
      title={member.name}
      intro={member.role}
      crumbs={[
        { name: messagesOf(locale, 'InfoPages').eyebrows.about, href: '/about' },
        { name: member.name, href: `/about/${member.slug}` },
      ]}
      testId="team-member"
    >
      <div className="flex max-w-3xl flex-col gap-6 sm:flex-row">
        {member.image ? <ResponsiveImg image={member.image} sizes="160px" className="h-40 w-40 shrink-0 rounded-2xl object-cover" /> : null}
        {member.bio ? <p className="whitespace-pre-line leading-relaxed">{member.bio}</p> : null}
      </div>
    </InfoPage>
  )
}

export const generateMetadata = localizedMetadata(metadataOf)
