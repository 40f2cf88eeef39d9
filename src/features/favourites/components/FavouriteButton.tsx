'use client'

import { HeartIcon } from '@/components/icons'

import { toggleFavourite, useFavourites } from '../favourites-store'

/**
 * The heart (SPEC §8) on property cards and the property page. Server-rendered as not pressed (the
 * HTML is shared); the browser's `fav` cookie decides once the page hydrates.
 */
export function FavouriteButton({ id, name, className = '' }: { id: number; name: string; className?: string }) {
  const on = useFavourites()?.includes(id) ?? false
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
      onClick={() => toggleFavourite(id)}
      className={`inline-flex size-10 items-center justify-center rounded-full border border-line bg-white/95 text-rose-700 shadow-sm transition-colors hover:bg-rose-50 ${className}`}
    >
      <HeartIcon size={22} fill={on ? 'currentColor' : 'none'} />
    </button>
  )
}
