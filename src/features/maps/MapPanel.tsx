'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import type { MapTiles } from './map-settings'

const LeafletMap = dynamic(() => import('./LeafletMap'), {
  ssr: false,
  loading: () => <p className="text-sm text-muted">Loading the map…</p>,
})

/**
 * A button that loads the interactive map when asked: no map script or tile is requested before
 * the visitor clicks it.
 */
export function MapPanel({ latitude, longitude, label, tiles }: { latitude: number; longitude: number; label: string; tiles: MapTiles }) {
  const [open, setOpen] = useState(false)
  if (open) return <LeafletMap latitude={latitude} longitude={longitude} label={label} tiles={tiles} />
  return (
    <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
      Show interactive map
    </button>
  )
}
