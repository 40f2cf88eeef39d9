import type { Metadata } from 'next'
import Link from '@/components/Link'

import type { Crumb } from '@/components/Breadcrumbs'
import { fillIn } from '@/features/i18n/fill'
import { type Locale, localizedPath } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, pageMetadata } from '@/features/seo/metadata'

import { type AccreditationItem, type AccreditationType, getAccreditations } from './company.server'
import { AccreditationList } from './components/AccreditationList'
import { InfoPage } from './components/InfoPage'

/**
 * The accreditations and awards pages of docs/product.md §4: `/accreditations&associations` with its two
 * sub-pages, and `/awards&press` with press, awards and awards of one year. One section per type.
 */
export const ACCREDITATIONS_PATH = '/accreditations&associations'
export const AWARDS_PATH = '/awards&press'

const SECTION_PATHS: Record<AccreditationType, string> = {
  accreditation: `${ACCREDITATIONS_PATH}/accreditation`,
  association: `${ACCREDITATIONS_PATH}/associations`,
  award: `${AWARDS_PATH}/awards`,
  press: `${AWARDS_PATH}/press`,
}

/** The fixed pages, by their key in the catalogues (messages `Company.recognition.routes`). */
type RouteKey = 'both' | 'accreditation' | 'associations' | 'awardsAndPress' | 'press' | 'awards'

type RouteSpec = {
  key: RouteKey
  types: AccreditationType[]
  path: string
  /** The crumbs above this page's own one, by route. */
  parents: RouteKey[]
  /** Only awards of this year. */
  year?: number
}

/** A page's words in `locale`: eyebrow, title, description and breadcrumbs (English paths). */
function wordsOf(spec: RouteSpec, locale: Locale) {
  const t = messagesOf(locale, 'Company').recognition
  const own = t.routes[spec.key]
  const crumbs: Crumb[] = spec.parents.map((key) => ({ name: t.routes[key].title, href: ACCREDITATION_ROUTES[key].path }))
  crumbs.push({ name: own.title, href: ACCREDITATION_ROUTES[spec.key].path })
  if (spec.year === undefined) return { ...own, crumbs }
  const year = { year: spec.year }
  return {
    eyebrow: own.eyebrow,
    title: fillIn(t.year, year),
    description: fillIn(t.yearDescription, year),
    crumbs: [...crumbs, { name: String(spec.year), href: spec.path }],
  }
}

export function accreditationMetadata(spec: RouteSpec, locale: Locale): Metadata {
  const { title, description } = wordsOf(spec, locale)
  return pageMetadata({ title, description, path: spec.path })
}

/** The years that have awards, newest first. */
export function awardYears(items: AccreditationItem[]): number[] {
  return [...new Set(items.filter((a) => a.type === 'award' && a.year).map((a) => a.year!))].sort((a, b) => b - a)
}

/** The page in `locale`'s language: its words and links, and the items' names and descriptions (English where no Hindi is written). */
export async function AccreditationRoute({ spec, locale }: { spec: RouteSpec; locale: Locale }) {
  const all = await getAccreditations([...spec.types], locale)
  const items = spec.year === undefined ? all : all.filter((a) => a.year === spec.year)
  const years = spec.types.includes('award') ? awardYears(all) : []
  const t = messagesOf(locale, 'Company').recognition
  const { eyebrow, title, description, crumbs } = wordsOf(spec, locale)
  const here = (path: string) => localizedPath(path, locale)
  return (
    <InfoPage eyebrow={eyebrow} title={title} intro={description} crumbs={crumbs} testId="accreditations" locale={locale}>
      <div className="space-y-10">
        {spec.types.map((type) => (
          <section key={type} aria-labelledby={`section-${type}`}>
            <h2 id={`section-${type}`} className="section-title">
              {spec.types.length > 1 ? <Link href={here(SECTION_PATHS[type])}>{t.sections[type].title}</Link> : t.sections[type].title}
            </h2>
            <div className="mt-4">
              <AccreditationList items={items.filter((a) => a.type === type)} empty={t.sections[type].empty} />
            </div>
          </section>
        ))}
        {years.length > 0 && spec.year === undefined ? (
          <nav aria-label={t.byYear} className="flex flex-wrap gap-2" data-testid="award-years">
            {years.map((y) => (
              <Link key={y} href={here(`${AWARDS_PATH}/awards/${y}`)} className="rounded-full border border-line bg-white px-3 py-1 text-sm hover:border-brand-600">
                {fillIn(t.year, { year: y })}
              </Link>
            ))}
          </nav>
        ) : null}
      </div>
    </InfoPage>
  )
}

export const ACCREDITATION_ROUTES = {
  both: { key: 'both', types: ['accreditation', 'association'], path: ACCREDITATIONS_PATH, parents: [] },
  accreditation: { key: 'accreditation', types: ['accreditation'], path: SECTION_PATHS.accreditation, parents: ['both'] },
  associations: { key: 'associations', types: ['association'], path: SECTION_PATHS.association, parents: ['both'] },
  awardsAndPress: { key: 'awardsAndPress', types: ['award', 'press'], path: AWARDS_PATH, parents: [] },
  press: { key: 'press', types: ['press'], path: SECTION_PATHS.press, parents: ['awardsAndPress'] },
  awards: { key: 'awards', types: ['award'], path: SECTION_PATHS.award, parents: ['awardsAndPress'] },
} satisfies Record<RouteKey, RouteSpec>

/** The spec of `/awards&press/awards/{year}`. */
export function awardsOfYear(year: number): RouteSpec {
  return { ...ACCREDITATION_ROUTES.awards, path: `${SECTION_PATHS.award}/${year}`, year }
}

/** The route module of a fixed accreditation page, in the language of its route. */
export function accreditationRoute(spec: RouteSpec) {
  return {
    metadata: (_props: unknown, locale: Locale) => accreditationMetadata(spec, locale),
    Page: async function AccreditationRoutePage({ params }: { params: Promise<object> }) {
      return <AccreditationRoute spec={spec} locale={await localeOfParams(params)} />
    },
  }
}
