'use client'

import Link from '@/components/Link'

import { BuildingIcon, TagIcon } from '@/components/icons'
import { ResponsiveImg } from '@/components/ui/ResponsiveImg'
import { CompareButton } from '@/features/compare/components/CompareButton'
import { FavouriteButton } from '@/features/favourites/components/FavouriteButton'
import { unpackImage } from '@/features/media/packed-image'

import type { CardData } from '../card'

/** At most 300 px wide from 1024 px up (three or four columns), two columns below, one on phones. */
export const CARD_IMAGE_SIZES = '(min-width:1024px) 300px,(min-width:640px) 50vw,100vw'

/**
 * A property in a list: photo, name, place, builder, price range and BHK options. A client
 * component only so that a page's payload carries the card's data (`toCardData`) rather than its
 * markup a second time; it keeps no state of its own (the heart has its store).
 */
export function PropertyCard({ card, priority = false, headingLevel = 3 }: { card: CardData; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card">
      <div>
        {card.image ? (
          <ResponsiveImg image={unpackImage(card.image)} sizes={CARD_IMAGE_SIZES} priority={priority} />
        ) : (
          <div className="card-no-img">
            <BuildingIcon size={56} />
          </div>
        )}
        {card.status ? <span className="card-badge">{card.status}</span> : null}
        {/* Above the card-wide link's overlay, so the heart is its own target. */}
        <FavouriteButton id={card.id} name={card.name} className="card-fav" />
        <CompareButton id={card.id} name={card.name} compact />
      </div>
      <div>
        <Heading>
          {/* The link covers the card, so the whole card is one target with one accessible name. */}
          <Link href={card.url}>{card.name}</Link>
        </Heading>
        {/* The pin is the class's ::before (globals.css). */}
        <p className="card-meta">
          <span>{card.place}</span>
        </p>
        <p>{card.price}</p>
        {card.bhk ? <p>{card.bhk}</p> : null}
        {card.offer ? (
          <p className="card-offer">
            <TagIcon size={16} className="mt-0.5" />
            {card.offer}
          </p>
        ) : null}
      </div>
    </article>
  )
}
