'use client'

import { lazy, Suspense, useSyncExternalStore } from 'react'

import type { MapTiles } from './map-settings'

// Leaflet and the clustering load with this chunk, only on pages in map view (ADR 018). React.lazy
// rather than next/dynamic: the island is part of every listing page's first-load JavaScript, and
// next/dynamic's loader put those pages ~2 kB (gzip) over the docs/product.md §12 budget.
const SearchMap = lazy(() => import('./SearchMap'))

const noSubscription = () => () => {}

/**
 * The map view's island: its only prop is the tile setting; the markers come from the page's list.
 * Rendered in the browser only, so the server never loads Leaflet (which needs `window`).
 */
export function MapSearch({ tiles }: { tiles: MapTiles | null }) {
  // false on the server and while hydrating, true in the browser after.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false)
  if (!inBrowser) return null
  return (
    <Suspense fallback={null}>
      <SearchMap tiles={tiles} />
    </Suspense>
  )
}
