/**
 * The property shapes pages render, mapped from Payload documents. Pure and serialisable, so the
 * results can live in the data cache.
 */
import type { Locale } from '../i18n/locales'
import type { VisitingHoursOverride } from '../site-visits/hours'
import { slugify } from '../../cms/fields/slugify'
import type { Property } from '../../cms/payload-types'
import { linkedImage, type ResponsiveImage, responsiveImage } from '../media/image'
import { bhkList } from './bhk'

export type PlaceRef = { name: string; slug: string }

export type PropertySummary = {
  id: number
  name: string
  slug: string
  url: string
  city: PlaceRef | null
  builder: PlaceRef | null
  priceMinimum: number | null
  priceMaximum: number | null
  currency: string
  bhk: string[]
  status: string | null
  featured: boolean
  /** The offer in English (what decides that there is one), or null. */
  offer: string | null
  /** The offer as written in other languages, where it is (docs/product.md §21). */
  offerIn?: Partial<Record<Locale, string>>
  offerValidity: string | null
  image: ResponsiveImage | null
}

/** The offer text to show on a page in `locale`: its translation, or the English text. */
export function offerText(property: Pick<PropertySummary, 'offer' | 'offerIn'>, locale: Locale): string | null {
  return property.offer ? (property.offerIn?.[locale] ?? property.offer) : null
}

export type FloorPlan = {
  bhk: string | null
  carpetArea: number | null
  price: number | null
  image: ResponsiveImage | null
}

export type BuilderCard = PlaceRef & {
  logo: ResponsiveImage | null
  establishedYear: number | null
  totalProjects: number | null
  ongoingProjects: number | null
  website: string | null
}

export type PropertyDetail = PropertySummary & {
  reraNumber: string | null
  /** The planned possession month (a stored date, first of the month), or null. */
  possession: string | null
  unitSize: string | null
  address: string | null
  latitude: number | null
  longitude: number | null
  images: ResponsiveImage[]
  description: Property['description']
  alertText: string | null
  notAssured: boolean
  hideOptions: boolean
  zoning: string | null
  propertyTypes: string[]
  floorPlans: FloorPlan[]
  amenities: { name: string; icon: string | null }[]
  builderCard: BuilderCard | null
  faq: { question: string; answer: string }[]
  brochure: { url: string; name: string } | null
  videos: string[]
  updatedAt: string | null
  cityId: number | null
  builderId: number | null
  /** The CMS overrides of the site's visiting hours (docs/product.md §15); empty fields use the site's. */
  visitingHours?: VisitingHoursOverride | null
}

/** The project statuses' labels, by their catalogue key (messages/<locale>.json `Property`). */
const STATUS_KEYS = {
  'pre-launch': 'statusPreLaunch',
  'under-construction': 'statusUnderConstruction',
  'ready-to-move': 'statusReadyToMove',
} as const
type StatusLabels = Record<(typeof STATUS_KEYS)[keyof typeof STATUS_KEYS], string>

const STATUS_EN: StatusLabels = {
  statusPreLaunch: 'Pre-launch',
  statusUnderConstruction: 'Under construction',
  statusReadyToMove: 'Ready to move',
}

/** A status as visitors read it, in English or in the labels given (a page's language). */
export function statusLabel(status: string | null | undefined, labels: StatusLabels = STATUS_EN): string | null {
  if (!status) return null
  const key = STATUS_KEYS[status as keyof typeof STATUS_KEYS]
  return key ? labels[key] : status.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase())
}

/** 'Address, City', without repeating a city the address already names. */
export function placeLine(address: string | null, city: string | null): string {
  if (!address) return city ?? ''
  if (!city || address.toLowerCase().includes(city.toLowerCase())) return address
  return `${address}, ${city}`
}

export function propertyUrl(citySlug: string, propertySlug: string): string {
  return `/property/${citySlug}/${propertySlug}`
}

type PropertyDoc = Pick<Property, 'id' | 'full_name'> & Partial<Property>

function place(value: unknown, nameField: 'city_name' | 'builder_name'): PlaceRef | null {
  if (!value || typeof value !== 'object') return null
  const doc = value as Record<string, unknown>
  const name = typeof doc[nameField] === 'string' ? (doc[nameField] as string) : null
  if (!name) return null
  const slug = typeof doc.slug === 'string' && doc.slug ? doc.slug : slugify(name)
  return { name, slug }
}

export function toPropertySummary(doc: PropertyDoc): PropertySummary {
  const slug = doc.slug || slugify(doc.full_name)
  const city = place(doc.city, 'city_name')
  const firstImage = (doc.images ?? []).find((m) => m && typeof m === 'object')
  return {
    id: doc.id,
    name: doc.full_name,
    slug,
    url: propertyUrl(city?.slug ?? 'all', slug),
    city,
    builder: place(doc.builder_name, 'builder_name'),
    priceMinimum: doc.price_range_minimum ?? null,
    priceMaximum: doc.price_range_maximum ?? null,
    currency: doc.currency || 'INR',
    bhk: bhkList(doc.floor_plans),
    status: doc.status ?? null,
    featured: Boolean(doc.featured),
    offer: doc.offer_available?.trim() || null,
    offerValidity: doc.offer_validity ?? null,
    image: responsiveImage(firstImage, doc.full_name),
  }
}

function builderCard(value: Property['builder_name']): BuilderCard | null {
  const ref = place(value, 'builder_name')
  if (!ref || !value || typeof value !== 'object') return null
  const alt = `${ref.name} logo`
  const website = value.website_link?.trim()
  return {
    ...ref,
    logo: responsiveImage(value.logo, alt, 'w300') ?? linkedImage(value.logo_link, alt, 300, 300),
    establishedYear: value.established_year ?? null,
    totalProjects: value.total_projects ?? null,
    ongoingProjects: value.ongoing_projects ?? null,
    website: website && /^https?:\/\//i.test(website) ? website : null,
  }
}

/** Only web links become links: a stored `javascript:` or relative oddity is dropped. */
function webUrl(value: string | null | undefined): string | null {
  const url = value?.trim()
  return url && /^https?:\/\//i.test(url) ? url : null
}

function refId(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number') return (value as { id: number }).id
  return null
}

function finite(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

export function toPropertyDetail(doc: PropertyDoc): PropertyDetail {
  const images = (doc.images ?? [])
    .map((m, i) => responsiveImage(m, `${doc.full_name}, photo ${i + 1}`, 'w1000'))
    .filter((m): m is ResponsiveImage => m !== null)
  const brochure = doc.brochure && typeof doc.brochure === 'object' && doc.brochure.url ? doc.brochure : null
  return {
    ...toPropertySummary(doc),
    reraNumber: doc.rera_number?.trim() || null,
    possession: doc.possession ?? null,
    unitSize: doc.unit_size?.trim() || null,
    address: doc.location?.address?.trim() || null,
    images,
    description: doc.description ?? null,
    alertText: doc.alert_text?.trim() || null,
    notAssured: Boolean(doc.not_assured_project),
    hideOptions: Boolean(doc.hide_options),
    visitingHours: doc.visiting_hours ?? null,
    latitude: finite(doc.location?.latitude),
    longitude: finite(doc.location?.longitude),
    zoning: doc.zoning?.trim() || null,
    propertyTypes: (doc.property_type_group ?? []).flatMap((t) =>
      t && typeof t === 'object' && t.property_type ? [t.property_type] : [],
    ),
    floorPlans: (doc.floor_plans ?? []).map((plan) => ({
      bhk: plan.bhk?.trim() || null,
      carpetArea: finite(plan.carpet_area),
      price: finite(plan.price),
      image: responsiveImage(plan.plan_image, `${doc.full_name} ${plan.bhk ? `${plan.bhk} BHK ` : ''}floor plan`, 'w600'),
    })),
    amenities: (doc.amenities ?? []).flatMap((a) =>
      a && typeof a === 'object' && a.amenity ? [{ name: a.amenity, icon: a.icon?.trim() || null }] : [],
    ),
    builderCard: builderCard(doc.builder_name),
    faq: (doc.faq ?? []).flatMap((f) =>
      f.question?.trim() && f.answer?.trim() ? [{ question: f.question.trim(), answer: f.answer.trim() }] : [],
    ),
    brochure: brochure ? { url: brochure.url!, name: brochure.filename || `${doc.full_name} brochure` } : null,
    videos: (doc.videos ?? []).flatMap((v) => {
      const url = webUrl(v.url)
      return url ? [url] : []
    }),
    updatedAt: doc.updatedAt ?? null,
    cityId: refId(doc.city),
    builderId: refId(doc.builder_name),
  }
}
