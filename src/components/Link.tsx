import type { AnchorHTMLAttributes } from 'react'

import { NAV_ATTRIBUTE, NO_PREFETCH } from './link-navigation'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  /** `false`: followed in the page like the others, never prefetched (a sign-out, the CMS). */
  prefetch?: false
}

/**
 * A link of the site: a plain `<a>` marked for the page's one link navigator
 * (src/components/site/LinkNavigator.tsx), which follows it without loading a new document and
 * prefetches its target on intent (the pointer resting on it, a finger touching it, the keyboard
 * focusing it), as `next/link` with intent prefetch did.
 *
 * Not a client component, so it costs a page what an `<a>` costs: `next/link` (and the wrapper that
 * gave it intent prefetch) was two client components per link, 36–61 of them a page, each rendered
 * into the page's React payload and again into its HTML with its hooks and handlers
 * (docs/quality.md at 4a32e07, seventeenth pass). Usable from server and client components alike.
 */
export default function Link({ href, prefetch, ...rest }: Props) {
  return <a href={href} {...{ [NAV_ATTRIBUTE]: prefetch === false ? NO_PREFETCH : '' }} {...rest} />
}
