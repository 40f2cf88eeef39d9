'use client'

import { HeartIcon } from '@/components/icons'
import { useAfterLoad } from '@/lib/browser/after-load'

import { toggleFavourite, useFavourites } from '../favourites-store'

type Props = { id: number; name: string; className?: string }

/**
 * The heart (docs/product.md §8) on property cards and the property page. It needs the browser (the `fav`
 * cookie, the store, the other tabs), so it appears once the page has loaded and the browser is
 * idle, mounted from a transition (useAfterLoad): the shared HTML carries no button that could not
 * work, and a list page no copy of it per card.
 */
export function FavouriteButton(props: Props) {
  return useAfterLoad() ? <Heart {...props} /> : null
}

function Heart({ id, name, className = '' }: Props) {
  const ids = useFavourites()
  if (ids === null) return null
  const on = ids.includes(id)
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
      onClick={() => toggleFavourite(id)}
      className={`fav-btn ${className}`}
    >
      <HeartIcon size={22} />
    </button>
  )
}
