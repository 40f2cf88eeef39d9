'use client'

import { type ComponentProps, lazy, Suspense } from 'react'

import type { DisclaimerBanner as Banner } from './DisclaimerBanner'

// The banner shows once a browser session, after load (src/components/AfterLoad.tsx): its code loads
// then, not with every page's first-load JavaScript (docs/product.md §12: ≤ 150 kB gzip).
const DisclaimerBanner = lazy(() => import('./DisclaimerBanner').then((m) => ({ default: m.DisclaimerBanner })))

/** The disclaimer banner (DisclaimerBanner.tsx), its code loaded when it mounts. */
export function LazyDisclaimerBanner(props: ComponentProps<typeof Banner>) {
  return (
    <Suspense fallback={null}>
      <DisclaimerBanner {...props} />
    </Suspense>
  )
}
