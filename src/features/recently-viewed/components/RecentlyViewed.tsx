'use client'

import { useEffect, useState } from 'react'

import { documentLocale } from '@/features/i18n/locales'
import type { CardData } from '@/features/properties/card'
import { PropertyCard } from '@/features/properties/components/PropertyCard'

import { clearRecentlyViewed, useRecentlyViewed } from '../recent-store'

/**
 * 'Recently viewed' (docs/product.md §14) on the home page and /shortlists: the cards of the last ten
 * property pages this browser opened, newest first. The ids live in the browser, so the shared
 * cached pages carry none of this; the cards come from `/api/properties/cards` once the page runs.
 * A project no longer published is left out.
 */
export function RecentlyViewed({
  variant,
  strings = { title: 'Recently viewed', clear: 'Clear' },
}: {
  variant: 'home' | 'shortlists'
  /** The heading and button in the page's language (English when not given). */
  strings?: { title: string; clear: string }
}) {
  const ids = useRecentlyViewed()
  const key = ids ? ids.join(',') : ''
  const [loaded, setLoaded] = useState<{ key: string; cards: CardData[] } | null>(null)

  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    // The cards in the page's language: Hindi prices, places and links on Hindi pages.
    const locale = documentLocale()
    const language = locale === 'en' ? '' : `&language=${locale}`
    fetch(`/api/properties/cards?ids=${key}${language}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ items: CardData[] }>) : null))
      .then((body) => {
        if (body) setLoaded({ key, cards: body.items })
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [key])

  // Cards of an older list stay until the newer one arrives; an emptied list hides at once.
  const cards = key && loaded ? loaded.cards : []
  if (cards.length === 0) return null
  const list = (
    <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.id}>
          <PropertyCard card={card} />
        </li>
      ))}
    </ul>
  )
  const head = (
    <div className="section-head">
      <h2 id="recent-title" className="section-title">
        {strings.title}
      </h2>
      <button type="button" onClick={clearRecentlyViewed} className="btn btn-secondary">
        {strings.clear}
      </button>
    </div>
  )
  return variant === 'home' ? (
    <section id="recent" aria-labelledby="recent-title" className="py-12" data-testid="recently-viewed">
      <div className="container-page">
        {head}
        {list}
      </div>
    </section>
  ) : (
    <section aria-labelledby="recent-title" className="mt-12" data-testid="recently-viewed">
      {head}
      {list}
    </section>
  )
}
