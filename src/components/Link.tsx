'use client'

import NextLink from 'next/link'
import { type ComponentProps, useState } from 'react'

type Props = ComponentProps<typeof NextLink>

/**
 * `next/link` that prefetches on intent: when the pointer rests on the link, a finger touches it or
 * the keyboard focuses it, not as soon as it scrolls into view.
 *
 * The site has no `loading.js` boundaries, so Next's viewport prefetch asks the server for the whole
 * target page: the header, the footer and the cards in view cost the server 13–52 full renders per
 * page view (median 19, `npm run bench:views`) and the visitor as many payloads, almost all never
 * followed. Intent still comes a few hundred milliseconds before the click, which is most of a
 * render; after it, Next's own prefetch and router cache behave as for any link (docs: Prefetching,
 * "Hover-triggered prefetch"). `prefetch={false}` keeps a link out of prefetching altogether. The
 * three events are the wrapper's own (none of the site's links needs them), which keeps it small:
 * it ships on every page.
 */
export default function Link(props: Omit<Props, 'onMouseEnter' | 'onTouchStart' | 'onFocus'>) {
  const [intent, setIntent] = useState(false)
  const show = () => setIntent(true)
  const { prefetch } = props
  return <NextLink {...props} prefetch={intent && prefetch !== false ? (prefetch ?? null) : false} onMouseEnter={show} onTouchStart={show} onFocus={show} />
}
