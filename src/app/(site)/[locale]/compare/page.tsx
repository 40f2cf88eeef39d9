import Link from '@/components/Link'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { getCities } from '@/features/cities/cities.server'
import { COMPARE_MAX, COMPARE_MIN, parseCompareIds } from '@/features/compare/compare-list'
import { buildComparison } from '@/features/compare/comparison'
import { CompareTable } from '@/features/compare/components/CompareTable'
import { PrintButton } from '@/features/compare/components/PrintButton'
import { localizedPath } from '@/features/i18n/locales'
import { messagesOf, translator } from '@/features/i18n/messages.server'
import { languageOfPage } from '@/features/i18n/page-language.server'
import { getPropertiesByIds } from '@/features/properties/properties.server'
import { RERA_PORTALS_ITEM, reraPortalFor } from '@/features/rera/rera-portals'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { getSiteData } from '@/features/site-data/site-data.server'
import { env } from '@/lib/env'

export const generateMetadata = localizedMetadata((_props, locale) => {
  const t = messagesOf(locale, 'Compare')
  return pageMetadata({ title: t.title, description: t.description, path: '/compare', noIndex: true })
})

type Props = { params: Promise<object>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * `/compare?ids=<id>,<id>[,…]` (docs/product.md §14): two to four projects side by side, rendered on the
 * server from the link alone, so it can be shared and printed. Ids that are not published
 * projects are skipped and named; with fewer than two found the page says how to add more.
 * In the page's language (§21): its words, prices, dates, statuses, city and amenity names, links.
 */
export default async function ComparePage({ params, searchParams }: Props) {
  const { ids, rejected, extra } = parseCompareIds((await searchParams).ids)
  const language = await languageOfPage(params)
  const { locale } = language
  // Each project's offer text in the page's language, English where none is written.
  const [properties, cities, siteData] = await Promise.all([ids.length ? getPropertiesByIds(ids, locale) : [], getCities(), getSiteData()])
  const t = translator(locale, 'Compare')
  const strings = messagesOf(locale, 'Compare')
  const missing = ids.filter((id) => !properties.some((p) => p.id === id))
  const timeZone = env().SITE_TIME_ZONE
  const stateOf = new Map(cities.map((c) => [c.id, c.state]))
  const notes = [
    ...(missing.length ? [t('missing', { count: missing.length, ids: missing.join(', ') })] : []),
    ...rejected.map((part) => t('rejected', { part })),
    ...(extra.length ? [t('extra', { max: COMPARE_MAX, ids: extra.join(', ') })] : []),
  ]

  return (
    <div className="container-page py-6 md:py-10">
      <Breadcrumbs crumbs={[{ name: t('title'), href: '/compare' }]} locale={locale} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
        {properties.length >= COMPARE_MIN ? <PrintButton label={t('print')} /> : null}
      </div>
      {notes.length ? (
        // A note holding a list: role="note" on the list itself would take its items out of it.
        <div role="note" aria-label={t('notesLabel')} className="mt-4 rounded-xl border border-accent-400 bg-accent-100 p-4 text-sm text-accent-700" data-testid="compare-notes">
          <ul className="space-y-1">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {properties.length >= COMPARE_MIN ? (
        <CompareTable
          comparison={buildComparison(properties, {
            timeZone,
            now: new Date(),
            reraPortal: (p) => reraPortalFor(p.cityId === null ? null : stateOf.get(p.cityId), siteData[RERA_PORTALS_ITEM]),
            language,
            strings: strings.rows,
          })}
          strings={strings.table}
          locale={locale}
        />
      ) : (
        <div className="mt-8 rounded-2xl border border-line bg-surface p-8 text-center" data-testid="compare-empty">
          <p className="text-lg font-semibold">{properties.length === 1 ? t('addAnother', { name: properties[0]!.name }) : t('pickTwo')}</p>
          <p className="mt-2 text-muted">{t('howTo', { max: COMPARE_MAX })}</p>
          <Link href={localizedPath('/search', locale)} className="btn btn-primary mt-5">
            {t('search')}
          </Link>
        </div>
      )}
    </div>
  )
}
