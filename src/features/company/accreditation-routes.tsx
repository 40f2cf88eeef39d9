import type { Metadata } from 'next'
import Link from '@/components/Link'

import type { Crumb } from '@/components/Breadcrumbs'
import { pageMetadata } from '@/features/seo/metadata'

import { type AccreditationItem, type AccreditationType, getAccreditations } from './company.server'
import { AccreditationList } from './components/AccreditationList'
import { InfoPage } from './components/InfoPage'

/**
 * The accreditations and awards pages of docs/product.md §4: `/accreditations&associations` with its two
 * sub-pages, and `/awards&press` with press, awards and awards of one year. One section per type.
 */
export const ACCREDITATIONS_PATH = '/accreditations&associations'
export const AWARDS_PATH = '/awards&press'

const SECTIONS: Record<AccreditationType, { title: string; path: string; empty: string }> = {
  accreditation: { title: 'Accreditations', path: `${ACCREDITATIONS_PATH}/accreditation`, empty: 'Our accreditations will be listed here.' },
  association: { title: 'Associations', path: `${ACCREDITATIONS_PATH}/associations`, empty: 'Our memberships will be listed here.' },
  award: { title: 'Awards', path: `${AWARDS_PATH}/awards`, empty: 'No awards are listed yet.' },
  press: { title: 'Press', path: `${AWARDS_PATH}/press`, empty: 'No press mentions are listed yet.' },
}

type RouteSpec = {
  types: AccreditationType[]
  path: string
  eyebrow: string
  title: string
  description: string
  crumbs: Crumb[]
  /** Only awards of this year. */
  year?: number
}

export function accreditationMetadata(spec: RouteSpec): Metadata {
  return pageMetadata({ title: spec.title, description: spec.description, path: spec.path })
}

/** The years that have awards, newest first. */
export function awardYears(items: AccreditationItem[]): number[] {
  return [...new Set(items.filter((a) => a.type === 'award' && a.year).map((a) => a.year!))].sort((a, b) => b - a)
}

export async function AccreditationRoute({ spec }: { spec: RouteSpec }) {
  const all = await getAccreditations([...spec.types])
  const items = spec.year === undefined ? all : all.filter((a) => a.year === spec.year)
  const years = spec.types.includes('award') ? awardYears(all) : []
  return (
    <InfoPage eyebrow={spec.eyebrow} title={spec.title} intro={spec.description} crumbs={spec.crumbs} testId="accreditations">
      <div className="space-y-10">
        {spec.types.map((type) => (
          <section key={type} aria-labelledby={`section-${type}`}>
            <h2 id={`section-${type}`} className="section-title">
              {spec.types.length > 1 ? <Link href={SECTIONS[type].path}>{SECTIONS[type].title}</Link> : SECTIONS[type].title}
            </h2>
            <div className="mt-4">
              <AccreditationList items={items.filter((a) => a.type === type)} empty={SECTIONS[type].empty} />
            </div>
          </section>
        ))}
        {years.length > 0 && spec.year === undefined ? (
          <nav aria-label="Awards by year" className="flex flex-wrap gap-2" data-testid="award-years">
            {years.map((y) => (
              <Link key={y} href={`${AWARDS_PATH}/awards/${y}`} className="rounded-full border border-line bg-white px-3 py-1 text-sm hover:border-brand-600">
                Awards {y}
              </Link>
            ))}
          </nav>
        ) : null}
      </div>
    </InfoPage>
  )
}

const ACCREDITATIONS_CRUMB: Crumb = { name: 'Accreditations & associations', href: ACCREDITATIONS_PATH }
const AWARDS_CRUMB: Crumb = { name: 'Awards & press', href: AWARDS_PATH }

export const ACCREDITATION_ROUTES = {
  both: {
    types: ['accreditation', 'association'],
    path: ACCREDITATIONS_PATH,
    eyebrow: 'Trust',
    title: 'Accreditations & associations',
    description: 'The registrations, certifications and professional bodies that hold us to account.',
    crumbs: [ACCREDITATIONS_CRUMB],
  },
  accreditation: {
    types: ['accreditation'],
    path: SECTIONS.accreditation.path,
    eyebrow: 'Trust',
    title: 'Accreditations',
    description: 'Our RERA registrations and certifications.',
    crumbs: [ACCREDITATIONS_CRUMB, { name: 'Accreditations', href: SECTIONS.accreditation.path }],
  },
  associations: {
    types: ['association'],
    path: SECTIONS.association.path,
    eyebrow: 'Trust',
    title: 'Associations',
    description: 'The professional bodies we belong to and whose codes of conduct we follow.',
    crumbs: [ACCREDITATIONS_CRUMB, { name: 'Associations', href: SECTIONS.association.path }],
  },
  awardsAndPress: {
    types: ['award', 'press'],
    path: AWARDS_PATH,
    eyebrow: 'Recognition',
    title: 'Awards & press',
    description: 'Awards we have won and what the press has written about us.',
    crumbs: [AWARDS_CRUMB],
  },
  press: {
    types: ['press'],
    path: SECTIONS.press.path,
    eyebrow: 'Recognition',
    title: 'Press',
    description: 'Articles and interviews about our work.',
    crumbs: [AWARDS_CRUMB, { name: 'Press', href: SECTIONS.press.path }],
  },
  awards: {
    types: ['award'],
    path: SECTIONS.award.path,
    eyebrow: 'Recognition',
    title: 'Awards',
    description: 'Awards we have received for our advice and service.',
    crumbs: [AWARDS_CRUMB, { name: 'Awards', href: SECTIONS.award.path }],
  },
} satisfies Record<string, RouteSpec>

/** The spec of `/awards&press/awards/{year}`. */
export function awardsOfYear(year: number): RouteSpec {
  const path = `${SECTIONS.award.path}/${year}`
  return {
    ...ACCREDITATION_ROUTES.awards,
    path,
    year,
    title: `Awards ${year}`,
    description: `Awards we received in ${year}.`,
    crumbs: [...ACCREDITATION_ROUTES.awards.crumbs, { name: String(year), href: path }],
  }
}

/** The route module of a fixed accreditation page. */
export function accreditationRoute(spec: RouteSpec) {
  return {
    metadata: accreditationMetadata(spec),
    Page: function AccreditationRoutePage() {
      return <AccreditationRoute spec={spec} />
    },
  }
}
