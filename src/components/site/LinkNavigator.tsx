'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { inPageTarget, NAV_ATTRIBUTE, prefetchTarget } from '../link-navigation'

/**
 * The one client island behind every site link (src/components/Link.tsx): a click on a link is
 * followed by the App Router, without a new document, and the target is prefetched when the
 * pointer rests on the link, a finger touches it or the keyboard focuses it, not as it scrolls into
 * view (a prefetch of a page is a full render on the server: `npm run bench:views`). Listening once
 * on the window for the whole page replaces a client component per link.
 *
 * The click listener is on the window, so React's handlers (on the document) run first and a link
 * whose own handler took the click (`preventDefault`) is left alone. Before this has run, links are
 * ordinary links.
 */
export function LinkNavigator() {
  const router = useRouter()
  const pathname = usePathname()
  useEffect(() => {
    const prefetched = new Set<string>()
    const anchorOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${NAV_ATTRIBUTE}]`) : null)
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event.target)
      const to = anchor && inPageTarget(event, anchor, window.location)
      if (!to) return
      event.preventDefault()
      router.push(to)
    }
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event.target)
      const to = anchor && prefetchTarget(anchor, window.location.origin)
      if (!to || prefetched.has(to)) return
      prefetched.add(to)
      router.prefetch(to)
    }
    const intents = ['pointerover', 'focusin', 'touchstart'] as const
    window.addEventListener('click', onClick)
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true })
    return () => {
      window.removeEventListener('click', onClick)
      for (const type of intents) document.removeEventListener(type, onIntent)
    }
  }, [router, pathname])
  return null
}
