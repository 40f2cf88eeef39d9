'use client'

import { lazy, Suspense } from 'react'

import { useCompareList } from '../compare-store'

// The tray's code loads only once the visitor has picked a project: it sits in the layout of every
// page, where its markup and icons would count against every page's first-load JavaScript
// (docs/product.md §12: ≤ 150 kB gzip). React.lazy rather than next/dynamic, whose loader costs more than it saves.
const CompareTray = lazy(() => import('./CompareTray').then((m) => ({ default: m.CompareTray })))

/** The compare tray of every page (docs/product.md §14), rendered while the compare list has projects in it. */
export function CompareTrayIsland() {
  const list = useCompareList()
  if (!list || list.length === 0) return null
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  )
}
