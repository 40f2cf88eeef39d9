'use client'

import 'leaflet/dist/leaflet.css'
import './search-map.css'

import L from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import Supercluster from 'supercluster'

import type { MapTiles } from './map-settings'
import { bboxOf, searchAreaHref, visibleBBox } from './search-area'

/** A result card of the page that has a position (`data-lat`/`data-lng` on its list item). */
type Item = { li: HTMLElement; lat: number; lng: number; name: string; url: string }

/** The markers come from the result list already in the page: no second request (ADR 018). */
function readItems(): Item[] {
  const items: Item[] = []
  for (const li of document.querySelectorAll<HTMLElement>('[data-map-results] > li')) {
    const lat = Number(li.dataset.lat)
    const lng = Number(li.dataset.lng)
    const link = li.querySelector<HTMLAnchorElement>('.card :is(h2, h3) a')
    if (!li.dataset.lat || !li.dataset.lng || !Number.isFinite(lat) || !Number.isFinite(lng) || !link) continue
    items.push({ li, lat, lng, name: link.textContent?.trim() ?? '', url: link.href })
  }
  return items
}

const INDIA: L.LatLngTuple = [22.5, 79]

/**
 * The map of a listing page's results (docs/product.md §14): clustered markers (supercluster), list and map
 * in step, 'Search this area' after the visitor moves the map. Markers are keyboard buttons named
 * after their project; Enter opens the popup with the project's link. Without tiles the markers
 * sit on a plain background with a scale.
 */
export default function SearchMap({ tiles }: { tiles: MapTiles | null }) {
  const ref = useRef<HTMLDivElement>(null)
  const mapRef = useRef<L.Map | null>(null)
  const [moved, setMoved] = useState(false)

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const items = readItems()
    const map = L.map(el, { scrollWheelZoom: false, attributionControl: Boolean(tiles) })
    mapRef.current = map
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map)
    L.control.scale().addTo(map)

    const index = new Supercluster<{ i: number }>({ radius: 48, maxZoom: 16 })
    index.load(items.map((it, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [it.lng, it.lat] } })))
    const layer = L.layerGroup().addTo(map)
    /** The marker that shows each item now: its own pin, or the cluster it is in. */
    const shownBy = new Map<number, L.Marker>()
    let active: number | null = null

    const highlight = (i: number | null) => {
      for (const marker of new Set(shownBy.values())) marker.getElement()?.classList.remove('is-active')
      items.forEach((it, j) => it.li.toggleAttribute('data-active', j === i))
      active = i
      if (i !== null) shownBy.get(i)?.getElement()?.classList.add('is-active')
    }

    const name = (marker: L.Marker, label: string) => {
      const icon = marker.getElement()
      icon?.setAttribute('aria-label', label)
      icon?.setAttribute('role', 'button')
    }

    const render = () => {
      layer.clearLayers()
      shownBy.clear()
      const b = map.getBounds()
      const zoom = Math.round(map.getZoom())
      for (const feature of index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom)) {
        const [lng, lat] = feature.geometry.coordinates as [number, number]
        const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number }
        if (props.cluster) {
          const count = props.point_count ?? 0
          const marker = L.marker([lat, lng], {
            icon: L.divIcon({ className: 'map-cluster', html: String(count), iconSize: [36, 36] }),
            keyboard: true,
          })
          marker.on('click', () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id!), 18)))
          layer.addLayer(marker)
          name(marker, `${count} projects here: zoom in`)
          for (const leaf of index.getLeaves(props.cluster_id!, Infinity)) shownBy.set(leaf.properties.i, marker)
        } else {
          const i = props.i!
          const item = items[i]!
          const marker = L.marker([lat, lng], { icon: L.divIcon({ className: 'map-pin', iconSize: [20, 20] }), keyboard: true })
          const popup = document.createElement('a')
          popup.href = item.url
          popup.textContent = item.name
          marker.bindPopup(popup)
          marker.on('click', () => {
            highlight(i)
            item.li.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
          })
          layer.addLayer(marker)
          name(marker, item.name)
          shownBy.set(i, marker)
        }
      }
      highlight(active)
    }

    const box = bboxOf(window.location.href)
    if (box) map.fitBounds([[box[1], box[0]], [box[3], box[2]]], { animate: false })
    else if (items.length > 0) map.fitBounds(L.latLngBounds(items.map((it) => [it.lat, it.lng])), { padding: [32, 32], maxZoom: 15, animate: false })
    else map.setView(INDIA, 4, { animate: false })
    render()
    // Only moves after the first view offer 'Search this area'.
    map.on('moveend', () => {
      render()
      setMoved(true)
    })

    // Hovering or focusing a card lights its marker (or the cluster holding it).
    const cleanups = items.map((item, i) => {
      const on = () => highlight(i)
      item.li.addEventListener('mouseenter', on)
      item.li.addEventListener('focusin', on)
      return () => {
        item.li.removeEventListener('mouseenter', on)
        item.li.removeEventListener('focusin', on)
      }
    })
    return () => {
      for (const cleanup of cleanups) cleanup()
      highlight(null)
      map.remove()
      mapRef.current = null
    }
  }, [tiles])

  const searchArea = () => {
    const map = mapRef.current
    if (!map) return
    const b = map.getBounds()
    window.location.assign(searchAreaHref(window.location.href, visibleBBox(b.getWest(), b.getSouth(), b.getEast(), b.getNorth())))
  }

  return (
    <div className="relative">
      <div ref={ref} className="search-map" role="region" aria-label="Map of the results" data-testid="search-map" />
      {moved ? (
        <button type="button" className="btn btn-primary absolute top-3 left-1/2 z-[1000] -translate-x-1/2" onClick={searchArea}>
          Search this area
        </button>
      ) : null}
    </div>
  )
}
