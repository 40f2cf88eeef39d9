'use client'

import 'leaflet/dist/leaflet.css'

import L from 'leaflet'
import { useEffect, useRef } from 'react'

import type { MapTiles } from './map-settings'

/** The interactive map itself; only ever loaded on demand by MapPanel (Leaflet stays out of first load). */
export default function LeafletMap({
  latitude,
  longitude,
  label,
  tiles,
}: {
  latitude: number
  longitude: number
  label: string
  tiles: MapTiles
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!ref.current) return
    const map = L.map(ref.current, { scrollWheelZoom: false }).setView([latitude, longitude], 15)
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map)
    // A circle marker needs no marker image files, so nothing else is fetched.
    L.circleMarker([latitude, longitude], { radius: 10, color: '#0e5a56', fillOpacity: 0.6 }).addTo(map).bindTooltip(label)
    return () => {
      map.remove()
    }
  }, [latitude, longitude, label, tiles.url, tiles.attribution])
  return <div ref={ref} className="h-72 w-full rounded-xl" role="region" aria-label={`Map of ${label}`} />
}
