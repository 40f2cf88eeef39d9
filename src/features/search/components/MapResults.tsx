import type { PageLanguage } from '@/features/i18n/locales'
import { MapSearch } from '@/features/maps/MapSearch'
import { getMapTiles } from '@/features/maps/map-settings.server'
import { toCardData } from '@/features/properties/card'
import { PropertyCard } from '@/features/properties/components/PropertyCard'

import type { SearchHit } from '../search.server'
import type { ListingViewMode } from './listing.server'

/**
 * The List/Map switch of listing pages (docs/product.md §14): two plain links, a few bytes on every listing
 * page; the map itself is only rendered in map view.
 */
export function ViewSwitch({
  view,
  hrefOf,
  strings: t,
}: {
  view: ListingViewMode
  hrefOf: (view: ListingViewMode) => string
  strings: { view: string; viewList: string; viewMap: string }
}) {
  const link = (v: ListingViewMode, label: string) => (
    <a href={hrefOf(v)} aria-current={view === v ? 'page' : undefined} className={view === v ? 'font-bold' : 'underline'}>
      {label}
    </a>
  )
  return (
    <nav aria-label={t.view} className="flex gap-3 text-sm">
      {link('list', t.viewList)}
      {link('map', t.viewMap)}
    </nav>
  )
}

/**
 * Map view (ADR 018): the map island, then the same result cards, each list item carrying its
 * position for the island's markers. Without JavaScript (or without tiles) the list is all there.
 */
export async function MapResults({ results, language }: { results: SearchHit[]; /** The page's language: the cards' texts and links in it. */ language?: PageLanguage }) {
  const tiles = await getMapTiles()
  return (
    <>
      <div className="mt-4">
        {/* A new set of results (a filter changed in the live form) makes a new map. */}
        <MapSearch key={results.map((r) => r.id).join()} tiles={tiles} />
      </div>
      {results.length > 0 ? (
        <ul data-map-results className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {results.map((p) => (
            <li key={p.id} data-lat={p.latitude ?? undefined} data-lng={p.longitude ?? undefined}>
              <PropertyCard card={toCardData(p, { language })} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
