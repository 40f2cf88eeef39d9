import Link from '@/components/Link'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { getCities } from '@/features/cities/cities.server'
import { COMPARE_MAX, COMPARE_MIN, parseCompareIds } from '@/features/compare/compare-list'
import { buildComparison } from '@/features/compare/comparison'
import { CompareTable } from '@/features/compare/components/CompareTable'
import { PrintButton } from '@/features/compare/components/PrintButton'
import { getPropertiesByIds } from '@/features/properties/properties.server'
import { RERA_PORTALS_ITEM, reraPortalFor } from '@/features/rera/rera-portals'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { getSiteData } from '@/features/site-data/site-data.server'
import { env } from '@/lib/env'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Compare projects',
  description: 'Projects side by side: prices, configurations, carpet areas, possession, RERA numbers, offers and amenities.',
  path: '/compare',
  noIndex: true,
}))

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * `/compare?ids=<id>,<id>[,…]` (docs/product.md §14): two to four projects side by side, rendered on the
 * server from the link alone, so it can be shared and printed. Ids that are not published
 * projects are skipped and named; with fewer than two found the page says how to add more.
 */
export default async function ComparePage({ searchParams }: Props) {
  const { ids, rejected, extra } = parseCompareIds((await searchParams).ids)
  const [properties, cities, siteData] = await Promise.all([ids.length ? getPropertiesByIds(ids) : [], getCities(), getSiteData()])
  const missing = ids.filter((id) => !properties.some((p) => p.id === id))
  const timeZone = env().SITE_TIME_ZONE
  const stateOf = new Map(cities.map((c) => [c.id, c.state]))
  const notes = [
    ...(missing.length
      ? [`${missing.length === 1 ? 'One project' : `${missing.length} projects`} in this link could not be found (id ${missing.join(', ')}): it may have been removed, so it is left out.`]
      : []),
    ...rejected.map((part) => `“${part}” is not a project id and was skipped.`),
    ...(extra.length ? [`Up to ${COMPARE_MAX} projects can be compared; id ${extra.join(', ')} was left out.`] : []),
  ]

  return (
    <div className="container-page py-6 md:py-10">
      <Breadcrumbs crumbs={[{ name: 'Compare projects', href: '/compare' }]} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Compare projects</h1>
        {properties.length >= COMPARE_MIN ? <PrintButton /> : null}
      </div>
      {notes.length ? (
        <ul role="note" aria-label="Projects left out" className="mt-4 space-y-1 rounded-xl border border-accent-400 bg-accent-100 p-4 text-sm text-accent-700" data-testid="compare-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {properties.length >= COMPARE_MIN ? (
        <CompareTable
          comparison={buildComparison(properties, {
            timeZone,
            now: new Date(),
            reraPortal: (p) => reraPortalFor(p.cityId === null ? null : stateOf.get(p.cityId), siteData[RERA_PORTALS_ITEM]),
          })}
        />
      ) : (
        <div className="mt-8 rounded-2xl border border-line bg-surface p-8 text-center" data-testid="compare-empty">
          <p className="text-lg font-semibold">
            {properties.length === 1 ? `Add another project to compare with ${properties[0]!.name}.` : 'Pick at least two projects to compare.'}
          </p>
          <p className="mt-2 text-muted">
            Use ‘Compare’ on any project card or ‘Add to compare’ on a project page (up to {COMPARE_MAX}), then ‘Compare now’.
          </p>
          <Link href="/search" className="btn btn-primary mt-5">
            Search properties
          </Link>
        </div>
      )}
    </div>
  )
}
