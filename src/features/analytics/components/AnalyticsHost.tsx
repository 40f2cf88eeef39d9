'use client'

/**
 * Mounted by the layout only while Google's tag is configured; the island itself (page views, link
 * clicks, the consent notice) is its own chunk, so pages without a tag never load it.
 */
import { lazy, Suspense } from 'react'

const AnalyticsIsland = lazy(() => import('./AnalyticsIsland'))

export function AnalyticsHost() {
  return (
    <Suspense fallback={null}>
      <AnalyticsIsland />
    </Suspense>
  )
}
