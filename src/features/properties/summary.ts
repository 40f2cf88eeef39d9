/**
 * The property shapes pages render, mapped from Payload documents. Pure and serialisable, so the
 * results can live in the data cache.
 */
import { slugify } from '../../cms/fields/slugify'
import type { Property } from '../../cms/payload-types'
import { type ResponsiveImage, responsiveImage } from '../media/image'
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
  offer: string | null
  offerValidity: string | null
  image: ResponsiveImage | null
}

export type PropertyDetail = PropertySummary & {
  reraNumber: string | null
  unitSize: string | null
  address: string | null
  images: ResponsiveImage[]
  description: Property['description']
  alertText: string | null
  notAssured: boolean
  hideOptions: boolean
}

const STATUS_LABELS: Record<string, string> = {
  'pre-launch': 'Pre-launch',
  'under-construction': 'Under construction',
  'ready-to-move': 'Ready to move',
}

export function statusLabel(status: string | null | undefined): string | null {
  if (!status) return null
  return STATUS_LABELS[status] ?? status.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase())
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

export function toPropertyDetail(doc: PropertyDoc): PropertyDetail {
  const images = (doc.images ?? [])
    .map((m, i) => responsiveImage(m, `${doc.full_name}, photo ${i + 1}`, 'w1000'))
    .filter((m): m is ResponsiveImage => m !== null)
  return {
    ...toPropertySummary(doc),
    reraNumber: doc.rera_number?.trim() || null,
    unitSize: doc.unit_size?.trim() || null,
    address: doc.location?.address?.trim() || null,
    images,
    description: doc.description ?? null,
    alertText: doc.alert_text?.trim() || null,
    notAssured: Boolean(doc.not_assured_project),
    hideOptions: Boolean(doc.hide_options),
  }
}
