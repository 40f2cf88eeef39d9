/**
 * The side-by-side table of `/compare` (docs/product.md §14), made from the property pages' own data: price
 * range, BHK options, carpet area range, status and possession, RERA number (with the state's
 * portal), builder, city and locality, offers, and every amenity any of them has. Pure, so the
 * rules are unit-tested and the page only lays the result out. Labels, prices, dates, statuses,
 * city and amenity names and links are in the page's language (docs/product.md §21); the
 * project's own words (name, offer text) as the CMS holds them in the page's language.
 */
import { formatDisplayDate, formatDisplayMonth } from '../dates/display'
import { nameIn } from '../i18n/content-names'
import { fillIn } from '../i18n/fill'
import { localizedPath, type PageLanguage } from '../i18n/locales'
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

/** The table's row labels and cell words (messages/<locale>.json `Compare.rows`); `{name}` placeholders. */
export type CompareRowStrings = {
  priceRange: string
  bhk: string
  carpetArea: string
  status: string
  rera: string
  builder: string
  place: string
  offers: string
  onRequest: string
  notRegistered: string
  verifyRera: string
  allByBuilder: string
  noOffer: string
  offerTill: string
  statusPossession: string
  possession: string
  area: string
  areaRange: string
}

export type ComparisonContext = {
  timeZone: string
  now: Date
  /** The RERA portal for a project (by its city's state), or null. */
  reraPortal: (property: PropertyDetail) => ReraPortal | null
  /** The page's language: its locale, price and status words and content names. */
  language: PageLanguage
  strings: CompareRowStrings
}

const areaFormat = new Intl.NumberFormat('en-IN')

/** '650 – 1,450 sq.ft' from the floor plans, else the unit sizes text, else a dash. */
export function carpetAreaRange(property: Pick<PropertyDetail, 'floorPlans' | 'unitSize'>, t: Pick<CompareRowStrings, 'area' | 'areaRange'>): string {
  const areas = property.floorPlans.flatMap((p) => (p.carpetArea !== null && p.carpetArea > 0 ? [p.carpetArea] : []))
  if (areas.length === 0) return property.unitSize ?? '—'
  const low = Math.min(...areas)
  const high = Math.max(...areas)
  return low === high ? fillIn(t.area, { area: areaFormat.format(low) }) : fillIn(t.areaRange, { low: areaFormat.format(low), high: areaFormat.format(high) })
}

/** 'Under construction · possession Dec 2027', 'Ready to move', or a dash. */
export function statusAndPossession(
  property: Pick<PropertyDetail, 'status' | 'possession'>,
  timeZone: string,
  language: Pick<PageLanguage, 'locale' | 'card'>,
  t: Pick<CompareRowStrings, 'statusPossession' | 'possession'>,
): string {
  const status = statusLabel(property.status, language.card)
  const month = property.status === 'ready-to-move' ? null : formatDisplayMonth(property.possession, timeZone, language.locale)
  if (status && month) return fillIn(t.statusPossession, { status, month })
  if (month) return fillIn(t.possession, { month })
  return status ?? '—'
}

/**
 * 'Address, City' with the city in the page's language, unless the address (the project's own
 * words) already names the city in English: 'Hebbal, Bengaluru' stays as written.
 */
function placeIn(property: Pick<PropertyDetail, 'address' | 'city'>, names: PageLanguage['names']): string {
  const english = property.city?.name ?? null
  if (english && placeLine(property.address, english) === property.address) return property.address ?? ''
  return placeLine(property.address, english === null ? null : nameIn(names, 'city', english))
}

export function buildComparison(properties: readonly PropertyDetail[], context: ComparisonContext): Comparison {
  const { timeZone, now, language, strings: t } = context
  const { locale, names } = language
  const row = (label: string, cell: (p: PropertyDetail) => Cell) => ({ label, cells: properties.map(cell) })
  const rows = [
    row(t.priceRange, (p) => ({ text: p.hideOptions ? language.price.onRequest : formatPriceRange(p.priceMinimum, p.priceMaximum, p.currency, language.price) })),
    row(t.bhk, (p) => ({ text: p.hideOptions ? t.onRequest : formatBhkList(p.bhk) || '—' })),
    row(t.carpetArea, (p) => ({ text: p.hideOptions ? t.onRequest : carpetAreaRange(p, t) })),
    row(t.status, (p) => ({ text: statusAndPossession(p, timeZone, language, t) })),
    row(t.rera, (p) => {
      if (!p.reraNumber) return { text: t.notRegistered }
      const portal = context.reraPortal(p)
      return portal ? { text: p.reraNumber, link: { href: portal.url, label: fillIn(t.verifyRera, { state: portal.state }), external: true } } : { text: p.reraNumber }
    }),
    row(t.builder, (p) =>
      p.builder
        ? { text: p.builder.name, link: { href: localizedPath(`/builders/${p.builder.slug}`, locale), label: fillIn(t.allByBuilder, { name: p.builder.name }) } }
        : { text: '—' },
    ),
    row(t.place, (p) => ({ text: placeIn(p, names) || '—' })),
    row(t.offers, (p) => {
      if (!p.offer || !isOfferActive(p.offerValidity, now, timeZone)) return { text: t.noOffer }
      const till = formatDisplayDate(p.offerValidity, timeZone, locale)
      return { text: till ? fillIn(t.offerTill, { offer: p.offer, date: till }) : p.offer }
    }),
  ]
  // Each amenity once, by its English name (the data's), shown and sorted by its name in the page's language.
  const amenities = [...new Set(properties.flatMap((p) => p.amenities.map((a) => a.name)))]
    .map((english) => ({ english, name: nameIn(names, 'amenity', english) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  return {
    projects: properties.map((p) => ({ id: p.id, name: p.name, url: localizedPath(p.url, locale), image: p.image })),
    rows,
    amenities: amenities.map(({ english, name }) => ({ name, has: properties.map((p) => p.amenities.some((a) => a.name === english)) })),
  }
}
