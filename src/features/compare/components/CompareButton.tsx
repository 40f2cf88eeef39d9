'use client'

import { lazy, Suspense } from 'react'

import { useAfterLoad } from '@/lib/browser/after-load'

type Props = { id: number; name: string; compact?: boolean }

const Compare = lazy(() => import('@/features/properties/components/card-islands').then((m) => ({ default: m.Compare })))

/**
 * 'Add to compare' (docs/product.md §14) on property cards and the property page. Like the heart it needs the
 * browser (the list lives in localStorage), so it appears once the page has loaded
 * (useAfterLoad), with its code and words loaded then (card-islands.ts); the shared HTML carries
 * nothing per card. `compact` is the card's small pill.
 */
export function CompareButton(props: Props) {
  return useAfterLoad() ? (
    <Suspense fallback={null}>
      <Compare {...props} />
    </Suspense>
  ) : null
}
