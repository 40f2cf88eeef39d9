'use client'

import NextLink from 'next/link'
import { type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent, useState } from 'react'

type Props = ComponentProps<typeof NextLink>

/**
 * `next/link` that prefetches on intent: when the pointer rests on the link, a finger touches it or
 * the keyboard focuses it, not as soon as it scrolls into view.
 *
 * The site has no `loading.js` boundaries, so Next's viewport prefetch asks the server for the whole
 * target page: a page with a grid of property cards, the header and the footer cost the server about
 * sixteen full renders per view and the visitor as many payloads, almost all never followed. Intent
 * still comes a few hundred milliseconds before the click, which is most of a render; after it,
 * Next's own prefetch and router cache behave as for any link (docs: Prefetching, "Hover-triggered
 * prefetch"). `prefetch={false}` keeps a link out of prefetching altogether.
 */
export default function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const [intent, setIntent] = useState(false)
  const wanted = prefetch !== false && intent
  return (
    <NextLink
      {...props}
      prefetch={wanted ? (prefetch ?? null) : false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setIntent(true)
        onFocus?.(event)
      }}
    />
  )
}
