'use client'

import dynamic from 'next/dynamic'

import type { MapTiles } from './map-settings'

// Leaflet and the clustering load with this chunk, only on pages in map view (ADR 018).
const SearchMap = dynamic(() => import('./SearchMap'), { ssr: false, loading: () => null })

/** The map view's island: its only prop is the tile setting; the markers come from the page's list. */
export function MapSearch({ tiles }: { tiles: MapTiles | null }) {
  return <SearchMap tiles={tiles} />
}
