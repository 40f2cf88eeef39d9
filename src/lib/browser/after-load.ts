'use client'

import { startTransition, useEffect, useState } from 'react'

/**
 * True once the page has loaded and the browser is idle, or at the visitor's first interaction (a
 * pointer or key pressed, a finger down, the focus moved), whichever comes first; false while the
 * server renders and the page hydrates (docs/product.md §23).
 *
 * For parts that only the browser can show and the layout's islands that show nothing until the
 * visitor does something: a card's heart and compare pill (they read the visitor's cookie and
 * localStorage), the compare tray, the enquiry popups, the city locator, the disclaimer's
 * once-a-session check. Mounted here instead of with the page, their hooks, store reads and
 * listeners run after the page is interactive, from a transition that renders in slices, not in the
 * task that follows hydration, which Total Blocking Time counts. (A `useSyncExternalStore` whose
 * server snapshot differs from the browser's would instead make React render every such component
 * again at once after hydration, in one synchronous task.)
 */
let ready = false
const waiting = new Set<() => void>()
/** The longest wait for an idle moment after load. */
export const AFTER_LOAD_TIMEOUT_MS = 1500
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const
let armed = false

function release(): void {
  if (ready) return
  ready = true
  for (const type of INTERACTIONS) window.removeEventListener(type, release, true)
  for (const notify of waiting) notify()
  waiting.clear()
}

function arm(): void {
  armed = true
  for (const type of INTERACTIONS) window.addEventListener(type, release, { capture: true, passive: true })
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(release, { timeout: AFTER_LOAD_TIMEOUT_MS })
    else setTimeout(release, 100)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

export function useAfterLoad(): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    const show = () => startTransition(() => setAfter(true))
    if (ready) return show()
    if (!armed) arm()
    waiting.add(show)
    return () => {
      waiting.delete(show)
    }
  }, [])
  return after
}
