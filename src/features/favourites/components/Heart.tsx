'use client'

import { HeartIcon } from '@/components/icons'
import { fillIn } from '@/features/i18n/fill'
import { useCardIslandStrings } from '@/features/properties/components/card-island-strings'

import { FAV_MAX_IDS } from '../fav-cookie'
import { toggleFavourite, useFavourites } from '../favourites-store'

/** The heart itself (FavouriteButton mounts it after load), named in the page's language. */
export function Heart({ id, name, className = '' }: { id: number; name: string; className?: string }) {
  const ids = useFavourites()
  const t = useCardIslandStrings()
  if (ids === null || t === null) return null
  const on = ids.includes(id)
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={fillIn(on ? t.favouriteRemove : t.favouriteAdd, { name })}
      onClick={() => toggleFavourite(id, { added: t.favouriteAdded, full: fillIn(t.favouritesFull, { max: FAV_MAX_IDS }) })}
      className={`fav-btn ${className}`}
    >
      <HeartIcon size={22} />
    </button>
  )
}
