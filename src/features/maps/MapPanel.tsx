'use client'

import { lazy, Suspense, useState } from 'react'

import type { MapTiles } from './map-settings'

// Loaded on the click only. React.lazy rather than next/dynamic: the button is in the property
// page's first-load JavaScript, and next/dynamic's loader cost about 1.4 kB (gzip) of it (docs/product.md §12).
const LeafletMap = lazy(() => import('./LeafletMap'))

/**
 * A button that loads the interactive map when asked: no map script or tile is requested before
 * the visitor clicks it.
 */
export function MapPanel({ latitude, longitude, label, tiles }: { latitude: number; longitude: number; label: string; tiles: MapTiles }) {
  const [open, setOpen] = useState(false)
  if (open) {
    return (
      <Suspense fallback={<p className="text-sm text-muted">Loading the map…</p>}>
        <LeafletMap latitude={latitude} longitude={longitude} label={label} tiles={tiles} />
      </Suspense>
    )
  }
  return (
    <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
      Show interactive map
    </button>
  )
}
