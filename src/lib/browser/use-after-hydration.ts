'use client'

import { startTransition, useEffect, useState } from 'react'

/**
 * False while the server renders and the page hydrates; true from a transition right after.
 *
 * For parts of a page that only the browser can show (a card's heart and compare pill read the
 * visitor's cookie and localStorage): a `useSyncExternalStore` whose server snapshot differs from
 * the browser's makes React render every such component again at once after hydration, in one
 * synchronous task (forty-eight on a page of twenty-four cards; the long task Lighthouse's Total
 * Blocking Time counts, docs/quality.md "Thirty-ninth pass"). Mounted from a transition instead,
 * they render in slices that yield to the browser, and their stores are read once, on mount.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => startTransition(() => setAfter(true)), [])
  return after
}
