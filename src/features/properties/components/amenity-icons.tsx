/**
 * Amenity pictograms, chosen by the amenity's `icon` name (CMS text). Names are grouped into a few
 * pictograms of the sprite (src/components/icon-set.ts, `amenity-*`); an unknown name gets a tick.
 * Decorative: the amenity name is the label.
 */
import { Icon } from '@/components/icons'

type Pictogram = 'shield' | 'water' | 'gym' | 'leaf' | 'car' | 'elevator' | 'bolt' | 'ball' | 'people' | 'check'

const GROUPS: Record<string, Pictogram> = {
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

/** Sized and coloured by the list it is in (globals.css `.amenities`), unless `size`/`className` say otherwise. */
export function AmenityIcon({ icon, size, className }: { icon: string | null; size?: number; className?: string }) {
  const key = (icon && GROUPS[icon.toLowerCase()]) || 'check'
  return <Icon name={`amenity-${key}`} {...(size ? { size } : {})} {...(className ? { className } : {})} />
}
