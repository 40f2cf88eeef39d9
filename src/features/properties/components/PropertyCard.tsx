import Link from 'next/link'

import { BuildingIcon, LocationIcon, TagIcon } from '@/components/icons'
import { ResponsiveImg } from '@/components/ui/ResponsiveImg'
import { FavouriteButton } from '@/features/favourites/components/FavouriteButton'

import { formatBhkList } from '../bhk'
import { formatPriceRange } from '../price'
import { type PropertySummary, statusLabel } from '../summary'

export const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw'

/** A property in a list: photo, name, place, builder, price range and BHK options. */
export function PropertyCard({
  property,
  priority = false,
  showOffer = false,
  headingLevel = 3,
}: {
  property: PropertySummary
  priority?: boolean
  showOffer?: boolean
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const bhk = formatBhkList(property.bhk)
  const status = statusLabel(property.status)
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] overflow-hidden bg-surface">
        {property.image ? (
          <ResponsiveImg
            image={property.image}
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-brand-300">
            <BuildingIcon size={56} />
          </div>
        )}
        {status ? (
          <span className="absolute left-3 top-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-800 shadow-sm">
            {status}
          </span>
        ) : null}
        {/* Above the card-wide link's overlay, so the heart is its own target. */}
        <FavouriteButton id={property.id} name={property.name} className="absolute right-3 top-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <Heading className="text-base font-bold leading-snug">
          {/* The link covers the card, so the whole card is one target with one accessible name. */}
          <Link href={property.url} className="after:absolute after:inset-0 hover:text-brand-700">
            {property.name}
          </Link>
        </Heading>
        <p className="flex items-center gap-1 text-sm text-muted">
          <LocationIcon size={15} className="shrink-0" />
          <span className="truncate">
            {[property.city?.name, property.builder?.name && `by ${property.builder.name}`].filter(Boolean).join(' · ')}
          </span>
        </p>
        <p className="mt-auto pt-2 text-lg font-bold text-brand-800">
          {formatPriceRange(property.priceMinimum, property.priceMaximum, property.currency)}
        </p>
        {bhk ? <p className="text-sm font-medium text-ink">{bhk}</p> : null}
        {showOffer && property.offer ? (
          <p className="mt-1 flex items-start gap-1.5 rounded-lg bg-accent-100 px-2.5 py-1.5 text-sm font-medium text-accent-700">
            <TagIcon size={16} className="mt-0.5 shrink-0" />
            {property.offer}
          </p>
        ) : null}
      </div>
    </article>
  )
}

export function PropertyGrid({
  properties,
  firstIsPriority = false,
  showOffer = false,
  columns = 4,
}: {
  properties: PropertySummary[]
  firstIsPriority?: boolean
  showOffer?: boolean
  /** Cards per row on large screens: 4 across the page, 3 beside the search filters. */
  columns?: 3 | 4
}) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 3 ? 'xl:grid-cols-3' : 'lg:grid-cols-4'}`}>
      {properties.map((p, i) => (
        <li key={p.id}>
          <PropertyCard property={p} priority={firstIsPriority && i === 0} showOffer={showOffer} />
        </li>
      ))}
    </ul>
  )
}
