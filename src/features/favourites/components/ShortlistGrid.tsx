'use client'

import Link from '@/components/Link'
import { type ReactNode, useEffect } from 'react'

import { adoptFavourites, clearFavourites, useFavourites } from '../favourites-store'

/**
 * The cards of /shortlists, rendered on the server for this visitor; a card whose heart is removed
 * (here or in another tab) disappears at once, without a reload.
 */
export function ShortlistGrid({ items, signedIn }: { items: { id: number; card: ReactNode }[]; signedIn: boolean }) {
  const favourites = useFavourites()
  const visible = favourites ? items.filter((item) => favourites.includes(item.id)) : items

  useEffect(() => {
    // Signed in, the stored list is the visitor's list; the hearts on other pages read the cookie.
    if (signedIn) adoptFavourites(items.map((item) => item.id))
  }, [signedIn, items])

  if (visible.length === 0) {
    return (
      <div className="mt-8 rounded-2xl border border-line bg-surface p-8 text-center">
        <p className="text-lg font-semibold">You have no favourites yet.</p>
        <p className="mt-2 text-muted">Tap the heart on any project to keep it here.</p>
        <Link href="/search" className="btn btn-primary mt-5">
          Search properties
        </Link>
      </div>
    )
  }
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted" aria-live="polite">
          {visible.length === 1 ? '1 project' : `${visible.length} projects`}
        </p>
        <button type="button" onClick={clearFavourites} className="btn btn-secondary">
          Clear all
        </button>
      </div>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="favourites-list">
        {visible.map((item) => (
          <li key={item.id}>{item.card}</li>
        ))}
      </ul>
    </>
  )
}
