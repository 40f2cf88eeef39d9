'use client'

import Link from '@/components/Link'
import { type ReactNode, useEffect } from 'react'

import { fillIn } from '@/features/i18n/fill'

import { adoptFavourites, clearFavourites, useFavourites } from '../favourites-store'

/** The grid's words in the page's language (`Accounts.shortlists`) and where its search link goes. */
export type ShortlistStrings = {
  empty: string
  emptyHint: string
  search: string
  searchHref: string
  countOne: string
  countOther: string
  clearAll: string
}

/**
 * The cards of /shortlists, rendered on the server for this visitor; a card whose heart is removed
 * (here or in another tab) disappears at once, without a reload.
 */
export function ShortlistGrid({ items, signedIn, strings: t }: { items: { id: number; card: ReactNode }[]; signedIn: boolean; strings: ShortlistStrings }) {
  const favourites = useFavourites()
  const visible = favourites ? items.filter((item) => favourites.includes(item.id)) : items

  useEffect(() => {
    // Signed in, the stored list is the visitor's list; the hearts on other pages read the cookie.
    if (signedIn) adoptFavourites(items.map((item) => item.id))
  }, [signedIn, items])

  if (visible.length === 0) {
    return (
      <div className="mt-8 rounded-2xl border border-line bg-surface p-8 text-center">
        <p className="text-lg font-semibold">{t.empty}</p>
        <p className="mt-2 text-muted">{t.emptyHint}</p>
        <Link href={t.searchHref} className="btn btn-primary mt-5">
          {t.search}
        </Link>
      </div>
    )
  }
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted" aria-live="polite">
          {visible.length === 1 ? t.countOne : fillIn(t.countOther, { count: visible.length })}
        </p>
        <button type="button" onClick={clearFavourites} className="btn btn-secondary">
          {t.clearAll}
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
