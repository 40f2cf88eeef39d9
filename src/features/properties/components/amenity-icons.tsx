/**
 * Inline SVG icons for amenities, chosen by the amenity's `icon` name (CMS text). Names are grouped
 * into a few pictograms; an unknown name gets a tick. Decorative: the amenity name is the label.
 */
import type { ReactNode } from 'react'

import { StrokeSvg } from '@/components/icons'

const PATHS: Record<string, ReactNode> = {
  shield: <path d="M12 3 5 6v6c0 4.4 3 7.7 7 9 4-1.3 7-4.6 7-9V6l-7-3Z" />,
  water: (
    <>
      <path d="M3 17c1.5 1 3 1 4.5 0s3-1 4.5 0 3 1 4.5 0 3-1 4.5 0" />
      <path d="M3 12c1.5 1 3 1 4.5 0s3-1 4.5 0 3 1 4.5 0 3-1 4.5 0" />
      <path d="M8 9V5a2 2 0 0 1 4 0M14 9V5a2 2 0 0 1 4 0" />
    </>
  ),
  gym: <path d="M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12" />,
  leaf: <path d="M5 19c0-8 6-14 15-14 0 9-6 15-14 15M5 19l7-7" />,
  car: (
    <>
      <path d="M5 16V11l2-5h10l2 5v5M5 16h14M5 16v2M19 16v2" />
      <circle cx="8" cy="13.5" r="1" />
      <circle cx="16" cy="13.5" r="1" />
    </>
  ),
  elevator: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="m9 9 3-3 3 3M9 15l3 3 3-3" />
    </>
  ),
  bolt: <path d="M13 3 5 14h6l-1 7 8-11h-6l1-7Z" />,
  ball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 14.5c2.8 0 5 2 5 5" />
    </>
  ),
  check: <path d="m5 12 5 5 9-10" />,
}

const GROUPS: Record<string, keyof typeof PATHS> = {
  shield: 'shield',
  cctv: 'shield',
  intercom: 'shield',
  'fire-extinguisher': 'shield',
  pool: 'water',
  rain: 'water',
  spa: 'water',
  gym: 'gym',
  yoga: 'gym',
  meditation: 'gym',
  running: 'gym',
  garden: 'leaf',
  paw: 'leaf',
  recycle: 'leaf',
  bench: 'leaf',
  parking: 'car',
  'parking-visitor': 'car',
  'ev-charging': 'bolt',
  power: 'bolt',
  solar: 'bolt',
  gas: 'bolt',
  elevator: 'elevator',
  badminton: 'ball',
  basketball: 'ball',
  cricket: 'ball',
  squash: 'ball',
  tennis: 'ball',
  'table-tennis': 'ball',
  skate: 'ball',
  bicycle: 'ball',
  games: 'ball',
  playground: 'ball',
  clubhouse: 'people',
  banquet: 'people',
  hall: 'people',
  party: 'people',
  amphitheatre: 'people',
  laptop: 'people',
  library: 'people',
  store: 'people',
}

export function AmenityIcon({ icon, size = 22, className }: { icon: string | null; size?: number; className?: string }) {
  const key = (icon && GROUPS[icon.toLowerCase()]) || 'check'
  return (
    <StrokeSvg size={size} className={className}>
      {PATHS[key]}
    </StrokeSvg>
  )
}
