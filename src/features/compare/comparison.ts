/**
 * The side-by-side table of `/compare` (docs/product.md §14), made from the property pages' own data: price
 * range, BHK options, carpet area range, status and possession, RERA number (with the state's
 * portal), builder, city and locality, offers, and every amenity any of them has. Pure, so the
 * rules are unit-tested and the page only lays the result out.
 */
import { formatDisplayDate, formatDisplayMonth } from '../dates/display'
import { isOfferActive } from '../offers/offer'
import { formatBhkList } from '../properties/bhk'
import { formatPriceRange } from '../properties/price'
import { placeLine, type PropertyDetail, statusLabel } from '../properties/summary'
import type { ReraPortal } from '../rera/rera-portals'

export type ComparedProject = {
  id: number
  name: string
  url: string
  image: PropertyDetail['image']
}

/** One cell: its text, and a link where the row has one (the RERA portal, the builder). */
export type Cell = { text: string; link?: { href: string; label: string; external?: boolean } }

export type Comparison = {
  projects: ComparedProject[]
  rows: { label: string; cells: Cell[] }[]
  amenities: { name: string; has: boolean[] }[]
}

export type ComparisonContext = {
  timeZone: string
  now: Date
  /** The RERA portal for a project (by its city's state), or null. */
  reraPortal: (property: PropertyDetail) => ReraPortal | null
}

const areaFormat = new Intl.NumberFormat('en-IN')

/** '650 – 1,450 sq.ft' from the floor plans, else the unit sizes text, else a dash. */
export function carpetAreaRange(property: Pick<PropertyDetail, 'floorPlans' | 'unitSize'>): string {
  const areas = property.floorPlans.flatMap((p) => (p.carpetArea !== null && p.carpetArea > 0 ? [p.carpetArea] : []))
  if (areas.length === 0) return property.unitSize ?? '—'
  const low = Math.min(...areas)
  const high = Math.max(...areas)
  return low === high ? `${areaFormat.format(low)} sq.ft` : `${areaFormat.format(low)} – ${areaFormat.format(high)} sq.ft`
}

/** 'Under construction · possession Dec 2027', 'Ready to move', or a dash. */
export function statusAndPossession(property: Pick<PropertyDetail, 'status' | 'possession'>, timeZone: string): string {
  const status = statusLabel(property.status)
  const month = property.status === 'ready-to-move' ? null : formatDisplayMonth(property.possession, timeZone)
  if (status && month) return `${status} · possession ${month}`
  if (month) return `Possession ${month}`
  return status ?? '—'
}

export function buildComparison(properties: readonly PropertyDetail[], context: ComparisonContext): Comparison {
  const { timeZone, now } = context
  const row = (label: string, cell: (p: PropertyDetail) => Cell) => ({ label, cells: properties.map(cell) })
  const onRequest = 'On request'
  const rows = [
    row('Price range', (p) => ({ text: p.hideOptions ? 'Price on request' : formatPriceRange(p.priceMinimum, p.priceMaximum, p.currency) })),
    row('BHK options', (p) => ({ text: p.hideOptions ? onRequest : formatBhkList(p.bhk) || '—' })),
    row('Carpet area', (p) => ({ text: p.hideOptions ? onRequest : carpetAreaRange(p) })),
    row('Status and possession', (p) => ({ text: statusAndPossession(p, timeZone) })),
    row('RERA number', (p) => {
      if (!p.reraNumber) return { text: 'Not yet registered' }
      const portal = context.reraPortal(p)
      return portal ? { text: p.reraNumber, link: { href: portal.url, label: `Verify on ${portal.state} RERA`, external: true } } : { text: p.reraNumber }
    }),
    row('Builder', (p) => (p.builder ? { text: p.builder.name, link: { href: `/builders/${p.builder.slug}`, label: `All projects by ${p.builder.name}` } } : { text: '—' })),
    row('City and locality', (p) => ({ text: placeLine(p.address, p.city?.name ?? null) || '—' })),
    row('Offers', (p) => {
      if (!p.offer || !isOfferActive(p.offerValidity, now, timeZone)) return { text: 'No current offer' }
      const till = formatDisplayDate(p.offerValidity, timeZone)
      return { text: till ? `${p.offer} (till ${till})` : p.offer }
    }),
  ]
  const names = [...new Set(properties.flatMap((p) => p.amenities.map((a) => a.name)))].sort((a, b) => a.localeCompare(b, 'en'))
  return {
    projects: properties.map((p) => ({ id: p.id, name: p.name, url: p.url, image: p.image })),
    rows,
    amenities: names.map((name) => ({ name, has: properties.map((p) => p.amenities.some((a) => a.name === name)) })),
  }
}
