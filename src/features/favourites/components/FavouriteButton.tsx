'use client'

import { lazy, Suspense } from 'react'

import { useAfterLoad } from '@/lib/browser/after-load'

type Props = { id: number; name: string; className?: string }

const Heart = lazy(() => import('@/features/properties/components/card-islands').then((m) => ({ default: m.Heart })))

/**
 * The heart (docs/product.md §8) on property cards and the property page. It needs the browser (the `fav`
 * cookie, the store, the other tabs), so it appears once the page has loaded and the browser is
 * idle, mounted from a transition (useAfterLoad) with its code and words loaded then
 * (card-islands.ts, card-island-strings.ts): the shared HTML carries no button that could not
 * work, and a list page no copy of it per card.
 */
export function FavouriteButton(props: Props) {
  return useAfterLoad() ? (
    <Suspense fallback={null}>
      <Heart {...props} />
    </Suspense>
  ) : null
}
